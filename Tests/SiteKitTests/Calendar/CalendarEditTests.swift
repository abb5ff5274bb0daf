import Foundation
import Testing

@testable import SiteKit

/// Edits as RFC 5545 means them: of the copies of one event or one occurrence, the latest edit; an
/// override for this and future occurrences; RDATE periods with their own ends.
@Suite struct CalendarEditTests {
    /// Two copies of one all-day event, on the 3rd and then the 4th, with the given properties each.
    func editedDay(_ first: String, _ second: String) throws -> (shown: [String], warnings: [String]) {
        let body = """
            BEGIN:VEVENT
            UID:e
            SUMMARY:会議
            DTSTART;VALUE=DATE:20261103
            \(first)
            END:VEVENT
            BEGIN:VEVENT
            UID:e
            SUMMARY:会議
            DTSTART;VALUE=DATE:20261104
            \(second)
            END:VEVENT
            """
        return try november(body)
    }

    /// What `body` shows in November 2026 in Tokyo, and its warnings.
    func november(_ body: String) throws -> (shown: [String], warnings: [String]) {
        (
            try expandedLines(body, from: "2026-11-01", through: "2026-11-30", in: "Asia/Tokyo"),
            try parseEvents(body).warnings
        )
    }

    @Test(arguments: [
        ("SEQUENCE:1", "SEQUENCE:2", "2026-11-04", "which has a higher SEQUENCE"),
        (
            "SEQUENCE:3\nLAST-MODIFIED:20261001T000000Z", "SEQUENCE:2\nLAST-MODIFIED:20261002T000000Z", "2026-11-03",
            "which has a higher SEQUENCE"
        ),
        // No SEQUENCE is SEQUENCE 0.
        (
            "LAST-MODIFIED:20261002T000000Z", "SEQUENCE:0\nLAST-MODIFIED:20261001T000000Z", "2026-11-03",
            "which was modified later"
        ),
        (
            "DTSTAMP:20261001T000000Z", "LAST-MODIFIED:20260901T000000Z\nDTSTAMP:20260901T000000Z", "2026-11-04",
            "which was modified later"
        ),
        ("DTSTAMP:20261001T000000Z", "DTSTAMP:20261002T000000Z", "2026-11-04", "which has a later DTSTAMP"),
    ])
    func theHighestSequenceThenTheLatestModificationThenTheLatestStampIsTheEvent(
        first: String, second: String, shown: String, reason: String
    ) throws {
        let (lines, warnings) = try editedDay(first, second)
        let secondLine = 9 + first.split(separator: "\n").count
        let (loser, winner) = shown == "2026-11-03" ? (secondLine, 4) : (4, secondLine)
        #expect(lines == ["\(shown) all-day 会議"])
        #expect(
            warnings == [
                #"cal.ics:\#(loser): event UID "e" ("会議"): replaced by the edit at line \#(winner), \#(reason); event dropped"#
            ])
    }

    @Test func ofTwoEqualEditsTheFirstIsKept() throws {
        let (lines, warnings) = try editedDay("SEQUENCE:1", "SEQUENCE:1")
        #expect(lines == ["2026-11-03 all-day 会議"])
        #expect(
            warnings == [#"cal.ics:10: event UID "e" ("会議"): repeats the UID of the event at line 4; event dropped"#])
    }

    @Test func twoOverridesOfOneOccurrenceAreEditsOfItWhateverZoneTheyNameItIn() throws {
        let body = """
            BEGIN:VEVENT
            UID:w
            SUMMARY:定例
            DTSTART;TZID=Asia/Tokyo:20261102T100000
            RRULE:FREQ=WEEKLY;COUNT=3
            END:VEVENT
            BEGIN:VEVENT
            UID:w
            SUMMARY:定例（火曜）
            SEQUENCE:2
            RECURRENCE-ID:20261109T010000Z
            DTSTART;TZID=Asia/Tokyo:20261110T100000
            END:VEVENT
            BEGIN:VEVENT
            UID:w
            SUMMARY:定例（水曜）
            SEQUENCE:1
            RECURRENCE-ID;TZID=Asia/Tokyo:20261109T100000
            DTSTART;TZID=Asia/Tokyo:20261111T100000
            END:VEVENT
            """
        let (shown, warnings) = try november(body)
        #expect(
            shown == ["2026-11-02 10:00-10:00 定例", "2026-11-10 10:00-10:00 定例（火曜）", "2026-11-16 10:00-10:00 定例"])
        #expect(
            warnings == [
                #"cal.ics:17: event UID "w" ("定例（水曜）"): replaced by the edit at line 10, which has a higher SEQUENCE; event dropped"#
            ])
    }

    /// A weekly 10:00 meeting in Berlin over October's change of offset, with the overrides given.
    func weekly(_ overrides: String) throws -> [String] {
        try expandedLines(
            """
            BEGIN:VEVENT
            UID:t
            SUMMARY:Meeting
            DTSTART;TZID=Europe/Berlin:20261006T100000
            DTEND;TZID=Europe/Berlin:20261006T110000
            RRULE:FREQ=WEEKLY;COUNT=6
            EXDATE;TZID=Europe/Berlin:20261103T100000
            END:VEVENT
            \(overrides)
            """, from: "2026-10-01", through: "2026-11-30", in: "Europe/Berlin")
    }

    /// An override of the weekly meeting's 10:00 occurrence on `day` (`20261020`), moved to `start`
    /// (`20261020T140000`) and lasting until `end` if given, for it alone or, with `andLater`, the later ones too.
    func override(
        _ summary: String, replacing day: String, start: String, end: String? = nil, andLater: Bool,
        cancelled: Bool = false
    ) -> String {
        [
            "BEGIN:VEVENT", "UID:t", "SUMMARY:\(summary)",
            "RECURRENCE-ID\(andLater ? ";RANGE=THISANDFUTURE" : "");TZID=Europe/Berlin:\(day)T100000",
            "DTSTART;TZID=Europe/Berlin:\(start)", end.map { "DTEND;TZID=Europe/Berlin:\($0)" } ?? "",
            cancelled ? "STATUS:CANCELLED" : "", "END:VEVENT",
        ].filter { !$0.isEmpty }.joined(separator: "\n")
    }

    @Test func anOverrideForThisAndFutureOccurrencesMovesTheLaterOnesByTheSameWallClockTime() throws {
        let afternoons = override(
            "Meeting (afternoons)", replacing: "20261020", start: "20261020T140000", end: "20261020T143000",
            andLater: true)
        #expect(
            try weekly(afternoons) == [
                "2026-10-06 10:00-11:00 Meeting", "2026-10-13 10:00-11:00 Meeting",
                "2026-10-20 14:00-14:30 Meeting (afternoons)",
                // After the change to winter time, still 14:00 on the wall; the EXDATE still holds.
                "2026-10-27 14:00-14:30 Meeting (afternoons)", "2026-11-10 14:00-14:30 Meeting (afternoons)",
            ])
        // A later one takes over; one for a single occurrence replaces only that one.
        let early = override(
            "Meeting (early)", replacing: "20261027", start: "20261028T090000", end: "20261028T100000", andLater: true)
        let once = override("Meeting (once)", replacing: "20261013", start: "20261013T120000", andLater: false)
        #expect(
            try weekly([afternoons, early, once].joined(separator: "\n")) == [
                "2026-10-06 10:00-11:00 Meeting", "2026-10-13 12:00-12:00 Meeting (once)",
                "2026-10-20 14:00-14:30 Meeting (afternoons)", "2026-10-28 09:00-10:00 Meeting (early)",
                "2026-11-11 09:00-10:00 Meeting (early)",
            ])
        // Cancelled for this and future occurrences: the series ends there.
        let cancelled = override(
            "Meeting", replacing: "20261020", start: "20261020T100000", andLater: true, cancelled: true)
        #expect(try weekly(cancelled) == ["2026-10-06 10:00-11:00 Meeting", "2026-10-13 10:00-11:00 Meeting"])
    }

    @Test func anAllDayOverrideForThisAndFutureOccurrencesMovesThemByDays() throws {
        let body = """
            BEGIN:VEVENT
            UID:d
            SUMMARY:ゴミ出し
            DTSTART;VALUE=DATE:20261102
            RRULE:FREQ=WEEKLY;COUNT=4
            END:VEVENT
            BEGIN:VEVENT
            UID:d
            SUMMARY:ゴミ出し（水曜）
            RECURRENCE-ID;RANGE=THISANDFUTURE;VALUE=DATE:20261116
            DTSTART;VALUE=DATE:20261118
            END:VEVENT
            """
        #expect(
            try expandedLines(body, from: "2026-11-01", through: "2026-12-31", in: "Asia/Tokyo") == [
                "2026-11-02 all-day ゴミ出し", "2026-11-09 all-day ゴミ出し", "2026-11-18 all-day ゴミ出し（水曜）",
                "2026-11-25 all-day ゴミ出し（水曜）",
            ])
    }

    @Test func periodsAreReadWithTheirTimeZoneAndTheirOwnEnds() throws {
        let body = """
            BEGIN:VEVENT
            UID:p
            SUMMARY:当番
            DTSTART;TZID=America/Los_Angeles:20261102T170000
            DTEND;TZID=America/Los_Angeles:20261102T180000
            RDATE;VALUE=PERIOD;TZID=America/Los_Angeles:20261104T220000/20261105T013000,20261110T170000/PT30M
            RDATE;VALUE=PERIOD:20261112T000000Z/20261111T000000Z
            RDATE;VALUE=PERIOD:20261113T000000Z
            END:VEVENT
            """
        let (shown, warnings) = try november(body)
        #expect(shown == ["2026-11-03 10:00-11:00 当番", "2026-11-05 15:00-18:30 当番", "2026-11-11 10:00-10:30 当番"])
        #expect(
            warnings == [
                #"cal.ics:4: event UID "p" ("当番"): RDATE "20261112T000000Z/20261111T000000Z" is not a list of periods; RDATE dropped"#,
                #"cal.ics:4: event UID "p" ("当番"): RDATE "20261113T000000Z" is not a list of periods; RDATE dropped"#,
            ])
    }
}
