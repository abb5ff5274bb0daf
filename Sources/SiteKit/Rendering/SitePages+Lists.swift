/// One page of a paginated list (a tag's memos, a category's or all the articles): which entries it
/// shows, where it is, and its pager.
struct ListPage: Sendable {
    var number: Int
    /// The positions in the list of the entries it shows.
    var entries: Range<Int>
    var url: String
    var file: String
    /// Nil when the list has a single page.
    var pager: PagerView?
}

extension SitePages {
    /// The pages of a list of `count` entries whose first page is at `url`, in `file`: `pagination.size`
    /// entries each, and one page, empty, for an empty list.
    func listPages(count: Int, url: String, file: String) -> [ListPage] {
        let pagination = Pagination(count: count, size: index.config.pageSize)
        return pagination.pages.map { number in
            ListPage(
                number: number, entries: pagination.entries(onPage: number), url: index.links.listPage(number, of: url),
                file: SiteLinks.listPageFile(number, of: file), pager: pager(pagination, at: number, of: url))
        }
    }

    /// The link to the page of the list at `url` that shows the entry at `position`.
    func listPageURL(ofEntry position: Int, of url: String) -> String {
        index.links.listPage(
            Pagination(count: position + 1, size: index.config.pageSize).page(ofEntry: position), of: url)
    }

    private func pager(_ pagination: Pagination, at number: Int, of url: String) -> PagerView? {
        guard pagination.pageCount > 1 else { return nil }
        return PagerView(
            previous: number > 1 ? index.links.listPage(number - 1, of: url) : nil,
            next: number < pagination.pageCount ? index.links.listPage(number + 1, of: url) : nil,
            numbers: pagination.shownNumbers(around: number).map { shown in
                PageNumberView(
                    number: shown, url: shown.map { index.links.listPage($0, of: url) }, isCurrent: shown == number)
            })
    }
}
