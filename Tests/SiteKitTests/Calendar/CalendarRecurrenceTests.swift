import Foundation
import Testing

@testable import SiteKit

@Suite struct CalendarRecurrenceTests {
    static let weekly = """
        BEGIN:VEVENT
        UID:weekly
        DTSTART;TZID=Asia/Tokyo:20261103T100000
        DTEND;TZID=Asia/Tokyo:20261103T110000
        RRULE:FREQ=WEEKLY;BYDAY=TU
        EXDATE;TZID=Asia/Tokyo:20261110T100000
        SUMMARY:定例会
        LOCATION:会議室A
        END:VEVENT
        BEGIN:VEVENT
        UID:weekly
        RECURRENCE-ID;TZID=Asia/Tokyo:20261117T100000
        DTSTART;TZID=Asia/Tokyo:20261119T140000
        DTEND;TZID=Asia/Tokyo:20261119T150000
        SUMMARY:定例会（木曜に移動）
        END:VEVENT
        BEGIN:VEVENT
        UID:weekly
        RECURRENCE-ID:20261124T010000Z
        DTSTART;TZID=Asia/Tokyo:20261124T100000
        STATUS:CANCELLED
        END:VEVENT
        BEGIN:VEVENT
        UID:weekly
        RECURRENCE-ID;TZID=Asia/Tokyo:20261201T100000
        DTSTART;TZID=Asia/Tokyo:20261130T090000
        DTEND;TZID=Asia/Tokyo:20261130T100000
        END:VEVENT
        """

