/// What every template gets: the site, the fixed words, the page, the navigation, and the
/// page's own content under `content`. This shape is the themes' contract; the README lists it.
struct PageContext<Content: Encodable & Sendable>: Encodable, Sendable {
    var site: SiteView
    var labels: SiteLabels
    var page: PageView
    var nav: [NavItem]
    var content: Content
}

struct SiteView: Encodable, Sendable {
    var title: String
    var description: String
    /// The `html lang` value.
    var language: String
    var baseURL: String
    var basePath: String
    var stylesheet: String
    var generator: String
    /// The build date, written out in the site's language, and as `YYYY-MM-DD`.
    var buildDate: String
    var buildDateISO: String
}

struct PageView: Encodable, Sendable {
    /// "home", "month", "day", "articles" or "category".
    var kind: String
    /// The page's own title; the `<title>` adds the site's.
    var title: String
    var url: String
    var canonicalURL: String
    var isHome: Bool
}

struct NavItem: Encodable, Sendable {
    var title: String
    var url: String
    var isCurrent: Bool
}

/// A link with its text.
struct LinkView: Encodable, Sendable, Equatable {
    var url: String
    var title: String
}
