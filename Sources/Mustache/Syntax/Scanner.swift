/// Splits template source into tokens, following `{{=<% %>=}}` delimiter changes.
struct Scanner {
    private let source: [UInt8]
    private let templateName: String
    private var open = Array("{{".utf8)
    private var close = Array("}}".utf8)
    private var offset = 0
    private var lines: LineCounter
    private(set) var tokens: [Token] = []

    init(source: [UInt8], templateName: String) {
        self.source = source
        self.templateName = templateName
        lines = LineCounter(source: source)
    }

    /// Scans the whole source.
    mutating func scan() throws(MustacheError) -> [Token] {
        while offset < source.count {
            let tagStart = source.firstIndex(of: open, from: offset) ?? source.count
            appendText(upTo: tagStart)
            guard tagStart < source.count else { break }
            try scanTag(at: tagStart)
        }
        return tokens
    }

    /// Text is cut after every newline so that the standalone pass can work line by line.
    private mutating func appendText(upTo end: Int) {
        var start = offset
        while start < end {
            let lineEnd = source[start..<end].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? end
            tokens.append(Token(kind: .text, range: start..<lineEnd, content: "", position: .start))
            start = lineEnd
        }
        offset = end
    }

    private mutating func scanTag(at start: Int) throws(MustacheError) {
        let position = lines.position(at: start)
        var contentStart = start + open.count
        let sigil = contentStart < source.count ? source[contentStart] : 0
        let kind = Self.kind(of: sigil)
        if kind != .variable { contentStart += 1 }
        // `{{{name}}}` and `{{=<% %>=}}` end with their own sigil before the closing delimiter.
        let closing =
            switch sigil {
            case UInt8(ascii: "{"): [UInt8(ascii: "}")] + close
            case UInt8(ascii: "="): [UInt8(ascii: "=")] + close
            default: close
            }
        let opening = String(decoding: source[start..<min(contentStart, source.count)], as: UTF8.self)
        let closingText = String(decoding: closing, as: UTF8.self)
        guard let contentEnd = source.firstIndex(of: closing, from: contentStart) else {
            let message =
                kind == .delimiters
                ? "bad delimiter change: \"\(opening)\" must end with \"\(closingText)\""
                : "unclosed tag: \"\(opening)\" has no closing \"\(closingText)\""
            throw MustacheError(message, in: templateName, at: position)
        }
        // A forgotten `}}` otherwise swallows text up to the next tag's and reads as a bad name.
        if kind != .comment, kind != .delimiters,
            source[contentStart..<contentEnd].firstIndex(of: open, from: contentStart) != nil
        {
            throw MustacheError(
                "unclosed tag: \"\(opening)\" has no closing \"\(closingText)\" before the next \"\(String(decoding: open, as: UTF8.self))\"",
                in: templateName, at: position)
        }
        offset = contentEnd + closing.count
        let content =
            kind == .comment ? "" : String(decoding: trimmed(source[contentStart..<contentEnd]), as: UTF8.self)
        let token = Token(kind: kind, range: start..<offset, content: content, position: position)
        if kind == .delimiters {
            try changeDelimiters(to: content, tag: token, at: position)
        } else if kind != .comment {
            try checkName(content, kind: kind, tag: token, at: position)
        }
        tokens.append(token)
    }

    private static func kind(of sigil: UInt8) -> Token.Kind {
        switch sigil {
        case UInt8(ascii: "#"): .section
        case UInt8(ascii: "^"): .inverted
        case UInt8(ascii: "/"): .close
        case UInt8(ascii: "!"): .comment
        case UInt8(ascii: ">"): .partial
        case UInt8(ascii: "<"): .parent
        case UInt8(ascii: "$"): .block
        case UInt8(ascii: "="): .delimiters
        case UInt8(ascii: "&"), UInt8(ascii: "{"): .unescaped
        default: .variable
        }
    }

