import Foundation

/// What each memo's Markdown gives the lists, the page heads and search: the title of its first heading,
/// its excerpt and its plain text, by the hash of what they are made from (`key(of:allowsRawHTML:)`), so that a rebuild parses
/// only the memos that changed.
///
/// It lives beside the render cache, in `.sitegen-cache/memo-summaries-0` to `-3f`, the entries split by their
/// key (`RecordShards`), so that a night with one new memo rewrites one sixty-fourth of them; like the render
/// cache, a file that is missing, damaged or written by another sitegen binary (its header names the
/// renderer) is ignored whole. The plain texts, most of the bytes, are left in the files until used
/// (`StoredText`): one that is damaged by then is worked out again from its memo (`SiteIndex.memoText`).
/// Each build keeps the summaries of its own memos only, so a removed memo's is not kept for ever.
public struct MemoSummaries: Sendable, Equatable {
    struct Summary: Sendable, Equatable {
        /// The plain text of the first heading; nil when the memo has a title of its own or no heading.
        var heading: String?
        /// The opening of the body; empty when the memo has a description of its own.
        var excerpt: String
        /// The whole body as plain text, without the title's heading: what search reads.
        var text: StoredText
    }

    var entries: [ContentHash: Summary] = [:]
    /// The shards whose files already hold these entries, written as they were made (`made`), which
    /// `write` leaves as they are.
    var written: Set<Int> = []

    /// The name of the files the entries are split into (`shard(of:)`, `RecordShards`), and of the one file
    /// earlier versions wrote.
    static let fileName = "memo-summaries"
    /// The format's version, in each file's header.
    static let version = 4

    /// The file a summary is kept in: by its key.
    static func shard(of key: ContentHash) -> Int {
        RecordShards.shard(of: key)
    }

    /// The excerpt's length in characters: the lists' and `<meta name="description">`'s.
    static let excerptLength = 120

