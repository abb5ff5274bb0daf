import Foundation

/// A category name made into one safe, readable path segment: the folder of `/articles/SLUG/`.
///
/// Category names come from the pickup API, so they are untrusted: a slug never holds a path
/// separator, a dot segment, a control or bidi-format character, or anything a shell or URL
/// would read specially. It is built only by `init(category:)` (or checked by `init?(validating:)`),
/// so holding a `Slug` is the proof that it is safe to use as a folder name.
public struct Slug: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The folder name: lower-case ASCII letters, digits, non-ASCII letters, marks and numbers,
    /// and single dashes between them; never empty, at most `maxUTF8Length` bytes.
    public let value: String

    /// The longest slug in UTF-8 bytes; file names stop at 255, and Japanese letters take three bytes each.
    static let maxUTF8Length = 100

    /// The slug of a category name with nothing readable in it.
    public static let fallback = "category"

    /// Makes the readable slug of a category name, `category` when nothing readable is left.
    public init(category name: String) {
        self.init(name: name, fallback: Slug.fallback)
    }

    /// Makes the readable slug of a name (a category's, a tag's): Unicode compatibility-normalised (so full-width
    /// `ＡＢＣ` and half-width kana read as their usual forms), ASCII letters lower-cased, digits and
    /// non-ASCII letters kept, every run of spaces, punctuation and symbols made one `-`, control and
    /// format characters dropped, dashes trimmed from both ends; `fallback` (lower-case ASCII letters)
    /// when nothing is left.
    public init(name: String, fallback: String) {
        var text = ""
        var pendingDash = false
        for scalar in name.precomposedStringWithCompatibilityMapping.unicodeScalars {
            switch Slug.role(of: scalar) {
            case .kept(let kept):
                if pendingDash && !text.isEmpty { text.append("-") }
                pendingDash = false
                text.unicodeScalars.append(kept)
            case .separator:
                pendingDash = true
            case .dropped:
                continue
            }
        }
        let trimmed = Slug.truncated(text, toUTF8Length: Slug.maxUTF8Length)
        value = trimmed.isEmpty ? fallback : trimmed
    }

    /// The slug of a name whatever other names there are: its readable slug (`init(name:fallback:)`) when that
    /// spells the name exactly (`町内会`, `photo`), else the readable slug marked by the name
    /// (`marked(by:)`), so that `C++` and `C#` never compete for `c` and no name takes another's URL.
    public init(stableFor name: String, fallback: String) {
        let readable = Slug(name: name, fallback: fallback)
        self = readable.value == name ? readable : readable.marked(by: name)
    }

    /// Accepts `text` only when it is already a slug, that is when `init(category:)` leaves it unchanged;
    /// used for the slugs a site owner names in `site.yml`.
    public init?(validating text: String) {
        let slug = Slug(category: text)
        guard slug.value == text else { return nil }
        self = slug
    }

    private init(checked value: String) {
        self.value = value
    }

    /// The slug with `-n` appended (`food-2`), the base shortened when needed so the result stays
    /// within `maxUTF8Length`; tells apart names whose stable slugs coincide.
    func numbered(_ n: Int) -> Slug {
        appending("-\(n)")
    }

    /// The slug with `-` and six hex digits of the FNV-1a hash of `name` appended (`c-0cd9ec` for `C++`): two
    /// names of one readable slug get one mark only by a one in 16 million chance. The hash is of the name's
    /// NFC form, since canonically equivalent spellings are one name to Swift; FNV-1a, a fixed published
    /// algorithm, rather than `ContentHash`, which the render cache may change at the cost of one full build.
    public func marked(by name: String) -> Slug {
        appending("-" + fnv1a64(Data(name.precomposedStringWithCanonicalMapping.utf8)).prefix(6))
    }

    /// The slug with `suffix` (a dash, then lower-case ASCII letters and digits) appended, the base shortened
    /// to stay within `maxUTF8Length`.
    private func appending(_ suffix: String) -> Slug {
        let base = Slug.truncated(value, toUTF8Length: Slug.maxUTF8Length - suffix.utf8.count)
        return Slug(checked: (base.isEmpty ? Slug.fallback : base) + suffix)
    }

    /// The slug as it goes in an `href`: every byte other than ASCII letters, digits, `-`, `.`, `_`
    /// and `~` percent-encoded (`グルメ` becomes `%E3%82%B0%E3%83%AB%E3%83%A1`).
    public var href: String {
        var encoded = ""
        for byte in value.utf8 {
            if Slug.isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + Slug.hexDigits[Int(byte >> 4)] + Slug.hexDigits[Int(byte & 0x0F)]
            }
        }
        return encoded
    }

    /// The folder name.
    public var description: String { value }

    /// Ordered by folder name, for stable listings.
    public static func < (a: Slug, b: Slug) -> Bool { a.value < b.value }

    private enum Role {
        case kept(Unicode.Scalar)
        case separator
        case dropped
    }

    private static func role(of scalar: Unicode.Scalar) -> Role {
        if scalar.isASCII {
            switch scalar.value {
            case 0x30...0x39, 0x61...0x7A: return .kept(scalar)
            case 0x41...0x5A: return .kept(Unicode.Scalar(scalar.value + 0x20)!)
            case 0x00...0x1F, 0x7F: return .dropped
            default: return .separator  // space and every ASCII punctuation mark, `/ \ ? # % : * " < > | .` among them
            }
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark,
            .decimalNumber, .letterNumber, .otherNumber:
            return .kept(scalar)
        case .control, .format, .surrogate, .privateUse, .unassigned:
            // Invisible characters (zero-width joiners, bidi overrides) would make two folders look alike.
            return .dropped
        default:
            return .separator  // spaces, punctuation (`・`, `「`), symbols
        }
    }

    /// The longest prefix of whole characters that fits in `limit` UTF-8 bytes. A dash is only ever
    /// written before a kept character, so only a cut can leave one at the end.
    private static func truncated(_ text: String, toUTF8Length limit: Int) -> String {
        var length = 0
        var end = text.startIndex
        for index in text.indices {
            length += text[index].utf8.count
            if length > limit { break }
            end = text.index(after: index)
        }
        var prefix = text[..<end]
        while prefix.last == "-" { prefix = prefix.dropLast() }
        return String(prefix)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E: true
        default: false
        }
    }

    private static let hexDigits = (0..<16).map { String($0, radix: 16, uppercase: true) }
}

extension Slug: TextCodable {
    /// Only text that is already a slug decodes, so a decoded slug is always safe as a folder name.
    init?(codableText: String) { self.init(validating: codableText) }
    var codableText: String { value }
    static let codableForm = "a slug"
}
