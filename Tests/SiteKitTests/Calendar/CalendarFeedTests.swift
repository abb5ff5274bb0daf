import Foundation
import Testing

@testable import SiteKit

/// `calendar.ics` over small states: its lines, their escaping and folding, and what it keeps.
@Suite struct CalendarFeedTests {
    func feed(_ body: String, siteZone: String = "Asia/Tokyo") throws -> String {
        CalendarFeed(
            name: "Harbour, notes", siteZone: siteZone, stamp: day("2026-11-30"), events: try parseEvents(body).events
        ).ics
    }

    /// The logical lines: folds undone, CRLFs removed.
    func unfolded(_ ics: String) -> [String] {
        ics.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").dropLast()
    }

    static let recurring = """
        BEGIN:VEVENT
        UID:market@test
        DTSTART;TZID=Asia/Tokyo:20261003T070000
        DTEND;TZID=Asia/Tokyo:20261003T090000
        RRULE:FREQ=WEEKLY;BYDAY=SA
        EXDATE;TZID=Asia/Tokyo:20261031T070000
        RDATE;VALUE=DATE:20261104
        SUMMARY:Market
        END:VEVENT
        BEGIN:VEVENT
        UID:market@test
        RECURRENCE-ID;TZID=Asia/Tokyo:20261010T070000
        DTSTART;TZID=Asia/Tokyo:20261011T060000
        DTEND;TZID=Asia/Tokyo:20261011T080000
        END:VEVENT
        BEGIN:VEVENT
        UID:market@test
        RECURRENCE-ID:20261016T220000Z
        DTSTART;TZID=Asia/Tokyo:20261017T070000
        STATUS:CANCELLED
        END:VEVENT
        BEGIN:VEVENT
        UID:new-year@test
        DTSTART:20261231T150000Z
        SUMMARY:New year
        END:VEVENT
        """

