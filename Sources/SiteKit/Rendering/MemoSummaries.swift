import Foundation

/// What each memo's Markdown gives the lists, the page heads and search: the title of its first heading,
/// its excerpt and its plain text, by the hash of what they are made from (`key(of:allowsRawHTML:)`), so that a rebuild parses
/// only the memos that changed.
///
/// It lives beside the render cache, in `.sitegen-cache/memo-summaries-0` to `-3f`, the entries split by their
/// key (`RecordShards`), so that a night with one new memo rewrites one sixty-fourth of them; like the render
/// cache, a file that is missing, damaged or written by another sitegen binary (its header names the
/// renderer) is ignored whole. Each build keeps the summaries of its own memos only, so a removed memo's is
/// not kept for ever.
public struct MemoSummaries: Sendable, Equatable {
    struct Summary: Sendable, Equatable {
        /// The plain text of the first heading; nil when the memo has a title of its own or no heading.
        var heading: String?
        /// The opening of the body; empty when the memo has a description of its own.
        var excerpt: String
        /// The whole body as plain text, without the title's heading: what search reads.
        var text: String
    }

    var entries: [ContentHash: Summary] = [:]

    /// The name of the files the entries are split into (`shard(of:)`, `RecordShards`), and of the one file
    /// earlier versions wrote.
    static let fileName = "memo-summaries"
    /// The format's version, in each file's header.
    static let version = 3

    /// The file a summary is kept in: by its key.
    static func shard(of key: ContentHash) -> Int {
        RecordShards.shard(of: key)
    }

    /// The excerpt's length in characters: the lists' and `<meta name="description">`'s.
    static let excerptLength = 120

    /// What a memo's summary is made from: its body, whether it needs a heading or an excerpt, and whether
    /// raw HTML is allowed (which changes what cmark reads as text).
    static func key(of memo: Memo, allowsRawHTML: Bool) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add("memo summary")
        hasher.add(allowsRawHTML ? 1 : 0)
        hasher.add(memo.title == nil ? 1 : 0)
        hasher.add(memo.description == nil ? 1 : 0)
        hasher.add(memo.markdown)
        return hasher.hash
    }

    /// The summary of `memo`, worked out with `markdown`.
    static func summary(of memo: Memo, markdown: MarkdownRenderer) -> Summary {
        Summary(
            heading: memo.title == nil ? markdown.title(memo.markdown) : nil,
            excerpt: memo.description == nil
                ? markdown.excerpt(SiteIndex.bodyWithoutTitleHeading(memo), maxCharacters: excerptLength) : "",
            text: markdown.plainText(SiteIndex.bodyWithoutTitleHeading(memo)))
    }

    /// The summaries recorded in `folder`, read on every core, or nil when there are none that can be trusted.
    static func load(from folder: URL) -> MemoSummaries? {
        RecordShards.load(fileName, from: folder) { Self(bytes: $1, identity: $2, shard: $0)?.entries }
            .map(Self.init(entries:))
    }

    /// Writes the files of the shards whose memos are not those of `previous` (every shard without it),
    /// as `RenderCache.write` does. A summary is a function of its key, so a shard with the same keys holds
    /// the same bytes.
    func write(to folder: URL, replacing previous: MemoSummaries? = nil) {
        guard let identity = RenderCache.rendererIdentity else { return }
        let keys = keysByShard
        let previousKeys = previous?.keysByShard
        let changed = (0..<RecordShards.count).filter { previousKeys?[$0] != keys[$0] }
        guard !changed.isEmpty else { return }
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

    /// A header line naming the renderer and the shard, then each entry of the shard, sorted by key: the
    /// key's two words, then the heading (none when absent), the excerpt and the text (`RecordWriter`).
    func bytes(identity: ContentHash, shard: Int) -> [UInt8] {
        let keys = entries.keys.filter { Self.shard(of: $0) == shard }.sorted { ($0.high, $0.low) < ($1.high, $1.low) }
        var writer = RecordShards.writer(
            Self.fileName, version: Self.version, identity: identity, shard: shard,
            capacity: keys.reduce(0) {
                let summary = entries[$1]!
                return $0 + 16 + RecordWriter.size(of: summary.heading) + RecordWriter.size(of: summary.excerpt)
                    + RecordWriter.size(of: summary.text)
            })
        for key in keys {
            let summary = entries[key]!
            writer.append(key)
            writer.append(summary.heading)
            writer.append(summary.excerpt)
            writer.append(summary.text)
        }
        return writer.bytes
    }

    /// Reads `bytes`; nil unless they are exactly what `bytes(identity:shard:)` writes for this renderer and
    /// shard, every length within the file, every text valid UTF-8 and every key of the shard.
    init?(bytes: [UInt8], identity: ContentHash, shard: Int) {
        guard
            var reader = RecordShards.reader(
                of: bytes, Self.fileName, version: Self.version, identity: identity, shard: shard)
        else { return nil }
        var entries: [ContentHash: Summary] = [:]
        while !reader.isAtEnd {
            guard let key = reader.hash(), let heading = reader.text(),
                let excerpt = reader.presentText(), let text = reader.presentText(),
                Self.shard(of: key) == shard,
                entries.updateValue(
                    Summary(heading: heading, excerpt: excerpt, text: text), forKey: key)
                    == nil
            else { return nil }
        }
        self.entries = entries
    }

    init(entries: [ContentHash: Summary] = [:]) {
        self.entries = entries
    }

}
