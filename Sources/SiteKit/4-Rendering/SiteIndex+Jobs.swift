/// One page to render: where it goes, and its template context, built when it is rendered.
struct PageJob: Sendable {
    var kind: PageKind
    var file: String
    var context: @Sendable () -> any Encodable & Sendable
}

extension SiteIndex {
    /// Every page of the site, in a stable order.
    func pageJobs() -> [PageJob] {
        var jobs = [job(.home, file: "index.html", url: links.home, title: config.title) { $0.homeView() }]
        for month in months {
            jobs.append(job(.month, file: SiteLinks.monthFile(month), url: links.month(month), title: language.monthTitle(month)) { $0.monthView(month) })
        }
        for memo in memos {
            jobs.append(job(.day, file: SiteLinks.dayFile(memo.day), url: links.day(memo.day), title: title(of: memo)) { $0.dayPage(memo) })
        }
        jobs.append(job(.articles, file: "articles/index.html", url: links.articles, title: language.labels.articles) { $0.articlesView() })
        for category in categories {
            jobs.append(job(.category, file: SiteLinks.categoryFile(category.slug), url: links.category(category.slug),
                            title: displayName(ofCategory: category.name)) { $0.categoryView(category) })
        }
        return jobs
    }

    private func job<Content: Encodable & Sendable>(_ kind: PageKind, file: String, url: String, title: String,
                                                     content: @escaping @Sendable (SiteIndex) -> Content) -> PageJob {
        PageJob(kind: kind, file: file) { [self] in
            PageContext(site: siteView, labels: language.labels,
                        page: PageView(kind: kind.rawValue, title: title, url: url, canonicalURL: links.absolute(url), isHome: kind == .home),
                        nav: navigation(currentURL: url), content: content(self))
        }
    }

    private var siteView: SiteView {
        SiteView(title: config.title, description: config.description, language: language.rawValue,
                 baseURL: config.baseURL, basePath: links.basePath, stylesheet: links.asset("style.css"),
                 generator: "sitegen \(sitegenVersion)", buildDate: language.fullDate(today), buildDateISO: today.iso)
    }

    /// The main navigation; the item for the page itself is marked (`aria-current="page"`).
    private func navigation(currentURL: String) -> [NavItem] {
        [
            (language.labels.home, links.home),
            (language.labels.calendar, links.month(Month(containing: today))),
            (language.labels.articles, links.articles),
        ].map { NavItem(title: $0.0, url: $0.1, isCurrent: $0.1 == currentURL) }
    }
}
