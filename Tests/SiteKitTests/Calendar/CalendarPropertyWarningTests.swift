import Testing

@testable import SiteKit

/// A property that cannot be read drops itself, or a part of a rule its part, not the event, with a
/// warning naming the event; an event whose end is missing or before its start is shown at its start.
@Suite struct CalendarPropertyWarningTests {
    static let cases: [(properties: String, problem: String, shown: [String])] = [
        (
            "DTSTART:20261103T100000\nDTEND:tomorrow", #"DTEND "tomorrow" is not a date or date-time; DTEND dropped"#,
            ["2026-11-03 10:00-10:00 会議"]
        ),
        (
            "DTSTART;TZID=Asia/Tokyo:20261103T100000\nDTEND;TZID=Asia/Tokyo:20261103T090000",
            "DTEND is before DTSTART; DTEND dropped, the event is shown at its start", ["2026-11-03 10:00-10:00 会議"]
        ),
        (
            "DTSTART;VALUE=DATE:20261103\nDTEND;VALUE=DATE:20261102",
            "DTEND is before DTSTART; DTEND dropped, the event is shown at its start", ["2026-11-03 all-day 会議"]
        ),
        // 10:00 in Tokyo is 01:00 UTC: an end at 00:30 UTC is before it.
        (
            "DTSTART;TZID=Asia/Tokyo:20261103T100000\nDTEND:20261103T003000Z",
            "DTEND is before DTSTART; DTEND dropped, the event is shown at its start", ["2026-11-03 10:00-10:00 会議"]
        ),
        (
            "DTSTART;TZID=Europe/Berlin:20261103T140000\nDTEND;VALUE=DATE:20261104",
            "DTEND is a date where DTSTART is a date-time; read as 00:00 that day",
            ["2026-11-03 22:00-08:00> 会議", "2026-11-04 <22:00-08:00 会議"]
        ),
        (
            "DTSTART;VALUE=DATE:20261103\nDTEND:20261104T120000",
            "DTEND is a date-time where DTSTART is a date; read as whole days",
            ["2026-11-03 all-day> 会議", "2026-11-04 <all-day 会議"]
        ),
        (
            "DTSTART;VALUE=DATE:20261103\nDTEND:20261104T000000",
            "DTEND is a date-time where DTSTART is a date; read as whole days",
            ["2026-11-03 all-day 会議"]
        ),
        (
            "DTSTART:20261103T100000\nDTEND;TZID=Tokyo Time:20261103T110000",
            #"DTEND has an unknown time zone "Tokyo Time" (not an IANA or Windows name, nor one a VTIMEZONE of the file defines); DTEND dropped"#,
            ["2026-11-03 10:00-10:00 会議"]
        ),
        (
            "DTSTART:20261103T100000\nDURATION:one hour", #"DURATION "one hour" is not a duration; DURATION dropped"#,
            ["2026-11-03 10:00-10:00 会議"]
        ),
        (
            "DTSTART:20261103T100000\nDURATION:-PT1H", #"DURATION "-PT1H" is negative; DURATION dropped"#,
            ["2026-11-03 10:00-10:00 会議"]
        ),
        ("DTSTART;VALUE=DATE:20261103\nRRULE:", "RRULE is empty; RRULE dropped", ["2026-11-03 all-day 会議"]),
        (
            "DTSTART;VALUE=DATE:20261103\nRRULE:FREQ=SOMETIMES",
            #"RRULE "FREQ=SOMETIMES" is not a recurrence rule; RRULE dropped"#,
            ["2026-11-03 all-day 会議"]
        ),
        (
            "DTSTART;VALUE=DATE:20261103\nRRULE:FREQ=WEEKLY;COUNT=-1;UNTIL=20261117",
            #"RRULE "FREQ=WEEKLY;COUNT=-1;UNTIL=20261117" has a part that cannot be read, "COUNT=-1"; part dropped"#,
            ["2026-11-03 all-day 会議", "2026-11-10 all-day 会議", "2026-11-17 all-day 会議"]
        ),
        (
            "DTSTART;VALUE=DATE:20261103\nRRULE:FREQ=WEEKLY;COUNT=2;BYDAY=TU,XX;X-NAME=1",
            #"RRULE "FREQ=WEEKLY;COUNT=2;BYDAY=TU,XX;X-NAME=1" has a part that cannot be read, "BYDAY=TU,XX"; part dropped"#
                + "\n"
                + #"RRULE "FREQ=WEEKLY;COUNT=2;BYDAY=TU,XX;X-NAME=1" has a part that cannot be read, "X-NAME=1"; part dropped"#,
            ["2026-11-03 all-day 会議", "2026-11-10 all-day 会議"]
        ),
        // libical would read the rule up to its NUL, and calendar.ics would write it without the NUL.
        (
            "DTSTART;VALUE=DATE:20261103\nRRULE:FREQ=DAILY;COUNT=2;BYDAY=TU\u{0}X",
            "RRULE \"FREQ=DAILY;COUNT=2;BYDAY=TU\u{0}X\" has a part that cannot be read, \"BYDAY=TU\u{0}X\"; part dropped",
            ["2026-11-03 all-day 会議", "2026-11-04 all-day 会議"]
        ),
        // Of two parts that exclude each other, the first is kept.
        (
            "DTSTART;VALUE=DATE:20261103\nRRULE:FREQ=DAILY;COUNT=2;UNTIL=20261110",
            #"RRULE "FREQ=DAILY;COUNT=2;UNTIL=20261110" has a part that cannot be read, "UNTIL=20261110"; part dropped"#,
            ["2026-11-03 all-day 会議", "2026-11-04 all-day 会議"]
        ),
        (
            "DTSTART;VALUE=DATE:20261103\nRRULE:FREQ=DAILY;COUNT=2\nRDATE:\nEXDATE:",
            "RDATE is empty; RDATE dropped\nEXDATE is empty; EXDATE dropped",
            ["2026-11-03 all-day 会議", "2026-11-04 all-day 会議"]
        ),
        (
            "DTSTART;VALUE=DATE:20261103\nRRULE:FREQ=DAILY;COUNT=2\nEXDATE;VALUE=DATE:20261104,next week\nRDATE;VALUE=DATE:20261110",
            #"EXDATE "20261104,next week" is not a date or date-time; EXDATE dropped"#,
            ["2026-11-03 all-day 会議", "2026-11-04 all-day 会議", "2026-11-10 all-day 会議"]
        ),
        (
            "DTSTART:20261103T100000\nRDATE;TZID=Nowhere:20261105T100000\nRDATE:20261106T100000",
            #"RDATE has an unknown time zone "Nowhere" (not an IANA or Windows name, nor one a VTIMEZONE of the file defines); RDATE dropped"#,
            ["2026-11-03 10:00-10:00 会議", "2026-11-06 10:00-10:00 会議"]
        ),
    ]

    @Test(arguments: cases.indices)
    func aBadPropertyIsDroppedAndTheEventKept(index: Int) throws {
        let (properties, problem, shown) = Self.cases[index]
        let body = "BEGIN:VEVENT\nUID:u\nSUMMARY:会議\n\(properties)\nEND:VEVENT"
        let warnings = try parseEvents(body).warnings
        #expect(warnings == problem.split(separator: "\n").map { #"cal.ics:4: event UID "u" ("会議"): "# + $0 })
        #expect(try expandedLines(body, from: "2026-11-01", through: "2026-11-30", in: "Asia/Tokyo") == shown)
    }
}
