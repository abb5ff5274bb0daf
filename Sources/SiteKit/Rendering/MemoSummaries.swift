import Foundation

/// What each memo's Markdown gives the lists, the page heads and search: the title of its first heading,
/// its excerpt and its plain text, by the hash of what they are made from (`key(of:allowsRawHTML:)`), so that a rebuild parses
/// only the memos that changed.
///
/// It lives beside the render cache, in `.sitegen-cache/memo-summaries-0` to `-f`, the entries split by their
/// key's first hex digit, so that a night with one new memo rewrites one sixteenth of them; like the render
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

    /// The files the entries are split into (`shard(of:)`), and the one file earlier versions wrote.
    static let shardCount = 16
    static let legacyFileName = "memo-summaries"

    static func fileName(ofShard shard: Int) -> String {
        "memo-summaries-\(String(shard, radix: 16))"
    }

    /// The file a summary is kept in: by its key's first hex digit, which spreads memos evenly.
    static func shard(of key: ContentHash) -> Int {
        Int(key.high >> 60)
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
        guard let identity = RenderCache.rendererIdentity else { return nil }
        let shards = Array(0..<shardCount).concurrentMap { shard in
            FileManager.default.contents(atPath: folder.appendingPathComponent(fileName(ofShard: shard)).path)
                .flatMap { MemoSummaries(bytes: Array($0), identity: identity, shard: shard) }
        }
        guard shards.contains(where: { $0 != nil }) else { return nil }
        var entries: [ContentHash: Summary] = [:]
        for shard in shards { entries.merge(shard?.entries ?? [:]) { first, _ in first } }
        return MemoSummaries(entries: entries)
    }

    /// Writes the files of the shards whose memos are not those of `previous` (every shard without it),
    /// each by a rename, as `RenderCache.write` does. A summary is a function of its key, so a shard with the
    /// same keys holds the same bytes.
    func write(to folder: URL, replacing previous: MemoSummaries? = nil) {
        guard let identity = RenderCache.rendererIdentity else { return }
        let keys = keysByShard
        let previousKeys = previous?.keysByShard
        let changed = (0..<Self.shardCount).filter { previousKeys?[$0] != keys[$0] }
        guard !changed.isEmpty else { return }
        unlink(folder.appendingPathComponent(Self.legacyFileName).path)
        _ = changed.concurrentMap { shard in
            try? ReplacedFile.write(
                bytes(identity: identity, shard: shard),
                to: folder.appendingPathComponent(Self.fileName(ofShard: shard)).path, makingFolder: true)
        }
    }

    /// The keys of each shard, every shard present.
    private var keysByShard: [Set<ContentHash>] {
        var shards = Array(repeating: Set<ContentHash>(), count: Self.shardCount)
        for key in entries.keys { shards[Self.shard(of: key)].insert(key) }
        return shards
    }

    /// A header line naming the renderer and the shard, then each entry of the shard, sorted by key: the
    /// key's 16 bytes, then the heading, the excerpt and the text, each as a 4-byte little-endian length
    /// (all ones for no heading) and its UTF-8 bytes.
    func bytes(identity: ContentHash, shard: Int) -> [UInt8] {
        var bytes = Self.header(identity: identity, shard: shard)
        let keys = entries.keys.filter { Self.shard(of: $0) == shard }.sorted { ($0.high, $0.low) < ($1.high, $1.low) }
        bytes.reserveCapacity(
            bytes.count
                + keys.reduce(0) {
                    let summary = entries[$1]!
                    return $0 + 28 + (summary.heading?.utf8.count ?? 0) + summary.excerpt.utf8.count
                        + summary.text.utf8.count
                })
        for key in keys {
            let summary = entries[key]!
            append(key.high, to: &bytes)
            append(key.low, to: &bytes)
            append(summary.heading, to: &bytes)
            append(summary.excerpt, to: &bytes)
            append(summary.text, to: &bytes)
        }
        return bytes
    }

    /// Reads `bytes`; nil unless they are exactly what `bytes(identity:shard:)` writes for this renderer and
    /// shard, every length within the file, every text valid UTF-8 and every key of the shard.
    init?(bytes: [UInt8], identity: ContentHash, shard: Int) {
        let header = Self.header(identity: identity, shard: shard)
        guard bytes.starts(with: header) else { return nil }
        var reader = Reader(bytes: bytes, position: header.count)
        var entries: [ContentHash: Summary] = [:]
        while !reader.isAtEnd {
            guard let high = reader.word(), let low = reader.word(), let heading = reader.text(),
                case .some(let excerpt?) = reader.text(), case .some(let text?) = reader.text(),
                Self.shard(of: ContentHash(high: high, low: low)) == shard,
                entries.updateValue(
                    Summary(heading: heading, excerpt: excerpt, text: text), forKey: ContentHash(high: high, low: low))
                    == nil
            else { return nil }
        }
        self.entries = entries
    }

    init(entries: [ContentHash: Summary] = [:]) {
        self.entries = entries
    }

    private static func header(identity: ContentHash, shard: Int) -> [UInt8] {
        Array("sitegen memo summaries 3 \(identity) \(fileName(ofShard: shard))\n".utf8)
    }

    private func append(_ word: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private func append(_ text: String?, to bytes: inout [UInt8]) {
        guard var text else {
            withUnsafeBytes(of: UInt32.max.littleEndian) { bytes.append(contentsOf: $0) }
            return
        }
        text.withUTF8 { utf8 in
            withUnsafeBytes(of: UInt32(utf8.count).littleEndian) { bytes.append(contentsOf: $0) }
            bytes.append(contentsOf: utf8)
        }
    }

    /// Reads the entries' fields in order, each checked against the bytes left.
    private struct Reader {
        let bytes: [UInt8]
        var position: Int

        var isAtEnd: Bool { position == bytes.count }

        mutating func word() -> UInt64? {
            fixed(8).map { $0.reversed().reduce(0) { $0 << 8 | UInt64($1) } }
        }

        /// A text: nil when the bytes do not hold one, `.some(nil)` for no heading.
        mutating func text() -> String?? {
            guard let length = fixed(4)?.reversed().reduce(0, { $0 << 8 | UInt32($1) }) else { return nil }
            if length == UInt32.max { return .some(nil) }
            guard let utf8 = fixed(Int(length)), let text = String(validating: utf8, as: UTF8.self) else {
                return nil
            }
            return .some(text)
        }

        private mutating func fixed(_ count: Int) -> ArraySlice<UInt8>? {
            guard bytes.count - position >= count else { return nil }
            defer { position += count }
            return bytes[position..<position + count]
        }
    }
}
