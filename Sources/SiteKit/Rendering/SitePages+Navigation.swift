extension SitePages {
    /// The main navigation: `menu:` of `site.yml` when it has one, else the home page, the calendar, the
    /// articles and the tags (each only when it has something to show), the standalone pages by name and search.
    /// The item for the page itself is marked (`aria-current="page"`).
    func navigation(currentURL: String) -> [NavItem] {
        let items =
            index.config.menu.map { menu in menu.map { ($0.title, $0.link(index.links)) } } ?? builtInNavigation
        return items.map { NavItem(title: $0.0, url: $0.1, isCurrent: $0.1 == currentURL) }
    }

    private var builtInNavigation: [(String, String)] {
        let labels = index.words.labels
        var items = [(labels.home, index.links.home), (labels.calendar, index.links.calendar)]
        if !index.messages.isEmpty { items.append((labels.articles, index.links.articles)) }
        if !index.tags.isEmpty { items.append((labels.tags, index.links.tags)) }
        for (page, title) in zip(index.pages, index.pageTitles) {
            items.append((title, index.links.page(Slug(validating: page.name)!)))
        }
        return items + [(labels.search, index.links.search)]
    }

    /// The page `/NAME/` of the standalone page at `position`.
    func standalonePage(at position: Int) -> StandalonePageView {
        StandalonePageView(
            name: index.pages[position].name, title: index.pageTitles[position], html: pageHTML(at: position))
    }
}
