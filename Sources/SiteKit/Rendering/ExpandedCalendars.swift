/// The calendars as a site shows them: the occurrences on each day of the rendered years with the
/// warnings of the events a bound cut short, worked out on a thread of its own from the moment the index
/// is made (`ComputedAside`), and the subscription (`calendar.ics`), made where the feeds are.
/// `sitegen serve` keeps them between saves: an index of the same events, years and settings takes them
/// as they are.
struct ExpandedCalendars: Sendable {
    struct Expansion: Sendable {
        var occurrences: [Day: [CalendarOccurrence]]
        var warnings: [Diagnostic]
        /// The digest of what it was worked out from (`ExpansionRecord.key`), and whether it was taken from
        /// the record of the last build, which then needs no writing.
        var key: ContentHash
        var isRecorded: Bool

        /// Its record, for the next build: the occurrences in the order expanding gives them, by day.
        var record: ExpansionRecord {
            ExpansionRecord(
                key: key, occurrences: occurrences.keys.sorted().flatMap { occurrences[$0]! }, warnings: warnings)
        }
    }

    /// What they were worked out from.
    private let events: [CalendarEvent]
    private let years: [Int]
    private let config: SiteConfig
    private let today: Day
    let expansion: ComputedAside<Expansion>
    let subscription: LazyValue<OutputFile>
    /// The subscription's file, below the output.
    static let subscriptionPath = "calendar.ics"

    /// The calendars of `events` over every month of `years`, or `earlier`'s when it was worked out from the
    /// same; the occurrences and warnings are taken from `recorded` (the last build's `ExpansionRecord`, read
    /// aside by the build) when it was made from the same.
    init(
        events: [CalendarEvent], years: [Int], config: SiteConfig, today: Day, reusing earlier: ExpandedCalendars?,
        recorded: ComputedAside<ExpansionRecord?>? = nil
    ) {
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
            let key = ExpansionRecord.key(events: events, years: years, timeZone: config.timeZoneIdentifier)
            if let recorded = recorded?.value, recorded.key == key {
                return Expansion(
                    occurrences: Dictionary(grouping: recorded.occurrences, by: \.day), warnings: recorded.warnings,
                    key: key, isRecorded: true)
            }
            let expansion = CalendarExpansion.expand(events, in: months, timeZone: config.timeZone)
            return Expansion(
                occurrences: Dictionary(grouping: expansion.occurrences, by: \.day), warnings: expansion.warnings,
                key: key, isRecorded: false)
        }
        subscription = LazyValue {
            OutputFile(
                path: Self.subscriptionPath, bytes: Self.feed(events: events, config: config, today: today).bytes)
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
