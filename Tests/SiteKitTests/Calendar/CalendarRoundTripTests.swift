import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// `calendar.ics` read back by an independent reader: the occurrences it yields over the rendered
/// months are exactly the ones the month pages show.
@Suite(.enabled(if: ICalendarReader.isAvailable, ICalendarReader.skipReason))
struct CalendarRoundTripTests {
    /// The site as rendered, and what the reader makes of its calendar.ics over the rendered months.
    func roundTrip(
        _ feeds: [(name: String, kind: CalendarKind, text: String)], zone: String, today: String,
        monthsAfter: Int = 1
    ) throws -> (pages: [String], reader: [String]) {
        var config = SiteConfig(title: "Round trip", baseURL: "https://example.org/")
        config.timeZoneIdentifier = zone
        config.monthsBefore = 2
        config.monthsAfter = monthsAfter
        config.calendarFeedIncludesHolidays = true
        var state = AppState()
        for feed in feeds {
            let events = try CalendarParser.parse(feed.text, file: feed.name, kind: feed.kind).value
            appReducer(&state, .calendar(.loaded(feed: feed.name, kind: feed.kind, events: events)))
        }
        let index = SiteIndex(state: state, settings: RenderSettings(config: config, today: day(today)))
        let reader = try ICalendarReader.occurrences(
            in: String(decoding: index.calendars.subscription.value.bytes, as: UTF8.self),
            from: index.months.first!.first,
            through: index.months.last!.last, zone: zone)
        return (index.monthPageLines, reader.sorted())
    }

    @Test func theSampleSitesEventsAndHolidaysReadBackAsTheMonthPagesShowThem() throws {
        let data = TestFolders.package.appendingPathComponent("Content/data")
        let feeds = try [("data/holidays-ja.ics", CalendarKind.holiday), ("data/events.ics", .event)].map {
            name, kind in
            (
                name: name, kind: kind,
                text: try String(contentsOf: data.appendingPathComponent(String(name.dropFirst(5))), encoding: .utf8)
            )
        }
        let result = try roundTrip(feeds, zone: "Asia/Tokyo", today: "2026-11-30")
        #expect(result.reader == result.pages)
        // The weekly market: moved from Saturday 10 October to Sunday 11, and left out on 31 October.
        #expect(result.pages.contains("2026-10-11\t汐見朝市（まつり会場で開催）"))
        #expect(!result.pages.contains("2026-10-10\t汐見朝市"))
        #expect(!result.pages.contains("2026-10-31\t汐見朝市"))
        #expect(result.pages.contains("2026-11-07\t汐見朝市"))
    }

    /// Zones on both sides of the site's, a daylight saving change in each, floating times, all-day
    /// spans, RDATE, EXDATE, a cancelled occurrence and a lone override.
    static let handMade = calendarFile(
        """
        BEGIN:VEVENT
        UID:ny-weekly@test
        DTSTART;TZID=America/New_York:20261015T200000
        DTEND;TZID=America/New_York:20261015T213000
        RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20261210T235959Z
        EXDATE;TZID=America/New_York:20261112T200000
        RDATE;TZID=America/New_York:20261121T090000
        SUMMARY:New York call\\, weekly
        END:VEVENT
        BEGIN:VEVENT
        UID:ny-weekly@test
        RECURRENCE-ID;TZID=America/New_York:20261029T200000
        DTSTART;TZID=America/New_York:20261029T200000
        DTEND;TZID=America/New_York:20261029T213000
        STATUS:CANCELLED
        SUMMARY:New York call\\, weekly
        END:VEVENT
        BEGIN:VEVENT
        UID:fair@test
        DTSTART;VALUE=DATE:20261030
        DTEND;VALUE=DATE:20261103
        SUMMARY:Harvest fair (four days)
        END:VEVENT
        BEGIN:VEVENT
        UID:floating@test
        DTSTART:20261020T233000
        DTEND:20261021T010000
        RRULE:FREQ=DAILY;INTERVAL=9;UNTIL=20261130
        SUMMARY:Night walk
        END:VEVENT
        BEGIN:VEVENT
        UID:utc@test
        DTSTART:20261124T230000Z
        DURATION:PT2H
        SUMMARY:Launch window
        END:VEVENT
        BEGIN:VEVENT
        UID:monthly@test
        DTSTART;VALUE=DATE:20260905
        RRULE:FREQ=MONTHLY;COUNT=3
        SUMMARY:Rent day
        END:VEVENT
        BEGIN:VEVENT
        UID:lone@test
        RECURRENCE-ID;TZID=Asia/Kolkata:20261105T100000
        DTSTART;TZID=Asia/Kolkata:20261106T100000
        DTEND;TZID=Asia/Kolkata:20261106T110000
        SUMMARY:Moved review
        END:VEVENT
        """)

    static let holidays = calendarFile(
        """
        BEGIN:VEVENT
        UID:h@test
        DTSTART;VALUE=DATE:20261225
        SUMMARY:Christmas Day
        END:VEVENT
        """)

    @Test func aHandMadeFeedWithZonesAndAllDaySpansReadsBackAsTheMonthPagesShowIt() throws {
        let result = try roundTrip(
            [("h.ics", .holiday, Self.holidays), ("e.ics", .event, Self.handMade)],
            zone: "Europe/Berlin", today: "2026-11-15")
        #expect(result.reader == result.pages)
        // Thursday 20:00 in New York is Friday 02:00 in Berlin, whichever side of either change.
        #expect(result.pages.contains("2026-10-16\tNew York call, weekly"))
        #expect(result.pages.contains("2026-11-06\tNew York call, weekly"))
        #expect(!result.pages.contains("2026-10-30\tNew York call, weekly"))
        #expect(result.pages.filter { $0.hasSuffix("\tHarvest fair (four days)") }.count == 4)
        #expect(result.pages.contains("2026-12-25\tChristmas Day"))
    }
}
