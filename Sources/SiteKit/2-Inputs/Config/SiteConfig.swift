import Foundation


/// Where one input comes from, and how to fetch it when it is remote.
public struct SourceSpec: Codable, Sendable, Equatable {
    /// A path relative to the content folder, or an absolute http(s) URL: the base of the request.
    public var location: String
    /// Appended to a URL's path, as the seeds' Router builds requests from a base URL, a path and a query.
    public var path = ""
    public var query: [String: String] = [:]
    public var headers: [String: String] = [:]
    /// The environment variable holding a secret sent in `tokenHeader`; the secret itself is never stored.
    public var tokenEnvironmentVariable: String?
    public var tokenHeader = "Authorization"
    public var tokenScheme = "Bearer"
    public var timeoutSeconds = 10.0
    public var retries = 3
    public var maxBytes = 10_000_000
    /// A required source that fails with no cached copy fails the build.
    public var required = true
    /// A response with fewer entries than this share of the cached copy is suspicious.
    public var minimumRatio = 0.5

    public init(location: String) {
        self.location = location
    }

    public var isRemote: Bool {
        location.hasPrefix("http://") || location.hasPrefix("https://")
    }
}

/// An iCalendar feed and the kind of entries it holds.
public struct CalendarSource: Codable, Sendable, Equatable {
    public var source: SourceSpec
    public var kind: CalendarKind
}

/// The site's configuration, from `Content/site.yml`.
public struct SiteConfig: Codable, Sendable, Equatable {
    public var title: String
    public var description = ""
    /// The absolute URL the site is published at, always ending in "/".
    public var baseURL: String
    public var language = SiteLanguage.en
    public var timeZoneIdentifier = "UTC"
    public var weekStart = WeekStart.sunday
    public var theme = "default"
    public var monthsBefore = 2
    public var monthsAfter = 1
    public var latestMemos = 5
    public var allowsRawHTML = false
    public var pickupHidden = false
    public var pickupSource: SourceSpec?
    /// Slugs chosen for categories whose automatic slug is not wanted, in the order written.
    public var categorySlugs: [SlugOverride] = []
    public var calendars: [CalendarSource] = []

    public init(title: String, baseURL: String) {
        self.title = title
        self.baseURL = baseURL
    }

    /// The path part of `baseURL` ("/" or "/blog/"): every link in the site starts with it.
    public var basePath: String {
        URLComponents(string: baseURL)?.path ?? "/"
    }

    public var timeZone: TimeZone {
        TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0)!
    }
}
