/// The kinds of pages a site has; each is rendered with the theme's layout of the same name.
/// A coding key, so that counts by kind read `{"day":27,"month":5}` in the action log.
public enum PageKind: String, Codable, CodingKeyRepresentable, Sendable, CaseIterable {
    case home, year, month, day, articles, category, tags, tag, search
    /// A standalone page, `Content/pages/NAME.md` at `/NAME/`.
    case page
    /// `404.html`, which static servers show for a missing page.
    case notFound = "404"
}