    @Test func weeklyRuleWithAnExceptionAMovedAndACancelledOccurrence() throws {
        #expect(
            try expandedLines(Self.weekly, from: "2026-11-01", through: "2026-12-15", in: "Asia/Tokyo") == [
                "2026-11-03 10:00-11:00 定例会",
                "2026-11-19 14:00-15:00 定例会（木曜に移動）",
                "2026-11-30 09:00-10:00 定例会",
                "2026-12-08 10:00-11:00 定例会",
                "2026-12-15 10:00-11:00 定例会",
            ])
    }

    @Test func anOccurrenceMovedIntoTheRangeAppearsAndOneMovedOutDoesNot() throws {
        // The 1 December meeting moved to 30 November; the 17 November one moved to the 19th.
        #expect(
            try expandedLines(Self.weekly, from: "2026-11-25", through: "2026-11-30", in: "Asia/Tokyo") == [
                "2026-11-30 09:00-10:00 定例会"
            ])
        #expect(try expandedLines(Self.weekly, from: "2026-11-17", through: "2026-11-18", in: "Asia/Tokyo") == [])
    }

    @Test func overridesInheritWhatTheyLeaveOut() throws {
        let events = try parseEvents(Self.weekly).events
        let moved = CalendarExpansion.occurrences(
            of: events, from: day("2026-11-30"), through: day("2026-11-30"), timeZone: zone("Asia/Tokyo"))
        #expect(moved.map(\.location) == ["会議室A"])
        #expect(moved.map(\.uid) == ["weekly"])
    }

    @Test func recurrenceDatesAddStartsOnceEach() throws {
        let body = """
            BEGIN:VEVENT
            UID:r
            DTSTART;VALUE=DATE:20261101
            RDATE;VALUE=DATE:20261115,20261120
            RDATE;VALUE=DATE:20261101
            SUMMARY:清掃
            END:VEVENT
            BEGIN:VEVENT
            UID:p
            DTSTART:20261102T090000
            DTEND:20261102T093000
            RRULE:FREQ=DAILY;COUNT=2
            RDATE;VALUE=PERIOD:20261103T090000/20261103T120000,20261110T090000/PT1H
            SUMMARY:点検
            END:VEVENT
            """
        #expect(
            try expandedLines(body, from: "2026-11-01", through: "2026-11-30", in: "Asia/Tokyo") == [
                "2026-11-01 all-day 清掃",
                "2026-11-02 09:00-09:30 点検",
                // A period keeps its own length, where the rule's occurrence at the same time would not.
                "2026-11-03 09:00-12:00 点検",
                "2026-11-10 09:00-10:00 点検",
                "2026-11-15 all-day 清掃",
                "2026-11-20 all-day 清掃",
            ])
    }

    @Test func aRuleWhoseLastStartsFallJustAfterAMonthStillShowsThemInTheNext() throws {
        // October's expansion looks a few days into November and meets the rule's end there.
        let body = """
            BEGIN:VEVENT
            UID:c
            DTSTART;VALUE=DATE:20261030
            RRULE:FREQ=DAILY;COUNT=3
            SUMMARY:月末
            END:VEVENT
            BEGIN:VEVENT
            UID:u
            DTSTART;VALUE=DATE:20261031
            RRULE:FREQ=DAILY;UNTIL=20261102
            SUMMARY:月初
            END:VEVENT
            """
        #expect(
            try expandedLines(body, from: "2026-10-01", through: "2026-11-30", in: "Asia/Tokyo") == [
                "2026-10-30 all-day 月末", "2026-10-31 all-day 月初", "2026-10-31 all-day 月末",
                "2026-11-01 all-day 月初", "2026-11-01 all-day 月末", "2026-11-02 all-day 月初",
            ])
    }

    @Test func countAndUntilEndTheRule() throws {
        let body = """
            BEGIN:VEVENT
            UID:c
            DTSTART;VALUE=DATE:20261103
            RRULE:FREQ=DAILY;COUNT=3
            SUMMARY:三日間
            END:VEVENT
            BEGIN:VEVENT
            UID:u
            DTSTART;TZID=Asia/Tokyo:20261103T100000
            RRULE:FREQ=WEEKLY;UNTIL=20261117T010000Z
            SUMMARY:UNTILちょうど
            END:VEVENT
            BEGIN:VEVENT
            UID:v
            DTSTART;TZID=Asia/Tokyo:20261103T110000
            RRULE:FREQ=WEEKLY;UNTIL=20261117T015959Z
            SUMMARY:UNTILの一秒前
            END:VEVENT
            BEGIN:VEVENT
            UID:d
            DTSTART;TZID=Asia/Tokyo:20261103T120000
            RRULE:FREQ=WEEKLY;UNTIL=20261110
            SUMMARY:日付のUNTIL
            END:VEVENT
            """
        #expect(
            try expandedLines(body, from: "2026-11-01", through: "2026-11-30", in: "Asia/Tokyo") == [
                "2026-11-03 all-day 三日間",
                "2026-11-03 10:00-10:00 UNTILちょうど",
                "2026-11-03 11:00-11:00 UNTILの一秒前",
                "2026-11-03 12:00-12:00 日付のUNTIL",
                "2026-11-04 all-day 三日間",
                "2026-11-05 all-day 三日間",
                "2026-11-10 10:00-10:00 UNTILちょうど",
                "2026-11-10 11:00-11:00 UNTILの一秒前",
                "2026-11-10 12:00-12:00 日付のUNTIL",
                "2026-11-17 10:00-10:00 UNTILちょうど",
            ])
    }

    @Test func exceptionDateAsADayRemovesATimedOccurrence() throws {
        let body =
            "BEGIN:VEVENT\nUID:x\nDTSTART:20261102T090000\nRRULE:FREQ=DAILY;COUNT=3\nEXDATE;VALUE=DATE:20261103\nSUMMARY:朝\nEND:VEVENT"
        #expect(
            try expandedLines(body, from: "2026-11-01", through: "2026-11-30", in: "Asia/Tokyo") == [
                "2026-11-02 09:00-09:00 朝", "2026-11-04 09:00-09:00 朝",
            ])
    }

    @Test func ruleWithoutEndIsExpandedOnlyOverTheRange() throws {
        let body = "BEGIN:VEVENT\nUID:d\nDTSTART;VALUE=DATE:20000101\nRRULE:FREQ=DAILY\nSUMMARY:毎日\nEND:VEVENT"
        let lines = try expandedLines(body, from: "2026-11-01", through: "2026-11-30", in: "Asia/Tokyo")
        #expect(lines.count == 30)
        #expect(lines.first == "2026-11-01 all-day 毎日")
        #expect(lines.last == "2026-11-30 all-day 毎日")
    }
}
