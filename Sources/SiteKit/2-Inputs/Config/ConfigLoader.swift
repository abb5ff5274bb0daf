import Foundation

/// Reads and checks `site.yml`.
public enum ConfigLoader {
    private static let topLevelKeys: Set<String> = [
        "title", "description", "baseURL", "language", "timeZone", "weekStart", "theme",
        "months", "latestMemos", "markdown", "pickup", "categories", "calendars", "author", "feed", "calendarFeed",
    ]

    /// Parses the text of a `site.yml`; `file` is the name used in messages.
    /// Returns the configuration and warnings (unknown keys); throws the first error.
    public static func parse(_ text: String, file: String) throws(Diagnostic) -> Parsed<SiteConfig> {
        guard let root = try YAMLParser.parse(text, file: file) else {
            throw .error(SourceLocation(file: file, line: 1, column: 1), "the file is empty; it needs at least title and baseURL")
        }
        let fields = try YAMLFields(root, file: file)
        var warnings = fields.unknownKeys(known: topLevelKeys)

        var config = SiteConfig(title: try fields.requiredString("title"), baseURL: try baseURL(fields))
        config.description = try fields.string("description") ?? ""
        config.language = try fields.choice("language", of: SiteLanguage.self) ?? config.language
        config.weekStart = try fields.choice("weekStart", of: WeekStart.self) ?? config.weekStart
        if let zone = try fields.string("timeZone") {
            guard TimeZone(identifier: zone) != nil else {
                throw fields.problem("timeZone", fields.value("timeZone")!, "unknown time zone \"\(zone)\" (expected an IANA name such as \"Asia/Tokyo\")")
            }
            config.timeZoneIdentifier = zone
        }
        if let theme = try fields.string("theme") {
            guard isSafeName(theme) else {
                throw fields.problem("theme", fields.value("theme")!, "\"\(theme)\" is not a theme folder name (letters, digits, '-', '_' and '.')")
            }
            config.theme = theme
        }
        if let months = try fields.mapping("months") {
            warnings += months.unknownKeys(known: ["before", "after"])
            config.monthsBefore = try months.int("before", in: 0...120) ?? config.monthsBefore
            config.monthsAfter = try months.int("after", in: 0...120) ?? config.monthsAfter
        }
        config.latestMemos = try fields.int("latestMemos", in: 0...1000) ?? config.latestMemos
        config.author = try fields.string("author")
        if let feed = try fields.mapping("feed") {
            warnings += feed.unknownKeys(known: ["entries"])
            config.feedEntries = try feed.int("entries", in: 1...1000) ?? config.feedEntries
        }
        if let calendarFeed = try fields.mapping("calendarFeed") {
            warnings += calendarFeed.unknownKeys(known: ["holidays"])
            config.calendarFeedIncludesHolidays = try calendarFeed.bool("holidays") ?? config.calendarFeedIncludesHolidays
        }
        if let markdown = try fields.mapping("markdown") {
            warnings += markdown.unknownKeys(known: ["rawHTML"])
            config.allowsRawHTML = try markdown.bool("rawHTML") ?? false
        }
        if let pickup = try fields.mapping("pickup") {
            warnings += pickup.unknownKeys(known: InputSourceReader.keys.union(["hidden"]))
            config.pickupHidden = try pickup.bool("hidden") ?? false
            config.pickupSource = try InputSourceReader.read(pickup, mediaType: "application/json", name: { _ in SiteConfig.pickupSourceName },
                                                         warnings: &warnings)
        }
        if let categories = try fields.mapping("categories") {
            for name in categories.keys {
                let slug = try categories.requiredString(name)
                config.categorySlugs.append(SlugOverride(category: CleanText.singleLine(name), slug: slug, location: categories.location(of: categories.value(name)!)))
            }
        }
        for item in try fields.sequence("calendars") ?? [] {
            let calendar = try YAMLFields(item, file: file, path: "calendars[\(config.calendars.count)]")
            warnings += calendar.unknownKeys(known: InputSourceReader.keys.union(["kind"]))
            guard let source = try InputSourceReader.read(calendar, mediaType: "text/calendar", name: CalendarSource.name(location:),
                                                          warnings: &warnings) else {
                throw .error(calendar.location(of: item), "\(calendar.path): source is missing")
            }
            let kind = try calendar.choice("kind", of: CalendarKind.self) ?? .event
            config.calendars.append(CalendarSource(source: source, kind: kind))
        }
        return Parsed(config, warnings: warnings, entries: 1)
    }

    /// Reads `path`, naming it in every message.
    public static func load(_ url: URL, displayName: String) throws(Diagnostic) -> Parsed<SiteConfig> {
        try parse(try TextFile.read(url, displayName: displayName), file: displayName)
    }

    private static func baseURL(_ fields: YAMLFields) throws(Diagnostic) -> String {
        let text = try fields.requiredString("baseURL")
        guard var url = WebURL.checked(text), !url.contains("?"), !url.contains("#") else {
            throw fields.problem("baseURL", fields.value("baseURL")!, "\"\(text)\" is not an absolute http(s) URL without query or fragment")
        }
        if !url.hasSuffix("/") { url += "/" }
        return url
    }

    /// Names used as folder names: no separators, no "." or "..".
    static func isSafeName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".."
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0)) }
    }
}
