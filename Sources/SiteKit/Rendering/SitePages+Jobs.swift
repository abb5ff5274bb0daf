import Mustache

extension SitePages {
    /// Every page of the site, in a stable order, or with `touched` those pages alone. A day page whose
    /// record is as in `recorded` takes its key from it.
    func pageJobs(recorded: RecordedPlan? = nil, touched: TouchedPages? = nil) -> [PageJob] {
        var jobs = [
            job(
                .home, .home, file: "index.html", url: index.links.home, title: index.config.title,
                lastModified: index.memos.map(\.lastModified).max(),
                image: index.isPickupHidden ? nil : index.messages.lazy.compactMap(\.imageURL).first
            ) { $0.homeView().templateValue }
        ]
        let memoDates = Dictionary(grouping: index.memos, by: { Month(containing: $0.day) }).mapValues {
            $0.map(\.lastModified).max()!
        }
        let memoDatesByYear = Dictionary(grouping: memoDates, by: \.key.year).mapValues { $0.map(\.value).max()! }
        for (position, year) in index.years.enumerated() where touched?.years.contains(year) ?? true {
            let previous = position > 0 ? index.years[position - 1] : nil
            let next = position + 1 < index.years.count ? index.years[position + 1] : nil
            jobs.append(
                job(
                    .year, .year(year), file: SiteLinks.yearFile(year), url: index.links.year(year),
                    title: index.words.yearTitle(year),
                    lastModified: memoDatesByYear[year],
                    dependencies: { $0.yearPageDependencies(year, previous: previous, next: next, page: $1) }
                ) { $0.yearView(year, previous: previous, next: next).templateValue })
        }
        // The menu links here rather than to this year's page, so that on 1 January the menu of every page stays as it was.
        if touched?.years.contains(index.today.year) ?? true,
            let position = index.years.firstIndex(of: index.today.year)
        {
            let previous = position > 0 ? index.years[position - 1] : nil
            let next = position + 1 < index.years.count ? index.years[position + 1] : nil
            var calendar = job(
                .year, .calendar, file: "calendar/index.html", url: index.links.calendar,
                canonical: index.links.year(index.today.year),
                title: index.words.yearTitle(index.today.year),
                lastModified: memoDatesByYear[index.today.year],
                dependencies: { [year = index.today.year] in
                    $0.yearPageDependencies(year, previous: previous, next: next, page: $1)
                },
                content: { [year = index.today.year] in
                    $0.yearView(year, previous: previous, next: next).templateValue
                })
            calendar.isListed = false
            jobs.append(calendar)
        }
        for month in index.months where touched?.months.contains(month) ?? true {
            jobs.append(
                job(
                    .month, .month(month), file: SiteLinks.monthFile(month), url: index.links.month(month),
                    title: index.words.monthTitle(month),
                    lastModified: memoDates[month],
                    dependencies: { $0.monthPageDependencies(month, page: $1) }
                ) { $0.monthView(month).templateValue })
        }
        // On every core: a site has a day page for each of its memos.
        let recorded = recorded.flatMap { $0.sharesAll(with: self) ? $0 : nil }
        let days = touched.map { $0.days.sorted() } ?? Array(index.memos.indices)
        // Room for the rest at once: grown by doubling, a large site's jobs took twice the room they need.
        let listPageCount = { Pagination(count: $0, size: index.config.pageSize).pageCount }
        let tagPages = index.tags.reduce(0) { $0 + listPageCount($1.memos.count) }
        let messagePages = index.categories.reduce(listPageCount(index.articles.count)) {
            $0 + listPageCount($1.messages.count)
        }
        // Then the tags' pages, the tag index, the standalone pages, search and 404.
        let lastPages = tagPages + 3 + index.pages.count
        jobs.reserveCapacity(jobs.count + days.count + (touched == nil ? messagePages : 0) + lastPages)
        jobs += days.concurrentMap { [self] position in
            let memo = index.memos[position]
            let file = SiteLinks.dayFile(memo.day)
            return job(
                .day, .day(memo.day), file: file, url: index.links.day(memo.day),
                title: index.memoTitles[position],
                lastModified: memo.lastModified, description: index.memoDescriptions[position],
                image: memo.image ?? index.messagesByDay[memo.day]?.lazy.compactMap(\.imageURL).first,
                dependencies: { $0.dayPageDependencies(at: position, page: $1) },
                recordedKey: recorded?.key(ofDayPageAt: position, in: index, file: file)
            ) { $0.dayPage(at: position).templateValue }
        }
        jobs += touched == nil ? listJobs() : []
        let tagDates = index.tags.map { $0.memos.map(\.lastModified).max()! }
        jobs.append(
            job(
                .tags, .tags, file: "tags/index.html", url: index.links.tags, title: index.words.labels.allTags,
                lastModified: tagDates.max()
            ) { $0.tagsView().templateValue })
        for tag in index.tags where touched?.tags.contains(tag.name) ?? true {
            for page in listPages(
                count: tag.memos.count, url: index.links.tag(tag.slug), file: SiteLinks.tagFile(tag.slug))
            {
                jobs.append(
                    job(
                        .tag, .tag(tag.name), file: page.file, url: page.url,
                        title: index.words.pageTitle(tag.name, page: page.number),
                        lastModified: tag.memos[page.entries].map(\.lastModified).max(),
                        description: "\(tag.name) (\(index.words.memoCount(tag.memos.count)))", pager: page.pager,
                        dependencies: { $0.tagPageDependencies(tag, page: page, view: $1) }
                    ) { $0.tagPage(tag, page: page).templateValue })
            }
        }
        for (position, page) in index.pages.enumerated() where touched == nil {
            let slug = Slug(validating: page.name)!
            jobs.append(
                job(
                    .page, .pages, file: SiteLinks.pageFile(slug), url: index.links.page(slug),
                    title: index.pageTitles[position],
                    description: index.pageDescriptions[position], image: page.image
                ) { $0.standalonePage(at: position).templateValue })
        }
        // A form whose results the script shows: nothing for the sitemap to list.
        var search = job(
            .search, .search, file: "search/index.html", url: index.links.search, title: index.words.labels.search
        ) {
            $0.searchView().templateValue
        }
        search.isListed = false
        jobs.append(search)
        if touched == nil {
            jobs.append(
                job(
                    .notFound, .notFound, file: "404.html", url: index.links.file("404.html"),
                    title: index.words.labels.notFound
                ) {
                    _ in
                    EmptyView().templateValue
                })
        }
        return jobs
    }

