import Foundation

/// A month of the proleptic Gregorian calendar: the unit of a calendar page (`/YYYY/MM/`).
///
/// Pure arithmetic over `Day`, with no Foundation `Calendar`, so pages do not depend on the
/// machine's locale or time zone.
public struct Month: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public let year: Int
    /// 1 = January ... 12 = December.
    public let month: Int

    /// Creates a month, or nil when `month` is not 1...12.
    public init?(year: Int, month: Int) {
        guard (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// The month a day falls in.
    public init(containing day: Day) {
        year = day.year
        month = day.month
    }

    /// Parses `YYYY-MM` strictly: four digits, a dash, two digits, and a month 01...12.
    public init?(iso: some StringProtocol) {
        let parts = iso.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let y = Int(parts[0]), let m = Int(parts[1])
        else { return nil }
        self.init(year: y, month: m)
    }

    /// `YYYY-MM`.
    public var iso: String {
        fourDigits(year) + "-" + twoDigits(month)
    }

    /// `YYYY-MM`, as in `iso`.
    public var description: String { iso }

    /// The first day of the month.
    public var first: Day { Day(year: year, month: month, day: 1)! }

    /// The last day of the month.
    public var last: Day { Day(year: year, month: month, day: dayCount)! }

    /// How many days the month has (28 to 31).
    var dayCount: Int { Day.daysIn(year: year, month: month) }

    /// Every day of the month, in order.
    public var days: [Day] {
        let start = first.daysSinceEpoch
        return (0..<dayCount).map { Day(daysSinceEpoch: start + $0) }
    }

    /// Whether `day` falls in this month.
    public func contains(_ day: Day) -> Bool {
        day.year == year && day.month == month
    }

    /// The month `n` months later (earlier when `n` is negative).
    public func adding(months n: Int) -> Month {
        let index = year * 12 + (month - 1) + n
        // Floor division, so months before year 0 still land on 1...12.
        let y = index >= 0 ? index / 12 : (index - 11) / 12
        return Month(year: y, month: index - y * 12 + 1)!
    }

    /// The month after this one.
    public var next: Month { adding(months: 1) }

    /// The month before this one.
    public var previous: Month { adding(months: -1) }

    /// Earlier months first.
    public static func < (a: Month, b: Month) -> Bool {
        (a.year, a.month) < (b.year, b.month)
    }
}

extension Month: TextCodable {
    init?(codableText: String) { self.init(iso: codableText) }
    var codableText: String { iso }
    static let codableForm = "a month of the form YYYY-MM"
}

/// The weekday a calendar's weeks start on (`weekStart` in `site.yml`).
enum WeekStart: String, Codable, Sendable, CaseIterable {
    /// Weeks run Sunday to Saturday, as Japanese calendars usually print them.
    case sunday
    /// Weeks run Monday to Sunday (ISO 8601).
    case monday

    /// The first column's weekday, 0 = Sunday as in `Day.weekday`.
    public var weekday: Int {
        switch self {
        case .sunday: 0
        case .monday: 1
        }
    }

    /// The weekdays of the seven columns, left to right (0 = Sunday).
    public var columns: [Int] {
        (0..<7).map { (weekday + $0) % 7 }
    }
}

/// One cell of a month grid: a day, and whether it belongs to the month shown
/// (days of the adjacent months fill the first and last weeks, to be shown dimmed or empty).
struct GridCell: Hashable, Sendable {
    /// The day in this cell.
    public let day: Day
    /// False for the days of the previous and next months that complete the first and last weeks.
    let isInMonth: Bool

    /// Creates a cell.
    public init(day: Day, isInMonth: Bool) {
        self.day = day
        self.isInMonth = isInMonth
    }
}

/// A month laid out as a calendar table: whole weeks of seven days, starting on the week start,
/// as many weeks as the month needs (4 to 6).
struct MonthGrid: Hashable, Sendable {
    /// The month shown.
    public let month: Month
    /// The weekday of the first column.
    let weekStart: WeekStart
    /// The rows of the table, each exactly seven cells, top to bottom.
    let weeks: [[GridCell]]

    /// Lays out `month` with weeks starting on `weekStart`.
    public init(month: Month, weekStart: WeekStart) {
        self.month = month
        self.weekStart = weekStart
        let span = Self.span(of: month, weekStart: weekStart)
        weeks = stride(from: span.lowerBound, to: span.upperBound, by: 7).map { start in
            (start..<start + 7).map { number in
                let day = Day(daysSinceEpoch: number)
                return GridCell(day: day, isInMonth: month.contains(day))
            }
        }
    }

    /// The days its cells show, as days since the epoch: the month, with the rest of its first and last weeks.
    static func span(of month: Month, weekStart: WeekStart) -> Range<Int> {
        let first = month.first
        let leading = (first.weekday - weekStart.weekday + 7) % 7
        let weekCount = (leading + month.dayCount + 6) / 7
        let start = first.daysSinceEpoch - leading
        return start..<start + weekCount * 7
    }

    /// The weekdays of the columns, left to right (0 = Sunday), for the table's header row.
    public var columns: [Int] { weekStart.columns }
}
