/// The pages a save of memos alone may have changed, when it left the site's pages as they were listed: the
/// same memo days, each memo with the tags it had, and the same calendars, messages, standalone pages,
/// configuration, menu, pictures of `static/` and date. `sitegen serve` then plans those pages alone and
/// keeps every other as the last plan keyed it, rather than planning and comparing all of them.
///
/// What each kind of page reads of the memos is in `SitePages+Dependencies`: a day page its memo, its
/// neighbours' days and titles and its tags' counts; a month's or a year's page the titles and dates of its
/// memos; a tag's page those of its memos. The home page, the list of tags and the search page read every
/// memo (the newest, the last dates, the texts' sizes) and are always planned; the messages' pages, the
/// standalone pages and the 404 page read none.
struct TouchedPages: Equatable {
    /// The positions of the changed memos.
    var memos: [Int] = []
    /// The positions of the day pages: each changed memo's and its neighbours'.
    var days: Set<Int> = []
    var months: Set<Month> = []
    var years: Set<Int> = []
    /// The tags whose pages list a changed memo.
    var tags: Set<String> = []

    /// The pages of `index` and `menu` that may differ from `earlier`'s, or nil when the pages are not listed
    /// as they were there. With what every page shares as it was, a memo as it was has the key, title and
    /// description it had.
    init?(from earlier: SitePages, to index: SiteIndex, menu: [(title: String, url: String)]) {
        let before = earlier.index
        guard RecordedPlan.sharesAll(earlier, with: index, menu: menu),
            before.calendars.expansion === index.calendars.expansion, before.messages == index.messages,
            before.categories.map(\.name) == index.categories.map(\.name),
            before.categories.map(\.slug) == index.categories.map(\.slug), before.pages == index.pages,
            let changed = SiteIndex.changedInPlace(index.memos, from: before)
        else { return nil }
        self.init(changed: changed, in: index)
    }

    /// The pages of `index` that may differ when the memos at `changed` alone changed in place.
    init(changed: [Int], in index: SiteIndex) {
        memos = changed
        for position in changed {
            let memo = index.memos[position]
            days.formUnion([position - 1, position, position + 1].filter(index.memos.indices.contains))
            months.insert(Month(containing: memo.day))
            years.insert(memo.day.year)
            tags.formUnion(MemoTag.names(of: memo))
        }
    }
}
