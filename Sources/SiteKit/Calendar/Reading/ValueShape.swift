import CICal

/// Whether a property's value has the form the property takes, so that of two readings of a damaged line
/// (joined to the line before or not, a colon in a parameter or not) the one that makes sense is taken.
///
/// Dates, rules, durations, numbers, addresses and keywords have a form to check. A text value must
/// escape its semicolons, so one holding `;NAME=` is a line whose parameters were read as its value.
enum ValueShape {
    static func fits(_ line: ContentLine) -> Bool {
        let value = line.value
        switch line.name {
        case "DTSTART", "DTEND", "DUE", "RECURRENCE-ID", "EXDATE", "DTSTAMP", "CREATED", "LAST-MODIFIED":
            return isDateList(value, periods: false)
        case "RDATE":
            return isDateList(value, periods: true)
        case "RRULE", "EXRULE":
            return RecurrenceRule.isValid(value)
        case "DURATION":
            return icaldurationtype_is_bad_duration(icaldurationtype_from_string(value)) == 0
        case "SEQUENCE", "PRIORITY":
            return !value.isEmpty && value.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        case "ORGANIZER", "ATTENDEE":
            return hasScheme(value)
        case "BEGIN", "END", "VERSION", "CALSCALE", "METHOD", "STATUS", "CLASS", "TRANSP":
            return !value.isEmpty && !value.utf8.contains { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        default:
            return !holdsParameters(value)
        }
    }

    /// Dates or date-times separated by commas; with `periods`, each may be a period, `start/end` or
    /// `start/duration`.
    private static func isDateList(_ value: String, periods: Bool) -> Bool {
        value.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { item in
            let parts = item.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            guard CalendarValue.hasDateShape(parts[0]) else { return false }
            guard parts.count == 2 else { return true }
            return periods
                && (CalendarValue.hasDateShape(parts[1])
                    || icaldurationtype_is_bad_duration(icaldurationtype_from_string(String(parts[1]))) == 0)
        }
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

    /// Whether `value` holds an unescaped `;NAME=`.
    private static func holdsParameters(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
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
