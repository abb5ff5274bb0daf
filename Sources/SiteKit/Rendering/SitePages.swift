/// The site's pages and the files beside them (the feeds, the sitemap), as template views built from a
/// `SiteIndex`: the index arranges the state once, and this is what each page makes of it.
struct SitePages: Sendable {
    let index: SiteIndex
    /// Whether memo bodies show as stand-ins for their HTML (see `withBodyStandIns`).
    private(set) var showsBodyStandIns = false
    /// The navigation's items (`navigation(currentURL:)`), and their digest, which every page's key holds.
    let menu: [(title: String, url: String)]
    let menuDigest: ContentHash
    /// The grid of each month of a rendered year as one hash (`gridDigest(of:in:)`), by year, worked out for
    /// a year when a page's key first asks for one of its months: a rebuild that plans one memo's pages
    /// works out its year's alone.
    let gridDigests: [Int: LazyValue<[ContentHash]>]
    /// Each memo's search document's digest (`memoDigests(of:earlier:touched:)`).
    let memoSearchDigests: LazyValue<[ContentHash]>
    /// Each message's search document with its digest.
    let articleSearchDocuments: LazyValue<[SearchDocument.Documented]>
    /// The search index's parts (`searchParts(of:memos:articles:earlier:changed:)`), their memos' members
    /// taken from `recordedSearch` where it has them.
    let searchParts: LazyValue<[SearchPart]>
    /// The pages that may differ from `earlier`'s, when it lists the same pages (`TouchedPages`).
    let touched: TouchedPages?

    /// The pages of `index`; a month's grid and a search document are taken from `earlier` (the last plan,
    /// in `serve`) when what they show is as it was there, and a memo's search digest from `recordedSearch`
    /// (the last build's, on the command line) when its source is as recorded.
    init(index: SiteIndex, earlier: SitePages? = nil, recordedSearch: RecordedSearch? = nil) {
        self.index = index
        let menu = Self.menu(of: index)
        self.menu = menu
        menuDigest = Self.digest(ofMenu: menu)
        let touched = earlier.flatMap { TouchedPages(from: $0, to: index, menu: menu) }
        self.touched = touched
        let digests = earlier.map { (index: $0.index, digests: $0.memoSearchDigests, parts: $0.searchParts) }
        memoSearchDigests = LazyValue { Self.memoDigests(of: index, earlier: digests, touched: touched) }
        if let earlier, touched != nil {
            articleSearchDocuments = earlier.articleSearchDocuments
        } else {
            // Made from a plan of its own: the messages' views are the pages', and `self` is not made yet.
            articleSearchDocuments = LazyValue {
                SitePages(index: index).articleDocuments().concurrentMap(\.documented)
            }
        }
        let (memoDigests, articleDocuments) = (memoSearchDigests, articleSearchDocuments)
        let earlierParts = touched == nil ? nil : earlier?.searchParts
        searchParts = LazyValue {
            Self.searchParts(
                of: index, memos: Self.memoMembers(of: index, digests: memoDigests, recorded: recordedSearch),
                articles: articleDocuments.value, earlier: earlierParts?.value, changed: touched.map { Set($0.memos) })
        }
        // Of the earlier plan's grids, those it worked out: one it did not would be worked out from its index.
        let earlier = earlier.map { earlier in
            (index: earlier.index, digests: earlier.gridDigests.compactMapValues(\.computedValue))
        }
        let kept = LazyValue<[Month: ContentHash]> {
            earlier.map { earlier in
                let digests = earlier.digests.flatMap { year, digests in
                    digests.enumerated().map { (Month(year: year, month: $0.offset + 1)!, $0.element) }
                }
                return Self.gridsKept(
                    from: earlier.index, digests: Dictionary(uniqueKeysWithValues: digests), in: index)
            } ?? [:]
        }
        gridDigests = Dictionary(
            uniqueKeysWithValues: index.years.map { year in
                let grids = LazyValue<[ContentHash]> {
                    (1...12).map { (number: Int) -> ContentHash in
                        let month = Month(year: year, month: number)!
                        return kept.value[month] ?? Self.gridDigest(of: month, in: index)
                    }
                }
                return (year, grids)
            })
    }

    /// The grid of `month`, of a rendered year, as one hash (`gridDigests`).
    func gridDigest(of month: Month) -> ContentHash {
        gridDigests[month.year]!.value[month.month - 1]
    }

    /// The same pages, with each memo body in place of its HTML (`PageKey.standIn`): what a page's key is
    /// worked out from, so that an unchanged page costs no Markdown rendering.
    func withBodyStandIns() -> SitePages {
        var pages = self
        pages.showsBodyStandIns = true
        return pages
    }

    /// The memo's body as HTML, for its page and the feeds. A stand-in stands for the Markdown alone, so a
    /// memo that may show pictures is always rendered.
    func memoHTML(_ memo: Memo) -> String {
        let body = SiteIndex.bodyWithoutTitleHeading(memo)
        let pictures = pictures(of: memo)
        return showsBodyStandIns && pictures.isEmpty
            ? PageKey.standIn(forMarkdown: body, allowsRawHTML: index.markdown.allowsRawHTML)
            : index.markdown.html(body, pictures: pictures)
    }

    /// The pictures a memo's body may show: its bundle's, relatively from its day page, and `static/`'s.
    private func pictures(of memo: Memo) -> PicturePlacement {
        var placement = index.sharedPictures
        placement.page = SiteLinks.dayFolder(memo.day) + "/"
        for file in memo.files {
            if let picture = file.picture { placement.own[file.path] = picture }
        }
        return placement
    }

