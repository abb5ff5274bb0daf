import Foundation

/// Reads and checks `site.yml`.
public enum ConfigLoader {
    private static let topLevelKeys: Set<String> = [
        "title", "description", "baseURL", "language", "timeZone", "weekStart", "theme",
        "months", "home", "pagination", "latestMemos", "markdown", "pickup", "categories", "calendars", "author",
        "feed", "calendarFeed", "menu", "images",
    ]

    /// Parses the text of a `site.yml`; `file` is the name used in messages.
    /// Returns the configuration and warnings (unknown keys); throws every error, in the order of the file.
    /// A value that cannot be read is an error and leaves its default in place, so the keys after it are
    /// still checked; a YAML syntax error is the one error, as nothing after it can be read.
    public static func parse(_ text: String, file: String) throws(InputErrors) -> Parsed<SiteConfig> {
        let fields: YAMLFields
        do throws(Diagnostic) {
            guard let root = try YAMLParser.parse(text, file: file) else {
                throw .error(
                    SourceLocation(file: file, line: 1, column: 1),
                    "the file is empty; it needs at least title and baseURL")
            }
            fields = try YAMLFields(root, file: file)
        } catch {
            throw InputErrors(error)
        }
        var errors = InputErrors()
        var warnings = fields.unknownKeys(known: topLevelKeys)
        let title = errors.attempt(fields.requiredString, "title")
        let baseURL = errors.attempt(fields.requiredString, "baseURL")
        var config = SiteConfig(title: title ?? "", baseURL: baseURL ?? "")
        config.description = errors.attempt(fields.string, "description") ?? ""
        if let tag = errors.attempt(fields.string, "language") {
            switch SiteLanguage.parse(tag) {
            case .success(let language): config.language = language
            case .failure(let problem):
                errors.append(fields.problem("language", fields.value("language")!, problem.message))
            }
        }
        config.weekStart = errors.attempt(fields.choice, "weekStart", WeekStart.self) ?? config.weekStart
        config.timeZoneIdentifier = errors.attempt(fields.string, "timeZone") ?? config.timeZoneIdentifier
        config.theme = errors.attempt(fields.string, "theme") ?? config.theme
        if let months = errors.attempt(fields.mapping, "months") {
            warnings += months.unknownKeys(known: ["before", "after"])
            config.monthsBefore =
                errors.attempt(months.int, "before", SiteConfig.monthsRange) ?? config.monthsBefore
            config.monthsAfter =
                errors.attempt(months.int, "after", SiteConfig.monthsRange) ?? config.monthsAfter
        }
        if let home = errors.attempt(fields.mapping, "home") {
            warnings += home.unknownKeys(known: ["memos", "articles"])
            config.homeMemos = errors.attempt(home.int, "memos", SiteConfig.homeEntriesRange) ?? config.homeMemos
            config.homeArticles =
                errors.attempt(home.int, "articles", SiteConfig.homeEntriesRange) ?? config.homeArticles
        }
        readLatestMemos(fields, into: &config, warnings: &warnings, errors: &errors)
        if let pagination = errors.attempt(fields.mapping, "pagination") {
            warnings += pagination.unknownKeys(known: ["size"])
            config.pageSize = errors.attempt(pagination.int, "size", SiteConfig.pageSizeRange) ?? config.pageSize
        }
        config.author = errors.attempt(fields.string, "author")
        if let feed = errors.attempt(fields.mapping, "feed") {
            warnings += feed.unknownKeys(known: ["entries"])
            config.feedEntries =
                errors.attempt(feed.int, "entries", SiteConfig.feedEntriesRange) ?? config.feedEntries
        }
        if let calendarFeed = errors.attempt(fields.mapping, "calendarFeed") {
            warnings += calendarFeed.unknownKeys(known: ["holidays"])
            config.calendarFeedIncludesHolidays =
                errors.attempt(calendarFeed.bool, "holidays") ?? config.calendarFeedIncludesHolidays
        }
        if let markdown = errors.attempt(fields.mapping, "markdown") {
            warnings += markdown.unknownKeys(known: ["rawHTML"])
            config.allowsRawHTML = errors.attempt(markdown.bool, "rawHTML") ?? false
        }
        if let images = errors.attempt(fields.mapping, "images") {
            warnings += images.unknownKeys(known: ["keepMetadata"])
            config.keepsPictureMetadata = errors.attempt(images.bool, "keepMetadata") ?? false
        }
        if let pickup = errors.attempt(fields.mapping, "pickup") {
            warnings += pickup.unknownKeys(known: InputSourceReader.keys.union(["hidden"]))
            config.pickupHidden = errors.attempt(pickup.bool, "hidden") ?? false
            config.pickupSource = InputSourceReader.read(
                pickup, mediaType: "application/json", name: { _ in SiteConfig.pickupSourceName },
                warnings: &warnings, errors: &errors)
        }
        if let categories = errors.attempt(fields.mapping, "categories") {
            for name in categories.keys {
                guard let slug = errors.attempt(categories.requiredString, name) else { continue }
                config.categorySlugs.append(
                    SlugOverride(
                        category: CleanText.singleLine(name), slug: slug,
                        location: categories.location(of: categories.value(name)!)))
            }
        }
        for (index, item) in (errors.attempt(fields.sequence, "calendars") ?? []).enumerated() {
            let calendar: YAMLFields
            do {
                calendar = try YAMLFields(item, file: file, path: "calendars[\(index)]")
            } catch {
                errors.append(error)
                continue
            }
            warnings += calendar.unknownKeys(known: InputSourceReader.keys.union(["kind"]))
            let source = InputSourceReader.read(
                calendar, mediaType: "text/calendar", name: CalendarSource.name(location:),
                warnings: &warnings, errors: &errors)
            if calendar.value("source") == nil {
                errors.append(.error(calendar.location(of: item), "\(calendar.path): source is missing"))
            }
            let kind = errors.attempt(calendar.choice, "kind", CalendarKind.self) ?? .event
            if let source { config.calendars.append(CalendarSource(source: source, kind: kind)) }
        }
        config.menu = menu(fields, warnings: &warnings, errors: &errors)
        let (checked, problems) = config.checked()
        // A required text that could not be read is reported once, not again as empty.
        let unread = [title == nil ? ["title"] : nil, baseURL == nil ? ["baseURL"] : nil].compactMap { $0 }
        for problem in problems where !unread.contains(problem.key) {
            errors.append(diagnostic(problem, in: fields))
        }
        try errors.inFileOrder.check()
        return Parsed(checked, warnings: warnings, entries: 1)
    }

