import Foundation

/// Everything a build needs to know besides the content itself: the folders, the date, the switches.
public struct BuildOptions: Sendable {
    /// The folder holding `site.yml`, `memos/` and `data/`.
    public var content: URL
    /// The folder holding the themes (`Themes/`).
    public var themes: URL
    /// The published site: replaced whole by a successful build, untouched by a failed one.
    public var output: URL
    public var buildDate: BuildDate
    /// Publish memos marked `draft: true`.
    public var includesDrafts = false
    /// Write every committed action here, as JSON Lines.
    public var actionLog: URL?
    /// The last-known-good copies of remote sources (default: `.sitegen-cache/` beside the content folder).
    public var cache: URL?
    /// Use only the cache for remote sources (`--offline`).
    public var offline = false
    /// Fail instead of falling back to a cached copy or building without a source (`--strict`).
    public var strict = false

    public init(content: URL, themes: URL, output: URL, buildDate: BuildDate) {
        self.content = content
        self.themes = themes
        self.output = output
        self.buildDate = buildDate
    }

    /// `cache`, else the default beside the content folder.
    var cacheFolder: URL {
        cache ?? SourceCache.defaultFolder(contentFolder: content)
    }
}

/// "Today" for a build: read once, so the rest of the build is a function of its inputs.
public enum BuildDate: Sendable, Equatable {
    /// `--date YYYY-MM-DD`.
    case day(Day)
    /// `SOURCE_DATE_EPOCH` or the clock: the day it falls on in the site's time zone.
    case instant(Date)

    /// The day in `timeZone`.
    public func day(in timeZone: TimeZone) -> Day {
        switch self {
        case let .day(day):
            return day
        case let .instant(date):
            let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
            return Day(daysSinceEpoch: Int((Double(seconds) / 86_400).rounded(.down)))
        }
    }

    /// `--date` if given, else `SOURCE_DATE_EPOCH` (reproducible builds), else the clock.
    public static func resolve(option: Day?, environment: [String: String], now: Date) throws(Diagnostic) -> BuildDate {
        if let option { return .day(option) }
        if let epoch = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int(epoch), seconds >= 0 else {
                throw .error(SourceLocation(file: "SOURCE_DATE_EPOCH"), "\"\(epoch)\" is not a number of seconds since 1970")
            }
            return .instant(Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
        return .instant(now)
    }
}
