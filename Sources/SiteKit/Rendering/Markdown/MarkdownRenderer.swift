import CCMark

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// GitHub Flavored Markdown rendering with libcmark: a memo body to HTML, a plain-text excerpt, and a title.
/// Tables, strikethrough, extended autolinks, task list items and footnotes are recognised on the tree
/// cmark parses (see `MarkdownTree`); excerpts and titles keep their text and drop their syntax.
///
/// Safe by default: raw HTML becomes an HTML comment and `javascript:`, `vbscript:`, `file:` and
/// non-image `data:` links lose their URL, because memos may be pasted from anywhere. Smart punctuation
/// stays off so Japanese text and code-like quotes are rendered exactly as written.
public struct MarkdownRenderer: Sendable, Hashable {
    /// Whether raw HTML and every link scheme pass through unchanged (the site owner's opt-in).
    public var allowsRawHTML: Bool

    /// Creates a renderer; `allowsRawHTML` turns off cmark's safe mode.
    public init(allowsRawHTML: Bool = false) {
        self.allowsRawHTML = allowsRawHTML
    }

    /// The HTML of a document of GitHub Flavored Markdown. Same input, same bytes. Footnotes and the
    /// references to them have the ids `fn1`, `fnref1`... after `footnoteIDPrefix`, which tells apart
    /// the footnotes of documents shown on one page.
    public func html(_ markdown: some StringProtocol, footnoteIDPrefix: String = "") -> String {
        html(markdown, footnoteIDPrefix: footnoteIDPrefix, pictures: nil)
    }

    /// The HTML of a document, each image of a local picture among `pictures` with its size, lazy
    /// loading and narrower copies (`PicturePlacement.image`).
    func html(_ markdown: some StringProtocol, footnoteIDPrefix: String = "", pictures: PicturePlacement?) -> String {
        let tree = MarkdownTree(markdown, footnoteIDPrefix: footnoteIDPrefix)
        if let pictures, !pictures.isEmpty { tree.placePictures(pictures) }
        guard let buffer = cmark_render_html(tree.root, renderOptions) else { return "" }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    /// The plain text of the document's opening paragraphs, at most `maxCharacters` characters
    /// (grapheme clusters) followed by "…" when the text is longer.
    ///
    /// Headings, code blocks, raw HTML and images are left out, inline formatting is stripped and
    /// runs of whitespace become one space, so the excerpt reads as one line in a list of memos.
    public func excerpt(_ markdown: String, maxCharacters: Int) -> String {
        let limit = max(0, maxCharacters)
        // The opening alone gives the same excerpt when the excerpt is cut short before its end: an opening
        // of one byte more than the limit may hold enough characters, and one that does not costs a short parse.
        if let opening = MarkdownOpening.of(markdown, atLeast: limit + 1),
            case (let excerpt, let isCut) = Self.excerpt(of: MarkdownTree(opening), limit: limit), isCut
        {
            return excerpt
        }
        return Self.excerpt(of: MarkdownTree(markdown), limit: limit).text
    }

    /// `excerpt`, always from the whole document: what the opening's excerpt is checked against.
    @_spi(Fuzzing) public func excerptOfWholeDocument(_ markdown: String, maxCharacters: Int) -> String {
        Self.excerpt(of: MarkdownTree(markdown), limit: max(0, maxCharacters)).text
    }

    /// The excerpt of `tree`, and whether it was cut short at `limit` (the rest of the tree was not read).
    private static func excerpt(of tree: borrowing MarkdownTree, limit: Int) -> (text: String, isCut: Bool) {
        var text = PlainText(limit: limit)
        tree.walkText(skipping: Self.excerptSkips) { piece, blockBreak in
            if blockBreak { text.appendSpace() }
            text.append(piece)
            return !text.isFull
        }
        let isCut = text.isFull
        let whole = text.characters
        guard whole.count > limit else { return (whole, isCut) }
        var kept = String(whole.prefix(limit))
        while kept.last?.isWhitespace == true { kept.removeLast() }
        return (kept + "…", isCut)
    }

    /// The document's whole plain text, headings and code included, raw HTML and images left out, with
    /// runs of whitespace as one space: what search indexes and takes its excerpts from.
    public func plainText(_ markdown: String) -> String {
        var text = PlainText(limit: .max)
        MarkdownTree(markdown).walkText(skipping: Self.plainTextSkips) { piece, blockBreak in
            if blockBreak { text.appendSpace() }
            text.append(piece)
            return true
        }
        return text.characters
    }

    /// The plain text of the document's first heading when it is a level-1 heading and the very first
    /// block; nil otherwise (or when that heading is empty).
    public func title(_ markdown: String) -> String? {
        // The first block ends before the first blank line after content, unless it is a fence or a list
        // running on, which is no heading in either. An opening of link definitions alone has no block.
        if let opening = MarkdownOpening.of(markdown, atLeast: 0), case let tree = MarkdownTree(opening),
            cmark_node_first_child(tree.root) != nil
        {
            return Self.title(of: tree)
        }
        return Self.title(of: MarkdownTree(markdown))
    }

    /// `title`, always from the whole document: what the opening's title is checked against.
    @_spi(Fuzzing) public func titleOfWholeDocument(_ markdown: String) -> String? {
        Self.title(of: MarkdownTree(markdown))
    }

    private static func title(of tree: borrowing MarkdownTree) -> String? {
        guard let first = cmark_node_first_child(tree.root),
            cmark_node_get_type(first) == CMARK_NODE_HEADING,
            cmark_node_get_heading_level(first) == 1
        else { return nil }
        var text = PlainText(limit: .max)
        MarkdownTree.walkText(in: first, skipping: []) { piece, _ in
            text.append(piece)
            return true
        }
        let title = text.characters
        return title.isEmpty ? nil : title
    }

    private var renderOptions: Int32 {
        allowsRawHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
    }

    private static let plainTextSkips: Set<UInt32> = [
        CMARK_NODE_HTML_BLOCK.rawValue, CMARK_NODE_HTML_INLINE.rawValue, CMARK_NODE_IMAGE.rawValue,
    ]

    private static let excerptSkips: Set<UInt32> = [
        CMARK_NODE_HEADING.rawValue, CMARK_NODE_CODE_BLOCK.rawValue, CMARK_NODE_HTML_BLOCK.rawValue,
        CMARK_NODE_HTML_INLINE.rawValue, CMARK_NODE_IMAGE.rawValue,
    ]
}

/// Text gathered from inline nodes with whitespace collapsed as it arrives (never leading or trailing),
/// up to one character more than `limit`: enough to know the text must be cut, without gathering whole
/// paragraphs for an excerpt of 120 characters. It is kept as UTF-8, and ASCII pieces are taken a byte at
/// a time, since appending each Character to a String costs more than parsing.
struct PlainText {
    let limit: Int
    private var bytes: [UInt8] = []
    /// Whether more than `limit` characters are gathered; nothing more is then added.
    private(set) var isFull = false
    /// The characters gathered, counted as they arrive. A combining mark at the start of a piece joins the
    /// character before it, so the count may run ahead of the text's: it is made exact near the limit.
    private var count = 0
    private var pendingSpace = false

