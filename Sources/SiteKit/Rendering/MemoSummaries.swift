import Foundation

/// What each memo's Markdown gives the lists, the page heads and search: the title of its first heading,
/// its excerpt and its plain text, by the hash of what they are made from (`key(of:allowsRawHTML:)`), so that a rebuild parses
/// only the memos that changed.
///
/// It lives beside the render cache (`.sitegen-cache/memo-summaries`) and, like it, is ignored whole when
/// it is missing, damaged or written by another sitegen binary (its header names the renderer). Each build
/// writes the summaries of its own memos only, so a removed memo's is not kept for ever.
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

    static let fileName = "memo-summaries"
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

    /// The summaries recorded in `folder`, or nil when there are none that can be trusted.
    static func load(from folder: URL) -> MemoSummaries? {
        guard let identity = RenderCache.rendererIdentity,
            let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path)
        else { return nil }
        return MemoSummaries(bytes: Array(data), identity: identity)
    }

    /// Writes the summaries into `folder` by a rename, as `RenderCache.write` does.
    func write(to folder: URL) {
        guard let identity = RenderCache.rendererIdentity else { return }
        _ = try? ReplacedFile.write(
            bytes(identity: identity), to: folder.appendingPathComponent(Self.fileName).path, makingFolder: true)
    }

    /// A header line, then each entry, sorted by key: the key's 16 bytes, then the heading, the excerpt and
    /// the text, each as a 4-byte little-endian length (all ones for no heading) and its UTF-8 bytes.
    func bytes(identity: ContentHash) -> [UInt8] {
        var bytes = Array("\(Self.header) \(identity)\n".utf8)
        for key in entries.keys.sorted(by: { ($0.high, $0.low) < ($1.high, $1.low) }) {
            let summary = entries[key]!
            append(key.high, to: &bytes)
            append(key.low, to: &bytes)
            append(summary.heading, to: &bytes)
            append(summary.excerpt, to: &bytes)
            append(summary.text, to: &bytes)
        }
        return bytes
    }

    /// Reads `bytes`; nil unless they are exactly what `bytes(identity:)` writes for this renderer, every
    /// length within the file and every text valid UTF-8.
    init?(bytes: [UInt8], identity: ContentHash) {
        let header = Array("\(Self.header) \(identity)\n".utf8)
        guard bytes.starts(with: header) else { return nil }
        var reader = Reader(bytes: bytes, position: header.count)
        var entries: [ContentHash: Summary] = [:]
        while !reader.isAtEnd {
            guard let high = reader.word(), let low = reader.word(), let heading = reader.text(),
                case .some(let excerpt?) = reader.text(), case .some(let text?) = reader.text(),
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

    private static var header: String { "sitegen memo summaries 2" }

    private func append(_ word: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private func append(_ text: String?, to bytes: inout [UInt8]) {
        let utf8 = text.map { Array($0.utf8) }
        withUnsafeBytes(of: UInt32(utf8?.count ?? Int(UInt32.max)).littleEndian) { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: utf8 ?? [])
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
