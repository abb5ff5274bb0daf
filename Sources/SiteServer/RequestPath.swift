import SiteKit

/// A request's path, percent-decoded exactly once and checked, as the segments of a file below the site
/// folder. Pure, so every way of trying to leave the folder is tested without one.
///
/// Decoding comes first and splitting second, so an encoded slash (`%2F`) separates segments like a
/// plain one and `/%2e%2e%2fetc` is caught as the `..` it decodes to; decoding only once means `%252e`
/// stays the literal name `%2e`. Empty segments are dropped, so `//etc/passwd` is `etc/passwd` below the
/// site folder.
public struct RequestPath: Sendable, Equatable {
    public var segments: [String]
    /// Whether the path ends in `/`: the address of a folder.
    public var isFolder: Bool

    public enum Refusal: Error, Equatable, CustomStringConvertible {
        case notAbsolute, badEscape, forbiddenCharacter, notUTF8, parentSegment

        public var description: String {
            switch self {
            case .notAbsolute: "the path does not start with /"
            case .badEscape: "a % not followed by two hexadecimal digits"
            case .forbiddenCharacter: "a control character or backslash in the path"
            case .notUTF8: "the path is not UTF-8"
            case .parentSegment: "a .. segment in the path"
            }
        }
    }

    public init(segments: [String], isFolder: Bool) {
        self.segments = segments
        self.isFolder = isFolder
    }

    public init(_ path: Substring) throws(Refusal) {
        guard path.hasPrefix("/") else { throw .notAbsolute }
        let bytes = try Self.percentDecoded(Array(path.utf8))
        guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") }) else {
            throw .forbiddenCharacter
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
        let parts = text.split(separator: "/").filter { $0 != "." }
        guard !parts.contains("..") else { throw .parentSegment }
        segments = parts.map(String.init)
        isFolder = text.hasSuffix("/")
    }

    /// The path again, each segment percent-encoded where a URL needs it: what a redirect's `Location` is
    /// made from, never the request's own bytes, so `//host` cannot become a redirect to another site.
    public var encoded: String {
        "/" + segments.map(percentEncodingAllButUnreserved).joined(separator: "/")
            + (isFolder && !segments.isEmpty ? "/" : "")
    }

    private static func percentDecoded(_ bytes: [UInt8]) throws(Refusal) -> [UInt8] {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                decoded.append(bytes[index])
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            else { throw .badEscape }
            decoded.append(high << 4 | low)
            index += 3
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
