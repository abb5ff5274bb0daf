/// JSON's bytes read one at a time, with the line and column kept up to date as they go, so that
/// knowing where a value starts costs nothing however long the line (minified JSON is one line).
struct JSONText {
    let bytes: [UInt8]
    let file: String
    private(set) var index = 0
    private var position = TextPosition()
    var line: Int { position.line }
    var column: Int { position.column }

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    var isAtEnd: Bool { index >= bytes.count }

    var next: UInt8? { isAtEnd ? nil : bytes[index] }

    mutating func advance() {
        position.advance(over: bytes[index])
        index += 1
    }

    mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func skipWhitespace() {
        while let byte = next, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    /// The next character as a message quotes it.
    var found: String {
        guard let byte = next else { return "the end of the text" }
        if byte < 0x20 || byte == 0x7F { return "a control character" }
        if byte == UInt8(ascii: "\"") { return "a string" }
        let character = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).first!
        return "\"\(character)\""
    }

    var here: SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// An error at `location`, or at the current position.
    func error(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        .error(location ?? here, "JSON: \(message)")
    }

    /// `true`, `false` or `null`.
    mutating func literal(_ word: String) throws(Diagnostic) {
        guard bytes[index...].starts(with: word.utf8) else { throw error("expected a value, found \(found)") }
        for _ in word.utf8 { advance() }
    }

    /// A number, as written; its shape is checked against the JSON grammar.
    mutating func number() throws(Diagnostic) -> String {
        let start = index
        let digits = { (text: inout JSONText) -> Int in
            let first = text.index
            while let byte = text.next, (0x30...0x39).contains(byte) { text.advance() }
            return text.index - first
        }
        let numberStart = here
        if next == UInt8(ascii: "-") { advance() }
        let integer = digits(&self)
        var isNumber = integer > 0 && !(integer > 1 && bytes[index - integer] == UInt8(ascii: "0"))
        if next == UInt8(ascii: ".") {
            advance()
            if digits(&self) == 0 { isNumber = false }
        }
        if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            advance()
            if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { advance() }
            if digits(&self) == 0 { isNumber = false }
        }
        let written = String(decoding: bytes[start..<index], as: UTF8.self)
        guard isNumber else {
            throw error("\"\(shortenedForMessage(written))\" is not a number", at: numberStart)
        }
        return written
    }

    /// A string, starting at its opening quote, with its escapes undone. Invalid UTF-8 and unpaired
    /// surrogates become U+FFFD, as in every other text read.
    mutating func string() throws(Diagnostic) -> String {
        let start = error("a string is not closed")
        advance()
        var utf8: [UInt8] = []
        var pendingHighSurrogate: UInt32?
        while true {
            guard let byte = next else { throw start }
            if byte < 0x20 { throw error("a control character in a string must be written as an escape") }
            advance()
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\") else {
                flush(&pendingHighSurrogate, into: &utf8)
                utf8.append(byte)
                continue
            }
            guard let escaped = next else { throw start }
            let escapeError = error("a backslash in a string must be followed by one of \" \\ / b f n r t u")
            advance()
            if escaped == UInt8(ascii: "u") {
                try unicodeEscape(&pendingHighSurrogate, into: &utf8)
                continue
            }
            flush(&pendingHighSurrogate, into: &utf8)
            guard let plain = Self.escapes[escaped] else { throw escapeError }
            utf8.append(plain)
        }
        flush(&pendingHighSurrogate, into: &utf8)
        return String(decoding: utf8, as: UTF8.self)
    }

    private static let escapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// `\uXXXX`, after the `u`; a high surrogate waits for the low one that may follow.
    private mutating func unicodeEscape(
        _ pendingHighSurrogate: inout UInt32?, into utf8: inout [UInt8]
    ) throws(Diagnostic) {
        let hex = bytes[index..<min(index + 4, bytes.count)]
        guard hex.count == 4, let code = UInt32(String(decoding: hex, as: UTF8.self), radix: 16),
            hex.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit })
        else {
            throw error("\"\\u\" must be followed by four hexadecimal digits")
        }
        for _ in 0..<4 { advance() }
        if let high = pendingHighSurrogate, (0xDC00...0xDFFF).contains(code) {
            pendingHighSurrogate = nil
            append(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00), to: &utf8)
            return
        }
        flush(&pendingHighSurrogate, into: &utf8)
        if (0xD800...0xDBFF).contains(code) {
            pendingHighSurrogate = code
        } else {
            append(code, to: &utf8)
        }
    }

    /// A high surrogate with no low one after it stands for nothing: U+FFFD.
    private func flush(_ pendingHighSurrogate: inout UInt32?, into utf8: inout [UInt8]) {
        guard pendingHighSurrogate != nil else { return }
        pendingHighSurrogate = nil
        append(0xFFFD, to: &utf8)
    }

    private func append(_ code: UInt32, to utf8: inout [UInt8]) {
        utf8.append(contentsOf: String(Unicode.Scalar(code) ?? "\u{FFFD}").utf8)
    }
}
