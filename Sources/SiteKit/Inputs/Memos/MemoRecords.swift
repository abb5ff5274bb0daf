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
/// that is missing, damaged or written by another sitegen binary is ignored whole.
struct MemoRecords: Sendable, Equatable {
    /// The files' name (`RecordShards`) and the version of their format.
    static let fileName = "memo-records"
    static let version = 1

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

    /// The records kept in `folder`, read on every core; empty when there are none that can be trusted.
    static func load(from folder: URL) -> MemoRecords {
        var records = MemoRecords()
        records.records =
            RecordShards.load(fileName, from: folder) { Self(bytes: $1, identity: $2, shard: $0)?.records } ?? [:]
        return records
    }

    /// Writes the shards of the memos whose identity or hash is not `previous`'s, and of those it had and
    /// this has not.
    func write(to folder: URL, replacing previous: MemoRecords) {
        guard let identity = RenderCache.rendererIdentity else { return }
        let changed = records.compactMap { name, record in
            previous.records[name].map { ($0.identity, $0.hash) == (record.identity, record.hash) } == true ? nil : name
        }
        let shards = Set((changed + previous.records.keys.filter { self.records[$0] == nil }).map(Self.shard(of:)))
        guard !shards.isEmpty else { return }
        var byShard: [Int: [String: Record]] = [:]
        for (name, record) in records {
            let shard = Self.shard(of: name)
            if shards.contains(shard) { byShard[shard, default: [:]][name] = record }
        }
        RecordShards.write(Self.fileName, to: folder, shards: shards.sorted()) { [byShard] shard in
            Self.bytes(of: byShard[shard] ?? [:], identity: identity, shard: shard)
        }
    }

    /// The file a memo's record is kept in: by the hash of its name.
    static func shard(of name: String) -> Int {
        var hasher = ContentHasher()
        hasher.add(name)
        return RecordShards.shard(of: hasher.hash)
    }

    /// Reads what `bytes(of:identity:shard:)` wrote; nil unless every record is whole and of the shard.
    init?(bytes: [UInt8], identity: ContentHash, shard: Int) {
        guard
            var reader = RecordShards.reader(
                of: bytes, Self.fileName, version: Self.version, identity: identity, shard: shard)
        else { return nil }
        while !reader.isAtEnd {
            guard let name = reader.presentText(), Self.shard(of: name) == shard, records[name] == nil,
                let file = reader.identity(), let hash = reader.hash(),
                let day = reader.presentText().flatMap(Day.init(iso:)), let title = reader.text(),
                let tagCount = reader.word(), tagCount <= bytes.count
            else { return nil }
            var tags: [String] = []
            for _ in 0..<tagCount {
                guard let tag = reader.presentText() else { return nil }
                tags.append(tag)
            }
            guard let draft = reader.word(), draft <= 1, let markdown = reader.presentText(),
                let updated = reader.text(), let description = reader.text(), let image = reader.text()
            else { return nil }
            var memo = Memo(day: day, title: title, tags: tags, isDraft: draft == 1, markdown: markdown, file: name)
            if let updated {
                guard let day = Day(iso: updated) else { return nil }
                memo.updated = day
            }
            // The one field whose policy matters beyond escaping: a record's image is an http(s) URL, as
            // `FrontMatter.image` lets through, or the record is another's.
            guard image.map({ WebLink.checked($0) == $0 }) ?? true else { return nil }
            memo.description = description
            memo.image = image
            records[name] = Record(identity: file, hash: hash, memo: memo)
        }
    }

    /// A header naming the renderer and the shard, then each record, sorted by name: the name, the identity's
    /// five words, the hash's two, and the memo's fields (`RecordWriter`).
    static func bytes(of records: [String: Record], identity: ContentHash, shard: Int) -> [UInt8] {
        var writer = RecordShards.writer(
            fileName, version: version, identity: identity, shard: shard,
            capacity: records.values.reduce(0) { $0 + 160 + $1.memo.markdown.utf8.count })
        for (name, record) in records.sorted(by: { $0.key < $1.key }) {
            let (file, memo) = (record.identity, record.memo)
            writer.append(name)
            writer.append(file)
            writer.append(record.hash)
            writer.append(memo.day.iso)
            writer.append(memo.title)
            writer.append(UInt64(memo.tags.count))
            for tag in memo.tags { writer.append(tag) }
            writer.append(memo.isDraft ? 1 : 0)
            writer.append(memo.markdown)
            writer.append(memo.updated?.iso)
            writer.append(memo.description)
            writer.append(memo.image)
        }
        return writer.bytes
    }

    init() {}
}