    /// `menu:`, a list of `{title, url}`, each item's mistakes kept in `errors`, located at their values; an
    /// item with a mistake is left out, so `SiteConfig.checked` does not report it again.
    private static func menu(
        _ fields: YAMLFields, warnings: inout [Diagnostic], errors: inout InputErrors
    ) -> [MenuItem]? {
        guard let items = errors.attempt(fields.sequence, "menu") else { return nil }
        guard items.count <= MenuItem.maximumCount else {
            errors.append(
                fields.problem(
                    "menu", fields.value("menu")!, "\(items.count) items; a menu has at most \(MenuItem.maximumCount)"))
            return nil
        }
        var menu: [MenuItem] = []
        for (index, item) in items.enumerated() {
            let entry: YAMLFields
            do {
                entry = try YAMLFields(item, file: fields.file, path: "menu[\(index)]")
            } catch {
                errors.append(error)
                continue
            }
            warnings += entry.unknownKeys(known: ["title", "url"])
            let title = errors.attempt(entry.requiredString, "title")
            let url = errors.attempt(entry.requiredString, "url")
            guard let title, let url else { continue }
            let menuItem = MenuItem(title: title, url: url)
            if let (key, message) = menuItem.problem {
                errors.append(entry.problem(key, entry.value(key)!, message))
                continue
            }
            menu.append(menuItem)
        }
        return menu
    }

    /// `latestMemos`, the old name of `home.memos`: still read, with a warning naming the new key, so that an
    /// older `site.yml` builds as it did; a wrong value is an error as a wrong `home.memos` is.
    private static func readLatestMemos(
        _ fields: YAMLFields, into config: inout SiteConfig, warnings: inout [Diagnostic], errors: inout InputErrors
    ) {
        guard let node = fields.value("latestMemos"),
            let count = errors.attempt(fields.int, "latestMemos", SiteConfig.homeEntriesRange)
        else { return }
        if (try? fields.mapping("home"))??.value("memos") != nil {
            warnings.append(.warning(fields.location(of: node), "latestMemos: ignored, as home.memos is set"))
        } else {
            config.homeMemos = count
            warnings.append(.warning(fields.location(of: node), "latestMemos: renamed; write home.memos instead"))
        }
    }

    /// Reads the file at `url` (named `displayName` in messages) and parses it, each message quoting its line;
    /// a missing file says how to start a site (`NewSite.missing`).
    public static func load(_ url: URL, displayName: String) throws(InputErrors) -> Parsed<SiteConfig> {
        let text: String
        do throws(Diagnostic) {
            text = try TextFile.read(url, displayName: displayName)
        } catch {
            throw InputErrors(NewSite.missing(url, content: url.deletingLastPathComponent()) ?? error)
        }
        do throws(InputErrors) {
            return try parse(text, file: displayName).quoting(text, file: displayName)
        } catch {
            throw error.quoting(text, file: displayName)
        }
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
