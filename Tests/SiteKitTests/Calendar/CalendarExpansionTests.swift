import Foundation
import Testing

@testable import SiteKit

@Suite struct CalendarTimeZoneTests {
    @Test func allDayHolidayIsOneDayOfItsKind() throws {
        let events = try parseEvents(
            "BEGIN:VEVENT\nUID:h\nDTSTART;VALUE=DATE:20261103\nDTEND;VALUE=DATE:20261104\nSUMMARY:文化の日\nEND:VEVENT",
            kind: .holiday
        ).events
        let occurrences = CalendarExpansion.occurrences(
            of: events, from: day("2026-11-01"), through: day("2026-11-30"), timeZone: zone("Europe/Paris"))
        #expect(
            occurrences == [
                CalendarOccurrence(day: day("2026-11-03"), title: "文化の日", kind: .holiday, uid: "h", isAllDay: true)
            ])
    }

    static let tokyoMeeting = """
        BEGIN:VEVENT
        UID:m
        DTSTART;TZID=Asia/Tokyo:20261103T100000
        DTEND;TZID=Asia/Tokyo:20261103T113000
        SUMMARY:会議
        LOCATION:本社
        URL:https://example.com/m
        END:VEVENT
        """

    @Test func tokyoTimesInTokyoAndInParis() throws {
        #expect(
            try expandedLines(Self.tokyoMeeting, from: "2026-11-01", through: "2026-11-30", in: "Asia/Tokyo") == [
                "2026-11-03 10:00-11:30 会議"
            ])
        #expect(
            try expandedLines(Self.tokyoMeeting, from: "2026-11-01", through: "2026-11-30", in: "Europe/Paris") == [
                "2026-11-03 02:00-03:30 会議"
            ])
        let occurrence = CalendarExpansion.occurrences(
            of: try parseEvents(Self.tokyoMeeting).events, from: day("2026-11-03"), through: day("2026-11-03"),
            timeZone: zone("Asia/Tokyo"))
        #expect(occurrence.map(\.location) == ["本社"])
        #expect(occurrence.map(\.url) == ["https://example.com/m"])
        #expect(occurrence.map(\.kind) == [.event])
    }

    @Test func utcTimesMoveToTheSiteZoneAndItsDay() throws {
        let body = "BEGIN:VEVENT\nUID:u\nDTSTART:20261103T150000Z\nDTEND:20261103T160000Z\nSUMMARY:配信\nEND:VEVENT"
        #expect(
            try expandedLines(body, from: "2026-11-01", through: "2026-11-30", in: "Asia/Tokyo") == [
                "2026-11-04 00:00-01:00 配信"
            ])
        #expect(
            try expandedLines(body, from: "2026-11-01", through: "2026-11-30", in: "Europe/Paris") == [
                "2026-11-03 16:00-17:00 配信"
            ])
    }

    @Test func floatingTimesStayAsWrittenInAnyZone() throws {
        let body = "BEGIN:VEVENT\nUID:f\nDTSTART:20261103T090000\nDTEND:20261103T100000\nSUMMARY:朝礼\nEND:VEVENT"
        for site in ["Asia/Tokyo", "Europe/Paris", "America/Los_Angeles"] {
            #expect(
                try expandedLines(body, from: "2026-11-01", through: "2026-11-30", in: site) == [
                    "2026-11-03 09:00-10:00 朝礼"
                ])
        }
    }

    @Test func weeklyRuleKeepsItsLocalTimeAcrossDaylightSaving() throws {
        // 10:00 in Paris is 17:00 in Tokyo in summer time and 18:00 after the change on 25 October.
        let body =
            "BEGIN:VEVENT\nUID:w\nDTSTART;TZID=Europe/Paris:20261013T100000\nDURATION:PT1H\nRRULE:FREQ=WEEKLY\nSUMMARY:週次\nEND:VEVENT"
        #expect(
            try expandedLines(body, from: "2026-10-20", through: "2026-11-03", in: "Asia/Tokyo") == [
                "2026-10-20 17:00-18:00 週次", "2026-10-27 18:00-19:00 週次", "2026-11-03 18:00-19:00 週次",
            ])
    }
}

