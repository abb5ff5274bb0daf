/// A list cut into pages of `size` entries: page 1 at the list's own URL, page N at `LIST/page/N/`
/// (`SiteLinks.listPage`). An empty list still has its first page.
struct Pagination: Sendable, Equatable {
    let count: Int
    let size: Int

    /// The number of pages: at least one.
    var pageCount: Int { max(1, (count + size - 1) / size) }

    /// The page numbers, from 1.
    var pages: ClosedRange<Int> { 1...pageCount }

    /// The positions of the entries on page `number`.
    func entries(onPage number: Int) -> Range<Int> {
        min(count, (number - 1) * size)..<min(count, number * size)
    }

    /// The page the entry at `position` is on.
    func page(ofEntry position: Int) -> Int {
        position / size + 1
    }

    /// The page numbers a pager shows on page `number`: the first, the last and the two on either side of
    /// it, with nil for each run left out between them. At most nine, however long the list, since a pager
    /// of every number would make the pages of a long list grow with the square of its length.
    func shownNumbers(around number: Int) -> [Int?] {
        let shown = pages.filter { $0 == 1 || $0 == pageCount || abs($0 - number) <= 2 }
        var numbers: [Int?] = []
        for (position, page) in shown.enumerated() {
            if position > 0, page - shown[position - 1] > 1 { numbers.append(nil) }
            numbers.append(page)
        }
        return numbers
    }
}