    /// A standalone page's body as HTML; its Markdown is the site owner's, as a memo's is, and it may show
    /// `static/`'s pictures.
    func pageHTML(at position: Int) -> String {
        let page = index.pages[position]
        let body = SiteIndex.bodyWithoutTitleHeading(title: page.title, markdown: page.markdown)
        var pictures = index.sharedPictures
        pictures.page = page.name + "/"
        return showsBodyStandIns && pictures.isEmpty
            ? PageKey.standIn(forMarkdown: body, allowsRawHTML: index.markdown.allowsRawHTML)
            : index.markdown.html(body, pictures: pictures)
    }

    /// The page of a memo day: the memo, the day's events and messages, and its neighbours.
    /// The memo at `position`, and its neighbours, are looked at where they are, not copied for every page
    /// around them.
    func dayPage(at position: Int) -> DayPageView {
        let memo = index.memos[position]
        let previous = position > 0 ? position - 1 : nil
        let next = position + 1 < index.memos.count ? position + 1 : nil
        let dayOccurrences = index.occurrences[memo.day] ?? []
        let month = Month(containing: memo.day)
        let holidays = dayOccurrences.filter { $0.kind == .holiday }.map(\.title)
        let events = dayOccurrences.filter { $0.kind == .event }.map { eventView($0) }
        let pickup = (index.messagesByDay[memo.day] ?? []).map { messageView($0) }
        return DayPageView(
            iso: memo.day.iso,
            date: index.words.fullDate(memo.day),
            title: index.memoTitles[position],
            tags: tagViews(of: memo),
            hasTags: !MemoTag.names(of: memo).isEmpty,
            html: memoHTML(memo),
            isScheduled: index.isAhead(memo),
            holidays: holidays,
            events: events,
            pickup: pickup,
            hasSideNotes: !(holidays.isEmpty && events.isEmpty && pickup.isEmpty),
            previous: previous.map { neighbourLink($0) },
            next: next.map { neighbourLink($0) },
            month: LinkView(url: index.links.month(month), title: index.words.monthTitle(month))
        )
    }

    private func neighbourLink(_ position: Int) -> LinkView {
        let day = index.memos[position].day
        return LinkView(
            url: index.links.day(day), title: "\(index.words.shortDate(day)) \(index.memoTitles[position])")
    }

    /// The home page: the newest memos (`home.memos`), then the first messages (`home.articles`).
    func homeView() -> HomeView {
        let articles = index.isPickupHidden ? [] : index.messages.prefix(index.config.homeArticles)
        return HomeView(
            month: monthView(Month(containing: index.today)),
            showsPickup: !articles.isEmpty,
            pickup: articles.map { messageView($0) },
            hasMoreArticles: articles.count < index.messages.count && !articles.isEmpty,
            articlesURL: index.links.articles,
            latestMemos: index.memos.suffix(index.config.homeMemos).reversed().map { memoSummary($0) },
            hasMemos: !index.memos.isEmpty
        )
    }

    /// A memo in a list: the home page's latest memos, a tag's memos.
    func memoSummary(_ memo: Memo) -> MemoSummaryView {
        MemoSummaryView(
            url: index.links.day(memo.day), iso: memo.day.iso, date: index.words.fullDate(memo.day),
            title: index.title(of: memo), excerpt: index.description(of: memo), isScheduled: index.isAhead(memo))
    }

    /// A page of `/articles/`: the page's messages under their categories, and on the first, the index of every
    /// category (on every page, a list of many small categories would grow with the square of its length).
    func articlesView(_ page: ListPage) -> ArticlesView {
        var sections: [CategoryView] = []
        var shown: String?
        for message in index.articles[page.entries] {
            if message.category != shown {
                shown = message.category
                sections.append(categoryView(index.categories[index.categoryPosition[message.category]!], messages: []))
            }
            sections[sections.count - 1].messages.append(messageView(message))
        }
        return ArticlesView(
            categories: page.number == 1 ? index.categories.map { categoryView($0, messages: []) } : [],
            sections: sections,
            total: index.messages.count, pager: page.pager)
    }

    /// A page of a category's own list.
    func categoryView(_ category: SiteIndex.Category, page: ListPage) -> CategoryView {
        var view = categoryView(category, messages: category.messages[page.entries].map { messageView($0) })
        view.pager = page.pager
        return view
    }

    private func categoryView(_ category: SiteIndex.Category, messages: [MessageView]) -> CategoryView {
        CategoryView(
            name: displayName(ofCategory: category.name), slug: category.slug.value,
            url: index.links.category(category.slug),
            count: category.messages.count, countLabel: index.words.articleCount(category.messages.count),
            messages: messages
        )
    }

    func messageView(_ message: PickupMessage) -> MessageView {
        MessageView(
            anchor: "article-\(index.messageNumber[message.id] ?? 0)",
            title: message.title,
            category: displayName(ofCategory: message.category),
            categoryURL: index.links.category(index.slugs[message.category]!),
            imageURL: message.imageURL, url: message.url,
            html: index.messageHTML[message.id],
            date: message.date.map { index.words.fullDate($0) }, dateISO: message.date?.iso
        )
    }

    func displayName(ofCategory name: String) -> String {
        name.isEmpty ? index.words.labels.otherCategory : name
    }
}