@Suite struct CalendarSpanTests {
    @Test func multiDayAllDayEventIsOnEveryDayItCovers() throws {
        let body = "BEGIN:VEVENT\nUID:t\nDTSTART;VALUE=DATE:20261130\nDTEND;VALUE=DATE:20261203\nSUMMARY:出張\nEND:VEVENT"
        #expect(
            try expandedLines(body, from: "2026-11-29", through: "2026-12-05", in: "Asia/Tokyo") == [
                "2026-11-30 all-day> 出張", "2026-12-01 <all-day> 出張", "2026-12-02 <all-day 出張",
            ])
        #expect(
            try expandedLines(body, from: "2026-12-01", through: "2026-12-01", in: "Asia/Tokyo") == [
                "2026-12-01 <all-day> 出張"
            ])
        #expect(try expandedLines(body, from: "2026-12-03", through: "2026-12-31", in: "Asia/Tokyo") == [])
    }

    @Test func timedEventCrossingMidnightIsOnBothDays() throws {
        let body = """
            BEGIN:VEVENT
            UID:n
            DTSTART;TZID=Asia/Tokyo:20261103T220000
            DTEND;TZID=Asia/Tokyo:20261104T020000
            SUMMARY:夜行
            END:VEVENT
            BEGIN:VEVENT
            UID:m
            DTSTART;TZID=Asia/Tokyo:20261105T220000
            DTEND;TZID=Asia/Tokyo:20261106T000000
            SUMMARY:深夜まで
            END:VEVENT
            BEGIN:VEVENT
            UID:z
            DTSTART;TZID=Asia/Tokyo:20261107T100000
            SUMMARY:一瞬
            END:VEVENT
            """
        #expect(
            try expandedLines(body, from: "2026-11-01", through: "2026-11-30", in: "Asia/Tokyo") == [
                "2026-11-03 22:00-02:00> 夜行", "2026-11-04 <22:00-02:00 夜行",
                "2026-11-05 22:00-00:00 深夜まで",
                "2026-11-07 10:00-10:00 一瞬",
            ])
    }

    @Test func cancelledEventsAndEmptyRangesGiveNothing() throws {
        let body = "BEGIN:VEVENT\nUID:c\nDTSTART;VALUE=DATE:20261103\nSTATUS:CANCELLED\nSUMMARY:中止\nEND:VEVENT"
        #expect(try expandedLines(body, from: "2026-11-01", through: "2026-11-30", in: "Asia/Tokyo") == [])
        #expect(
            try expandedLines(
                CalendarTimeZoneTests.tokyoMeeting, from: "2026-11-30", through: "2026-11-01", in: "Asia/Tokyo") == [])
    }
}

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
                "2026-11-03 09:00-09:30 点検",
                "2026-11-10 09:00-09:30 点検",
                "2026-11-15 all-day 清掃",
                "2026-11-20 all-day 清掃",
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

@Suite struct CalendarOrderTests {
    static let body = """
        BEGIN:VEVENT
        UID:b
        DTSTART:20261103T090000
        SUMMARY:Z会議
        END:VEVENT
        BEGIN:VEVENT
        UID:a
        DTSTART:20261103T090000
        SUMMARY:Z会議
        END:VEVENT
        BEGIN:VEVENT
        UID:c
        DTSTART:20261103T090000
        SUMMARY:A会議
        END:VEVENT
        BEGIN:VEVENT
        UID:d
        DTSTART:20261103T080000
        SUMMARY:早朝
        END:VEVENT
        BEGIN:VEVENT
        UID:e
        DTSTART;VALUE=DATE:20261103
        SUMMARY:文化の日
        END:VEVENT
        BEGIN:VEVENT
        UID:f
        DTSTART;VALUE=DATE:20261102
        DTEND;VALUE=DATE:20261104
        SUMMARY:連休
        END:VEVENT
        BEGIN:VEVENT
        UID:g
        DTSTART;VALUE=DATE:20261103
        SUMMARY:B
        END:VEVENT
        """

    @Test func sortedByDayAllDayFirstStartTitleThenUID() throws {
        let events = try parseEvents(Self.body).events
        let occurrences = CalendarExpansion.occurrences(
            of: events, from: day("2026-11-03"), through: day("2026-11-03"), timeZone: zone("Asia/Tokyo"))
        #expect(
            occurrences.map { "\($0.title) \($0.uid)" } == [
                "連休 f", "B g", "文化の日 e", "早朝 d", "A会議 c", "Z会議 a", "Z会議 b",
            ])
        let reversed = CalendarExpansion.occurrences(
            of: events.reversed(), from: day("2026-11-03"), through: day("2026-11-03"), timeZone: zone("Asia/Tokyo"))
        #expect(reversed == occurrences)
    }

    @Test func expansionAfterAJSONRoundTripIsTheSame() throws {
        let events = try parseEvents(Self.body + "\n" + CalendarRecurrenceTests.weekly).events
        let decoded = try JSONDecoder().decode([CalendarEvent].self, from: JSONEncoder().encode(events))
        let expand = { (events: [CalendarEvent]) in
            CalendarExpansion.occurrences(
                of: events, from: day("2026-11-01"), through: day("2026-12-31"), timeZone: zone("Asia/Tokyo"))
        }
        #expect(expand(decoded) == expand(events))
        #expect(expand(events).count == 15)
    }
}
