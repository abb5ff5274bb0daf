/// The calendars as a site shows them: the occurrences on each day of the rendered years with the
/// warnings of the events a bound cut short, worked out on a thread of its own from the moment the index
/// is made (`ComputedAside`), and the subscription (`calendar.ics`), made where the feeds are.
/// `sitegen serve` keeps them between saves: an index of the same events, years and settings takes them
/// as they are.
struct ExpandedCalendars: Sendable {
    typealias Expansion = (occurrences: [Day: [CalendarOccurrence]], warnings: [Diagnostic])

    /// What they were worked out from.
    private let events: [CalendarEvent]
    private let years: [Int]
    private let config: SiteConfig
    private let today: Day
    let expansion: ComputedAside<Expansion>
    let subscription: LazyValue<OutputFile>

    /// The calendars of `events` over every month of `years`, or `earlier`'s when it was worked out from the
    /// same.
    init(events: [CalendarEvent], years: [Int], config: SiteConfig, today: Day, reusing earlier: ExpandedCalendars?) {
        if let earlier, earlier.today == today, earlier.years == years, earlier.config == config,
            earlier.events == events
        {
            self = earlier
            return
        }
        (self.events, self.years, self.config, self.today) = (events, years, config, today)
        // Every month of those years, so a year page marks the holidays of its months without a page too.
        let months = years.flatMap { year in (1...12).compactMap { Month(year: year, month: $0) } }
        expansion = ComputedAside {
            let expansion = CalendarExpansion.expand(events, in: months, timeZone: config.timeZone)
            return (Dictionary(grouping: expansion.occurrences, by: \.day), expansion.warnings)
        }
        subscription = LazyValue {
            OutputFile(path: "calendar.ics", text: Self.feed(events: events, config: config, today: today).ics)
        }
    }

    /// The subscription of `events`: the events, and the holidays when `site.yml` asks for them
    /// (`calendarFeed: {holidays: true}`).
    static func feed(events: [CalendarEvent], config: SiteConfig, today: Day) -> CalendarFeed {
        CalendarFeed(
            name: config.title, siteZone: config.timeZoneIdentifier, stamp: today,
            events: events.filter { $0.kind == .event || config.calendarFeedIncludesHolidays })
    }
}
