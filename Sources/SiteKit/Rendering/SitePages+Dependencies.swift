extension SitePages {
    /// Everything a memo's day page is made from, as one hash: the configuration, the page's own fields and
    /// its navigation, the memo and the pictures it may show (its bundle's, `static/`'s), its tags with their
    /// counts, its neighbours' days and titles, the day's occurrences and messages. It is what `dayPage(at:)`
    /// and the page's `PageContext` read, taken from the index directly, so that the key of an unchanged day
    /// page costs no context: a night with one new memo keeps 10,000 day pages. `DependencyKeyTests` holds that a day page whose context changes always gets a new hash.
    func dayPageDependencies(at position: Int, page: PageView) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add("day page")
        hasher.add(index.configDigest)
        add(page, to: &hasher)
        let memo = index.memos[position]
        hasher.add(memo.day.iso)
        hasher.add(index.isAhead(memo))
        hasher.add(index.memoKeys[position])
        hasher.add(index.sharedPicturesDigest)
        hasher.add(SiteIndex.digest(of: memo.files.compactMap { file in file.picture.map { (file.path, $0) } }))
        let tags = MemoTag.names(of: memo)
        hasher.add(UInt64(tags.count))
        for name in tags {
            let tag = index.tags[index.tagPosition[name]!]
            hasher.add(name)
            hasher.add(tag.slug.value)
            hasher.add(UInt64(tag.memos.count))
        }
        for neighbour in [position - 1, position + 1] {
            guard index.memos.indices.contains(neighbour) else {
                hasher.add(0)
                continue
            }
            hasher.add(1)
            hasher.add(index.memos[neighbour].day.iso)
            hasher.add(index.memoTitles[neighbour])
        }
        let occurrences = index.occurrences[memo.day] ?? []
        hasher.add(UInt64(occurrences.count))
        for occurrence in occurrences { Self.add(occurrence, to: &hasher) }
        let messages = index.messagesByDay[memo.day] ?? []
        hasher.add(UInt64(messages.count))
        for message in messages { add(message, to: &hasher) }
        return hasher.hash
    }

    /// Everything a month's page is made from: the configuration, the page's own fields, the months linked
    /// before and after it, and its grid (`gridDigest(of:in:)`). A night keeps every month but today's and
    /// the one the new memo is in, without building their calendars.
    func monthPageDependencies(_ month: Month, page: PageView) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add("month page")
        hasher.add(index.configDigest)
        add(page, to: &hasher)
        hasher.add(month.iso)
        let position = index.monthPosition[month]
        hasher.add(position.flatMap { $0 > 0 ? index.months[$0 - 1].iso : nil })
        hasher.add(position.flatMap { $0 + 1 < index.months.count ? index.months[$0 + 1].iso : nil })
        hasher.add(gridDigest(of: month))
        return hasher.hash
    }

    /// Everything a year's page is made from: the configuration, the page's own fields, the years linked
    /// before and after it, and each month's grid and whether it has a page.
    func yearPageDependencies(_ year: Int, previous: Int?, next: Int?, page: PageView) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add("year page")
        hasher.add(index.configDigest)
        add(page, to: &hasher)
        for number in [year, previous ?? -1, next ?? -1] { hasher.add(UInt64(bitPattern: Int64(number))) }
        for number in 1...12 {
            let month = Month(year: year, month: number)!
            hasher.add(index.monthPosition[month] != nil)
            hasher.add(gridDigest(of: month))
        }
        return hasher.hash
    }

    /// Everything a page of a tag's list is made from: the configuration, the page's own fields, the tag with
    /// its count, where the page is in the list with its pager, and each memo it lists: its day, title,
    /// excerpt and whether it waits for its day (`memoSummary`). A night keeps every tag page but those of
    /// the new memo's tags, without building their lists.
    func tagPageDependencies(_ tag: MemoTag, page: ListPage, view: PageView) -> ContentHash {
        var hasher = listHasher("tag page", page: page, view: view)
        hasher.add(tag.name)
        hasher.add(tag.slug.value)
        hasher.add(UInt64(tag.memos.count))
        for memo in tag.memos[page.entries] {
            let position = index.memoPosition[memo.day]!
            hasher.add(memo.day.iso)
            hasher.add(index.memoTitles[position])
            hasher.add(index.memoDescriptions[position])
            hasher.add(index.isAhead(memo))
        }
        return hasher.hash
    }

    /// Everything a page of a category's list is made from: the configuration, the page's own fields, the
    /// category with its count, where the page is in the list with its pager, and each message it shows
    /// (whose HTML may show `static/`'s pictures).
    func categoryPageDependencies(_ category: SiteIndex.Category, page: ListPage, view: PageView) -> ContentHash {
        var hasher = listHasher("category page", page: page, view: view)
        addCategory(category, to: &hasher)
        for message in category.messages[page.entries] { add(message, to: &hasher) }
        return hasher.hash
    }

    /// Everything a page of `/articles/` is made from: as a category's page, with the messages of every
    /// category under their categories' headings, which show their counts, and on the first page the index
    /// of every category.
    func articlesPageDependencies(_ page: ListPage, view: PageView) -> ContentHash {
        var hasher = listHasher("articles page", page: page, view: view)
        hasher.add(UInt64(index.messages.count))
        hasher.add(UInt64(index.categories.count))
        for category in index.categories { addCategory(category, to: &hasher) }
        for message in index.articles[page.entries] { add(message, to: &hasher) }
        return hasher.hash
    }

    /// What every page of a list (a tag's memos, a category's or all the messages) hashes besides its entries:
    /// its own fields, the pictures a message's HTML may show, and its place in the list with its pager.
    private func listHasher(_ kind: String, page: ListPage, view: PageView) -> ContentHasher {
        var hasher = ContentHasher()
        hasher.add(kind)
        hasher.add(index.configDigest)
        add(view, to: &hasher)
        hasher.add(index.sharedPicturesDigest)
        hasher.add(UInt64(page.number))
        add(page.pager, to: &hasher)
        hasher.add(UInt64(page.entries.count))
        return hasher
    }

    private func addCategory(_ category: SiteIndex.Category, to hasher: inout ContentHasher) {
        hasher.add(category.name)
        hasher.add(category.slug.value)
        hasher.add(UInt64(category.messages.count))
    }

    /// The links of a list's pager, and its numbers with the current one.
    private func add(_ pager: PagerView?, to hasher: inout ContentHasher) {
        guard let pager else { return hasher.add(0) }
        hasher.add(1)
        hasher.add(pager.previous)
        hasher.add(pager.next)
        hasher.add(UInt64(pager.numbers.count))
        for number in pager.numbers {
            hasher.add(number.number.map { UInt64($0) + 1 } ?? 0)
            hasher.add(number.url)
            hasher.add(number.isCurrent)
        }
    }

    /// What a calendar's cells show (`cell(_:)`), as one hash: the month and the days around it, where
    /// today is among them, and for the month's own days their occurrences and their memo's title. Worked
    /// out for a year's twelve months at once (`gridDigests`), as a year page shows them.
    static func gridDigest(of month: Month, in index: SiteIndex) -> ContentHash {
        var hasher = ContentHasher()
        let span = MonthGrid.span(of: month, weekStart: index.config.weekStart)
        for number in [month.year, month.month, span.lowerBound, span.count] {
            hasher.add(UInt64(bitPattern: Int64(number)))
        }
        let today = index.today.daysSinceEpoch
        hasher.add(span.contains(today) ? UInt64(today - span.lowerBound + 1) : 0)
        for day in month.days {
            let occurrences = index.occurrences[day] ?? []
            hasher.add(UInt64(occurrences.count))
            for occurrence in occurrences { add(occurrence, to: &hasher) }
            hasher.add(index.memoPosition[day].map { index.memoTitles[$0] })
        }
        return hasher.hash
    }

    /// The grids of `earlier`'s months whose days show in `index` what they showed there: all of them
    /// but those with a memo added, removed or retitled, when the calendars, the week's start and today
    /// are the same. Found by walking the two lists of memos side by side, as they are sorted by day.
    static func gridsKept(
        from earlier: SiteIndex, digests: [Month: ContentHash], in index: SiteIndex
    ) -> [Month: ContentHash] {
        guard earlier.calendars.expansion === index.calendars.expansion,
            earlier.config.weekStart == index.config.weekStart, earlier.today == index.today
        else { return [:] }
        var changed: Set<Month> = []
        var (i, j) = (0, 0)
        while i < earlier.memos.count || j < index.memos.count {
            let before = i < earlier.memos.count ? earlier.memos[i].day : nil
            let after = j < index.memos.count ? index.memos[j].day : nil
            if let before, let after, before == after {
                if earlier.memoTitles[i] != index.memoTitles[j] { changed.insert(Month(containing: after)) }
                (i, j) = (i + 1, j + 1)
            } else if let before, after.map({ before < $0 }) ?? true {
                changed.insert(Month(containing: before))
                i += 1
            } else {
                changed.insert(Month(containing: after!))
                j += 1
            }
        }
        return digests.filter { !changed.contains($0.key) }
    }

    /// Field by field rather than through arrays of them: every page's key adds one, 11,000 times a build.
    private func add(_ page: PageView, to hasher: inout ContentHasher) {
        hasher.add(page.kind)
        hasher.add(page.title)
        hasher.add(page.url)
        hasher.add(page.canonicalURL)
        hasher.add(page.description)
        hasher.add(page.openGraphType)
        hasher.add(page.isHome)
        hasher.add(page.image)
        hasher.add(page.updated)
        hasher.add(page.updatedISO)
        hasher.add(page.previousURL)
        hasher.add(page.nextURL)
        // The navigation around it: the menu is in the configuration, but the built-in one follows what the
        // site has (its pages, whether it has messages and tags). The items are the same on every page,
        // hashed once; which of them is the current one follows from the page's URL.
        hasher.add(menuDigest)
    }

    /// The menu's items, for `add(_:to:)`.
    static func digest(ofMenu menu: [(title: String, url: String)]) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add(UInt64(menu.count))
        for item in menu {
            hasher.add(item.title)
            hasher.add(item.url)
        }
        return hasher.hash
    }

    private static func add(_ occurrence: CalendarOccurrence, to hasher: inout ContentHasher) {
        hasher.add(occurrence.day.iso)
        hasher.add(occurrence.title)
        hasher.add(occurrence.kind.rawValue)
        hasher.add(occurrence.uid)
        hasher.add(occurrence.description)
        hasher.add(occurrence.location)
        hasher.add(occurrence.url)
        hasher.add(occurrence.startTime)
        hasher.add(occurrence.endTime)
        hasher.add(occurrence.isAllDay)
        hasher.add(occurrence.continuesFromPreviousDay)
        hasher.add(occurrence.continuesToNextDay)
    }

    private func add(_ message: PickupMessage, to hasher: inout ContentHasher) {
        for text in [message.id, message.title, message.category] { hasher.add(text) }
        for text in [message.imageURL, message.body, message.date?.iso, message.url] { hasher.add(text) }
        hasher.add(UInt64(index.messageNumber[message.id] ?? 0))
        hasher.add(index.slugs[message.category]?.value)
    }
}

extension ContentHasher {
    /// An optional text, told apart from an empty one.
    fileprivate mutating func add(_ text: String?) {
        guard let text else { return add(0) }
        add(1)
        add(text)
    }

    fileprivate mutating func add(_ flag: Bool) {
        add(flag ? 1 : 0)
    }
}
