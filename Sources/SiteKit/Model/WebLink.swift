/// The one rule for links taken from untrusted text (API entries, calendar feeds, `site.yml`): only
/// absolute http and https URLs with a host are kept, so no `javascript:`, `data:` or `file:` link
/// reaches a page, and what is kept is written as a browser would send it.
///
/// The serialisation follows the WHATWG URL standard for the special schemes: the scheme and an ASCII
/// host are lowercased, a default port is dropped, `\` counts as `/`, dot segments are resolved, and
/// spaces, controls, quotes and non-ASCII characters in the user, path, query and fragment are
/// percent-encoded (a `%` already there is kept). Hosts are not IDNA-encoded, but one holding a
/// control, a space or a character no host may hold is refused.
enum WebLink {
    private typealias Scalars = ArraySlice<Unicode.Scalar>

    /// `text` serialised, when it is such a URL; else nil.
    static func checked(_ text: String) -> String? {
        isSerialised(text) ? text : serialised(text)
    }

    /// Whether `text` is already as `serialised` writes it, seen on its bytes: printable ASCII, a lowercase
    /// scheme, a host of lowercase letters, digits, dots and hyphens with no port or user, a path, and
    /// nothing that is encoded, resolved or turned into a slash. Most links are, and serialising each
    /// scalar by scalar would cost more than the rest of reading them.
    static func isSerialised(_ text: String) -> Bool {
        let bytes = text.utf8
        let afterScheme = bytes.starts(with: "https://".utf8) ? 8 : bytes.starts(with: "http://".utf8) ? 7 : nil
        guard let afterScheme, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }) else {
            return false
        }
        let rest = bytes.dropFirst(afterScheme)
        guard
            let pathStart = rest.firstIndex(where: {
                $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
            }),
            pathStart > rest.startIndex, bytes[pathStart] == UInt8(ascii: "/"),
            rest[..<pathStart].allSatisfy({
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")
            })
        else { return false }
        let fragmentStart = rest.firstIndex(of: UInt8(ascii: "#")) ?? rest.endIndex
        let queryStart = rest[..<fragmentStart].firstIndex(of: UInt8(ascii: "?")) ?? fragmentStart
        let path = rest[pathStart..<queryStart]
        let isDotSegment = { (segment: Substring.UTF8View.SubSequence) in
            segment.elementsEqual(".".utf8) || segment.elementsEqual("..".utf8)
        }
        return path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).allSatisfy {
            !isDotSegment($0)
        }
            && !Self.containsEncodedDot(path)
            && !path.contains(where: { pathSet.contains($0) })
            && !rest[queryStart..<fragmentStart].dropFirst().contains(where: { querySet.contains($0) })
            && !rest[fragmentStart...].dropFirst().contains(where: { fragmentSet.contains($0) })
    }

    /// Whether `%2e` or `%2E` appears, which may name a dot segment.
    private static func containsEncodedDot(_ bytes: some Collection<UInt8>) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in bytes {
            if previous == (UInt8(ascii: "%"), UInt8(ascii: "2")), byte | 0x20 == UInt8(ascii: "e") { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// `text` serialised the long way, scalar by scalar: what `checked` gives for a URL not yet serialised.
    static func serialised(_ text: String) -> String? {
        // As browsers do: spaces and controls at either end go, tabs and line breaks anywhere go.
        let isEdge = { (scalar: Unicode.Scalar) in scalar.value <= 0x20 }
        var rest = Scalars(text.unicodeScalars.filter { !["\t", "\n", "\r"].contains($0) })
        rest = rest.drop(while: isEdge)
        while let last = rest.last, isEdge(last) { rest.removeLast() }

        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let scheme = String(String.UnicodeScalarView(rest[..<colon])).lowercased()
        guard let defaultPort = ["http": 80, "https": 443][scheme] else { return nil }
        rest = rest[(colon + 1)...]
        guard rest.count >= 2, rest.prefix(2).allSatisfy(isSlash) else { return nil }
        rest = rest.dropFirst(2)

        let authorityEnd = rest.firstIndex { isSlash($0) || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var host = rest[..<authorityEnd]
        rest = rest[authorityEnd...]
        var fragment: Scalars?
        if let hash = rest.firstIndex(of: "#") { (rest, fragment) = (rest[..<hash], rest[(hash + 1)...]) }
        var query: Scalars?
        if let question = rest.firstIndex(of: "?") { (rest, query) = (rest[..<question], rest[(question + 1)...]) }

        var url = scheme + "://"
        if let at = host.lastIndex(of: "@") {
            url += userInfo(host[..<at])
            host = host[(at + 1)...]
        }
        guard let authority = hostAndPort(host, defaultPort: defaultPort) else { return nil }
        url += authority + path(rest)
        if let query { url += "?" + encoded(query, with: querySet) }
        if let fragment { url += "#" + encoded(fragment, with: fragmentSet) }
        return url
    }

    private static func isSlash(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "/" || scalar == "\\"
    }

    /// `user:password@`, encoded; nothing when both are empty.
    private static func userInfo(_ text: Scalars) -> String {
        guard !text.isEmpty else { return "" }
        let colon = text.firstIndex(of: ":")
        var result = encoded(text[..<(colon ?? text.endIndex)], with: userSet)
        if let colon, colon + 1 < text.endIndex { result += ":" + encoded(text[(colon + 1)...], with: userSet) }
        return result + "@"
    }

    /// The host, lowercased, and `:port` unless it is the scheme's default; nil when either is bad.
    private static func hostAndPort(_ text: Scalars, defaultPort: Int) -> String? {
        var host = text
        var port = ""
        if let colon = text.lastIndex(of: ":"), !text[colon...].contains("]") {
            host = text[..<colon]
            let digits = text[(colon + 1)...]
            guard digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
            if !digits.isEmpty {
                guard let number = Int(String(String.UnicodeScalarView(digits))), number <= 65_535 else { return nil }
                port = number == defaultPort ? "" : ":\(number)"
            }
        }
        let isIPv6 =
            host.first == "[" && host.last == "]" && host.count > 2
            && host.dropFirst().dropLast().allSatisfy { $0.properties.isASCIIHexDigit || $0 == ":" || $0 == "." }
        guard !host.isEmpty, isIPv6 || host.allSatisfy(isHostScalar) else { return nil }
        return String(String.UnicodeScalarView(host)).lowercased() + port
    }

    private static func isHostScalar(_ scalar: Unicode.Scalar) -> Bool {
        !CleanText.isControl(scalar) && !CleanText.isBidiControl(scalar) && !CleanText.isWhiteSpace(scalar)
            && !"#%/:<>?@[\\]^|".unicodeScalars.contains(scalar)
    }

    /// The path with `.` and `..` segments resolved, percent-encoded; "/" when empty.
    private static func path(_ text: Scalars) -> String {
        var segments: [String] = []
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: isSlash).dropFirst()
        for (index, part) in parts.enumerated() {
            let name = String(String.UnicodeScalarView(part)).lowercased()
            let isDot = [".", "%2e"].contains(name)
            let isDotDot = ["..", ".%2e", "%2e.", "%2e%2e"].contains(name)
            if isDotDot, !segments.isEmpty { segments.removeLast() }
            if isDot || isDotDot {
                if index == parts.count - 1 { segments.append("") }
            } else {
                segments.append(encoded(part, with: pathSet))
            }
        }
        return "/" + segments.joined(separator: "/")
    }

    /// Percent-encodes every UTF-8 byte that is not printable ASCII or is in `set`.
    private static func encoded(_ text: Scalars, with set: Set<UInt8>) -> String {
        var result = ""
        for byte in String(String.UnicodeScalarView(text)).utf8 {
            if byte > 0x20, byte < 0x7F, !set.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return result
    }

    // The percent-encode sets of the WHATWG URL standard, as the printable ASCII bytes each encodes.
    private static let fragmentSet = Set("\"<>`".utf8)
    private static let querySet = Set("\"#<>'".utf8)
    private static let pathSet = fragmentSet.union("#?^{}".utf8)
    private static let userSet = pathSet.union("/:;=@[\\]^|".utf8)
}
