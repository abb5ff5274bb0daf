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

    /// Whether this line begins or ends a component, which a damaged line is never joined to or with.
    var isBoundary: Bool { name == "BEGIN" || name == "END" }
}

extension ContentLine {
    enum Reading {
        case line(ContentLine, notes: [String])
        /// Not a content line: where reading stopped, and whether the line ended inside its parameters
        /// (the rest may be on the next line, which lost its folding space).
        case unreadable(offset: Int, endsInParameters: Bool)
    }

    /// Most colons parameter values may take in: real files have one, `(UTC+01:00)` or `CN=Smith: John`,
    /// and each more is another reading of the line.
    static let maximumColons = 3

    /// Reads one unfolded line into name, parameters and value as calendar programs read one: spaces and
    /// tabs around the name and the parameters are skipped, and a parameter value that holds an unquoted
    /// colon (Exchange's `TZID=(UTC+01:00) Amsterdam, Berlin, …`) takes in as many colons as leave the
    /// property a value it can have. Each such reading is a note for the line's warning.
    static func read(_ folded: FoldedLine) -> Reading {
        var plain = ContentLineReader(folded.bytes, colons: 0)
        let reading = plain.read(line: folded.line)
        guard case .line(let line, _) = reading, !ValueShape.fits(line) else { return reading }
        for colons in 1...maximumColons {
            var parser = ContentLineReader(folded.bytes, colons: colons)
            if case .line(let retried, _) = parser.read(line: folded.line), parser.colonsLeft == 0,
                ValueShape.fits(retried)
            {
                return parser.reading(retried)
            }
        }
        return reading
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }
}

/// One reading of a line's bytes, taking in at most the colons it is given into parameter values.
private struct ContentLineReader {
    private let bytes: [UInt8]
    private var index = 0
    private(set) var colonsLeft: Int
    private var skippedSpaces = false
    private var colonParameter: String?
    private var inParameters = false
    private var quoteUnclosed = false

    init(_ bytes: [UInt8], colons: Int) {
        self.bytes = bytes
        colonsLeft = colons
    }

    mutating func read(line: Int) -> ContentLine.Reading {
        guard let name = readName() else { return unreadable }
        skipSpaces()
        var parameters: [String: String] = [:]
        while peek == UInt8(ascii: ";") {
            inParameters = true
            index += 1
            skipSpaces()
            guard let parameter = readName() else { return unreadable }
            skipSpaces()
            guard peek == UInt8(ascii: "=") else { return unreadable }
            index += 1
            skipSpaces()
            var values: [String] = []
            while true {
                guard let value = readParameterValue(of: parameter) else { return unreadable }
                values.append(value)
                guard peek == UInt8(ascii: ",") else { break }
                index += 1
            }
            parameters[parameter] = values.joined(separator: ",")
        }
        guard peek == UInt8(ascii: ":") else { return unreadable }
        let value = String(decoding: bytes[(index + 1)...], as: UTF8.self)
        return reading(ContentLine(name: name, parameters: parameters, value: value, line: line))
    }

    func reading(_ line: ContentLine) -> ContentLine.Reading {
        var notes: [String] = []
        if skippedSpaces { notes.append("spaces around the name or parameters of \(line.name); read without them") }
        if let parameter = colonParameter {
            notes.append(
                "the \(parameter) parameter of \(line.name) holds an unquoted colon; read as \"\(shortenedForMessage(line.parameters[parameter] ?? ""))\""
            )
        }
        return .line(line, notes: notes)
    }

    private var unreadable: ContentLine.Reading {
        .unreadable(offset: index, endsInParameters: inParameters && (index >= bytes.count || quoteUnclosed))
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func readName() -> String? {
        let start = index
        while let byte = peek, ContentLine.isNameByte(byte) { index += 1 }
        guard index > start else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self).uppercased()
    }

    private mutating func skipSpaces() {
        while let byte = peek, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
            index += 1
            skippedSpaces = true
        }
    }

    /// A quoted value up to its closing quote, or an unquoted one up to `;`, `:` or `,` (less the spaces
    /// before a `;` or `:`); nil when a quote is never closed.
    private mutating func readParameterValue(of parameter: String) -> String? {
        let quote = UInt8(ascii: "\"")
        if peek == quote {
            guard let close = bytes[(index + 1)...].firstIndex(of: quote) else {
                quoteUnclosed = true
                return nil
            }
            defer {
                index = close + 1
                skipSpaces()
            }
            return String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
        }
        let start = index
        while let byte = peek, byte != UInt8(ascii: ";"), byte != UInt8(ascii: ","), byte != quote {
            if byte == UInt8(ascii: ":") {
                guard colonsLeft > 0 else { break }
                colonsLeft -= 1
                colonParameter = parameter
            }
            index += 1
        }
        var end = index
        if peek != UInt8(ascii: ",") {
            while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
                end -= 1
                skippedSpaces = true
            }
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// Text quoted in a message, cut to 40 characters so one bad line cannot flood the terminal.
public func shortenedForMessage(_ text: String) -> String {
    text.count > 40 ? text.prefix(40) + "…" : text
}
