import Foundation

/// The rules every configuration obeys, however it was read: `ConfigLoader` checks `site.yml` with them and
/// `sitegen replay` the settings an action log's header carries, so that no log renders a site that no
/// `site.yml` could describe.
extension SiteConfig {
    /// A field that breaks a rule: its path in `site.yml` (`months.before`), its property as an action log's
    /// header names it (`monthsBefore`), and what is wrong with it.
    struct Problem: Error, Equatable, Sendable {
        var key: [String]
        var property: String
        var message: String
    }

    static let monthsRange = 0...120
    static let homeEntriesRange = 0...1000
    static let pageSizeRange = 1...1000
    static let feedEntriesRange = 1...1000

    /// The configuration with its base URL serialised as a browser would send it, or the first field that
    /// breaks a rule.
    func validated() throws(Problem) -> SiteConfig {
        let (config, problems) = checked()
        if let problem = problems.first { throw problem }
        return config
    }

    /// The configuration with its base URL serialised, and every field that breaks a rule, in the order of
    /// the properties.
    func checked() -> (config: SiteConfig, problems: [Problem]) {
        var config = self
        var problems: [Problem] = []
        for (key, text) in [("title", title), ("description", description), ("author", author ?? "")]
        where CleanText.singleLine(text) != text {
            problems.append(
                Problem(
                    key: [key], property: key,
                    message: "holds control characters, which no text of a configuration may hold"))
        }
        if CleanText.isBlank(title) {
            problems.append(Problem(key: ["title"], property: "title", message: "empty; it is required"))
        }
        if let url = Self.checkedBaseURL(baseURL) {
            config.baseURL = url
        } else {
            problems.append(
                Problem(
                    key: ["baseURL"], property: "baseURL",
                    message: "\"\(baseURL)\" is not an absolute http(s) URL without query or fragment"))
        }
        if !Self.isTimeZoneName(timeZoneIdentifier) {
            problems.append(
                Problem(
                    key: ["timeZone"], property: "timeZoneIdentifier",
                    message:
                        "unknown time zone \"\(timeZoneIdentifier)\" (expected an IANA name such as \"Asia/Tokyo\")"))
        }
        if !Self.isThemeName(theme) {
            problems.append(
                Problem(
                    key: ["theme"], property: "theme",
                    message: "\"\(theme)\" is not a theme folder name (letters, digits, '-', '_' and '.', not first)"))
        }
        let numbers = [
            (["months", "before"], "monthsBefore", monthsBefore, Self.monthsRange),
            (["months", "after"], "monthsAfter", monthsAfter, Self.monthsRange),
            (["home", "memos"], "homeMemos", homeMemos, Self.homeEntriesRange),
            (["home", "articles"], "homeArticles", homeArticles, Self.homeEntriesRange),
            (["pagination", "size"], "pageSize", pageSize, Self.pageSizeRange),
            (["feed", "entries"], "feedEntries", feedEntries, Self.feedEntriesRange),
        ]
        for (key, property, number, range) in numbers where !range.contains(number) {
            problems.append(
                Problem(
                    key: key, property: property,
                    message: "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(number)")
            )
        }
        if let menu {
            if menu.count > MenuItem.maximumCount {
                problems.append(
                    Problem(
                        key: ["menu"], property: "menu",
                        message: "\(menu.count) items; a menu has at most \(MenuItem.maximumCount)"))
            }
            for (position, item) in menu.enumerated() {
                if let (key, message) = item.problem {
                    problems.append(
                        Problem(key: ["menu"], property: "menu", message: "item \(position + 1): \(key): \(message)"))
                }
            }
        }
        return (config, problems)
    }

    /// `text` as an absolute http(s) URL without query or fragment, serialised and ending in "/"; nil for
    /// anything else, so that no `javascript:` or `file:` base reaches a link.
    private static func checkedBaseURL(_ text: String) -> String? {
        guard var url = WebLink.checked(text), !url.contains("?"), !url.contains("#") else { return nil }
        if !url.hasSuffix("/") { url += "/" }
        return url
    }

    /// Whether `name` is a time zone `timeZone` may give: one that Foundation knows.
    public static func isTimeZoneName(_ name: String) -> Bool {
        TimeZone(identifier: name) != nil
    }

    /// A name of a folder directly inside the themes folder: letters, digits, '-', '_' and '.', never
    /// hidden, so no name reaches a separator, a dot segment or a file the themes folder hides.
    static func isThemeName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0))
            }
    }
}
