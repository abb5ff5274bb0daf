import Mustache

/// A month calendar: weekday headers and weeks of seven days, for the month pages and the home page.
struct MonthView: TemplateValue {
    var title: String
    /// `YYYY-MM`.
    var iso: String
    var url: String
    /// The month's year page.
    var year: LinkView
    var previous: LinkView?
    var next: LinkView?
    var weekdays: [WeekdayView]
    var weeks: [WeekView]
    /// Whether a day of the month has a memo: the theme then lists them under the grid, where the cells
    /// are too narrow for their titles.
    var hasMemos: Bool
    /// The calendar subscription: `webcal:` for calendar programs, and the file itself (absolute URLs).
    var subscribeURL: String
    var calendarFileURL: String

    var templateValue: MustacheValue {
        .object([
            "title": .string(title), "iso": .string(iso), "url": .string(url), "year": year.templateValue,
            "previous": previous.templateValue, "next": next.templateValue, "weekdays": weekdays.templateValue,
            "weeks": weeks.templateValue, "hasMemos": .bool(hasMemos),
            "subscribeURL": .string(subscribeURL),
            "calendarFileURL": .string(calendarFileURL),
        ])
    }
}

/// `/YYYY/`: a year as twelve small calendars, with the nearest years that have a page.
struct YearView: TemplateValue {
    var title: String
    var year: Int
    var previous: LinkView?
    var next: LinkView?
    var months: [YearMonthView]

    var templateValue: MustacheValue {
        .object([
            "title": .string(title), "year": .int(year), "previous": previous.templateValue, "next": next.templateValue,
            "months": months.templateValue,
        ])
    }
}

/// One small calendar of a year page.
struct YearMonthView: TemplateValue {
    /// The month's name without its year.
    var title: String
    /// `YYYY-MM`.
    var iso: String
    /// The month's page, or null when the month is not rendered.
    var url: String?
    var weekdays: [WeekdayView]
    var weeks: [WeekView]

    var templateValue: MustacheValue {
        .object([
            "title": .string(title), "iso": .string(iso), "url": url.templateValue, "weekdays": weekdays.templateValue,
            "weeks": weeks.templateValue,
        ])
    }
}

struct WeekdayView: TemplateValue {
    var name: String
    var short: String
    var isSaturday: Bool
    var isSunday: Bool

    var templateValue: MustacheValue {
        .object([
            "name": .string(name), "short": .string(short), "isSaturday": .bool(isSaturday),
            "isSunday": .bool(isSunday),
        ])
    }
}

struct WeekView: TemplateValue {
    var days: [DayCellView]

    var templateValue: MustacheValue {
        .object(["days": days.templateValue])
    }
}

/// One cell of the grid.
struct DayCellView: TemplateValue {
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
    var memo: LinkView?

    var templateValue: MustacheValue {
        .object([
            "number": .int(number), "iso": .string(iso), "label": .string(label), "isInMonth": .bool(isInMonth),
            "isToday": .bool(isToday), "isSaturday": .bool(isSaturday), "isSunday": .bool(isSunday),
            "isHoliday": .bool(isHoliday),
            "classes": .string(classes), "holidays": holidays.templateValue, "events": events.templateValue,
            "hasEvents": .bool(hasEvents), "memo": memo.templateValue,
        ])
    }
}

/// An event as listed in a day.
struct EventView: TemplateValue {
    var title: String
    /// `07:00–09:00`, or nil for an all-day event.
    var time: String?
    var isAllDay: Bool
    var location: String?
    /// An http(s) link from the feed, or nil.
    var url: String?

    var templateValue: MustacheValue {
        .object([
            "title": .string(title), "time": time.templateValue, "isAllDay": .bool(isAllDay),
            "location": location.templateValue,
            "url": url.templateValue,
        ])
    }
}
