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
