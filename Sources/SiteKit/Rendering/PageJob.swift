import Mustache

/// One page to render: where it goes, and its template context, built when it is rendered from the index it is given.
struct PageJob: Sendable {
    var kind: PageKind
    var file: String
    /// The page's absolute URL.
    var url: String
    /// The newest content on the page, for the sitemap; nil when nothing on it carries a date.
    var lastModified: Day?
    /// Whether the sitemap lists it: not a page that shows another's content under a second URL.
    var isListed = true
    var context: @Sendable (SiteIndex) -> MustacheValue
}
