/// Whether a property's value has the form the property takes, so that of two readings of a damaged line
/// (joined to the line before or not, a colon in a parameter or not) the one that makes sense is taken.
///
/// Dates, rules, durations, numbers, addresses and keywords have a form to check. A text value must
/// escape its semicolons, so one holding `;NAME=` is a line whose parameters were read as its value.
enum ValueShape {
    /// What a property's value is, as far as its form goes.
    enum Form {
        /// Dates or date-times separated by commas; with `periods`, each may be a period too.
        case dates(periods: Bool)
        /// A text, which must escape its semicolons.
        case text
        /// A rule, a duration, a number, an address or a keyword.
        case other
    }

    static func form(of name: String) -> Form {
        switch name {
        case "DTSTART", "DTEND", "DUE", "RECURRENCE-ID", "EXDATE", "DTSTAMP", "CREATED", "LAST-MODIFIED":
            .dates(periods: false)
        case "RDATE": .dates(periods: true)
        case "RRULE", "EXRULE", "DURATION", "SEQUENCE", "PRIORITY", "ORGANIZER", "ATTENDEE", "BEGIN", "END", "VERSION",
            "CALSCALE", "METHOD", "STATUS", "CLASS", "TRANSP":
            .other
        default: .text
        }
    }

    static func fits(_ line: ContentLine) -> Bool {
        let value = line.value
        switch (form(of: line.name), line.name) {
        case (.dates(let periods), _):
            return value.split(separator: ",", omittingEmptySubsequences: false).allSatisfy {
                isDate($0, periods: periods)
            }
        case (.text, _):
            return !holdsParameters(Array(value.utf8))
        case (_, "RRULE"), (_, "EXRULE"):
            return RecurrenceRule.isValid(value)
        case (_, "DURATION"):
            return CalendarValue.durationSeconds(value) != nil
        case (_, "SEQUENCE"), (_, "PRIORITY"):
            return !value.isEmpty && value.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        case (_, "ORGANIZER"), (_, "ATTENDEE"):
            return hasScheme(value)
        default:
            return !value.isEmpty && !value.utf8.contains { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        }
    }

    /// A date or date-time; with `periods`, or a period, `start/end` or `start/duration`.
    static func isDate(_ item: Substring, periods: Bool) -> Bool {
        let parts = item.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard CalendarValue.hasDateShape(parts[0]) else { return false }
        guard parts.count == 2 else { return true }
        return periods
            && (CalendarValue.hasDateShape(parts[1])
                || CalendarValue.durationSeconds(parts[1]) != nil)
    }

    /// `mailto:…`: a URI's scheme, a letter then letters, digits, `+`, `-` or `.`, and a colon.
    private static func hasScheme(_ value: String) -> Bool {
        let scheme = value.utf8.prefix { $0 != UInt8(ascii: ":") }
        guard scheme.count < value.utf8.count, let first = scheme.first, first.isASCIILetter else { return false }
        return scheme.allSatisfy {
            $0.isASCIILetter || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "+")
                || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }

    /// Whether `bytes` hold an unescaped `;NAME=`.
    static func holdsParameters(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while let semicolon = bytes[index...].firstIndex(of: UInt8(ascii: ";")) {
            var end = semicolon + 1
            while end < bytes.count, ContentLine.isNameByte(bytes[end]) { end += 1 }
            let escaped = semicolon > 0 && bytes[semicolon - 1] == UInt8(ascii: "\\")
            if !escaped, end > semicolon + 1, end < bytes.count, bytes[end] == UInt8(ascii: "=") { return true }
            index = semicolon + 1
        }
        return false
    }
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool {
        (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
    }
}
