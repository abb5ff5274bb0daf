import Foundation
import Mustache

/// The final state arranged for rendering: what is published, which months are rendered, and
/// lookups by day, computed once so that building each page is cheap. A class: every page's closures
/// hold it, and a struct of forty fields was copied, a retain for each, into each of ten thousand.
final class SiteIndex: Sendable {
    let config: SiteConfig
    let today: Day
    let links: SiteLinks
    /// Memos are the site owner's own text: raw HTML in them is allowed when `site.yml` opts in.
    let markdown: MarkdownRenderer
    /// API text is untrusted: always cmark's safe mode, whatever `site.yml` says.
    let untrustedMarkdown = MarkdownRenderer(allowsRawHTML: false)
    /// Published memos, by day.
    let memos: [Memo]
    let memoPosition: [Day: Int]
    /// Each memo's title, by position: worked out once, as every page around a memo shows it.
    let memoTitles: [String]
    /// Each memo's description or excerpt, by position: worked out once, as every list a memo is in shows it.
    let memoDescriptions: [String]
    /// Each memo's body as plain text, by position, most left in the summaries' files: what search reads
    /// (`memoText(at:)`).
    let memoTexts: [StoredText]
    /// Each memo's summary key, by position: the hash of its body and of whether its title and
    /// description are its front matter's, which is all a page needs to know of its body to be keyed.
    let memoKeys: [ContentHash]
    /// The summaries the titles and excerpts were made from, for the next build.
    let summaries: MemoSummaries
    /// Published standalone pages, by name, with each one's title and description (or excerpt), by position.
    let pages: [StandalonePage]
    let pageTitles: [String]
    let pageDescriptions: [String]
    /// Every rendered month, in order.
    let months: [Month]
    let monthPosition: [Month: Int]
    /// Every year with a rendered month, in order: the years that get a page.
    let years: [Int]
    /// The occurrences on each day of the rendered years, and a warning for each event a bound of
    /// `CalendarLimits` cut short while they were expanded, and the calendar subscription: worked out beside
    /// the rest of the index and the page jobs, which do not need them, and waited for by the first page
    /// that does.
    let calendars: ExpandedCalendars
    var occurrences: [Day: [CalendarOccurrence]] { calendars.expansion.value.occurrences }
    var calendarWarnings: [Diagnostic] { calendars.expansion.value.warnings }
    /// Every feed's events, unexpanded, for the calendar subscription.
    let calendarEvents: [CalendarEvent]
    /// The feeds the events are taken from.
    let calendarFeeds: [CalendarState.Feed]
    let messages: [PickupMessage]
    /// Each message's body as HTML, by id: rendered once, as the home page, the articles and the category
    /// pages all show every message.
    let messageHTML: [String: String]
    /// Each message's body as plain text, by position: what search reads.
    let messageTexts: [String]
    let messagesByDay: [Day: [PickupMessage]]
    /// Each message's position in the API's list, from 1: its HTML anchor, whatever text its id holds.
    let messageNumber: [String: Int]
    /// Categories in the order they first appear among the messages.
    typealias Category = (name: String, slug: Slug, messages: [PickupMessage])
    let categories: [Category]
    let categoryPosition: [String: Int]
    /// Every message in the order the articles pages show them: category by category.
    let articles: [PickupMessage]
    /// Each message's position among its category's, by id: which page of the category shows it.
    let positionInCategory: [String: Int]
    let slugs: [String: Slug]
    /// Every tag of the published memos, most used first (see `tagIndex`), and each tag's position in it.
    let tags: [MemoTag]
    let tagPosition: [String: Int]
    let isPickupHidden: Bool
    /// The files published as they are: `static/`'s, then the published memos' bundles'.
    let contentFiles: [ContentFile]
    /// `static/`'s pictures, which any Markdown may show by an absolute path, and their hash: every day
    /// page depends on them.
    let sharedPictures: PicturePlacement
    let sharedPicturesDigest: ContentHash
    /// The `site` and `labels` of every page's template context, encoded once rather than for each page.
    let siteValue: MustacheValue
    let labelsValue: MustacheValue
    /// The icons every page links.
    let favicons: [Favicon]
    /// The hash of the configuration and the icons as rendering reads them, for the pages keyed by their
    /// dependencies.
    let configDigest: ContentHash

    /// The theme's words, and dates as the site's locale writes them.
    let words: SiteWords

    var language: SiteLanguage { config.language }

