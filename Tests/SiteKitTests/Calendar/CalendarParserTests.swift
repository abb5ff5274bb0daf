import Foundation
import Testing

@testable import SiteKit

@Suite struct CalendarParserTests {
    @Test func readsEveryFieldOfAnEvent() throws {
        let (events, warnings) = try parseEvents(
            """
            BEGIN:VEVENT
            UID:weekly@sitegen.example
            DTSTAMP:20261101T000000Z
            DTSTART;TZID=Asia/Tokyo:20261103T100000
            DTEND;TZID="Asia/Tokyo":20261103T113000
            SUMMARY:定例会\\, 第一会議室
            DESCRIPTION:議題:\\n1. 予定\\;確認
            LOCATION:東京
            URL:https://example.com/meeting?id=1
            RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10
            RDATE;TZID=Asia/Tokyo:20261105T100000,20261106T100000
            EXDATE:20261110T010000Z
            BEGIN:VALARM
            ACTION:DISPLAY
            TRIGGER:-PT10M
            END:VALARM
            END:VEVENT
            """)
        #expect(warnings == [])
        let tokyo = { (iso: String, seconds: Int) in
            CalendarDateTime(day: day(iso), secondsOfDay: seconds, timeZone: "Asia/Tokyo")
        }
        #expect(
            events == [
                CalendarEvent(
                    uid: "weekly@sitegen.example", summary: "定例会, 第一会議室", description: "議題:\n1. 予定;確認", location: "東京",
                    url: "https://example.com/meeting?id=1", kind: .event,
                    start: tokyo("2026-11-03", 36_000), end: tokyo("2026-11-03", 41_400),
                    recurrenceRules: ["FREQ=WEEKLY;BYDAY=TU;COUNT=10"],
                    recurrenceDates: [tokyo("2026-11-05", 36_000), tokyo("2026-11-06", 36_000)],
                    exceptionDates: [CalendarDateTime(day: day("2026-11-10"), secondsOfDay: 3_600, timeZone: "UTC")],
                    source: SourceLocation(file: "cal.ics", line: 4))
            ])
    }

    @Test func unfoldsLinesFoldedWithASpaceOrATab() throws {
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART;VALUE=DATE:20261103\r\nSUMMARY:文化\r\n の\n\t日\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let parsed = try CalendarParser.parse(text, file: "cal.ics", kind: .holiday)
        let events = parsed.value
        let warnings = parsed.warnings
        #expect(warnings == [])
        #expect(events.map(\.summary) == ["文化の日"])
        #expect(events.map(\.kind) == [.holiday])
    }

    @Test func endDefaultsToTheNextDayForDatesAndFollowsDuration() throws {
        let (events, _) = try parseEvents(
            """
            BEGIN:VEVENT
            UID:a
            DTSTART;VALUE=DATE:20261103
            END:VEVENT
            BEGIN:VEVENT
            UID:b
            DTSTART:20261103T100000Z
            DURATION:PT1H30M
            END:VEVENT
            BEGIN:VEVENT
            UID:c
            DTSTART;TZID=Europe/Paris:20261025T013000
            DURATION:PT3H
            END:VEVENT
            BEGIN:VEVENT
            UID:d
            DTSTART:20261103T100000
            END:VEVENT
            """)
        #expect(
            events.map(\.end.description) == [
                "2026-11-04",
                "2026-11-03T11:30:00Z",
                // Paris leaves summer time at 03:00 on the 25th: three hours after 01:30 is 03:30.
                "2026-10-25T03:30:00 Europe/Paris",
                "2026-11-03T10:00:00",
            ])
    }

    @Test func keepsOnlyWebURLsAndSaysSo() throws {
        let (events, warnings) = try parseEvents(
            """
            BEGIN:VEVENT
            UID:a
            SUMMARY:危険なリンク
            DTSTART;VALUE=DATE:20261103
            URL:javascript:alert(1)
            END:VEVENT
            """)
        #expect(events.map(\.url) == [nil])
        #expect(
            warnings == [
                #"cal.ics:4: event UID "a" ("危険なリンク"): URL "javascript:alert(1)" is not an http(s) URL; URL dropped"#
            ])
    }

    @Test func attachesOverridesToTheirRecurringEvent() throws {
        let (events, warnings) = try parseEvents(
            """
            BEGIN:VEVENT
            UID:moved@x
            RECURRENCE-ID;TZID=Asia/Tokyo:20261117T100000
            DTSTART;TZID=Asia/Tokyo:20261119T140000
            SUMMARY:定例会（移動）
            END:VEVENT
            BEGIN:VEVENT
            UID:moved@x
            DTSTART;TZID=Asia/Tokyo:20261103T100000
            RRULE:FREQ=WEEKLY
            SUMMARY:定例会
            END:VEVENT
            BEGIN:VEVENT
            UID:orphan@x
            RECURRENCE-ID:20261201T000000Z
            DTSTART:20261202T000000Z
            SUMMARY:単発
            END:VEVENT
            """)
        #expect(warnings == [])
        #expect(events.map(\.summary) == ["定例会", "単発"])
        #expect(events[0].overrides.map(\.summary) == ["定例会（移動）"])
        #expect(events[1].recurrenceID?.description == "2026-12-01T00:00:00Z")
    }

    @Test func aRepeatedUIDOrOverrideIsDroppedWithAWarning() throws {
        let (events, warnings) = try parseEvents(
            """
            BEGIN:VEVENT
            UID:same
            DTSTART;VALUE=DATE:20261103
            RRULE:FREQ=YEARLY
            SUMMARY:一つ目
            END:VEVENT
            BEGIN:VEVENT
            UID:same
            DTSTART;VALUE=DATE:20261104
            SUMMARY:二つ目
            END:VEVENT
            BEGIN:VEVENT
            UID:same
            RECURRENCE-ID;VALUE=DATE:20271103
            DTSTART;VALUE=DATE:20271105
            END:VEVENT
            BEGIN:VEVENT
            UID:same
            RECURRENCE-ID;VALUE=DATE:20271103
            DTSTART;VALUE=DATE:20271106
            END:VEVENT
            """)
        #expect(events.map(\.summary) == ["一つ目"])
        #expect(events[0].overrides.map(\.start.description) == ["2027-11-05"])
        #expect(
            warnings == [
                #"cal.ics:10: event UID "same" ("二つ目"): repeats the UID of the event at line 4; event dropped"#,
                #"cal.ics:20: event UID "same": overrides the same occurrence as the event at line 15; event dropped"#,
            ])
    }

    @Test func eventsRoundTripThroughJSON() throws {
        let (events, _) = try parseEvents(
            """
            BEGIN:VEVENT
            UID:r
            DTSTART;TZID=Asia/Tokyo:20261103T100000
            RRULE:FREQ=DAILY;COUNT=2
            EXDATE;VALUE=DATE:20261104
            SUMMARY:往復
            END:VEVENT
            BEGIN:VEVENT
            UID:r
            RECURRENCE-ID;TZID=Asia/Tokyo:20261103T100000
            DTSTART;TZID=Asia/Tokyo:20261103T120000
            STATUS:CANCELLED
            END:VEVENT
            """)
        let data = try JSONEncoder().encode(events)
        #expect(try JSONDecoder().decode([CalendarEvent].self, from: data) == events)
        #expect(events[0].overrides.map(\.isCancelled) == [true])
    }
}
