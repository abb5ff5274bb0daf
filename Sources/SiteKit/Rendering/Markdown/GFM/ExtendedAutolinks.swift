/// GitHub's extended autolinks in a run of text, found as cmark-gfm finds them: `www.` and `http(s)://`
/// links (where cmark-gfm reads the source left to right), then email addresses in the text between.
/// Each is bounded by white space or `<`, with trailing punctuation, unmatched closing parentheses and
/// what looks like an entity (`&hl;`) left out. Every scan is linear in the text.
enum ExtendedAutolinks {
    struct Link: Equatable {
        let range: Range<Int>
        let url: String
    }

    /// The links in `text`, in order; `before` is the character before it (a line feed at a block's start).
    static func find(in text: [UInt8], after before: Unicode.Scalar) -> [Link] {
        var links: [Link] = []
        var plainStart = 0
        var index = 0
        while index < text.count {
            let link =
                text[index] == UInt8(ascii: ":")
                ? url(in: text, colon: index, rewindingTo: plainStart)
                : text[index] == UInt8(ascii: "w") ? www(in: text, at: index, after: before) : nil
            guard let link else {
                index += 1
                continue
            }
            links += emails(in: text, from: plainStart, to: link.range.lowerBound)
            links.append(link)
            plainStart = link.range.upperBound
            index = plainStart
        }
        return links + emails(in: text, from: plainStart, to: text.count)
    }

    private static func url(in text: [UInt8], colon: Int, rewindingTo lowest: Int) -> Link? {
        guard text.count - colon >= 4, text[colon + 1] == UInt8(ascii: "/"), text[colon + 2] == UInt8(ascii: "/") else {
            return nil
        }
        var start = colon
        while start > lowest, MarkdownBytes.isAlphabetic(text[start - 1]) { start -= 1 }
        let scheme = String(decoding: text[start..<colon], as: UTF8.self).lowercased()
        guard scheme == "http" || scheme == "https",
            MarkdownBytes.isAlphanumeric(text[colon + 3]) || text[colon + 3] >= 0x80
        else { return nil }
        let domain = domainLength(in: text[(colon + 3)...], allowsShort: true)
        guard domain > 0, let end = end(in: text, from: colon, after: colon + 3 + domain) else { return nil }
        return Link(range: start..<end, url: String(decoding: text[start..<end], as: UTF8.self))
    }

    private static func www(in text: [UInt8], at start: Int, after before: Unicode.Scalar) -> Link? {
        let previous = start > 0 ? Unicode.Scalar(text[start - 1]) : before
        guard
            "*_~(".unicodeScalars.contains(previous)
                || (previous.isASCII && MarkdownBytes.isSpace(UInt8(previous.value))),
            text[start...].starts(with: "www.".utf8)
        else { return nil }
        let domain = domainLength(in: text[start...], allowsShort: false)
        guard domain > 0, let end = end(in: text, from: start, after: start + domain) else { return nil }
        return Link(range: start..<end, url: "http://" + String(decoding: text[start..<end], as: UTF8.self))
    }

    /// Where a link from `start` whose domain ends at `domainEnd` ends: at white space or `<`, less what
    /// `trimmedEnd` leaves out; nil when nothing is left.
    private static func end(in text: [UInt8], from start: Int, after domainEnd: Int) -> Int? {
        var end = domainEnd
        while end < text.count, !MarkdownBytes.isSpace(text[end]), text[end] != UInt8(ascii: "<") { end += 1 }
        let trimmed = trimmedEnd(of: text[start..<end])
        return trimmed > start ? trimmed : nil
    }