    /// `previous` holds the summaries of memos as an earlier build worked them out: a memo found there is not
    /// parsed. What `earlier`, an earlier index of the same theme, worked out from the same inputs is taken
    /// from it: the calendars, each unchanged memo's summary key, the messages' HTML and text.
    /// `recordedExpansion` is the calendars as the last build expanded them (`ExpansionRecord`). Summaries
    /// worked out are written to `summariesFolder` as they are made, when given (`MemoSummaries.made`).
    init(
        state: AppState, settings: RenderSettings, labels: SiteLabels, summaries previous: MemoSummaries? = nil,
        summariesFolder: URL? = nil, earlier: SiteIndex? = nil,
        recordedExpansion: ComputedAside<ExpansionRecord?>? = nil
    ) {
        let config = settings.config
        let words = SiteWords(language: config.language, labels: labels)
        self.words = words
        let today = settings.today
        self.config = config
        favicons = settings.favicons
        let configDigest = Self.digest(of: config, favicons: settings.favicons)
        self.configDigest = configDigest
        let earlier = earlier.flatMap { $0.configDigest == configDigest ? $0 : nil }
        self.today = today
        let links = SiteLinks(baseURL: config.baseURL, basePath: config.basePath)
        self.links = links
        markdown = MarkdownRenderer(allowsRawHTML: config.allowsRawHTML)

        let memos = state.memos.memos.filter(settings.publishes)
        self.memos = memos
        // A save in `sitegen serve` that changed memos in place takes the rest of the memos from `earlier`.
        let changed = earlier.flatMap { Self.changedInPlace(memos, from: $0) }
        if let earlier, changed != nil {
            memoPosition = earlier.memoPosition
        } else {
            memoPosition = Dictionary(uniqueKeysWithValues: memos.enumerated().map { ($1.day, $0) })
        }
        contentFiles = state.staticFiles.files + memos.flatMap(\.files)
        let staticPictures = state.staticFiles.files.compactMap { file in file.picture.map { (file.path, $0) } }
        sharedPictures = PicturePlacement(
            basePath: config.basePath, shared: Dictionary(staticPictures, uniquingKeysWith: { first, _ in first }))
        sharedPicturesDigest = Self.digest(of: staticPictures)

        pages = state.pages.published(includingDrafts: settings.includesDrafts)
        pageTitles = pages.map { [markdown] page in page.title ?? markdown.title(page.markdown) ?? page.name }
        pageDescriptions = pages.map { [markdown] page in
            page.description
                ?? markdown.excerpt(
                    Self.bodyWithoutTitleHeading(title: page.title, markdown: page.markdown), maxCharacters: 120)
        }

        let feeds = state.calendar.feeds
        calendarFeeds = feeds
        // The feeds as they were are the same arrays, equal at once: their events are then the earlier
        // index's array, which compares at once below and in `ExpandedCalendars` rather than event by event.
        let events = earlier.flatMap { $0.calendarFeeds == feeds ? $0.calendarEvents : nil } ?? state.calendar.events
        calendarEvents = events
        if let earlier, changed != nil, earlier.today == today, earlier.calendarEvents == events {
            (months, monthPosition, years) = (earlier.months, earlier.monthPosition, earlier.years)
        } else {
            months = Self.renderedMonths(config: config, today: today, memos: memos, events: events)
            monthPosition = Dictionary(uniqueKeysWithValues: months.enumerated().map { ($1, $0) })
            years = Array(Set(months.map(\.year))).sorted()
        }
        calendars = ExpandedCalendars(
            events: events, years: years, config: config, today: today, reusing: earlier?.calendars,
            recorded: recordedExpansion)
        let summarized = Self.summarize(
            memos, markdown: markdown, words: words, previous: previous, earlier: earlier, changed: changed,
            writingTo: summariesFolder)
        (memoKeys, memoTitles, memoDescriptions, memoTexts) = (
            summarized.keys, summarized.titles, summarized.descriptions, summarized.texts
        )
        summaries = summarized.summaries

        let messages = state.pickup.messages
        self.messages = messages
        isPickupHidden = config.pickupHidden
        let sameMessages = earlier.map { $0.messages == messages } ?? false
        if let earlier, sameMessages, earlier.sharedPicturesDigest == sharedPicturesDigest {
            (messageNumber, messageHTML) = (earlier.messageNumber, earlier.messageHTML)
            (messageTexts, messagesByDay) = (earlier.messageTexts, earlier.messagesByDay)
        } else {
            (messageNumber, messageHTML, messageTexts, messagesByDay) = Self.arrange(
                messages, markdown: untrustedMarkdown, pictures: sharedPictures)
        }
        let named = state.pickup.categories
        if let earlier, sameMessages, earlier.categories.count == named.count,
            zip(earlier.categories, named).allSatisfy({ $0.name == $1.name && $0.slug == $1.slug })
        {
            (slugs, categories, categoryPosition) = (earlier.slugs, earlier.categories, earlier.categoryPosition)
            (articles, positionInCategory) = (earlier.articles, earlier.positionInCategory)
        } else {
            let grouped = Dictionary(grouping: messages, by: \.category)
            slugs = Dictionary(named.map { ($0.name, $0.slug) }, uniquingKeysWith: { first, _ in first })
            categories = named.map { ($0.name, $0.slug, grouped[$0.name] ?? []) }
            categoryPosition = Dictionary(
                categories.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            articles = categories.flatMap(\.messages)
            positionInCategory = Dictionary(
                uniqueKeysWithValues: categories.flatMap { $0.messages.enumerated().map { ($1.id, $0) } })
        }
        if let earlier, let changed {
            tags = MemoTag.replacing(changed.map { memos[$0] }, in: earlier.tags, at: earlier.tagPosition)
            tagPosition = earlier.tagPosition
        } else {
            tags = MemoTag.index(memos)
            tagPosition = Dictionary(uniqueKeysWithValues: tags.enumerated().map { ($1.name, $0) })
        }
        // Structs of strings, whose synthesized encoding has nothing that can fail.
        siteValue = try! MustacheValue(
            encoding: Self.siteView(config: config, links: links, favicons: settings.favicons))
        labelsValue = try! MustacheValue(encoding: labels)
    }

    /// The messages by id and by day, with their HTML and their text.
    private static func arrange(
        _ messages: [PickupMessage], markdown: MarkdownRenderer, pictures: PicturePlacement
    ) -> (
        numbers: [String: Int], html: [String: String], texts: [String], byDay: [Day: [PickupMessage]]
    ) {
        let numbers = Dictionary(uniqueKeysWithValues: messages.enumerated().map { ($1.id, $0 + 1) })
        let html = Dictionary(
            uniqueKeysWithValues: zip(
                messages.map(\.id),
                // Several messages show on one page, beside a memo: their footnotes are named apart.
                Array(messages.enumerated()).concurrentMap { index, message in
                    message.body.map {
                        markdown.html($0, footnoteIDPrefix: "message\(index + 1)-", pictures: pictures)
                    }
                }
            )
            .compactMap { id, html in html.map { (id, $0) } })
        let texts = messages.concurrentMap { $0.body.map(markdown.plainText) ?? "" }
        let byDay = Dictionary(grouping: messages.filter { $0.date != nil }, by: { $0.date! })
        return (numbers, html, texts, byDay)
    }

    /// The months around the build date, plus every month with a memo or with the start of an event
    /// (holidays alone do not add months: a two-year holiday feed would otherwise add two years of pages).
    static func renderedMonths(config: SiteConfig, today: Day, memos: [Memo], events: [CalendarEvent]) -> [Month] {
        let current = Month(containing: today)
        var months = Set((-config.monthsBefore...config.monthsAfter).map { current.adding(months: $0) })
        months.formUnion(memos.map { Month(containing: $0.day) })
        months.formUnion(events.filter { $0.kind == .event }.map { Month(containing: $0.start.day) })
        return months.sorted()
    }

    /// The memo's title: its front matter's, else its first heading's, else its date.
    func title(of memo: Memo) -> String {
        memoTitles[memoPosition[memo.day]!]
    }

    /// Whether a published memo is shown before its day (`--future`, `sitegen serve`), and marked so.
    func isAhead(_ memo: Memo) -> Bool {
        memo.day > today
    }

    /// The front matter's description, else the opening of the body: lists, feeds and `<meta name="description">`.
    func description(of memo: Memo) -> String {
        memoDescriptions[memoPosition[memo.day]!]
    }

    /// A memo whose title came from its first heading does not repeat that heading under the title.
    static func bodyWithoutTitleHeading(_ memo: Memo) -> String {
        bodyWithoutTitleHeading(title: memo.title, markdown: memo.markdown)
    }

    /// The Markdown of a memo or a page whose front matter has `title`, without the heading that gives it
    /// its title when it has none.
    static func bodyWithoutTitleHeading(title: String?, markdown: String) -> String {
        guard title == nil else { return markdown }
        // Lines are found on the UTF-8 bytes, and only the first few are looked at, rather than the whole
        // body split into lines of Characters.
        let bytes = markdown.utf8
        var start = bytes.startIndex
        while true {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            let line = bytes[start..<end]
            if Substring(line).allSatisfy(\.isWhitespace), end < bytes.endIndex {
                start = bytes.index(after: end)
                continue
            }
            guard line.starts(with: "# ".utf8) else { return markdown }
            return end < bytes.endIndex ? String(decoding: bytes[bytes.index(after: end)...], as: UTF8.self) : ""
        }
    }

    private static func siteView(config: SiteConfig, links: SiteLinks, favicons: [Favicon]) -> SiteView {
        SiteView(
            title: config.title, description: config.description, language: config.language.tag,
            baseURL: config.baseURL, basePath: links.basePath, stylesheet: links.asset("style.css"),
            generator: "sitegen \(sitegenVersion)", feedURL: links.file("feed.xml"),
            jsonFeedURL: links.file("feed.json"),
            articlesFeedURL: links.file("articles/feed.xml"),
            favicons: favicons.map { FaviconView(url: links.file($0.rawValue), type: $0.mediaType) })
    }

    /// The hash of pictures by path, in their order.
    static func digest(of pictures: [(path: String, picture: Picture)]) -> ContentHash {
        var hasher = ContentHasher()
        for (path, picture) in pictures {
            hasher.add(path)
            for number in [picture.width, picture.height] + picture.variants.map(\.width) {
                hasher.add(UInt64(number))
            }
            hasher.add(UInt64(picture.variants.count))
        }
        return hasher.hash
    }

    private static func digest(of config: SiteConfig, favicons: [Favicon]) -> ContentHash {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Strings, numbers, Booleans and lists of them: encoding cannot fail.
        return ContentHash(of: Array(try! encoder.encode(config)) + Array(try! encoder.encode(favicons)))
    }
}
