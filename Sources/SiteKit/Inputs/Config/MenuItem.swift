/// An item of `menu:` in `site.yml`: its title, and where it goes: a path of the site (`/about/`, below
/// the base path) or an http(s) URL.
public struct MenuItem: Codable, Sendable, Equatable {
    public var title: String
    public var url: String

    public init(title: String, url: String) {
        self.title = title
        self.url = url
    }

    /// The most items a menu may have: every page carries the whole menu.
    static let maximumCount = 100

    /// The link the item makes: its path below `links`' base path, or its URL serialised (`WebLink`).
    func link(_ links: SiteLinks) -> String {
        url.hasPrefix("/") ? links.basePath + url.dropFirst() : WebLink.checked(url) ?? url
    }

    /// Why `url` cannot be an item's, or nil when it can: a path of the site starts with one `/` and holds
    /// nothing that ends an attribute or a URL (spaces, quotes, angle brackets, backslashes, controls).
    static func problem(withURL url: String) -> String? {
        if url.hasPrefix("/") {
            let refused =
                url.hasPrefix("//")
                || url.unicodeScalars.contains { scalar in
                    scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F
                        || "\"'<>\\`".unicodeScalars.contains(scalar)
                }
            return refused
                ? "\"\(url)\" is not a path of the site (one / first, no spaces, quotes or backslashes)" : nil
        }
        return WebLink.checked(url) == nil
            ? "\"\(url)\" is neither a path of the site (/about/) nor an http(s) URL" : nil
    }

    /// Why the item cannot be in a menu, or nil when it can.
    var problem: (key: String, message: String)? {
        if CleanText.isBlank(title) { return ("title", "empty; it is required") }
        if CleanText.singleLine(title) != title {
            return ("title", "holds control characters, which no text of a configuration may hold")
        }
        return Self.problem(withURL: url).map { ("url", $0) }
    }
}