    /// The blocks of the site's pages (`PageBlock`), in the order `pageJobs` lists them.
    func pageOrder() -> [PageBlock] {
        var order: [PageBlock] = [.home] + index.years.map(PageBlock.year)
        if index.years.contains(index.today.year) { order.append(.calendar) }
        order += index.months.map(PageBlock.month)
        order += index.memos.map { .day($0.day) }
        order += [.messages, .tags] + index.tags.map { .tag($0.name) }
        return order + [.pages, .search, .notFound]
    }

    /// The pages of the messages: `/articles/`, and each category's.
    private func listJobs() -> [PageJob] {
        var jobs: [PageJob] = []
        for page in listPages(count: index.articles.count, url: index.links.articles, file: "articles/index.html") {
            jobs.append(
                job(
                    .articles, .messages, file: page.file, url: page.url,
                    title: index.words.pageTitle(index.words.labels.articles, page: page.number),
                    lastModified: index.articles[page.entries].compactMap(\.date).max(), pager: page.pager,
                    dependencies: { $0.articlesPageDependencies(page, view: $1) }
                ) { $0.articlesView(page).templateValue })
        }
        for category in index.categories {
            let name = displayName(ofCategory: category.name)
            let url = index.links.category(category.slug)
            for page in listPages(count: category.messages.count, url: url, file: SiteLinks.categoryFile(category.slug))
            {
                let messages = category.messages[page.entries]
                jobs.append(
                    job(
                        .category, .messages, file: page.file, url: page.url,
                        title: index.words.pageTitle(name, page: page.number),
                        lastModified: messages.compactMap(\.date).max(),
                        description: "\(name) (\(index.words.articleCount(category.messages.count)))",
                        image: messages.lazy.compactMap(\.imageURL).first, pager: page.pager,
                        dependencies: { $0.categoryPageDependencies(category, page: page, view: $1) }
                    ) { $0.categoryView(category, page: page).templateValue })
            }
        }
        return jobs
    }

    /// A page; its description is the site's unless the page has its own. A page with a recorded key
    /// is not keyed by its dependencies.
    private func job(
        _ kind: PageKind, _ block: PageBlock, file: String, url: String, canonical: String? = nil, title: String,
        lastModified: Day? = nil,
        description: String? = nil, image: String? = nil, pager: PagerView? = nil,
        dependencies: (@Sendable (SitePages, PageView) -> ContentHash)? = nil, recordedKey: ContentHash? = nil,
        content: @escaping @Sendable (SitePages) -> MustacheValue
    ) -> PageJob {
        PageJob(
            kind: kind, file: file, url: index.links.absolute(url), lastModified: lastModified, block: block,
            head: PageHead(
                title: title, url: url, canonical: canonical, description: description, image: image,
                previousURL: pager?.previous, nextURL: pager?.next),
            dependencies: recordedKey == nil ? dependencies : nil, recordedKey: recordedKey, content: content)
    }
}
