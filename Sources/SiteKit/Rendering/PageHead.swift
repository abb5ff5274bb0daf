/// What a page's `page` view shows of it besides its kind and dates (`PageJob.view(in:)`): kept by its job
/// as values, and the view built from them when the page is keyed and again when it is rendered, as a
/// site's views together were a large part of its plan.
struct PageHead: Sendable {
    /// The page's own title; the `<title>` adds the site's.
    var title: String
    /// The page's URL as the site's links give it, which the menu marks as current.
    var url: String
    /// The URL the page stands for when it shows another's content under a second one; nil for its own.
    var canonical: String?
    /// Its description; nil for the site's.
    var description: String?
    var image: String?
    /// The pages before and after this one of a paginated list.
    var previousURL: String?
    var nextURL: String?
}
