import Foundation

/// Text as XML and feeds need it: escaped for XML, and days as RFC 3339 timestamps in the site's zone.
enum FeedText {
    /// `text` safe inside an XML element or a double-quoted attribute. Characters XML 1.0 forbids (C0 controls
    /// but tab, newline and return; U+FFFE, U+FFFF) become U+FFFD, so a hostile title cannot break the feed.
    static func xml(_ text: String) -> String {
        // Most texts need nothing: that is seen on the bytes (0xEF leads U+FFFE and U+FFFF), rather than
        // scalar by scalar through every URL of the sitemap.
        guard
            text.utf8.contains(where: { byte in
                byte < 0x20 || byte == 0xEF || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
                    || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
            })
        else {
            return text
        }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// The start of `day` in `zone`, as RFC 3339 (`2026-11-03T00:00:00+09:00`): what Atom and JSON Feed want.
    static func timestamp(_ day: Day, in zone: TimeZone) -> String {
        let midnightUTC = Date(timeIntervalSince1970: TimeInterval(day.daysSinceEpoch) * 86_400)
        // The offset at local midnight: read at UTC midnight minus that offset, which is the local midnight's instant.
        let offset = zone.secondsFromGMT(
            for: midnightUTC.addingTimeInterval(-TimeInterval(zone.secondsFromGMT(for: midnightUTC))))
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        return "\(day.iso)T00:00:00\(sign)\(twoDigits(minutes / 60)):\(twoDigits(minutes % 60))"
    }

    /// A tag URI's specific part (RFC 4151): ASCII letters, digits and `-._~` as they are, every other byte
    /// percent-encoded.
    static func tagSpecific(_ text: String) -> String {
        percentEncodingAllButUnreserved(text)
    }
}
