/// The files a site gives to programs rather than people: the feeds, the sitemap and robots.txt.
extension SiteIndex {
    /// The feeds' and the sitemap's files; `pages` are every rendered page, for the sitemap.
    func feedFiles(pages: [PageJob]) -> [OutputFile] {
        let memoEntries = Array(memos.suffix(config.feedEntries).reversed()).concurrentMap(entry)
        let memoFeed = atomFeed(
            title: config.title, selfURL: links.file("feed.xml"), pageURL: links.home, entries: memoEntries)
        let sitemap = Sitemap(
            pages: pages.filter { $0.kind != .notFound && $0.isListed }.map {
                Sitemap.Page(url: $0.url, lastModified: $0.lastModified?.iso)
            })
        // Each on a core of its own: the calendar feed alone is long enough to keep one busy.
        let files: [@Sendable () -> OutputFile] = [
            { OutputFile(path: "feed.xml", text: memoFeed.xml) },
            { OutputFile(path: "feed.json", text: jsonFeed(memoEntries).json) },
            {
                OutputFile(
                    path: "articles/feed.xml",
                    text: atomFeed(
                        title: "\(language.labels.articles) | \(config.title)",
                        selfURL: links.file("articles/feed.xml"),
                        pageURL: links.articles, entries: messageEntries()
                    ).xml)
            },
            { OutputFile(path: "sitemap.xml", text: sitemap.xml) },
            {
                OutputFile(
                    path: "robots.txt", text: Sitemap.robots(sitemapURL: links.absolute(links.file("sitemap.xml"))))
            },
            { OutputFile(path: "calendar.ics", text: calendarFeed.ics) },
        ]
        return files.concurrentMap { $0() }
    }

    /// The events, and the holidays when `site.yml` asks for them (`calendarFeed: {holidays: true}`).
    var calendarFeed: CalendarFeed {
        CalendarFeed(
            name: config.title, siteZone: config.timeZoneIdentifier, stamp: today,
            events: calendarEvents.filter { $0.kind == .event || config.calendarFeedIncludesHolidays })
    }

    private func atomFeed(title: String, selfURL: String, pageURL: String, entries: [AtomFeed.Entry]) -> AtomFeed {
        AtomFeed(
            title: title, subtitle: config.description, language: language.rawValue, selfURL: links.absolute(selfURL),
            pageURL: links.absolute(pageURL), author: config.author ?? config.title,
            updated: entries.map(\.updated).max() ?? FeedText.timestamp(today, in: config.timeZone), entries: entries)
    }

    private func jsonFeed(_ entries: [AtomFeed.Entry]) -> JSONFeed {
        JSONFeed(
            title: config.title, description: config.description.isEmpty ? nil : config.description,
            language: language.rawValue,
            homePageURL: links.absolute(links.home), feedURL: links.absolute(links.file("feed.json")),
            authors: [JSONFeed.Author(name: config.author ?? config.title)],
            items: entries.map { entry in
                JSONFeed.Item(
                    id: entry.id, url: entry.url, title: entry.title, contentHTML: entry.html ?? "",
                    summary: entry.summary,
                    datePublished: entry.published, dateModified: entry.updated,
                    tags: entry.categories.isEmpty ? nil : entry.categories)
            })
    }

    /// A memo as a feed entry: its permalink is its id, so the entry stays the same one as the memo changes.
    /// Its links are made absolute from its page, where they are written to work.
    private func entry(_ memo: Memo) -> AtomFeed.Entry {
        let url = links.absolute(links.day(memo.day))
        return AtomFeed.Entry(
            id: url, title: title(of: memo), url: url,
            published: FeedText.timestamp(memo.day, in: config.timeZone),
            updated: FeedText.timestamp(memo.lastModified, in: config.timeZone),
            summary: description(of: memo), html: EntryHTML.resolving(memoHTML(memo), against: url),
            categories: memo.tags)
    }

    /// The newest dated messages; undated ones have no place in a feed ordered by date. A message's id is a
    /// tag URI (RFC 4151) on the site's host, since the API's ids are stable but its positions are not.
    /// Its links are made absolute from its place on its category's page, where it is shown.
    private func messageEntries() -> [AtomFeed.Entry] {
        let dated = messages.enumerated().filter { $0.element.date != nil }
            .sorted { ($0.element.date!, $1.offset) > ($1.element.date!, $0.offset) }
            .prefix(config.feedEntries).map(\.element)
        let host = links.absolute(links.home).split(separator: "/").dropFirst().first.map(String.init) ?? "localhost"
        return dated.map { message in
            let stamp = FeedText.timestamp(message.date!, in: config.timeZone)
            let page = links.absolute(links.category(slugs[message.category]!)) + "#" + (messageView(message).anchor)
            return AtomFeed.Entry(
                id: "tag:\(host),2026:articles/\(FeedText.tagSpecific(message.id))", title: message.title,
                url: message.url ?? page, published: stamp, updated: stamp, summary: "",
                html: messageHTML[message.id].map { EntryHTML.resolving($0, against: page) },
                categories: [displayName(ofCategory: message.category)])
        }
    }
}
