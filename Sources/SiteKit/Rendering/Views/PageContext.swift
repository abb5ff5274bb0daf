import Mustache

/// What every template gets: the site, the fixed words, the page, the navigation, and the
/// page's own content under `content`. This shape is the themes' contract; docs/guide.md lists it.
/// `site` and `labels` are the same on every page, so they come encoded once (`SiteIndex.siteValue`).
struct PageContext<Content: TemplateValue>: TemplateValue {
    var site: MustacheValue
    var labels: MustacheValue
    var page: PageView
    var nav: [NavItem]
    var content: Content

    var templateValue: MustacheValue {
        .object([
            "site": site, "labels": labels, "page": page.templateValue, "nav": nav.templateValue,
            "content": content.templateValue,
        ])
    }
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
    /// The absolute paths of the memo feeds (Atom, JSON Feed), the articles' feed and the calendar subscription.
    var feedURL: String
    var jsonFeedURL: String
    var articlesFeedURL: String
    /// The site's icons, each `<link rel="icon">` (`Favicon`).
    var favicons: [FaviconView]
}

struct FaviconView: Encodable, Sendable {
    var url: String
    /// Its media type, the link's `type`.
    var type: String
}

struct PageView: TemplateValue {
    /// The page kind: "home", "year", "month", "day", "articles", "category", "tags", "tag", "page" or "404".
    var kind: String
    /// The page's own title; the `<title>` adds the site's.
    var title: String
    var url: String
    var canonicalURL: String
    var isHome: Bool
    /// `<meta name="description">` and `og:description`: a memo's excerpt, a category's name and count.
    var description: String
    /// `og:type`: `article` for a memo day, `website` elsewhere.
    var openGraphType: String
    /// `og:image`: a memo's front matter image, or the first pickup message image on the page; else null.
    var image: String?
    /// The newest date of what the page shows (the sitemap's `lastmod`), written out in the site's language
    /// and as `YYYY-MM-DD`; null when nothing on it carries a date. Never the build date, which would
    /// change every page every night.
    var updated: String?
    var updatedISO: String?
    /// The pages before and after this one of a paginated list, for `<link rel="prev">` and `rel="next"`.
    var previousURL: String?
    var nextURL: String?

    var templateValue: MustacheValue {
        .object([
            "kind": .string(kind), "title": .string(title), "url": .string(url), "canonicalURL": .string(canonicalURL),
            "isHome": .bool(isHome), "description": .string(description), "openGraphType": .string(openGraphType),
            "image": image.templateValue, "updated": updated.templateValue, "updatedISO": updatedISO.templateValue,
            "previousURL": previousURL.templateValue, "nextURL": nextURL.templateValue,
        ])
    }
}

/// The content of a page that has none of its own (the 404 page).
struct EmptyView: TemplateValue {
    var templateValue: MustacheValue { .object([:]) }
}

struct NavItem: TemplateValue {
    var title: String
    var url: String
    var isCurrent: Bool

    var templateValue: MustacheValue {
        .object(["title": .string(title), "url": .string(url), "isCurrent": .bool(isCurrent)])
    }
}

/// A link with its text.
struct LinkView: TemplateValue, Equatable {
    var url: String
    var title: String

    var templateValue: MustacheValue {
        .object(["url": .string(url), "title": .string(title)])
    }
}
