/// The last plan of the same theme with the keys its files were rendered with (`sitegen serve`'s last
/// build). A day page whose record is as it was there, with all that pages share, takes its key from it
/// rather than being keyed again; when a save left the pages listed as they were (`TouchedPages`), every
/// page it cannot have changed is carried over with its key, neither planned nor keyed.
struct RecordedPlan: Sendable {
    let pages: SitePages
    let keys: RenderCache
    /// Every page of the plan, in its order.
    let listings: [PageListing]
    /// Each page's entry in `keys`, in the order of `listings`; empty when not known, and then no page is
    /// carried over.
    var entries: [RenderCache.Entry] = []

    /// Whether what every page shares is as it was: when not, no day page's record is enough.
    func sharesAll(with pages: SitePages) -> Bool {
        Self.sharesAll(self.pages, with: pages.index, menu: pages.menu)
    }

    /// Whether what every page shares is the same in `earlier` and in the pages of `index` and `menu`: the
    /// configuration, `static/`'s pictures, the date, the Markdown's settings and the menu.
    static func sharesAll(_ earlier: SitePages, with index: SiteIndex, menu: [(title: String, url: String)]) -> Bool {
        let before = earlier.index
        return before.configDigest == index.configDigest && before.sharedPicturesDigest == index.sharedPicturesDigest
            && before.today == index.today && before.markdown.allowsRawHTML == index.markdown.allowsRawHTML
            && earlier.menu.elementsEqual(menu) { $0.title == $1.title && $0.url == $1.url }
    }

    /// The key the day page of the memo at `position` of `index` was rendered with, when its record is the same.
    func key(ofDayPageAt position: Int, in index: SiteIndex, file: String) -> ContentHash? {
        let earlier = pages.index
        guard let recorded = keys.pages[file]?.key, let before = earlier.memoPosition[index.memos[position].day],
            DayPageRecord(index: earlier, position: before).isSame(as: DayPageRecord(index: index, position: position))
        else { return nil }
        return recorded
    }
}
