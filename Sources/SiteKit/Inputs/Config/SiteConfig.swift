import Foundation

/// Where one input comes from: a file below the content folder, or a remote source fetched over HTTP.
public enum InputSource: Sendable, Equatable {
    /// A path relative to the content folder.
    case file(String)
    case remote(RemoteSource)

    /// How the source is named in messages: the path, or the URL without secrets.
    public var location: String {
        switch self {
        case .file(let path): path
        case .remote(let source): RedactedURL(source.baseURL).description
        }
    }
}

/// An iCalendar feed and the kind of entries it holds.
public struct CalendarSource: Sendable, Equatable {
    public var source: InputSource
    public var kind: CalendarKind

    /// `calendar data/holidays.ics`: the feed's name in messages, the state and the action log.
    public var name: String {
        Self.name(location: source.location)
    }

    static func name(location: String) -> String {
        "calendar \(location)"
    }
}

/// The site's configuration, from `Content/site.yml`.
public struct SiteConfig: Codable, Sendable, Equatable {
    public var title: String
    public var description = ""
    /// The absolute URL the site is published at, always ending in "/".
    public var baseURL: String
    public var language = SiteLanguage.en
    var timeZoneIdentifier = "UTC"
    var weekStart = WeekStart.sunday
    public var theme = "default"
    var monthsBefore = 2
    var monthsAfter = 1
    /// How many of the newest memos the home page lists (`home.memos`).
    public var homeMemos = 5
    /// How many pickup messages the home page shows, before a link to all of them (`home.articles`).
    public var homeArticles = 6
    /// How many entries a page of a tag, a category or the articles holds (`pagination.size`).
    public var pageSize = 20
    /// Who the feeds name as their author; the title when `site.yml` names nobody.
    var author: String?
    /// How many of the newest memos (and messages) the feeds carry.
    var feedEntries = 20
    /// Whether `/calendar.ics` carries the holidays too, not just the events.
    var calendarFeedIncludesHolidays = false
    public var allowsRawHTML = false
    /// `images.keepMetadata`: publish pictures with their EXIF (GPS included), XMP and IPTC metadata. A
    /// publishing setting, not a rendering one: the pages are the same either way, so the action log leaves it out.
    var keepsPictureMetadata = false
    var pickupHidden = false
    var pickupSource: InputSource?
    /// Slugs chosen for categories whose automatic slug is not wanted, in the order written.
    var categorySlugs: [SlugOverride] = []
    public var calendars: [CalendarSource] = []
    /// The main navigation, in order, instead of the built-in one (`SitePages.navigation`), when given.
    var menu: [MenuItem]?

    public init(title: String, baseURL: String) {
        self.title = title
        self.baseURL = baseURL
    }

    /// What a configuration says about the site itself. The sources stay out: they are read before the
    /// actions they give, so a replayed action log never needs them, and their URLs may hold secrets.
    private enum CodingKeys: String, CodingKey {
        case title, description, baseURL, language, timeZoneIdentifier, weekStart, theme, monthsBefore, monthsAfter,
            homeMemos, homeArticles, pageSize
        case author, feedEntries, calendarFeedIncludesHolidays, allowsRawHTML, pickupHidden, categorySlugs, menu
    }

    /// The path part of `baseURL` ("/" or "/blog/"): every link in the site starts with it.
    public var basePath: String {
        URLComponents(string: baseURL)?.percentEncodedPath ?? "/"
    }

    /// The pickup messages' name in messages, the state and the action log.
    static let pickupSourceName = "pickup messages"

    public var timeZone: TimeZone {
        TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0)!
    }
}
