import Foundation

/// The memos an earlier build read, each with the identity its file had when it was read and the hash of
/// its name and text (`MemoLoader.read`'s digest): a memo whose file still has that identity is taken from
/// here rather than read and parsed again, the way Git trusts the stat data of its index.
///
/// The identity (device, inode, size, and modification and change times in nanoseconds) is taken of the
/// open file before it is read, and recorded only when the file was last changed before the clock's
/// current tick (`FileIdentity.isSettled`), so that no later write can leave it as it was: a change time
/// cannot be set by hand. Only a memo read without a warning, of one file (not a bundle), is recorded, so
/// that every warning is given by every build. The records live beside the render cache in
/// `.sitegen-cache/memo-records-0` to `-3f` (`RecordShards`), split by the hash of the memo's name; a file
/// that is missing, damaged or written by another sitegen binary is ignored whole. The bodies, most of
/// the bytes, are left in the files until used (`MemoBody`).
struct MemoRecords: Sendable, Equatable {
    /// The files' name (`RecordShards`) and the version of their format.
    static let fileName = "memo-records"
    static let version = 2

    /// One memo as read.
    struct Record: Sendable, Equatable {
        /// Its file's, taken before it was read.
        var identity: FileIdentity
        /// The hash of its name and text, which the memos' digest is made of.
        var hash: ContentHash
        var memo: Memo
    }

    /// By the memo's name as messages give it (`Memo.file`).
    var records: [String: Record] = [:]

    /// The records kept in `folder`, read on every core, their bodies left in the files; empty when there
    /// are none that can be trusted.
    static func load(from folder: URL) -> MemoRecords {
        var records = MemoRecords()
        records.records =
            RecordShards.loadFiles(fileName, from: folder) { Self(file: $1, identity: $2, shard: $0)?.records } ?? [:]
        return records
    }

    /// Whether `records`, a shard's as this build read them, are not what `previous` holds of that shard
    /// (`formerCount` records, `countsByShard`): one of them is new or changed, or one of the last build's is gone.
    static func hasChanged(_ records: [String: Record], from previous: MemoRecords, formerCount: Int) -> Bool {
        for (name, record) in records {
            guard let former = previous.records[name], (former.identity, former.hash) == (record.identity, record.hash)
            else { return true }
        }
        return records.count != formerCount
    }

    /// How many records each shard holds.
    var countsByShard: [Int] {
        var counts = Array(repeating: 0, count: RecordShards.count)
        for name in records.keys { counts[Self.shard(of: name)] += 1 }
        return counts
    }

    /// Writes `records` as `shard`'s file and gives them as read back, each body left in the file, so that
    /// the memos read afresh can let go of theirs; nil when the file could not be written or read.
    static func write(_ records: [String: Record], to folder: URL, shard: Int) -> [String: Record]? {
        guard let identity = RenderCache.rendererIdentity,
            let file = RecordShards.writeFile(
                fileName, to: folder, shard: shard, bytes(of: records, identity: identity, shard: shard))
        else { return nil }
        return Self(file: file, identity: identity, shard: shard)?.records
    }

    /// The file a memo's record is kept in: by the hash of its name.
    static func shard(of name: String) -> Int {
        var hasher = ContentHasher()
        hasher.add(name)
        return RecordShards.shard(of: hasher.hash)
    }

    /// Reads the records of `file` and leaves their bodies in it; nil unless it is exactly what
    /// `bytes(of:identity:shard:)` writes for this renderer and shard: every length within the file and
    /// every record whole and of the shard. A body is checked against its hash when read (`MemoBody`).
    init?(file: RecordFile, identity: ContentHash, shard: Int) {
        guard
            var (reader, offset) = RecordShards.entries(
                of: file, Self.fileName, version: Self.version, identity: identity, shard: shard)
        else { return nil }
        while !reader.isAtEnd {
            guard let name = reader.presentText(), Self.shard(of: name) == shard, records[name] == nil,
                let identity = reader.identity(), let hash = reader.hash(),
                let day = reader.presentText().flatMap(Day.init(iso:)), let title = reader.text(),
                let tagCount = reader.word(), tagCount <= UInt64(file.size)
            else { return nil }
            var tags: [String] = []
            for _ in 0..<tagCount {
                guard let tag = reader.presentText() else { return nil }
                tags.append(tag)
            }
            guard let draft = reader.word(), draft <= 1, let updated = reader.text(), let description = reader.text(),
                let image = reader.text(), let bodyHash = reader.hash(), let count = reader.word(),
                count <= UInt64(file.size - offset)
            else { return nil }
            let body = MemoBody(stored: .inFile(file, offset: offset, count: Int(count)), hash: bodyHash)
            offset += Int(count)
            var memo = Memo(day: day, title: title, tags: tags, isDraft: draft == 1, body: body, file: name)
            if let updated {
                guard let day = Day(iso: updated) else { return nil }
                memo.updated = day
            }
            // The one field whose policy matters beyond escaping: a record's image is an http(s) URL, as
            // `FrontMatter.image` lets through, or the record is another's.
            guard image.map({ WebLink.checked($0) == $0 }) ?? true else { return nil }
            memo.description = description
            memo.image = image
            records[name] = Record(identity: identity, hash: hash, memo: memo)
        }
        guard offset == file.size else { return nil }
    }

    /// A header naming the renderer and the shard, the length of the records, each record sorted by name
    /// (the name, the identity's five words, the hash's two, the memo's fields, its body's hash and length:
    /// `RecordWriter`), then the bodies one after the other. A record whose body is no longer known
    /// (`MemoBody.checkedText`) is left out, and its memo read again by the next build.
    static func bytes(of records: [String: Record], identity: ContentHash, shard: Int) -> [UInt8] {
        let kept = records.sorted(by: { $0.key < $1.key }).compactMap { name, record in
            record.memo.body.checkedText.map { (name: name, record: record, body: $0) }
        }
        var section = RecordWriter(header: [], capacity: kept.count * 200)
        for (name, record, body) in kept {
            let (file, memo) = (record.identity, record.memo)
            section.append(name)
            section.append(file)
            section.append(record.hash)
            section.append(memo.day.iso)
            section.append(memo.title)
            section.append(UInt64(memo.tags.count))
            for tag in memo.tags { section.append(tag) }
            section.append(memo.isDraft ? 1 : 0)
            section.append(memo.updated?.iso)
            section.append(memo.description)
            section.append(memo.image)
            section.append(memo.body.hash)
            section.append(UInt64(body.utf8.count))
        }
        return RecordShards.bytes(
            fileName, version: version, identity: identity, shard: shard, entries: section.bytes,
            texts: kept.map(\.body))
    }

    init() {}
}
