import Mustache

/// One page to render: where it goes, and its template context, built when it is rendered from the pages it is given
/// (with or without stand-ins for the memo bodies, `SitePages.withBodyStandIns`).
struct PageJob: Sendable {
    var kind: PageKind
    var file: String
    /// The page's absolute URL.
    var url: String
    /// The newest content on the page, for the sitemap; nil when nothing on it carries a date.
    var lastModified: Day?
    /// Whether the sitemap lists it: not a page that shows another's content under a second URL.
    var isListed = true
    /// Where it stands in the site's order.
    var block: PageBlock
    /// What the page is made from besides the theme, as one hash, when it can be worked out without
    /// building the page's context (see `SitePages.dayPageDependencies`); nil to key the page by its context.
    var dependencies: (@Sendable () -> ContentHash)?
    /// The page's key as an earlier plan recorded it, when what the page is made from is as it was then
    /// (`RecordedPlan`): the page is then neither keyed nor, unless it must be rendered, built.
    var recordedKey: ContentHash?
    var context: @Sendable (SitePages) -> MustacheValue

    var listing: PageListing {
        PageListing(
            kind: kind, file: file, url: url, lastModified: lastModified, isListed: isListed, block: block)
    }
}
