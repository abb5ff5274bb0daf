/// Content lines of an iCalendar document (RFC 5545 section 3.1): values escaped so that no text can
/// start a property of its own, and lines folded at 75 octets.
struct ICalendarWriter {
    /// The document so far: each line folded and ended by CRLF as it is written, rather than kept as a
    /// string of its own until the end.
    private(set) var bytes: [UInt8] = []
    private static let lineEnd: [UInt8] = [0x0D, 0x0A]
    private static let fold: [UInt8] = [0x0D, 0x0A, 0x20]

    /// A property whose value is TEXT (SUMMARY, DESCRIPTION, LOCATION, UID…): escaped.
    mutating func text(_ name: String, _ value: String) {
        append("\(name):\(Self.escaped(value))")
    }

    /// A property whose value is not TEXT (a date, a rule, a URI, an offset): written as it is, less any
    /// control character, which no such value may hold and which could end the line.
    mutating func property(_ name: String, parameters: [(name: String, value: String)] = [], _ value: String) {
        let parameterText = parameters.map { ";\($0.name)=\(Self.parameterValue($0.value))" }.joined()
        append("\(name)\(parameterText):\(Self.withoutControls(value))")
    }

    mutating func begin(_ component: String) { append("BEGIN:\(component)") }
    mutating func end(_ component: String) { append("END:\(component)") }

    /// Appends `line` folded so that no physical line is longer than 75 octets (without its CRLF): the
    /// continuation lines start with a space, and a break never falls inside a UTF-8 sequence, whose
    /// first byte tells its length.
    private mutating func append(_ line: String) {
        let utf8 = line.utf8
        if utf8.count <= 75 {
            bytes.append(contentsOf: utf8)
        } else {
            var length = 0
            for byte in utf8 {
                if byte & 0xC0 != 0x80 {
                    let width = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                    if length + width > 75 {
                        bytes.append(contentsOf: Self.fold)
                        length = 1
                    }
                    length += width
                }
                bytes.append(byte)
            }
        }
        bytes.append(contentsOf: Self.lineEnd)
    }

    /// TEXT escaping: backslash, `;`, `,` and newlines escaped; a CR (of a CRLF) dropped; other control
    /// characters, which TEXT may not hold, become U+FFFD.
    static func escaped(_ text: String) -> String {
        // Every character escaped is ASCII, so a text without one is seen on its bytes and kept as it is,
        // rather than rebuilt a string per scalar.
        guard
            text.utf8.contains(where: { byte in
                byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: ";")
                    || byte == UInt8(ascii: ",")
            })
        else {
            return text
        }
        return text.unicodeScalars.map(escaped).joined()
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\\", ";", ",": "\\" + String(scalar)
        case "\n": "\\n"
        case "\r": ""
        case _ where isControl(scalar): "\u{FFFD}"
        default: String(scalar)
        }
    }

    /// A parameter value: quoted when it holds `;`, `:` or `,`; a double quote, which no parameter value
    /// may hold, and control characters are left out.
    static func parameterValue(_ value: String) -> String {
        // Most values (a TZID, DATE, PERIOD) hold none of these bytes, and are kept as they are.
        guard
            value.utf8.contains(where: { byte in
                byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: ";")
                    || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",")
            })
        else {
            return value
        }
        let clean = String(String.UnicodeScalarView(value.unicodeScalars.filter { $0 != "\"" && !isControl($0) }))
        return clean.contains(where: { $0 == ";" || $0 == ":" || $0 == "," }) ? "\"\(clean)\"" : clean
    }

    private static func withoutControls(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return value }
        return String(String.UnicodeScalarView(value.unicodeScalars.filter { !isControl($0) }))
    }

    /// C0 controls but tab, and DEL (RFC 5545's CONTROL); tab is kept where a value may hold it.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }
}
