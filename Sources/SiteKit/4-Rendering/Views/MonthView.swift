/// A month calendar: weekday headers and weeks of seven days, for the month pages and the home page.
struct MonthView: Encodable, Sendable {
    var title: String
    /// `YYYY-MM`.
    var iso: String
    var url: String
    /// The month's year page.
    var year: LinkView
    @Nullable var previous: LinkView?
    @Nullable var next: LinkView?
    var weekdays: [WeekdayView]
    var weeks: [WeekView]
    /// The calendar subscription: `webcal:` for calendar programs, and the file itself (absolute URLs).
    var subscribeURL: String
    var calendarFileURL: String
}

/// `/YYYY/`: a year as twelve small calendars, with the nearest years that have a page.
struct YearView: Encodable, Sendable {
    var title: String
    var year: Int
    @Nullable var previous: LinkView?
    @Nullable var next: LinkView?
    var months: [YearMonthView]
}

/// One small calendar of a year page.
struct YearMonthView: Encodable, Sendable {
    /// The month's name without its year.
    var title: String
    /// `YYYY-MM`.
    var iso: String
    /// The month's page, or null when the month is not rendered.
    @Nullable var url: String?
    var weekdays: [WeekdayView]
    var weeks: [WeekView]
}

struct WeekdayView: Encodable, Sendable {
    var name: String
    var short: String
    var isSaturday: Bool
    var isSunday: Bool
}

struct WeekView: Encodable, Sendable {
    var days: [DayCellView]
}

/// One cell of the grid.
struct DayCellView: Encodable, Sendable {
    /// The day of the month.
    var number: Int
    /// `YYYY-MM-DD`, for `<time datetime>`.
    var iso: String
    /// The full date in the site's language, for screen readers.
    var label: String
    /// False for the leading and trailing days of the adjacent months.
    var isInMonth: Bool
    var isToday: Bool
    var isSaturday: Bool
    var isSunday: Bool
    var isHoliday: Bool
    /// Space-separated CSS classes: `day`, `out`, `sat`, `sun`, `holiday`, `today`, `has-memo`.
    var classes: String
    var holidays: [String]
    var events: [EventView]
    var hasEvents: Bool
    @Nullable var memo: LinkView?
}

/// An event as listed in a day.
struct EventView: Encodable, Sendable {
    var title: String
    /// `07:00–09:00`, or nil for an all-day event.
    @Nullable var time: String?
    var isAllDay: Bool
    @Nullable var location: String?
    /// An http(s) link from the feed, or nil.
    @Nullable var url: String?
}
