import Mustache

/// One page to render: where it goes, and its template context, built when it is rendered from the index it is given.
struct PageJob: Sendable {
    var kind: PageKind
    var file: String
    /// The page's absolute URL.
    var url: String
    /// The newest content on the page, for the sitemap; nil when nothing on it carries a date.
    var lastModified: Day?
    /// Whether the sitemap lists it: not a page that shows another's content under a second URL.
    var isListed = true
    var context: @Sendable (SiteIndex) -> MustacheValue
}

extension SiteIndex {
    /// Every page of the site, in a stable order.
    func pageJobs() -> [PageJob] {
        var jobs = [
            job(
                .home, file: "index.html", url: links.home, title: config.title,
                lastModified: memos.map(\.lastModified).max(),
                image: isPickupHidden ? nil : messages.lazy.compactMap(\.imageURL).first
            ) { $0.homeView() }
        ]
        let memoDates = Dictionary(grouping: memos, by: { Month(containing: $0.day) }).mapValues {
            $0.map(\.lastModified).max()!
        }
        let memoDatesByYear = Dictionary(grouping: memoDates, by: \.key.year).mapValues { $0.map(\.value).max()! }
        for (position, year) in years.enumerated() {
            let previous = position > 0 ? years[position - 1] : nil
            let next = position + 1 < years.count ? years[position + 1] : nil
            jobs.append(
                job(
                    .year, file: SiteLinks.yearFile(year), url: links.year(year), title: language.yearTitle(year),
                    lastModified: memoDatesByYear[year]
                ) { $0.yearView(year, previous: previous, next: next) })
        }
        // The menu links here rather than to this year's page, so that on 1 January the menu of every page stays as it was.
        if let position = years.firstIndex(of: today.year) {
            let previous = position > 0 ? years[position - 1] : nil
            let next = position + 1 < years.count ? years[position + 1] : nil
            var calendar = job(
                .year, file: "calendar/index.html", url: links.calendar, canonical: links.year(today.year),
                title: language.yearTitle(today.year),
                lastModified: memoDatesByYear[today.year]
            ) { $0.yearView(today.year, previous: previous, next: next) }
            calendar.isListed = false
            jobs.append(calendar)
        }
        for month in months {
            jobs.append(
                job(
                    .month, file: SiteLinks.monthFile(month), url: links.month(month),
                    title: language.monthTitle(month),
                    lastModified: memoDates[month]
                ) { $0.monthView(month) })
        }
        for (position, memo) in memos.enumerated() {
            jobs.append(
                job(
                    .day, file: SiteLinks.dayFile(memo.day), url: links.day(memo.day), title: memoTitles[position],
                    lastModified: memo.lastModified, description: memoDescriptions[position],
                    image: memo.image ?? messagesByDay[memo.day]?.lazy.compactMap(\.imageURL).first
                ) { $0.dayPage(at: position) })
        }
        jobs.append(
            job(
                .articles, file: "articles/index.html", url: links.articles, title: language.labels.articles,
                lastModified: messages.compactMap(\.date).max()
            ) { $0.articlesView() })
        for category in categories {
            jobs.append(
                job(
                    .category, file: SiteLinks.categoryFile(category.slug), url: links.category(category.slug),
                    title: displayName(ofCategory: category.name),
                    lastModified: category.messages.compactMap(\.date).max(),
                    description:
                        "\(displayName(ofCategory: category.name)) (\(language.articleCount(category.messages.count)))",
                    image: category.messages.lazy.compactMap(\.imageURL).first
                ) {
                    $0.categoryView(category)
                })
        }
        let tagDates = tags.map { $0.memos.map(\.lastModified).max()! }
        jobs.append(
            job(
                .tags, file: "tags/index.html", url: links.tags, title: language.labels.allTags,
                lastModified: tagDates.max()
            ) { $0.tagsView() })
        for (tag, lastModified) in zip(tags, tagDates) {
            jobs.append(
                job(
                    .tag, file: SiteLinks.tagFile(tag.slug), url: links.tag(tag.slug), title: tag.name,
                    lastModified: lastModified,
                    description: "\(tag.name) (\(language.memoCount(tag.memos.count)))"
                ) { $0.tagPage(tag) })
        }
        jobs.append(
            job(.notFound, file: "404.html", url: links.file("404.html"), title: language.labels.notFound) { _ in
                EmptyView()
            })
        return jobs
    }

    /// A page; its description is the site's unless the page has its own.
    private func job<Content: TemplateValue>(
        _ kind: PageKind, file: String, url: String, canonical: String? = nil, title: String, lastModified: Day? = nil,
        description: String? = nil, image: String? = nil,
        content: @escaping @Sendable (SiteIndex) -> Content
    ) -> PageJob {
        let page = PageView(
            kind: kind.rawValue, title: title, url: url, canonicalURL: links.absolute(canonical ?? url),
            isHome: kind == .home,
            description: description ?? config.description, openGraphType: kind == .day ? "article" : "website",
            image: image,
            updated: lastModified.map(language.fullDate), updatedISO: lastModified?.iso)
        return PageJob(kind: kind, file: file, url: links.absolute(url), lastModified: lastModified) { index in
            PageContext(
                site: index.siteValue, labels: index.labelsValue, page: page,
                nav: index.navigation(currentURL: url), content: content(index)
            ).templateValue
        }
    }

    var siteView: SiteView {
        SiteView(
            title: config.title, description: config.description, language: language.rawValue,
            baseURL: config.baseURL, basePath: links.basePath, stylesheet: links.asset("style.css"),
            generator: "sitegen \(sitegenVersion)", feedURL: links.file("feed.xml"),
            jsonFeedURL: links.file("feed.json"),
            articlesFeedURL: links.file("articles/feed.xml"))
    }

    /// The main navigation; the item for the page itself is marked (`aria-current="page"`).
    func navigation(currentURL: String) -> [NavItem] {
        [
            (language.labels.home, links.home),
            (language.labels.calendar, links.calendar),
            (language.labels.articles, links.articles),
            (language.labels.tags, links.tags),
        ].map { NavItem(title: $0.0, url: $0.1, isCurrent: $0.1 == currentURL) }
    }
}
