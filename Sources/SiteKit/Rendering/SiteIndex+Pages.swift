extension SiteIndex {
    /// The page of a memo day: the memo, the day's events and messages, and its neighbours.
    /// The memo at `position`, and its neighbours, are looked at where they are, not copied for every page
    /// around them.
    func dayPage(at position: Int) -> DayPageView {
        let memo = memos[position]
        let previous = position > 0 ? position - 1 : nil
        let next = position + 1 < memos.count ? position + 1 : nil
        let dayOccurrences = occurrences[memo.day] ?? []
        let month = Month(containing: memo.day)
        let holidays = dayOccurrences.filter { $0.kind == .holiday }.map(\.title)
        let events = dayOccurrences.filter { $0.kind == .event }.map { eventView($0) }
        let pickup = (messagesByDay[memo.day] ?? []).map { messageView($0) }
        return DayPageView(
            iso: memo.day.iso,
            date: language.fullDate(memo.day),
            title: memoTitles[position],
            tags: tagViews(of: memo),
            hasTags: !Self.tagNames(of: memo).isEmpty,
            html: memoHTML(memo),
            holidays: holidays,
            events: events,
            pickup: pickup,
            hasSideNotes: !(holidays.isEmpty && events.isEmpty && pickup.isEmpty),
            previous: previous.map { neighbourLink($0) },
            next: next.map { neighbourLink($0) },
            month: LinkView(url: links.month(month), title: language.monthTitle(month))
        )
    }

    private func neighbourLink(_ position: Int) -> LinkView {
        let day = memos[position].day
        return LinkView(url: links.day(day), title: "\(language.shortDate(day)) \(memoTitles[position])")
    }

    /// The memo's body as HTML, for its page and the feeds.
    func memoHTML(_ memo: Memo) -> String {
        let body = Self.bodyWithoutTitleHeading(memo)
        return showsBodyStandIns
            ? PageKey.standIn(forMarkdown: body, allowsRawHTML: markdown.allowsRawHTML) : markdown.html(body)
    }

    /// The front matter's description, else the opening of the body: lists, feeds and `<meta name="description">`.
    func description(of memo: Memo) -> String {
        memoDescriptions[memoPosition[memo.day]!]
    }

    /// A memo whose title came from its first heading does not repeat that heading under the title.
    static func bodyWithoutTitleHeading(_ memo: Memo) -> String {
        guard memo.title == nil else { return memo.markdown }
        // Lines are found on the UTF-8 bytes, and only the first few are looked at, rather than the whole
        // body split into lines of Characters.
        let bytes = memo.markdown.utf8
        var start = bytes.startIndex
        while true {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            let line = bytes[start..<end]
            if Substring(line).allSatisfy(\.isWhitespace), end < bytes.endIndex {
                start = bytes.index(after: end)
                continue
            }
            guard line.starts(with: "# ".utf8) else { return memo.markdown }
            return end < bytes.endIndex ? String(decoding: bytes[bytes.index(after: end)...], as: UTF8.self) : ""
        }
    }

    func homeView() -> HomeView {
        HomeView(
            month: monthView(Month(containing: today)),
            showsPickup: !isPickupHidden && !messages.isEmpty,
            pickup: isPickupHidden ? [] : messages.map { messageView($0) },
            latestMemos: memos.suffix(config.latestMemos).reversed().map { memoSummary($0) },
            hasMemos: !memos.isEmpty
        )
    }

    /// A memo in a list: the home page's latest memos, a tag's memos.
    func memoSummary(_ memo: Memo) -> MemoSummaryView {
        MemoSummaryView(
            url: links.day(memo.day), iso: memo.day.iso, date: language.fullDate(memo.day),
            title: title(of: memo), excerpt: description(of: memo))
    }

    func articlesView() -> ArticlesView {
        ArticlesView(categories: categories.map { categoryView($0) }, total: messages.count)
    }

    func categoryView(_ category: (name: String, slug: Slug, messages: [PickupMessage])) -> CategoryView {
        CategoryView(
            name: displayName(ofCategory: category.name), slug: category.slug.value, url: links.category(category.slug),
            count: category.messages.count, countLabel: language.articleCount(category.messages.count),
            messages: category.messages.map { messageView($0) }
        )
    }

    func messageView(_ message: PickupMessage) -> MessageView {
        MessageView(
            anchor: "article-\(messageNumber[message.id] ?? 0)",
            title: message.title,
            category: displayName(ofCategory: message.category),
            categoryURL: links.category(slugs[message.category]!),
            imageURL: message.imageURL, url: message.url,
            html: messageHTML[message.id],
            date: message.date.map(language.fullDate), dateISO: message.date?.iso
        )
    }

    func displayName(ofCategory name: String) -> String {
        name.isEmpty ? language.labels.otherCategory : name
    }
}