    @Test func theCalendarHasItsHeaderAndEveryLineEndsInCRLF() throws {
        let ics = try feed(Self.recurring)
        #expect(
            ics.hasPrefix(
                "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//sitegen//sitegen \(sitegenVersion)//EN\r\nCALSCALE:GREGORIAN\r\n"
                    + "METHOD:PUBLISH\r\nX-WR-CALNAME:Harbour\\, notes\r\nX-WR-TIMEZONE:Asia/Tokyo\r\nBEGIN:VTIMEZONE\r\nTZID:Asia/Tokyo\r\n"
            ))
        #expect(ics.hasSuffix("END:VEVENT\r\nEND:VCALENDAR\r\n"))
        #expect(!ics.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(!ics.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
    }

    @Test func periodsAndOverridesForLaterOccurrencesAreWrittenAsRead() throws {
        let lines = unfolded(
            try feed(
                """
                BEGIN:VEVENT
                UID:p@test
                DTSTART:20261102T090000Z
                RRULE:FREQ=WEEKLY
                RDATE;VALUE=PERIOD;TZID=Europe/Berlin:20261104T220000/20261105T013000,20261110T170000/PT30M
                RDATE;VALUE=PERIOD:20261112T090000Z/PT1H
                SUMMARY:Rota
                END:VEVENT
                BEGIN:VEVENT
                UID:p@test
                RECURRENCE-ID;RANGE=THISANDFUTURE:20261116T090000Z
                DTSTART:20261116T100000Z
                END:VEVENT
                """))
        #expect(
            lines.filter { $0.hasPrefix("RDATE;VALUE=PERIOD") || $0.hasPrefix("RECURRENCE-ID") } == [
                "RDATE;VALUE=PERIOD;TZID=Europe/Berlin:20261104T220000/20261105T013000",
                "RDATE;VALUE=PERIOD;TZID=Europe/Berlin:20261110T170000/20261110T173000",
                "RDATE;VALUE=PERIOD:20261112T090000Z/20261112T100000Z",
                "RECURRENCE-ID;RANGE=THISANDFUTURE:20261116T090000Z",
            ])
    }

    @Test func recurrencesAreKeptAsRulesWithTheirUIDAndOverrides() throws {
        let lines = unfolded(try feed(Self.recurring))
        let events = lines.split(separator: "BEGIN:VEVENT").dropFirst().map { Array($0.prefix { $0 != "END:VEVENT" }) }
        #expect(events.count == 4)
        #expect(
            events[0] == [
                "UID:market@test", "DTSTAMP:20261130T000000Z", "DTSTART;TZID=Asia/Tokyo:20261003T070000",
                "DTEND;TZID=Asia/Tokyo:20261003T090000",
                "RRULE:FREQ=WEEKLY;BYDAY=SA", "RDATE;VALUE=DATE:20261104", "EXDATE;TZID=Asia/Tokyo:20261031T070000",
                "SUMMARY:Market",
            ])
        // The override takes the title it leaves out from the recurring event, as the month pages show it.
        #expect(
            events[1] == [
                "UID:market@test", "DTSTAMP:20261130T000000Z", "RECURRENCE-ID;TZID=Asia/Tokyo:20261010T070000",
                "DTSTART;TZID=Asia/Tokyo:20261011T060000", "DTEND;TZID=Asia/Tokyo:20261011T080000", "SUMMARY:Market",
            ])
        #expect(
            events[2] == [
                "UID:market@test", "DTSTAMP:20261130T000000Z", "RECURRENCE-ID:20261016T220000Z",
                "DTSTART;TZID=Asia/Tokyo:20261017T070000", "SUMMARY:Market", "STATUS:CANCELLED",
            ])
        // No DTEND when the event has no length: DTEND must be later than DTSTART.
        #expect(
            events[3] == [
                "UID:new-year@test", "DTSTAMP:20261130T000000Z", "DTSTART:20261231T150000Z", "SUMMARY:New year",
            ])
    }

    @Test func floatingTimesTakeTheSitesZoneAndUntilBecomesUTC() throws {
        let lines = unfolded(
            try feed(
                """
                BEGIN:VEVENT
                UID:walk@test
                DTSTART:20261020T233000
                RRULE:FREQ=DAILY;UNTIL=20261030;INTERVAL=2
                SUMMARY:Walk
                END:VEVENT
                BEGIN:VEVENT
                UID:rent@test
                DTSTART;VALUE=DATE:20261005
                RRULE:FREQ=MONTHLY;UNTIL=20261204T230000Z
                SUMMARY:Rent
                END:VEVENT
                """, siteZone: "Europe/Berlin"))
        #expect(lines.contains("DTSTART;TZID=Europe/Berlin:20261020T233000"))
        // The whole of 30 October, Berlin time (UTC+1 after the change of 25 October).
        #expect(lines.contains("RRULE:FREQ=DAILY;UNTIL=20261030T225959Z;INTERVAL=2"))
        // A DATE event's UNTIL is a DATE: the day, in the site's zone, of the UTC time.
        #expect(lines.contains("RRULE:FREQ=MONTHLY;UNTIL=20261205"))
        #expect(lines.contains("TZID:Europe/Berlin"))
    }

    @Test func eachZoneUsedHasOneVTimeZoneAndUTCNone() throws {
        let lines = unfolded(
            try feed(
                """
                BEGIN:VEVENT
                UID:a@test
                DTSTART;TZID=America/New_York:20261101T090000
                DTEND;TZID=Europe/London:20261101T150000
                EXDATE:20261101T140000Z
                SUMMARY:A
                END:VEVENT
                BEGIN:VEVENT
                UID:b@test
                DTSTART;TZID=GMT:20261101T090000
                SUMMARY:B
                END:VEVENT
                """))
        let zones = lines.indices.filter { lines[$0] == "BEGIN:VTIMEZONE" }.map { lines[$0 + 1] }
        #expect(zones == ["TZID:America/New_York", "TZID:Europe/London", "TZID:GMT"])
        // libical has no VTIMEZONE for GMT: its observances come from Foundation's zone data.
        let gmt = lines.drop { $0 != "TZID:GMT" }.prefix { $0 != "END:VTIMEZONE" }
        #expect(
            Array(gmt) == [
                "TZID:GMT", "BEGIN:STANDARD", "DTSTART:20260101T000000", "TZOFFSETFROM:+0000", "TZOFFSETTO:+0000",
                "END:STANDARD",
            ])
        #expect(lines.contains("RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11"))  // New York's rule for the years ahead
        #expect(!lines.contains { $0.contains("freeassociation") })
    }

    /// A night's subscription is the last one's with the new date in its stamps, while both are in one year.
    @Test func aFeedRestampedIsTheFeedOfTheNewStampWithinAYear() throws {
        let events = try parseEvents(
            Self.recurring + "\nBEGIN:VEVENT\nUID:text@test\nDTSTART;TZID=Europe/London:20261009T090000\n"
                + "DESCRIPTION:line\\nDTSTAMP:20261130T000000Z\nEND:VEVENT"
        ).events
        let ics = { (stamp: String) in
            Array(CalendarFeed(name: "Harbour", siteZone: "Asia/Tokyo", stamp: day(stamp), events: events).ics.utf8)
        }
        let before = ics("2026-11-30")
        #expect(String(decoding: before, as: UTF8.self).components(separatedBy: "\r\nDTSTAMP:").count == 6)
        #expect(CalendarFeed.restamped(before, from: day("2026-11-30"), to: day("2026-12-31")) == ics("2026-12-31"))
        #expect(CalendarFeed.restamped(before, from: day("2026-11-30"), to: day("2026-11-30")) == before)
        // The zones' definitions reach the stamp's next year: a new year's feed is made again.
        #expect(CalendarFeed.restamped(ics("2026-12-31"), from: day("2026-12-31"), to: day("2027-01-01")) == nil)
    }

    @Test func hostileTextCannotStartAPropertyOrBreakALine() {
        let event = CalendarEvent(
            uid: "x@test\r\nSTATUS:CANCELLED", summary: "a;b,c\\d\nEND:VEVENT\r\nBEGIN:VEVENT",
            description: "one\ntwo\u{1}\u{7F}",
            location: "Room; 3, east", url: "https://example.org/\r\nX:1", kind: .event,
            start: CalendarDateTime(day: day("2026-11-03")), end: CalendarDateTime(day: day("2026-11-04")))
        let ics = CalendarFeed(
            name: "T\nX-EVIL:1", siteZone: "\"Asia/Tokyo\";X=1", stamp: day("2026-11-30"), events: [event]
        ).ics
        let lines = unfolded(ics)
        #expect(lines.contains("UID:x@test\\nSTATUS:CANCELLED"))
        #expect(lines.contains("SUMMARY:a\\;b\\,c\\\\d\\nEND:VEVENT\\nBEGIN:VEVENT"))
        #expect(lines.contains("DESCRIPTION:one\\ntwo\u{FFFD}\u{FFFD}"))
        #expect(lines.contains("LOCATION:Room\\; 3\\, east"))
        #expect(lines.contains("URL:https://example.org/X:1"))
        #expect(lines.contains("X-WR-CALNAME:T\\nX-EVIL:1"))
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 1)
        #expect(!lines.contains { $0.hasPrefix("STATUS") || $0.hasPrefix("X-EVIL") })
        #expect(ICalendarWriter.parameterValue("Asia/Tokyo\";X=1:y") == "\"Asia/Tokyo;X=1:y\"")
    }

    @Test func linesFoldAt75OctetsAndNeverInsideACharacter() throws {
        let summary = String(repeating: "汐見港まつり🎆é", count: 20)
        let ics = try feed("BEGIN:VEVENT\nUID:long@test\nDTSTART;VALUE=DATE:20261009\nSUMMARY:\(summary)\nEND:VEVENT")
        let physical = Data(ics.utf8).split(separator: UInt8(ascii: "\n")).map { Data($0) }
        for line in physical {
            #expect(line.last == UInt8(ascii: "\r"))
            #expect(line.count - 1 <= 75)
            #expect(String(data: line, encoding: .utf8) != nil)  // every piece is whole UTF-8
        }
        let pieces = physical.map { String(decoding: $0.dropLast(), as: UTF8.self) }
        let start = try #require(pieces.firstIndex { $0.hasPrefix("SUMMARY:") })
        #expect(pieces[start].utf8.count > 70)
        let continuations = pieces[(start + 1)...].prefix { $0.hasPrefix(" ") }
        #expect(continuations.count > 5)
        #expect(pieces[start] + continuations.map { String($0.dropFirst()) }.joined() == "SUMMARY:\(summary)")
    }

    @Test func holidaysAreInTheFeedOnlyWhenSiteYmlAsks() throws {
        var config = SiteConfig(title: "T", baseURL: "https://example.org/blog/")
        var state = AppState()
        appReducer(
            &state,
            .calendar(
                .loaded(
                    feed: "h.ics", kind: .holiday,
                    events: try parseEvents(
                        "BEGIN:VEVENT\nUID:h\nDTSTART;VALUE=DATE:20261103\nSUMMARY:Culture Day\nEND:VEVENT",
                        kind: .holiday
                    ).events)))
        appReducer(
            &state, .calendar(.loaded(feed: "e.ics", kind: .event, events: try parseEvents(Self.recurring).events)))
        let ics = {
            String(
                decoding: SiteIndex(state: state, settings: RenderSettings(config: config, today: day("2026-11-30")))
                    .calendars.subscription.value.bytes, as: UTF8.self)
        }
        #expect(!ics().contains("Culture Day"))
        config.calendarFeedIncludesHolidays = true
        let lines = unfolded(ics())
        #expect(lines.contains("SUMMARY:Culture Day"))
        #expect(lines.contains("TRANSP:TRANSPARENT"))
        #expect(ics() == ics())  // same inputs, same bytes
    }

    @Test func aUIDSharedByTwoFeedsIsToldApart() throws {
        let event = { (uid: String) in
            try parseEvents("BEGIN:VEVENT\nUID:\(uid)\nDTSTART;VALUE=DATE:20261103\nSUMMARY:S\nEND:VEVENT").events
        }
        let events = try event("same") + event("same-2") + event("same") + event("same")
        let lines = unfolded(CalendarFeed(name: "T", siteZone: "UTC", stamp: day("2026-11-30"), events: events).ics)
        #expect(lines.filter { $0.hasPrefix("UID:") } == ["UID:same", "UID:same-2", "UID:same-3", "UID:same-4"])
    }

    @Test func theMonthPagesLinkToTheSubscription() throws {
        let settings = RenderSettings(
            config: SiteConfig(title: "T", baseURL: "https://example.org/blog/"), today: day("2026-11-30"))
        let index = SiteIndex(state: AppState(), settings: settings)
        let month = SitePages(index: index).monthView(Month(containing: day("2026-11-30")))
        #expect(month.subscribeURL == "webcal://example.org/blog/calendar.ics")
        #expect(month.calendarFileURL == "https://example.org/blog/calendar.ics")
        let theme = try Theme.packageDefault()
        let page = try #require(
            try SiteRenderer(theme: theme, settings: settings).render(AppState()).files.first {
                $0.path == "2026/11/index.html"
            })
        let html = String(decoding: page.bytes, as: UTF8.self)
        #expect(html.contains(#"<a href="webcal://example.org/blog/calendar.ics">Subscribe to the calendar</a>"#))
        #expect(
            html.contains(#"<a href="https://example.org/blog/calendar.ics" type="text/calendar">iCalendar file</a>"#))
    }
}