    private mutating func changeDelimiters(
        to content: String, tag: Token, at position: SourcePosition
    ) throws(MustacheError) {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw MustacheError(
                "bad delimiter change \"\(text(of: tag))\": expected two delimiters separated by a space, like {{=<% %>=}}",
                in: templateName, at: position)
        }
        open = Array(parts[0].utf8)
        close = Array(parts[1].utf8)
    }

    private func checkName(
        _ content: String, kind: Token.Kind, tag token: Token, at position: SourcePosition
    ) throws(MustacheError) {
        let tag = { text(of: token) }
        if content.isEmpty {
            throw MustacheError("empty tag \"\(tag())\": expected a name", in: templateName, at: position)
        }
        // Partial names are file names, free-form; `{{>*name}}` names a value, which is dotted.
        let dynamicName = kind == .partial || kind == .parent ? Token.dynamicName(in: content) : nil
        let name = dynamicName ?? content
        if name.utf8.contains(where: isSpace) {
            throw MustacheError("bad tag \"\(tag())\": a name cannot contain spaces", in: templateName, at: position)
        }
        if dynamicName != nil || kind.namesValue, Name(parsing: name) == nil {
            throw MustacheError(
                "bad name \"\(name)\" in \"\(tag())\": dots must separate names", in: templateName, at: position)
        }
    }

    private func text(of token: Token) -> String {
        String(decoding: source[token.range], as: UTF8.self)
    }

    private func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return [] }
        return bytes[first...bytes.lastIndex(where: { !isSpace($0) })!]
    }

}

extension Name {
    /// Parses `a.b.c` or `.`; nil for malformed names such as `a..b` or `.a`.
    init?(parsing text: String) {
        if text == "." {
            self.init(text: text, parts: [])
            return
        }
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        guard !parts.contains(where: \.isEmpty) else { return nil }
        self.init(text: text, parts: parts)
    }
}

/// Turns byte offsets into lines and columns; offsets must be asked in increasing order, which
/// keeps the whole scan linear even for a 1 MB template on a single line.
struct LineCounter {
    private let source: [UInt8]
    private var offset = 0
    private var position = SourcePosition.start

    init(source: [UInt8]) { self.source = source }

    mutating func position(at target: Int) -> SourcePosition {
        while offset < target {
            let byte = source[offset]
            if byte == UInt8(ascii: "\n") {
                position = SourcePosition(line: position.line + 1, column: 1)
            } else if byte & 0xC0 != 0x80 {
                position.column += 1  // a UTF-8 continuation byte is not a new character
            }
            offset += 1
        }
        return position
    }
}

/// The whitespace allowed around names inside a tag.
func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}

extension RandomAccessCollection<UInt8> where Index == Int {
    /// The start of the first occurrence of `needle` at or after `start`.
    func firstIndex(of needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= count else { return nil }
        var index = start
        let last = endIndex - needle.count
        while index <= last {
            if self[index] == first, self[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

/// One piece of template source: a run of text (never past a newline) or one tag.
struct Token {
    enum Kind {
        case text, variable, unescaped, section, inverted, close, comment, partial, parent, block, delimiters

        /// Tags that print nothing where they stand, so a line holding only them and
        /// whitespace disappears from the output ("standalone" in the spec's words).
        var canStandAlone: Bool {
            switch self {
            case .section, .inverted, .close, .comment, .partial, .parent, .block, .delimiters: true
            case .text, .variable, .unescaped: false
            }
        }

        /// Tags whose content is a dotted name looked up in the context.
        var namesValue: Bool { self == .variable || self == .unescaped || self == .section || self == .inverted }

        /// Tags that open content closed later by `{{/name}}` and print that content in place.
        var opensInlineContent: Bool { self == .section || self == .inverted || self == .block }
    }

    let kind: Kind
    /// Where the token is in the source, delimiters included.
    let range: Range<Int>
    /// The tag's content with the sigil and surrounding whitespace removed; empty for text.
    let content: String
    let position: SourcePosition
    /// The name a `{{>*name}}` or `{{<*name}}` tag takes from the context; spaces may follow
    /// the asterisk, as the spec's padding rule allows.
    static func dynamicName(in content: String) -> String? {
        content.hasPrefix("*") ? String(content.dropFirst().drop(while: \.isWhitespace)) : nil
    }

    /// Set by the standalone pass: see `Node`'s `PartialTag.indent` and `Block.indent`.
    var indent: [UInt8] = []
    var standalone = false
}