    /// What a memo's summary is made from: its body (by its hash, so that no body is read to key it), whether
    /// it needs a heading or an excerpt, and whether raw HTML is allowed (which changes what cmark reads as text).
    static func key(of memo: Memo, allowsRawHTML: Bool) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add("memo summary")
        hasher.add(allowsRawHTML ? 1 : 0)
        hasher.add(memo.title == nil ? 1 : 0)
        hasher.add(memo.description == nil ? 1 : 0)
        hasher.add(memo.body.hash)
        return hasher.hash
    }

    /// The summary of `memo`, worked out with `markdown`.
    static func summary(of memo: Memo, markdown: MarkdownRenderer) -> Summary {
        Summary(
            heading: memo.title == nil ? markdown.title(memo.markdown) : nil,
            excerpt: memo.description == nil
                ? markdown.excerpt(SiteIndex.bodyWithoutTitleHeading(memo), maxCharacters: excerptLength) : "",
            text: .inMemory(text(of: memo, markdown: markdown)))
    }

    /// The plain text of `memo`'s body, without the title's heading.
    static func text(of memo: Memo, markdown: MarkdownRenderer) -> String {
        markdown.plainText(SiteIndex.bodyWithoutTitleHeading(memo))
    }

    /// The summaries of `memos`, whose keys are `keys`, each taken from `previous` or worked out with
    /// `markdown`, on every core a shard at a time. With a `folder`, each shard with summaries worked out is
    /// written there as soon as it is whole, and its texts left in the file, so that a first build, which
    /// works them all out, does not hold them all.
    static func made(
        of memos: [Memo], keys: [ContentHash], previous: MemoSummaries?, markdown: MarkdownRenderer,
        writingTo folder: URL?
    ) -> MemoSummaries {
        var positions = Array(repeating: [Int](), count: RecordShards.count)
        for (position, key) in keys.enumerated() { positions[shard(of: key)].append(position) }
        let identity = folder.flatMap { _ in RenderCache.rendererIdentity }
        let shards = Array(positions.enumerated()).concurrentMap { shard, positions in
            var made = MemoSummaries()
            var isNew = false
            for position in positions where made.entries[keys[position]] == nil {
                let previous = previous?.entries[keys[position]]
                made.entries[keys[position]] = previous ?? summary(of: memos[position], markdown: markdown)
                isNew = isNew || previous == nil
            }
            guard isNew, let folder, let identity else { return made }
            // A text of the last build's its file no longer holds left its entry out of the file: the entry is
            // kept as it is, its text worked out again when used, and the shard written again at the end.
            guard
                let file = RecordShards.writeFile(
                    fileName, to: folder, shard: shard, made.bytes(identity: identity, shard: shard)),
                let written = MemoSummaries(file: file, identity: identity, shard: shard),
                written.entries.count == made.entries.count
            else { return made }
            return MemoSummaries(entries: written.entries, written: [shard])
        }
        var summaries = MemoSummaries()
        summaries.entries.reserveCapacity(keys.count)
        for shard in shards {
            summaries.entries.merge(shard.entries) { first, _ in first }
            summaries.written.formUnion(shard.written)
        }
        return summaries
    }

    /// The summaries recorded in `folder`, read on every core, or nil when there are none that can be trusted.
    static func load(from folder: URL) -> MemoSummaries? {
        RecordShards.loadFiles(fileName, from: folder) { Self(file: $1, identity: $2, shard: $0)?.entries }
            .map { Self(entries: $0) }
    }

    /// Writes the files of the shards whose memos are not those of `previous` (every shard without it),
    /// as `RenderCache.write` does, but those `written` already. A summary is a function of its key, so a
    /// shard with the same keys holds the same bytes.
    func write(to folder: URL, replacing previous: MemoSummaries? = nil) {
        guard let identity = RenderCache.rendererIdentity else { return }
        let keys = keysByShard
        let previousKeys = previous?.keysByShard
        let changed = (0..<RecordShards.count).filter { !written.contains($0) && previousKeys?[$0] != keys[$0] }
        guard !changed.isEmpty || !written.isEmpty else { return }
        // The one file of earlier versions, unlinked: the lone name is the shards' prefix.
        unlink(folder.appendingPathComponent(Self.fileName).path)
        RecordShards.write(Self.fileName, to: folder, shards: changed) { bytes(identity: identity, shard: $0) }
    }

    /// The keys of each shard, every shard present.
    private var keysByShard: [Set<ContentHash>] {
        var shards = Array(repeating: Set<ContentHash>(), count: RecordShards.count)
        for key in entries.keys { shards[Self.shard(of: key)].insert(key) }
        return shards
    }

    /// A header line naming the renderer and the shard, the length of the entries, each entry of the shard,
    /// sorted by key (the key's two words, the heading, none when absent, the excerpt and the text's length:
    /// `RecordWriter`), then the texts one after the other. A text its file no longer holds leaves its entry out.
    func bytes(identity: ContentHash, shard: Int) -> [UInt8] {
        let kept = entries.filter { Self.shard(of: $0.key) == shard }.sorted {
            ($0.key.high, $0.key.low) < ($1.key.high, $1.key.low)
        }
        .compactMap { key, summary in summary.text.read().map { (key: key, summary: summary, text: $0) } }
        var section = RecordWriter(
            header: [],
            capacity: kept.reduce(0) {
                $0 + 24 + RecordWriter.size(of: $1.summary.heading) + RecordWriter.size(of: $1.summary.excerpt)
            })
        for entry in kept {
            section.append(entry.key)
            section.append(entry.summary.heading)
            section.append(entry.summary.excerpt)
            section.append(UInt64(entry.text.utf8.count))
        }
        return RecordShards.bytes(
            Self.fileName, version: Self.version, identity: identity, shard: shard, entries: section.bytes,
            texts: kept.map(\.text))
    }

    /// Reads the entries of `file` and leaves their texts in it; nil unless it is exactly what
    /// `bytes(identity:shard:)` writes for this renderer and shard: every length within the file, every
    /// heading and excerpt valid UTF-8 and every key of the shard. The texts are checked when read.
    init?(file: RecordFile, identity: ContentHash, shard: Int) {
        guard
            var (reader, offset) = RecordShards.entries(
                of: file, Self.fileName, version: Self.version, identity: identity, shard: shard)
        else { return nil }
        var entries: [ContentHash: Summary] = [:]
        while !reader.isAtEnd {
            guard let key = reader.hash(), let heading = reader.text(), let excerpt = reader.presentText(),
                let count = reader.word(), count <= UInt64(file.size - offset), Self.shard(of: key) == shard,
                entries.updateValue(
                    Summary(heading: heading, excerpt: excerpt, text: .inFile(file, offset: offset, count: Int(count))),
                    forKey: key) == nil
            else { return nil }
            offset += Int(count)
        }
        guard offset == file.size else { return nil }
        self.entries = entries
    }

    init(entries: [ContentHash: Summary] = [:], written: Set<Int> = []) {
        self.entries = entries
        self.written = written
    }

}
