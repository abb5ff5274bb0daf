import Testing

@testable import SiteKit

/// Files that are not calendars at all, or cut short before a calendar's end: one error naming the file
/// and line (and column for a bad first line).
@Suite struct CalendarFileErrorTests {
    static let cases: [(name: String, text: String, message: String)] = [
        ("empty", "", "cal.ics:1: the file is empty; expected BEGIN:VCALENDAR"),
        ("blank lines only", "\r\n\r\n", "cal.ics:1: the file is empty; expected BEGIN:VCALENDAR"),
        (
            "another component first", "BEGIN:VEVENT\r\nEND:VEVENT\r\n",
            #"cal.ics:1: expected BEGIN:VCALENDAR, found "BEGIN:VEVENT""#
        ),
        (
            "HTML instead of iCalendar", "<!DOCTYPE html>\n<html>\n",
            #"cal.ics:1:1: expected NAME:VALUE, found "<!DOCTYPE html>""#
        ),
        (
            "a fold on the first line", " BEGIN:VCALENDAR\n",
            #"cal.ics:1:1: expected NAME:VALUE, found " BEGIN:VCALENDAR""#
        ),
        (
            "a component never closed", "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:a\nEND:VEVENT\n",
            "cal.ics:1: BEGIN:VCALENDAR is never closed by END:VCALENDAR"
        ),
    ]

    @Test(arguments: cases.indices)
    func malformedFileIsAnErrorNamingTheLine(index: Int) {
        let (name, text, message) = Self.cases[index]
        do {
            _ = try CalendarParser.parse(text, file: "cal.ics", kind: .event)
            Issue.record("\(name): no error")
        } catch {
            #expect(error.severity == .error, "\(name)")
            #expect(error.description == message, "\(name)")
        }
    }

    @Test func severalCalendarsInOneFileAreRead() throws {
        let text =
            calendarFile("BEGIN:VEVENT\nUID:a\nDTSTART;VALUE=DATE:20261103\nEND:VEVENT")
            + calendarFile("BEGIN:VEVENT\nUID:b\nDTSTART;VALUE=DATE:20261104\nEND:VEVENT")
        #expect(try CalendarParser.parse(text, file: "cal.ics", kind: .event).value.map(\.uid) == ["a", "b"])
    }
}

/// Events that cannot be used, as their DTSTART or RECURRENCE-ID cannot be read: dropped with a warning
/// naming the line of BEGIN:VEVENT, the UID and the summary, while the rest of the file is kept.
@Suite struct CalendarEventWarningTests {
    static let cases: [(properties: String, message: String)] = [
        ("SUMMARY:会議", "no DTSTART"),
        ("SUMMARY:会議\nDTSTART:2026-11-03", #"DTSTART "2026-11-03" is not a date or date-time"#),
        ("SUMMARY:会議\nDTSTART;VALUE=DATE:20260230", #"DTSTART "20260230" is not a date or date-time"#),
        ("SUMMARY:会議\nDTSTART:20261103T250000", #"DTSTART "20261103T250000" is not a date or date-time"#),
        (
            "SUMMARY:会議\nDTSTART:20261103T100000,20261104T100000",
            #"DTSTART "20261103T100000,20261104T100000" is not a date or date-time"#
        ),
        (
            "SUMMARY:会議\nDTSTART;TZID=Mars/Olympus:20261103T100000",
            #"DTSTART has an unknown time zone "Mars/Olympus" (not an IANA or Windows name, nor one a VTIMEZONE of the file defines)"#
        ),
        (
            "SUMMARY:会議\nDTSTART:20261103T100000\nRECURRENCE-ID:yesterday",
            #"RECURRENCE-ID "yesterday" is not a date or date-time"#
        ),
    ]

    @Test(arguments: cases.indices)
    func badEventIsDroppedWithAWarning(index: Int) throws {
        let (properties, problem) = Self.cases[index]
        let (events, warnings) = try parseEvents(
            """
            BEGIN:VEVENT
            UID:good-before
            DTSTART;VALUE=DATE:20261101
            END:VEVENT
            BEGIN:VEVENT
            UID:bad@sitegen.example
            \(properties)
            END:VEVENT
            BEGIN:VEVENT
            UID:good-after
            DTSTART;VALUE=DATE:20261102
            END:VEVENT
            """)
        #expect(events.map(\.uid) == ["good-before", "good-after"])
        #expect(warnings == [#"cal.ics:8: event UID "bad@sitegen.example" ("会議"): "# + problem + "; event dropped"])
    }

    @Test func eventWithoutUIDOrSummaryIsNamedByWhatItHas() throws {
        let (events, warnings) = try parseEvents(
            """
            BEGIN:VEVENT
            SUMMARY:名無し
            END:VEVENT
            BEGIN:VEVENT
            UID:only-uid
            END:VEVENT
            BEGIN:VEVENT
            DTSTART;VALUE=DATE:20261103
            END:VEVENT
            """)
        #expect(
            warnings == [
                #"cal.ics:4: event without UID ("名無し"): no DTSTART; event dropped"#,
                #"cal.ics:7: event UID "only-uid": no DTSTART; event dropped"#,
            ])
        // An event without UID still needs a stable identity: its file and line.
        #expect(events.map(\.uid) == ["cal.ics:10"])
    }

    @Test func aValidEndAfterAStartInAnotherZoneIsKept() throws {
        let (events, warnings) = try parseEvents(
            """
            BEGIN:VEVENT
            UID:a
            DTSTART;TZID=Asia/Tokyo:20261103T100000
            DTEND:20261103T020000Z
            END:VEVENT
            """)
        #expect(warnings == [])
        #expect(events.count == 1)
    }
}
