/// The files a site gives to programs rather than people: the feeds, the sitemap and robots.txt.
extension SitePages {
    /// The feeds' files, and robots.txt.
    func feedFiles() -> [OutputFile] {
        let memoEntries = Array(index.memos.suffix(index.config.feedEntries).reversed()).concurrentMap(entry)
        let memoFeed = atomFeed(
            title: index.config.title, selfURL: index.links.file("feed.xml"), pageURL: index.links.home,
            entries: memoEntries)
        // Each on a core of its own. The calendar subscription is made beside them, when it changed
        // (`SiteRenderer.calendarFile`).
        let files: [@Sendable () -> OutputFile] = [
            { OutputFile(path: "feed.xml", text: memoFeed.xml) },
            { OutputFile(path: "feed.json", text: jsonFeed(memoEntries).json) },
            {
                OutputFile(
                    path: "articles/feed.xml",
                    text: atomFeed(
                        title: "\(index.words.labels.articles) | \(index.config.title)",
                        selfURL: index.links.file("articles/feed.xml"),
                        pageURL: index.links.articles, entries: messageEntries()
                    ).xml)
            },
            {
                OutputFile(
                    path: "robots.txt",
                    text: Sitemap.robots(sitemapURL: index.links.absolute(index.links.file("sitemap.xml"))))
            },
        ]
        return files.concurrentMap { $0() }
    }

    /// What the calendar subscription is made from: the events (as their expansion's key holds them), the
    /// configuration, and the date its stamp shows (`stamp`, the build date unless given).
    func calendarFeedKey(stamp: Day? = nil) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add(ExpandedCalendars.subscriptionPath)
        hasher.add(index.calendars.expansion.value.key)
        hasher.add(index.configDigest)
        hasher.add(UInt64(bitPattern: Int64((stamp ?? index.today).daysSinceEpoch)))
        return hasher.hash
    }

    /// The sitemap of `pages`, every page of the site.
    func sitemap(of pages: [PageListing]) -> Sitemap {
        Sitemap(
            pages: pages.filter(\.isInSitemap).map {
                Sitemap.Page(url: $0.url, lastModified: $0.lastModified?.iso)
            })
    }

    private func atomFeed(title: String, selfURL: String, pageURL: String, entries: [AtomFeed.Entry]) -> AtomFeed {
        AtomFeed(
            title: title, subtitle: index.config.description, language: index.language.tag,
            selfURL: index.links.absolute(selfURL),
            pageURL: index.links.absolute(pageURL), author: index.config.author ?? index.config.title,
            updated: entries.map(\.updated).max() ?? FeedText.timestamp(index.today, in: index.config.timeZone),
            entries: entries)
    }

    private func jsonFeed(_ entries: [AtomFeed.Entry]) -> JSONFeed {
        JSONFeed(
            title: index.config.title, description: index.config.description.isEmpty ? nil : index.config.description,
            language: index.language.tag,
            homePageURL: index.links.absolute(index.links.home),
            feedURL: index.links.absolute(index.links.file("feed.json")),
            authors: [JSONFeed.Author(name: index.config.author ?? index.config.title)],
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
        let url = index.links.absolute(index.links.day(memo.day))
        return AtomFeed.Entry(
            id: url, title: index.title(of: memo), url: url,
            published: FeedText.timestamp(memo.day, in: index.config.timeZone),
            updated: FeedText.timestamp(memo.lastModified, in: index.config.timeZone),
            summary: index.description(of: memo), html: EntryHTML.resolving(memoHTML(memo), against: url),
            categories: memo.tags)
    }

    /// The newest dated messages; undated ones have no place in a feed ordered by date. A message's id is a
    /// tag URI (RFC 4151) on the site's host, since the API's ids are stable but its positions are not.
    /// Its links are made absolute from its place on the page of its category that shows it.
    private func messageEntries() -> [AtomFeed.Entry] {
        let dated = index.messages.enumerated().filter { $0.element.date != nil }
            .sorted { ($0.element.date!, $1.offset) > ($1.element.date!, $0.offset) }
            .prefix(index.config.feedEntries).map(\.element)
        let host =
            index.links.absolute(index.links.home).split(separator: "/").dropFirst().first.map(String.init)
            ?? "localhost"
        return dated.map { message in
            let stamp = FeedText.timestamp(message.date!, in: index.config.timeZone)
            let category = index.links.category(index.slugs[message.category]!)
            let page =
                index.links.absolute(listPageURL(ofEntry: index.positionInCategory[message.id]!, of: category)) + "#"
                + messageView(message).anchor
            return AtomFeed.Entry(
                id: "tag:\(host),2026:articles/\(FeedText.tagSpecific(message.id))", title: message.title,
                url: message.url ?? page, published: stamp, updated: stamp, summary: "",
                html: index.messageHTML[message.id].map { EntryHTML.resolving($0, against: page) },
                categories: [displayName(ofCategory: message.category)])
        }
    }
}
