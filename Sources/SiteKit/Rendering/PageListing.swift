/// A page as the site lists it, without what it is made from: its kind, its file, its URL and date for the
/// sitemap. What a plan keeps of a page it carries over from the last one (`RecordedPlan`).
struct PageListing: Sendable, Equatable {
    var kind: PageKind
    var file: String
    /// The page's absolute URL.
    var url: String
    /// The newest content on the page, for the sitemap; nil when nothing on it carries a date.
    var lastModified: Day?
    /// Whether the sitemap lists it: not a page that shows another's content under a second URL.
    var isListed: Bool
    /// Where it stands in the site's order.
    var block: PageBlock

    /// Whether the sitemap has it: a listed page, not the page for missing ones.
    var isInSitemap: Bool { isListed && kind != .notFound }
}
