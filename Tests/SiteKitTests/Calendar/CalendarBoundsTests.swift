import Foundation
import Testing

@testable import SiteKit

/// Hostile calendar files: each bound of `CalendarLimits` holds, and says what it cut.
@Suite struct CalendarBoundsTests {
    /// Expands a test calendar over whole months: the occurrences as lines, and the warnings.
    func expanded(
        _ body: String, months: [String], in timeZone: String = "UTC"
    ) throws -> (lines: [String], warnings: [String]) {
        let result = CalendarExpansion.expand(
            try parseEvents(body).events, in: months.map { Month(iso: $0)! }, timeZone: zone(timeZone))
        return (result.occurrences.map(\.line), result.warnings.map(\.description))
    }

    @Test func deepNestingIsALocatedErrorAtTheLineThatPassesTheLimit() {
        let text = String(repeating: "BEGIN:VCALENDAR\r\n", count: 100_000)
        #expect(
            throws: Diagnostic.error(
                SourceLocation(file: "cal.ics", line: 17, column: 1),
                "BEGIN:VCALENDAR nests components more than 16 deep")
        ) {
            try CalendarParser.parse(text, file: "cal.ics", kind: .event)
        }
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let depth = CalendarLimits.maximumNesting
        let text =
            String(repeating: "BEGIN:VCALENDAR\r\n", count: 1) + String(repeating: "BEGIN:X\r\n", count: depth - 1)
            + String(repeating: "END:X\r\n", count: depth - 1) + "END:VCALENDAR\r\n"
        #expect(try CalendarParser.parse(text, file: "cal.ics", kind: .event).value.isEmpty)
    }

    @Test func ruleWithoutCountFromLongAgoReachesTheRenderedMonth() throws {
        let body = "BEGIN:VEVENT\nUID:d\nDTSTART;VALUE=DATE:19900101\nRRULE:FREQ=DAILY\nSUMMARY:毎日\nEND:VEVENT"
        let result = try expanded(body, months: ["1990-01", "2026-11"])
        #expect(result.lines.count == 31 + 30)
        #expect(result.lines.last == "2026-11-30 all-day 毎日")
        #expect(result.warnings.isEmpty)
    }

    @Test func ruleThatNeverMatchesIsNotIterated() {
        let start = CalendarDateTime(day: day("2026-01-01"), secondsOfDay: 0, timeZone: "UTC")
        let window = day("2026-02-01").daysSinceEpoch * 86_400..<day("2026-03-01").daysSinceEpoch * 86_400
        let found = RecurrenceRule("FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30", start: start, zone: .gmt).starts(
            in: window, limit: 10)
        #expect(found == RecurrenceRule.Starts(isFinished: true))
    }

    @Test func ruleThatMatchesNowhereInAMonthIsNotIterated() {
        // Only on 29 February when it is a Monday: no day of November can have a start.
        let start = CalendarDateTime(day: day("2026-01-01"), secondsOfDay: 0, timeZone: "UTC")
        let window = day("2026-11-01").daysSinceEpoch * 86_400..<day("2026-12-01").daysSinceEpoch * 86_400
        let found = RecurrenceRule("FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO", start: start, zone: .gmt).starts(
            in: window, limit: 10)
        #expect(found == RecurrenceRule.Starts())
    }

    @Test func ruleThatMatchesLateInADayStopsAtTheIterationLimitWithAWarning() throws {
        // Each second of 23:00 on the 1st: searched from the day before, 50,000 seconds do not reach it.
        let body =
            "BEGIN:VEVENT\nUID:r\nDTSTART:20260101T000000Z\nRRULE:FREQ=SECONDLY;BYMONTHDAY=1;BYHOUR=23\nSUMMARY:稀\nEND:VEVENT"
        let result = try expanded(body, months: ["2026-11", "2026-12"])
        #expect(result.lines.isEmpty)
        #expect(
            result.warnings == [
                #"cal.ics:4: event UID "r" ("稀"): RRULE "FREQ=SECONDLY;BYMONTHDAY=1;BYHOUR=23" was stopped after 50000 steps in 2026-11 and 1 more month; later occurrences there are not shown"#
            ])
    }

    @Test func allRulesTogetherStopAtTheBuildsIterationLimit() throws {
        // Each rule never matches and takes its 50,000 steps in the month: the last finds none left.
        let count = CalendarLimits.maximumIterations / CalendarLimits.maximumIterationsPerRule + 1
        let body = (0..<count).map {
            "BEGIN:VEVENT\nUID:s\($0)\nDTSTART:20261101T000000Z\nRRULE:FREQ=SECONDLY;BYSECOND=60\nSUMMARY:\($0)\nEND:VEVENT"
        }
        .joined(separator: "\n")
        let result = try expanded(body, months: ["2026-11"])
        #expect(result.lines.count == count)  // DTSTART itself
        #expect(result.warnings.count == count)
        #expect(
            result.warnings.first
                == #"cal.ics:4: event UID "s0" ("0"): RRULE "FREQ=SECONDLY;BYSECOND=60" was stopped after 50000 steps in 2026-11; later occurrences there are not shown"#
        )
        #expect(
            result.warnings.last
                == "cal.ics:\(4 + 6 * (count - 1)): event UID \"s\(count - 1)\" (\"\(count - 1)\"): RRULE \"FREQ=SECONDLY;BYSECOND=60\" was not followed in 2026-11: all calendars together have used their 2000000 steps"
        )
    }

    @Test func everySecondForTwentyYearsKeepsAFewOccurrencesPerMonth() throws {
        let body = """
            BEGIN:VEVENT
            UID:s
            DTSTART:20100101T000000Z
            DTEND:20300101T000000Z
            RRULE:FREQ=SECONDLY;UNTIL=20300101T000000Z
            SUMMARY:毎秒
            END:VEVENT
            """
        let result = try expanded(body, months: ["2010-01", "2026-11"])
        #expect(result.lines.count == 2 * CalendarLimits.maximumOccurrencesPerEvent)
        #expect(
            result.warnings == [
                #"cal.ics:4: event UID "s" ("毎秒"): more than 1000 occurrences in 2010-01 and 1 more month; only the first 1000 are shown"#
            ])
    }

    /// Found by the fuzzer: every daily start of a 424-year event covers every rendered day.
    @Test func aRecurringEventLastingCenturiesKeepsItsLimitPerMonth() throws {
        let body =
            "BEGIN:VEVENT\nUID:long\nDTSTART:16021203T100000Z\nDTEND:20261103T110000Z\nRRULE:FREQ=DAILY\nSUMMARY:long\nEND:VEVENT"
        let result = try expanded(body, months: ["2026-09", "2026-10", "2026-11", "2026-12"])
        #expect(result.lines.count == 4 * CalendarLimits.maximumOccurrencesPerEvent)
        #expect(
            result.warnings == [
                #"cal.ics:4: event UID "long" ("long"): more than 1000 occurrences in 2026-09 and 3 more months; only the first 1000 are shown"#
            ])
    }

    @Test func aMonthKeepsAtMostItsLimitOfOccurrences() throws {
        let count = CalendarLimits.maximumOccurrencesPerMonth / 30 + 1
        let body = (0..<count).map {
            "BEGIN:VEVENT\nUID:e\($0)\nDTSTART;VALUE=DATE:20261101\nRRULE:FREQ=DAILY\nSUMMARY:\($0)\nEND:VEVENT"
        }
        .joined(separator: "\n")
        let result = try expanded(body, months: ["2026-11"])
        #expect(result.lines.count == (count - 1) * 30)
        #expect(
            result.warnings == [
                "cal.ics:\(4 + 6 * (count - 1)): event UID \"e\(count - 1)\" (\"\(count - 1)\"): not shown in 2026-11, which already shows 10000 occurrences; later events there are left out too"
            ])
    }
}

