/// The kinds of pages a site has; each is rendered with the theme's layout of the same name.
public enum PageKind: String, Sendable, CaseIterable {
    case home, month, day, articles, category
}
