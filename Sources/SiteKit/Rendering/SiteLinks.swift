/// Where each page lives: its file in the output folder and the link to it.
///
/// Links are absolute paths under the site's base path (`/blog/2026/11/`), so the site works
/// from any static server and can live in a sub-folder.
public struct SiteLinks: Sendable {
    /// The path part of the base URL, always ending in "/".
    public let basePath: String
    /// The base URL, for canonical links and feeds.
    public let baseURL: String

    public init(baseURL: String, basePath: String) {
        self.baseURL = baseURL
        self.basePath = basePath.hasSuffix("/") ? basePath : basePath + "/"
    }

    public var home: String { basePath }
    public func year(_ year: Int) -> String { basePath + "\(year)/" }
    public func month(_ month: Month) -> String { basePath + monthFolder(month) + "/" }
    public func day(_ day: Day) -> String { basePath + dayFolder(day) + "/" }
    /// The menu's calendar: this year's page, at a URL that does not change with the year.
    public var calendar: String { basePath + "calendar/" }
    public var articles: String { basePath + "articles/" }
    public func category(_ slug: Slug) -> String { basePath + "articles/" + slug.href + "/" }
    public var tags: String { basePath + "tags/" }
    public func tag(_ slug: Slug) -> String { basePath + "tags/" + slug.href + "/" }
    /// A standalone page, `/NAME/`.
    public func page(_ name: Slug) -> String { basePath + name.href + "/" }
    /// Page `number` of the list at `link`: the list's own URL for the first page, `LIST/page/N/` after it.
    public func listPage(_ number: Int, of link: String) -> String {
        number == 1 ? link : link + "page/\(number)/"
    }
    public var search: String { basePath + "search/" }
    public func asset(_ path: String) -> String { basePath + "assets/" + path }
    /// A file at the site's root, such as `feed.xml` or `calendar.ics`.
    public func file(_ path: String) -> String { basePath + path }

    /// The `webcal:` URL of a link, which calendar programs open as a subscription.
    func webcal(_ link: String) -> String {
        let url = absolute(link)
        return url.firstIndex(of: ":").map { "webcal" + url[$0...] } ?? url
    }

    /// The absolute URL of a link made by this type.
    public func absolute(_ link: String) -> String {
        String(baseURL.dropLast(basePath.count)) + link
    }

    static func yearFile(_ year: Int) -> String { "\(year)/index.html" }
    static func monthFile(_ month: Month) -> String { monthFolder(month) + "/index.html" }
    static func dayFile(_ day: Day) -> String { dayFolder(day) + "/index.html" }
    static func categoryFile(_ slug: Slug) -> String { "articles/\(slug.value)/index.html" }
    static func tagFile(_ slug: Slug) -> String { "tags/\(slug.value)/index.html" }
    static func pageFile(_ name: Slug) -> String { "\(name.value)/index.html" }

    /// The file of page `number` of the list whose first page is `file` (a folder's `index.html`).
    static func listPageFile(_ number: Int, of file: String) -> String {
        number == 1 ? file : String(file.dropLast("index.html".count)) + "page/\(number)/index.html"
    }

    private func monthFolder(_ month: Month) -> String { Self.monthFolder(month) }
    private func dayFolder(_ day: Day) -> String { Self.dayFolder(day) }

    private static func monthFolder(_ month: Month) -> String {
        "\(month.year)/\(twoDigits(month.month))"
    }

    static func dayFolder(_ day: Day) -> String {
        "\(day.year)/\(twoDigits(day.month))/\(twoDigits(day.day))"
    }
}
