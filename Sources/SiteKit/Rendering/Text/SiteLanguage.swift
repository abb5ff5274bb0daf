import Foundation

/// The language of a site (`language` in `site.yml`): a BCP 47 tag, `fr`, `pt-BR` or `zh-Hant-TW`, whose
/// language (and region) the platform's locale data knows. It is the `lang` attribute of every page, the
/// locale whose month and weekday names and date patterns the pages show (`SiteWords`), and it names the
/// theme's strings file (`i18n/pt-BR.yml`, else `i18n/pt.yml`).
public struct SiteLanguage: Hashable, Sendable, CustomStringConvertible {
    /// The tag in its usual case: language lower-case, script capitalised, region upper-case.
    public let tag: String

    public static let ja = SiteLanguage(known: "ja")
    public static let en = SiteLanguage(known: "en")
    public static let ko = SiteLanguage(known: "ko")

    private init(known tag: String) {
        self.tag = tag
    }

    /// The language of `text`, or why it is none (the message `site.yml`'s error ends with).
    public static func parse(_ text: String) -> Result<SiteLanguage, Problem> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }),
            (2...3).contains(parts[0].count), parts[0].allSatisfy(\.isLetter)
        else { return .failure(Problem("\"\(text)\" is not a language tag (\(example))")) }
        var tag = [parts[0].lowercased()]
        guard knownLanguages.contains(tag[0]) else {
            return .failure(Problem("the platform's locale data knows no language \"\(parts[0])\" (\(example))"))
        }
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy(\.isLetter) {
            tag.append(script.prefix(1).uppercased() + script.dropFirst().lowercased())
            rest = rest.dropFirst()
        }
        if let region = rest.first, region.count == 2 || region.count == 3 {
            let code = region.uppercased()
            guard Locale.Region.isoRegions.contains(Locale.Region(code)) else {
                return .failure(Problem("the platform's locale data knows no region \"\(region)\" (\(example))"))
            }
            tag.append(code)
            rest = rest.dropFirst()
        }
        guard rest.isEmpty else {
            return .failure(
                Problem("\"\(text)\" has more than a language, a script and a region, which sitegen reads (\(example))")
            )
        }
        return .success(SiteLanguage(known: tag.joined(separator: "-")))
    }

    /// Why a text is not a language.
    public struct Problem: Error, Equatable {
        public let message: String
        init(_ message: String) { self.message = message }
    }

    private static let example = "expected a BCP 47 tag such as \"en\", \"fr\", \"pt-BR\" or \"zh-Hant-TW\""

    /// Every language the platform has a locale for: a tag of any other is refused rather than rendered with
    /// English names while it says something else. ICU's identifiers begin with their language code, which
    /// is read from them rather than from a `Locale` made of each, which every build paid for at its start.
    private static let knownLanguages = Set(
        Locale.availableIdentifiers.map { String($0.prefix { $0 != "_" && $0 != "-" }) })

    public var description: String { tag }

    /// The language without script or region: `pt` for `pt-BR`.
    var languageCode: String {
        String(tag.prefix { $0 != "-" })
    }

    /// The strings files that hold its words, the most specific first: `pt-BR`, then `pt`.
    var stringsNames: [String] {
        tag == languageCode ? [tag] : [tag, languageCode]
    }

    /// Its locale, with the Gregorian calendar whatever the locale's own is: the site's days are Gregorian.
    var locale: Locale {
        Locale(identifier: tag + "@calendar=gregorian")
    }
}

extension SiteLanguage: Codable {
    /// A tag, held to the rules of `site.yml`: an action log's header is anyone's file.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        switch Self.parse(try container.decode(String.self)) {
        case .success(let language): self = language
        case .failure(let problem):
            throw DecodingError.dataCorruptedError(in: container, debugDescription: problem.message)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(tag)
    }
}