    /// The length of the domain at the start of `text` (its first character is not looked at): up to the
    /// first character that is no host character. Zero when one of its last two labels holds `_` (unless
    /// it has more than ten labels, which keeps the scan linear), or when it needs a dot and has none.
    private static func domainLength(in text: ArraySlice<UInt8>, allowsShort: Bool) -> Int {
        var index = text.startIndex + 1
        var dots = 0
        var underscoresBefore = 0
        var underscores = 0
        while index < text.endIndex - 1 {
            if text[index] == UInt8(ascii: "\\"), index < text.endIndex - 2 { index += 1 }
            if text[index] == UInt8(ascii: "_") {
                underscores += 1
            } else if text[index] == UInt8(ascii: ".") {
                underscoresBefore = underscores
                underscores = 0
                dots += 1
            } else if !isHostCharacter(text[index...]), text[index] != UInt8(ascii: "-") {
                break
            }
            index += 1
        }
        if underscoresBefore > 0 || underscores > 0, dots <= 10 { return 0 }
        return allowsShort || dots > 0 ? index - text.startIndex : 0
    }

    /// Whether the character starting at the front of `text` is neither white space nor punctuation
    /// (a byte inside a character is not: cmark-gfm reads the domain a byte at a time).
    private static func isHostCharacter(_ text: ArraySlice<UInt8>) -> Bool {
        guard let scalar = String(decoding: text.prefix(4), as: UTF8.self).unicodeScalars.first, scalar != "\u{FFFD}"
        else { return false }
        return !Flanking.isWhitespace(scalar) && !Flanking.isPunctuation(scalar)
    }

    /// GitHub's trailing punctuation rules: `?!.,:*_~'"` at the end is left out, and `)` when there are more
    /// closing than opening parentheses, and `;` ending what looks like an entity, with the entity.
    private static func trimmedEnd(of link: ArraySlice<UInt8>) -> Int {
        var end = link.firstIndex(of: UInt8(ascii: "<")) ?? link.endIndex
        let opening = link[..<end].count { $0 == UInt8(ascii: "(") }
        var closing = link[..<end].count { $0 == UInt8(ascii: ")") }
        while end > link.startIndex {
            switch link[end - 1] {
            case UInt8(ascii: ")"):
                guard closing > opening else { return end }
                closing -= 1
                end -= 1
            case UInt8(ascii: ";"):
                var entityStart = end - 2
                while entityStart > link.startIndex, MarkdownBytes.isAlphabetic(link[entityStart]) { entityStart -= 1 }
                end = entityStart < end - 2 && link[entityStart] == UInt8(ascii: "&") ? entityStart : end - 1
            case let byte where "?!.,:*_~'\"".utf8.contains(byte):
                end -= 1
            default:
                return end
            }
        }
        return end
    }

    /// Email addresses between `start` and `end`: letters, digits and `.+-_` before an `@`; after it,
    /// letters, digits, `-` and `_` in labels separated by dots, at least one dot, ending in a letter
    /// (or a dot, which is then left out).
    private static func emails(in text: [UInt8], from start: Int, to end: Int) -> [Link] {
        var links: [Link] = []
        var offset = start
        while offset < end, let at = text[offset..<end].firstIndex(of: UInt8(ascii: "@")) {
            var first = at
            while first > offset, MarkdownBytes.isAlphanumeric(text[first - 1]) || ".+-_".utf8.contains(text[first - 1])
            {
                first -= 1
            }
            guard first < at, first == offset || text[first - 1] != UInt8(ascii: "/") else {
                offset = at + 1
                continue
            }
            var last = at + 1
            var dots = 0
            while last < end {
                let byte = text[last]
                if byte == UInt8(ascii: "."), last + 1 < end, MarkdownBytes.isAlphanumeric(text[last + 1]) {
                    dots += 1
                } else if !MarkdownBytes.isAlphanumeric(byte), byte != UInt8(ascii: "-"), byte != UInt8(ascii: "_") {
                    break
                }
                last += 1
            }
            // A second `@` ends the scan: cmark-gfm's address would hold two and be none.
            guard last - at >= 2, last == end || text[last] != UInt8(ascii: "@"), dots > 0,
                MarkdownBytes.isAlphabetic(text[last - 1]) || text[last - 1] == UInt8(ascii: "."),
                case let trimmed = trimmedEnd(of: text[at..<last]), trimmed > at
            else {
                offset = at + 1
                continue
            }
            links.append(
                Link(range: first..<trimmed, url: "mailto:" + String(decoding: text[first..<trimmed], as: UTF8.self)))
            offset = trimmed
        }
        return links
    }
}
