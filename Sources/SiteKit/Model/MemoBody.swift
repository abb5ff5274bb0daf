/// A memo's Markdown body and the hash of its bytes: held in memory, or left in the memo's record
/// (`MemoRecords`) until a page, a summary or a feed uses it, so that a build holds the bodies it uses
/// rather than every memo's.
///
/// The hash is what the memo's summary and page are keyed by, and two bodies with the same hash are the
/// same body, so neither keying nor comparing reads one. A body read from a record is checked against it;
/// one the record no longer holds (damaged since) is read again from the memo's file.
struct MemoBody: Sendable, Equatable, Codable {
    private var stored: StoredText
    /// XXH3-128 of the body's UTF-8.
    let hash: ContentHash
    /// The memo's file, read again when the record no longer holds the body; nil for a body in memory.
    private var source: String?

    init(_ text: String) {
        stored = .inMemory(text)
        hash = Self.hash(of: text)
    }

    /// The body a record left in its file, whose bytes hashed to `hash` when it was written.
    init(stored: StoredText, hash: ContentHash) {
        self.stored = stored
        self.hash = hash
    }

    /// This body, read again from the memo's file at `path` when its record no longer holds it.
    func readingAgain(from path: String) -> MemoBody {
        var body = self
        body.source = path
        return body
    }

    /// Whether it is left in a record's file rather than held.
    var isStored: Bool {
        if case .inFile = stored { true } else { false }
    }

    /// The body. When neither its record nor its file holds the body it was, the memo changed while the
    /// site was built: its file's body now, as a build started then would have shown, or nothing when
    /// that is gone too. The next build reads the memo again, as its file changed.
    var text: String {
        read().text
    }

    /// The body, from its record or its memo's file, as long as it hashes to `hash`; nil otherwise.
    var checkedText: String? {
        let read = read()
        return read.isChecked ? read.text : nil
    }

    /// The body from memory, else its record, else its memo's file (each read once), and whether it is
    /// the body that hashed to `hash`.
    private func read() -> (text: String, isChecked: Bool) {
        if case .inMemory(let text) = stored { return (text, true) }
        if let text = stored.read(), Self.hash(of: text) == hash { return (text, true) }
        guard let text = source.flatMap(Self.body(ofFileAt:)) else { return ("", false) }
        return (text, Self.hash(of: text) == hash)
    }

    static func hash(of text: String) -> ContentHash {
        var text = text
        return text.withUTF8 { ContentHash(xxh3: UnsafeRawBufferPointer($0)) }
    }

    /// The Markdown after the front matter of the memo at `path`, as `MemoParser` takes it.
    private static func body(ofFileAt path: String) -> String? {
        guard let text = try? TextFile.read(atPath: path, displayName: path) else { return nil }
        return try? FrontMatter(text, file: path).markdown
    }

    /// Bodies with the same hash and length are the same body, wherever each is.
    static func == (left: Self, right: Self) -> Bool {
        left.hash == right.hash && left.stored.utf8Count == right.stored.utf8Count
    }

    /// Written as its text, so that an action log holds the body itself.
    init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
