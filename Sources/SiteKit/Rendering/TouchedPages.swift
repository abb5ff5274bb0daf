/// The pages a change may have touched. A save of memos alone in `sitegen serve` that left the site's pages
/// listed as they were (the same memo days, each memo with the tags it had, and the same calendars, messages,
/// standalone pages, configuration, menu, pictures of `static/` and date) touches the pages of those memos.
/// A build of the command line that left what every page shares but the date as its last plan recorded it
/// (`PlanRecord`), a night among them, touches the pages of the memos added, changed and removed, and of the
/// date. Either plans those pages alone and carries every other over as the last plan keyed it, rather than
/// planning and comparing all of them.
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
    /// Whether the pages are listed as they were: the same pages in the same places, so that each page
    /// planned is where the last plan has it.
    var isListedAsBefore = true

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

    /// The pages of `index` that may differ from those `record` lists, when what every page shares but the date
    /// is as it was there (`PlanRecord.shape`) and the site has the same years; nil otherwise. `memos` are the
    /// index's (`PlanRecord.memoEntries`): each memo added, changed or removed touches its day page and its
    /// neighbours', its month's and year's and its tags' (old and new); a tag whose count changed, the day
    /// pages of its memos, which show it; a month added or removed, the months beside it; and a date moved,
    /// the months around the old and the new date (a grid marks today, and shows the days around its month)
    /// and the memos whose day it passed, which wait no longer.
    init?(from record: PlanRecord, to index: SiteIndex, shape: ContentHash, memos entries: [PlanRecord.MemoEntry]) {
        let recordedMonths = record.listings.compactMap { if case .month(let month) = $0.block { month } else { nil } }
        let recordedYears = record.listings.compactMap { if case .year(let year) = $0.block { year } else { nil } }
        let recordedTags = Dictionary(record.tags.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        guard shape == record.shape, record.listings.count == record.keys.count, recordedYears == index.years,
            index.tags.allSatisfy({ recordedTags[$0.name].map(\.slug) ?? $0.slug.value == $0.slug.value })
        else { return nil }
        var changed: Set<Day> = []
        let recorded = Dictionary(record.memos.map { ($0.day, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in entries where recorded[entry.day]?.digest != entry.digest {
            changed.insert(entry.day)
            tags.formUnion(entry.tags + (recorded[entry.day]?.tags ?? []))
            isListedAsBefore = isListedAsBefore && recorded[entry.day]?.tags == entry.tags
        }
        for entry in record.memos where index.memoPosition[entry.day] == nil {
            changed.insert(entry.day)
            tags.formUnion(entry.tags)
            isListedAsBefore = false
        }
        for entry in entries where (entry.day > record.today) != (entry.day > index.today) {
            changed.insert(entry.day)
            tags.formUnion(entry.tags)
        }
        var around = Set(changed.map(Month.init(containing:)))
        if record.today != index.today {
            for today in [record.today, index.today] {
                around.formUnion((-1...1).map { Month(containing: today).adding(months: $0) })
            }
        }
        let memoDays = index.memos.map(\.day)
        memos = changed.compactMap { index.memoPosition[$0] }.sorted()
        days = Self.neighbourhood(of: changed, in: memoDays)
        for tag in index.tags where recordedTags[tag.name]?.count != tag.memos.count {
            days.formUnion(tag.memos.compactMap { index.memoPosition[$0.day] })
        }
        let added = Set(index.months).symmetricDifference(recordedMonths)
        isListedAsBefore = isListedAsBefore && added.isEmpty && record.today == index.today
        months = Set(around.filter { index.monthPosition[$0] != nil })
        months.formUnion(Self.neighbourhood(of: added, in: index.months).map { index.months[$0] })
        years = Set(around.union(added).map(\.year))
    }

    /// The positions in `sorted` of each of `items` and of the items beside it, where it is or would be.
    private static func neighbourhood<Item: Comparable>(of items: some Sequence<Item>, in sorted: [Item]) -> Set<Int> {
        var positions: Set<Int> = []
        for item in items {
            var (low, high) = (0, sorted.count)
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle] < item { low = middle + 1 } else { high = middle }
            }
            let found = low < sorted.count && sorted[low] == item
            positions.formUnion(((low - 1)...(found ? low + 1 : low)).filter(sorted.indices.contains))
        }
        return positions
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
