import Mustache

/// One page to render: where it goes, what its head shows, and how its content is built from the pages it
/// is given (with or without stand-ins for the memo bodies, `SitePages.withBodyStandIns`). Its closures
/// capture no more than what tells the page from others of its kind (a position, a month), as a large
/// site has a hundred thousand jobs.
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
    var head: PageHead
    /// What the page is made from besides the theme, as one hash, when it can be worked out from the pages
    /// and its view without building the page's context (see `SitePages.dayPageDependencies`); nil to key
    /// the page by its context.
    var dependencies: (@Sendable (SitePages, PageView) -> ContentHash)?
    /// The page's key as an earlier plan recorded it, when what the page is made from is as it was then
    /// (`RecordedPlan`): the page is then neither keyed nor, unless it must be rendered, built.
    var recordedKey: ContentHash?
    /// The page's `content`, from the pages.
    var content: @Sendable (SitePages) -> MustacheValue

    var listing: PageListing {
        PageListing(
            kind: kind, file: file, url: url, lastModified: lastModified, isListed: isListed, block: block)
    }

    /// The hash of what the page is made from (`dependencies`), or nil when it is keyed by its context.
    func dependencyHash(in pages: SitePages) -> ContentHash? {
        dependencies.map { $0(pages, view(in: pages.index)) }
    }

    /// The page's template context.
    func context(_ pages: SitePages) -> MustacheValue {
        PageContext(
            site: pages.index.siteValue, labels: pages.index.labelsValue, page: view(in: pages.index),
            nav: pages.navigation(currentURL: head.url), content: content(pages)
        ).templateValue
    }

    /// The page's `page` view.
    func view(in index: SiteIndex) -> PageView {
        PageView(
            kind: kind.rawValue, title: head.title, url: head.url,
            canonicalURL: index.links.absolute(head.canonical ?? head.url), isHome: kind == .home,
            description: head.description ?? index.config.description,
            openGraphType: kind == .day ? "article" : "website", image: head.image,
            updated: lastModified.map { index.words.fullDate($0) }, updatedISO: lastModified?.iso,
            previousURL: head.previousURL, nextURL: head.nextURL)
    }
}
