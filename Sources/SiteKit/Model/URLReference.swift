/// A URI reference split into its parts as RFC 3986 splits it (appendix B), and resolved against a base
/// URL as its section 5.2 does: how a browser turns a page's `../10/` into the URL it follows.
///
/// The parts are kept as written, percent-encoding and all; the text is cut only at ASCII delimiters, so
/// any text splits and joins back without a change.
struct URLReference: Equatable, Sendable {
    var scheme: String?
    var authority: String?
    var path: String
    var query: String?
    var fragment: String?

    init(scheme: String? = nil, authority: String? = nil, path: String, query: String? = nil, fragment: String? = nil) {
        self.scheme = scheme
        self.authority = authority
        self.path = path
        self.query = query
        self.fragment = fragment
    }

    init(_ text: String) {
        var rest = Substring(text)
        if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(Self.dropping(1, from: rest[hash...]))
            rest = rest[..<hash]
        }
        if let question = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
            query = String(Self.dropping(1, from: rest[question...]))
            rest = rest[..<question]
        }
        if let colon = rest.utf8.firstIndex(of: UInt8(ascii: ":")), Self.isScheme(rest[..<colon]) {
            scheme = String(rest[..<colon])
            rest = Self.dropping(1, from: rest[colon...])
        }
        if rest.utf8.starts(with: "//".utf8) {
            rest = Self.dropping(2, from: rest)
            let end = rest.utf8.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            authority = String(rest[..<end])
            rest = rest[end...]
        }
        path = String(rest)
    }

    /// The reference written out again (section 5.3).
    var text: String {
        var text = scheme.map { $0 + ":" } ?? ""
        if let authority { text += "//" + authority }
        text += path
        if let query { text += "?" + query }
        if let fragment { text += "#" + fragment }
        return text
    }

    /// The URL this reference leads to from a page at `base` (section 5.2.2, strict: a reference with a
    /// scheme is taken as it is, but for its dot segments).
    func resolved(against base: URLReference) -> URLReference {
        if scheme != nil {
            return URLReference(
                scheme: scheme, authority: authority, path: Self.removingDotSegments(path), query: query,
                fragment: fragment)
        }
        if authority != nil {
            return URLReference(
                scheme: base.scheme, authority: authority, path: Self.removingDotSegments(path), query: query,
                fragment: fragment)
        }
        var target = URLReference(
            scheme: base.scheme, authority: base.authority, path: base.path, query: query ?? base.query,
            fragment: fragment)
        if path.hasPrefix("/") {
            target.path = Self.removingDotSegments(path)
            target.query = query
        } else if !path.isEmpty {
            target.path = Self.removingDotSegments(merged(onto: base))
            target.query = query
        }
        return target
    }

    /// This relative path put in place of the last segment of the base's (section 5.2.3).
    private func merged(onto base: URLReference) -> String {
        if base.authority != nil && base.path.isEmpty { return "/" + path }
        guard let slash = base.path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(Substring(base.path.utf8[...slash])) + path
    }

    /// `/a/b/../c/./d` is `/a/c/d` (section 5.2.4, step by step); `..` never climbs above the root.
    static func removingDotSegments(_ path: String) -> String {
        var input = Substring(path)
        var output = ""
        while !input.isEmpty {
            if input.utf8.starts(with: "../".utf8) {
                input = dropping(3, from: input)
            } else if input.utf8.starts(with: "./".utf8) || input.utf8.starts(with: "/./".utf8) {
                input = dropping(2, from: input)
            } else if input == "/." {
                input = "/"
            } else if input.utf8.starts(with: "/../".utf8) || input == "/.." {
                input = input.utf8.count == 3 ? "/" : dropping(3, from: input)
                output.removeSubrange((output.utf8.lastIndex(of: UInt8(ascii: "/")) ?? output.startIndex)...)
            } else if input == "." || input == ".." {
                input = ""
            } else {
                // The first segment, with its leading "/" if it has one, moves to the output.
                let segmentStart =
                    input.utf8.first == UInt8(ascii: "/") ? input.utf8.index(after: input.startIndex) : input.startIndex
                let end = input.utf8[segmentStart...].firstIndex(of: UInt8(ascii: "/")) ?? input.endIndex
                output += input[..<end]
                input = input[end...]
            }
        }
        return output
    }

    /// `text` without its first `count` bytes, which are ASCII: dropping characters would take a combining
    /// mark after them too.
    private static func dropping(_ count: Int, from text: Substring) -> Substring {
        Substring(text.utf8.dropFirst(count))
    }

    /// `https`, `mailto`: a letter, then letters, digits, `+`, `-` or `.`.
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, isASCIILetter(first) else { return false }
        return text.utf8.allSatisfy {
            isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || "+-.".utf8.contains($0)
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
