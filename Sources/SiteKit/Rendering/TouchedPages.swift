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
    /// as they were there.
    init?(from earlier: SitePages, to index: SiteIndex, menu: [(title: String, url: String)]) {
        let before = earlier.index
        guard RecordedPlan.sharesAll(earlier, with: index, menu: menu), before.memos.count == index.memos.count,
            before.calendars.expansion === index.calendars.expansion, before.messages == index.messages,
            before.categories.map(\.name) == index.categories.map(\.name),
            before.categories.map(\.slug) == index.categories.map(\.slug), before.pages == index.pages
        else { return nil }
        for position in index.memos.indices {
            let (old, new) = (before.memos[position], index.memos[position])
            guard old.day == new.day else { return nil }
            if old == new, before.memoKeys[position] == index.memoKeys[position],
                before.memoTitles[position] == index.memoTitles[position],
                before.memoDescriptions[position] == index.memoDescriptions[position]
            {
                continue
            }
            let tags = MemoTag.names(of: new)
            guard tags == MemoTag.names(of: old) else { return nil }
            memos.append(position)
            days.formUnion([position - 1, position, position + 1].filter(index.memos.indices.contains))
            months.insert(Month(containing: new.day))
            years.insert(new.day.year)
            self.tags.formUnion(tags)
        }
    }
}
