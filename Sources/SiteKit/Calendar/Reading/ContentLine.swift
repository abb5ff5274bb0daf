/// One unfolded iCalendar content line, `NAME;PARAM=VALUE:VALUE`, and where it starts in the file.
///
/// We read lines ourselves rather than through libical's parser because libical keeps no line numbers,
/// and every problem must be reported with its place in the file.
struct ContentLine: Equatable, Sendable {
    /// The property name, upper-cased (names are case-insensitive).
    var name: String
    /// Parameters by upper-cased name; quotes removed, a list kept as written (`a,b`).
    var parameters: [String: String]
    /// The raw value, still escaped.
    var value: String
    /// The physical line the content line starts on, from 1.
    var line: Int

    /// Unfolds `text` (a line starting with a space or tab continues the previous one; CRLF or LF) and
    /// splits each line into name, parameters and value. Blank lines are skipped.
    static func read(_ text: String, file: String) throws(Diagnostic) -> [ContentLine] {
        var lines: [ContentLine] = []
        for folded in unfold(text) {
            lines.append(try parse(folded, file: file))
        }
        return lines
    }

    /// A logical line's bytes and the physical lines it was joined from: (offset in `bytes`, line number).
    struct Folded {
        var bytes: [UInt8] = []
        var segments: [(offset: Int, line: Int)] = []

        /// The line and column (in Unicode scalars, from 1) of a byte offset, for error messages.
        func location(ofByte offset: Int, file: String) -> SourceLocation {
            let segment = segments.last { $0.offset <= offset } ?? segments[0]
            let isContinuation = segment.offset > 0
            let scalars = bytes[segment.offset..<min(offset, bytes.count)].count { $0 & 0xC0 != 0x80 }
            // A continuation line's first character is the folding space, removed from `bytes`.
            return SourceLocation(file: file, line: segment.line, column: scalars + (isContinuation ? 2 : 1))
        }

        /// The line as text, shortened for a message.
        var excerpt: String { shortenedForMessage(String(decoding: bytes, as: UTF8.self)) }
    }

    /// Splits on LF (dropping a CR before it) and joins folded lines. Works on UTF-8 bytes: in a Swift
    /// string CR LF is one character, and byte offsets give columns cheaply.
    static func unfold(_ text: String) -> [Folded] {
        var result: [Folded] = []
        var lineNumber = 0
        for var physical in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if physical.last == UInt8(ascii: "\r") { physical = physical.dropLast() }
            if let first = physical.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t"), !result.isEmpty {
                result[result.count - 1].segments.append((result[result.count - 1].bytes.count, lineNumber))
                result[result.count - 1].bytes.append(contentsOf: physical.dropFirst())
            } else if !physical.isEmpty {
                result.append(Folded(bytes: Array(physical), segments: [(0, lineNumber)]))
            }
        }
        return result
    }

    private static func parse(_ folded: Folded, file: String) throws(Diagnostic) -> ContentLine {
        let bytes = folded.bytes
        var index = 0
        func fail() -> Diagnostic {
            .error(folded.location(ofByte: index, file: file), "expected NAME:VALUE, found \"\(folded.excerpt)\"")
        }
        func readName() throws(Diagnostic) -> String {
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            guard index > start else { throw fail() }
            return String(decoding: bytes[start..<index], as: UTF8.self).uppercased()
        }
        let name = try readName()
        var parameters: [String: String] = [:]
        while index < bytes.count, bytes[index] == UInt8(ascii: ";") {
            index += 1
            let parameter = try readName()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw fail() }
            var values: [String] = []
            repeat {
                index += 1
                guard let value = readParameterValue(bytes, &index) else { throw fail() }
                values.append(value)
            } while index < bytes.count && bytes[index] == UInt8(ascii: ",")
            parameters[parameter] = values.joined(separator: ",")
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail() }
        let value = String(decoding: bytes[(index + 1)...], as: UTF8.self)
        return ContentLine(name: name, parameters: parameters, value: value, line: folded.segments[0].line)
    }

    /// A quoted value up to its closing quote, or an unquoted one up to `;`, `:` or `,`; nil when a
    /// quote is never closed.
    private static func readParameterValue(_ bytes: [UInt8], _ index: inout Int) -> String? {
        let quote = UInt8(ascii: "\"")
        if index < bytes.count, bytes[index] == quote {
            guard let close = bytes[(index + 1)...].firstIndex(of: quote) else { return nil }
            defer { index = close + 1 }
            return String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
        }
        let start = index
        while index < bytes.count,
            ![UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: ","), quote].contains(bytes[index])
        {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }
}

/// Text quoted in a message, cut to 40 characters so one bad line cannot flood the terminal.
public func shortenedForMessage(_ text: String) -> String {
    text.count > 40 ? text.prefix(40) + "…" : text
}
