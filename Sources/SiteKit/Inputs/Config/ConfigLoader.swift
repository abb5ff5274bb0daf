import Foundation

/// Reads and checks `site.yml`.
public enum ConfigLoader {
    private static let topLevelKeys: Set<String> = [
        "title", "description", "baseURL", "language", "timeZone", "weekStart", "theme",
        "months", "latestMemos", "markdown", "pickup", "categories", "calendars", "author", "feed", "calendarFeed",
        "menu",
    ]

    /// Parses the text of a `site.yml`; `file` is the name used in messages.
    /// Returns the configuration and warnings (unknown keys); throws the first error.
    public static func parse(_ text: String, file: String) throws(Diagnostic) -> Parsed<SiteConfig> {
        guard let root = try YAMLParser.parse(text, file: file) else {
            throw .error(
                SourceLocation(file: file, line: 1, column: 1), "the file is empty; it needs at least title and baseURL"
            )
        }
        let fields = try YAMLFields(root, file: file)
        var warnings = fields.unknownKeys(known: topLevelKeys)

        var config = SiteConfig(
            title: try fields.requiredString("title"), baseURL: try fields.requiredString("baseURL"))
        config.description = try fields.string("description") ?? ""
        if let tag = try fields.string("language") {
            switch SiteLanguage.parse(tag) {
            case .success(let language): config.language = language
            case .failure(let problem): throw fields.problem("language", fields.value("language")!, problem.message)
            }
        }
        config.weekStart = try fields.choice("weekStart", of: WeekStart.self) ?? config.weekStart
        config.timeZoneIdentifier = try fields.string("timeZone") ?? config.timeZoneIdentifier
        config.theme = try fields.string("theme") ?? config.theme
        if let months = try fields.mapping("months") {
            warnings += months.unknownKeys(known: ["before", "after"])
            config.monthsBefore = try months.int("before", in: SiteConfig.monthsRange) ?? config.monthsBefore
            config.monthsAfter = try months.int("after", in: SiteConfig.monthsRange) ?? config.monthsAfter
        }
        config.latestMemos = try fields.int("latestMemos", in: SiteConfig.latestMemosRange) ?? config.latestMemos
        config.author = try fields.string("author")
        if let feed = try fields.mapping("feed") {
            warnings += feed.unknownKeys(known: ["entries"])
            config.feedEntries = try feed.int("entries", in: SiteConfig.feedEntriesRange) ?? config.feedEntries
        }
        if let calendarFeed = try fields.mapping("calendarFeed") {
            warnings += calendarFeed.unknownKeys(known: ["holidays"])
            config.calendarFeedIncludesHolidays =
                try calendarFeed.bool("holidays") ?? config.calendarFeedIncludesHolidays
        }
        if let markdown = try fields.mapping("markdown") {
            warnings += markdown.unknownKeys(known: ["rawHTML"])
            config.allowsRawHTML = try markdown.bool("rawHTML") ?? false
        }
        if let pickup = try fields.mapping("pickup") {
            warnings += pickup.unknownKeys(known: InputSourceReader.keys.union(["hidden"]))
            config.pickupHidden = try pickup.bool("hidden") ?? false
            config.pickupSource = try InputSourceReader.read(
                pickup, mediaType: "application/json", name: { _ in SiteConfig.pickupSourceName },
                warnings: &warnings)
        }
        if let categories = try fields.mapping("categories") {
            for name in categories.keys {
                let slug = try categories.requiredString(name)
                config.categorySlugs.append(
                    SlugOverride(
                        category: CleanText.singleLine(name), slug: slug,
                        location: categories.location(of: categories.value(name)!)))
            }
        }
        for item in try fields.sequence("calendars") ?? [] {
            let calendar = try YAMLFields(item, file: file, path: "calendars[\(config.calendars.count)]")
            warnings += calendar.unknownKeys(known: InputSourceReader.keys.union(["kind"]))
            guard
                let source = try InputSourceReader.read(
                    calendar, mediaType: "text/calendar", name: CalendarSource.name(location:),
                    warnings: &warnings)
            else {
                throw .error(calendar.location(of: item), "\(calendar.path): source is missing")
            }
            let kind = try calendar.choice("kind", of: CalendarKind.self) ?? .event
            config.calendars.append(CalendarSource(source: source, kind: kind))
        }
        config.menu = try menu(fields, warnings: &warnings)
        do {
            return Parsed(try config.validated(), warnings: warnings, entries: 1)
        } catch {
            throw diagnostic(error, in: fields)
        }
    }

    /// `menu:`, a list of `{title, url}`, each item's mistake located at its value.
    private static func menu(_ fields: YAMLFields, warnings: inout [Diagnostic]) throws(Diagnostic) -> [MenuItem]? {
        guard let items = try fields.sequence("menu") else { return nil }
        guard items.count <= MenuItem.maximumCount else {
            throw fields.problem(
                "menu", fields.value("menu")!, "\(items.count) items; a menu has at most \(MenuItem.maximumCount)")
        }
        var menu: [MenuItem] = []
        for item in items {
            let entry = try YAMLFields(item, file: fields.file, path: "menu[\(menu.count)]")
            warnings += entry.unknownKeys(known: ["title", "url"])
            let menuItem = MenuItem(title: try entry.requiredString("title"), url: try entry.requiredString("url"))
            if let (key, message) = menuItem.problem { throw entry.problem(key, entry.value(key)!, message) }
            menu.append(menuItem)
        }
        return menu
    }

    /// Reads `path`, naming it in every message.
    public static func load(_ url: URL, displayName: String) throws(Diagnostic) -> Parsed<SiteConfig> {
        try parse(try TextFile.read(url, displayName: displayName), file: displayName)
    }

    /// A rule the configuration breaks, at the value it is about.
    private static func diagnostic(_ problem: SiteConfig.Problem, in fields: YAMLFields) -> Diagnostic {
        var mapping = fields
        var node = fields.node
        for key in problem.key {
            guard let value = mapping.value(key) else { break }
            node = value
            guard let inner = try? mapping.mapping(key) else { break }
            mapping = inner
        }
        return .error(fields.location(of: node), "\(problem.key.joined(separator: ".")): \(problem.message)")
    }
}