    init(limit: Int) {
        self.limit = limit
    }

    var characters: String {
        String(decoding: bytes, as: UTF8.self)
    }

    mutating func appendSpace() {
        pendingSpace = count > 0
    }

    /// Adds a piece of valid UTF-8.
    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        // An ASCII byte is a character of its own, but for CR LF, which is white space either way.
        if !piece.contains(where: { $0 >= 0x80 }) {
            for byte in piece {
                guard !isFull else { return }
                if CleanText.isWhiteSpace(Unicode.Scalar(byte)) {
                    appendSpace()
                } else {
                    beginCharacter()
                    bytes.append(byte)
                    endCharacter()
                }
            }
        } else if Self.isEachScalarAlone(piece) {
            var start = 0
            while start < piece.count, !isFull {
                let (scalar, end) = Self.scalar(in: piece, at: start)!
                if CleanText.isWhiteSpace(scalar) {
                    appendSpace()
                } else {
                    beginCharacter()
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: piece[start..<end]))
                    endCharacter()
                }
                start = end
            }
        } else {
            appendCharacters(of: String(decoding: piece, as: UTF8.self))
        }
    }

    /// Whether `piece` is UTF-8 whose every scalar `isCharacterAlone`.
    private static func isEachScalarAlone(_ piece: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while start < piece.count {
            guard let (scalar, end) = scalar(in: piece, at: start), isCharacterAlone(scalar) else { return false }
            start = end
        }
        return true
    }

    /// The scalar whose UTF-8 starts at `start`, and where the next one starts; nil for bytes that are not
    /// UTF-8, which then go to `String`'s repair.
    private static func scalar(in piece: UnsafeBufferPointer<UInt8>, at start: Int) -> (Unicode.Scalar, Int)? {
        let lead = piece[start]
        let (length, bits): (Int, UInt32) =
            switch lead {
            case ..<0x80: (1, UInt32(lead))
            case 0xC2..<0xE0: (2, UInt32(lead & 0x1F))
            case 0xE0..<0xF0: (3, UInt32(lead & 0x0F))
            case 0xF0..<0xF5: (4, UInt32(lead & 0x07))
            default: (0, 0)
            }
        guard length > 0, start + length <= piece.count else { return nil }
        var value = bits
        for byte in piece[(start + 1)..<(start + length)] {
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        // An overlong form is no scalar's UTF-8.
        guard value >= [0, 0, 0x80, 0x800, 0x1_0000][length] else { return nil }
        return Unicode.Scalar(value).map { ($0, start + length) }
    }

    /// Whether a scalar is a character of its own next to any other such scalar: ASCII, kana, CJK ideographs,
    /// CJK punctuation and fullwidth forms, the text of most memos, which then need no grapheme breaking,
    /// character by character. (Not the marks U+302A–U+302F and U+3099–U+309A,
    /// which join the character before them, nor U+3030 and U+303D, which are pictographs.) The white space
    /// among them (tab, CR, LF, space, U+3000) is collapsed into one space whatever it joins: CR LF is one
    /// character, collapsed either way. Should a scalar here join after all, the count, made exact near
    /// the limit, still gives the right excerpt.
    static func isCharacterAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x3000...0x3029, 0x3041...0x3096, 0x309D...0x30FF, 0x4E00...0x9FFF,
            0xFF01...0xFF5E:
            true
        default: false
        }
    }

    private mutating func appendCharacters(of piece: String) {
        for character in piece {
            guard !isFull else { return }
            if CleanText.isWhiteSpace(character.unicodeScalars.first!) {
                appendSpace()
            } else {
                append(character.utf8)
            }
        }
    }

    private mutating func append(_ character: some Collection<UInt8>) {
        beginCharacter()
        bytes += character
        endCharacter()
    }

    /// The space before a character, when one is pending.
    private mutating func beginCharacter() {
        guard pendingSpace else { return }
        bytes.append(UInt8(ascii: " "))
        count += 1
        pendingSpace = false
    }

    private mutating func endCharacter() {
        count += 1
        if count > limit {
            count = characters.count
            isFull = count > limit
        }
    }
}
