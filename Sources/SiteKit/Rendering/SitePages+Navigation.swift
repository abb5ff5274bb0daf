extension SitePages {
    /// The main navigation: `menu:` of `site.yml` when it has one, else the home page, the calendar, the
    /// articles and the tags (each only when it has something to show), the standalone pages by name and search.
    /// The item for the page itself is marked (`aria-current="page"`).
    func navigation(currentURL: String) -> [NavItem] {
        menu.map { NavItem(title: $0.title, url: $0.url, isCurrent: $0.url == currentURL) }
    }

    /// The navigation's items, the same on every page but for the one marked current: made once.
    static func menu(of index: SiteIndex) -> [(title: String, url: String)] {
        if let menu = index.config.menu { return menu.map { ($0.title, $0.link(index.links)) } }
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
