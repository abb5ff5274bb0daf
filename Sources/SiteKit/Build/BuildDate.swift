import Foundation

/// "Today" for a build: read once, so the rest of the build is a function of its inputs.
public enum BuildDate: Sendable, Equatable {
    /// `--date YYYY-MM-DD`.
    case day(Day)
    /// `SOURCE_DATE_EPOCH` or the clock: the day it falls on in the site's time zone.
    case instant(Date)

    /// The years a build may fall in: four-digit years, as every page path and date on the site writes them.
    public static let years = 1...9999

    /// Why the day written `text` is no build's day: its year is not one of `years`.
    public static func outsideYears(_ text: String) -> String {
        "\"\(text)\" is not in the years \(years.lowerBound) to \(years.upperBound)"
    }

    /// The day in `timeZone`.
    public func day(in timeZone: TimeZone) -> Day {
        switch self {
        case .day(let day):
            return day
        case .instant(let date):
            // In floating point: an instant far outside the years a build accepts must not trap.
            let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
            return Day(daysSinceEpoch: Int((seconds / 86_400).rounded(.down)))
        }
    }
}