/// Large but well-formed input: read whole, in time and memory that follow its size.
@Suite struct CalendarSizeTests {
    @Test func aOneMegabytePropertyFoldedOverManyLinesIsReadWhole() throws {
        let folded = String(repeating: "\n " + String(repeating: "x", count: 74), count: 14_000)
        let body = "BEGIN:VEVENT\nUID:l\nDTSTART;VALUE=DATE:20261103\nDESCRIPTION:" + folded + "\nEND:VEVENT"
        let events = try parseEvents(body).events
        #expect(events.first?.description?.utf8.count == 74 * 14_000)
    }

    @Test func longRecurrenceAndExceptionListsAreExpandedPerMonth() throws {
        let days = (0..<20_000).map { day("2000-01-01").adding(days: $0) }
        let list = days.map { $0.iso.replacingOccurrences(of: "-", with: "") }.joined(separator: ",")
        let body =
            "BEGIN:VEVENT\nUID:r\nDTSTART;VALUE=DATE:20000101\nRDATE;VALUE=DATE:\(list)\n"
            + "EXDATE;VALUE=DATE:\(list.prefix(8 * 9_000 + 8_999))\nSUMMARY:多\nEND:VEVENT"
        let lines = CalendarExpansion.occurrences(
            of: try parseEvents(body).events, from: day("2024-09-01"), through: day("2024-09-30"), timeZone: zone("UTC")
        )
        #expect(lines.count == 30)
        #expect(try parseEvents(body).events[0].exceptionDates.count == 9_000)
    }
}

extension CalendarSizeTests {
    @Test func aLongListOfZonedExceptionsIsRead() throws {
        let list = (0..<20_000).map {
            "2026\(twoDigits(1 + $0 % 12))\(twoDigits(1 + $0 % 28))T\(twoDigits($0 % 24))0000"
        }.joined(separator: ",")
        let body =
            "BEGIN:VEVENT\nUID:z\nDTSTART;TZID=Asia/Tokyo:20260101T100000\nRRULE:FREQ=DAILY\nEXDATE;TZID=Asia/Tokyo:\(list)\nEND:VEVENT"
        let events = try parseEvents(body).events
        #expect(events.first?.exceptionDates.count == 20_000)
        #expect(
            events.first?.exceptionDates.last
                == CalendarDateTime(day: day("2026-08-08"), secondsOfDay: 7 * 3600, timeZone: "Asia/Tokyo"))
    }
}
