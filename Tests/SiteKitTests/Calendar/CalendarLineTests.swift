import Testing

@testable import SiteKit

/// Damaged lines as calendar programs read them: a line that lost its folding space is joined to the
/// line it continues, spaces around names and parameters and unquoted colons in parameter values are
/// read through, and any other line that is not a content line is dropped, each with a warning naming
/// the line; what lies outside a calendar is ignored, and an END closes what was left open inside it.
@Suite struct CalendarLineTests {
    /// The properties of the file's calendar as `NAME;PARAM=value:value` (parameters sorted), and the warnings.
    func read(_ text: String) throws -> (properties: [String], warnings: [String]) {
        let read = try CalendarComponent.calendars(in: text, file: "cal.ics")
        let properties = read.value.flatMap(\.properties).map { line in
            ([line.name] + line.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
                .joined(separator: ";") + ":" + line.value
        }
        return (properties, read.warnings.map(\.description))
    }

    static let cases: [(name: String, text: String, properties: [String], warnings: [String])] = [
        (
            "a text that lost its folding space",
            "BEGIN:VCALENDAR\nX-NOTE:Ask in the release c\nhannel first.\nEND:VCALENDAR\n",
            ["X-NOTE:Ask in the release channel first."],
            ["cal.ics:3: a folded line without its leading space; joined to line 2"]
        ),
        (
            "a date list that lost its folding space",
            "BEGIN:VCALENDAR\nRDATE:20260616T140000,2026081\n8T140000\nEND:VCALENDAR\n",
            ["RDATE:20260616T140000,20260818T140000"],
            ["cal.ics:3: a folded line without its leading space; joined to line 2"]
        ),
        (
            "parameters cut short, joined to the line after",
            "BEGIN:VCALENDAR\nORGANIZER;CN=Jane Doe;CUTYPE=INDIVIDU\nAL:mailto:jane@example.org\nEND:VCALENDAR\n",
            ["ORGANIZER;CN=Jane Doe;CUTYPE=INDIVIDUAL:mailto:jane@example.org"],
            ["cal.ics:3: a folded line without its leading space; joined to line 2"]
        ),
        (
            "a line that would spoil the date it follows",
            "BEGIN:VCALENDAR\nDTSTART:20261103T100000\nsee you there\nEND:VCALENDAR\n",
            ["DTSTART:20261103T100000"], [#"cal.ics:3:5: expected NAME:VALUE, found "see you there"; line ignored"#]
        ),
        (
            "a line without a colon after a keyword", "BEGIN:VCALENDAR\nVERSION:2.0\nSUMMARY 会議\nEND:VCALENDAR\n",
            ["VERSION:2.0"], [#"cal.ics:3:9: expected NAME:VALUE, found "SUMMARY 会議"; line ignored"#]
        ),
        (
            "a line after BEGIN is never joined to it", "BEGIN:VCALENDAR\nhello there\nEND:VCALENDAR\n", [],
            [#"cal.ics:2:7: expected NAME:VALUE, found "hello there"; line ignored"#]
        ),
        (
            "a parameter without a value", "BEGIN:VCALENDAR\nDTSTART;TZID:20261103\nEND:VCALENDAR\n", [],
            [#"cal.ics:2:13: expected NAME:VALUE, found "DTSTART;TZID:20261103"; line ignored"#]
        ),
        (
            "an unclosed quote, never joined to END", "BEGIN:VCALENDAR\nDTSTART;TZID=\"Asia/Tokyo:1\nEND:VCALENDAR\n",
            [],
            [#"cal.ics:2:14: expected NAME:VALUE, found "DTSTART;TZID="Asia/Tokyo:1"; line ignored"#]
        ),
        (
            "a folded bad line is placed on its physical line", "BEGIN:VCALENDAR\nX-A;B=\n 1\nEND:VCALENDAR\n", [],
            [#"cal.ics:3:3: expected NAME:VALUE, found "X-A;B=1"; line ignored"#]
        ),
        (
            "a line without a name", "BEGIN:VCALENDAR\n:20261103\nEND:VCALENDAR\n", [],
            [#"cal.ics:2:1: expected NAME:VALUE, found ":20261103"; line ignored"#]
        ),
        (
            "a long bad line is shortened",
            "BEGIN:VCALENDAR\n" + String(repeating: "あ", count: 50) + "\nEND:VCALENDAR\n", [],
            ["cal.ics:2:1: expected NAME:VALUE, found \"\(String(repeating: "あ", count: 40))…\"; line ignored"]
        ),
        (
            "spaces around names and parameters",
            "BEGIN:VCALENDAR\nUID :a\nDTSTART ; TZID = Europe/Berlin :20261103T100000\nSUMMARY\t:会議\nX-A;B=\"q\" ;C=d:e\nEND:VCALENDAR\n",
            ["UID:a", "DTSTART;TZID=Europe/Berlin:20261103T100000", "SUMMARY:会議", "X-A;B=q;C=d:e"],
            [
                "cal.ics:2: spaces around the name or parameters of UID; read without them",
                "cal.ics:3: spaces around the name or parameters of DTSTART; read without them",
                "cal.ics:4: spaces around the name or parameters of SUMMARY; read without them",
                "cal.ics:5: spaces around the name or parameters of X-A; read without them",
            ]
        ),
        (
            "spaces inside a list of parameter values are kept", "BEGIN:VCALENDAR\nX-A;B=one, two:v\nEND:VCALENDAR\n",
            ["X-A;B=one, two:v"], []
        ),
        (
            "unquoted colons in parameter values",
            """
            BEGIN:VCALENDAR
            DTSTART;TZID=(UTC+01:00) Amsterdam, Berlin:20261103T100000
            ATTENDEE;CN=Smith: John;ROLE=CHAIR:mailto:john@example.org
            ORGANIZER;CN=Board: Events team:mailto:board@example.org
            SUMMARY;LANGUAGE=en:Talk: what is next
            END:VCALENDAR

            """,
            [
                "DTSTART;TZID=(UTC+01:00) Amsterdam, Berlin:20261103T100000",
                "ATTENDEE;CN=Smith: John;ROLE=CHAIR:mailto:john@example.org",
                "ORGANIZER;CN=Board: Events team:mailto:board@example.org", "SUMMARY;LANGUAGE=en:Talk: what is next",
            ],
            [
                #"cal.ics:2: the TZID parameter of DTSTART holds an unquoted colon; read as "(UTC+01:00) Amsterdam, Berlin""#,
                #"cal.ics:3: the CN parameter of ATTENDEE holds an unquoted colon; read as "Smith: John""#,
                #"cal.ics:4: the CN parameter of ORGANIZER holds an unquoted colon; read as "Board: Events team""#,
            ]
        ),
        (
            "lines after END:VCALENDAR", "BEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n<!-- cached -->\nX-A:1\n",
            ["VERSION:2.0"], ["cal.ics:4: 2 lines after END:VCALENDAR; ignored"]
        ),
        (
            "lines before BEGIN:VCALENDAR",
            "Notice: undefined index in feed.php\n\nBEGIN:VCALENDAR\nX-A:1\nEND:VCALENDAR\n",
            ["X-A:1"], ["cal.ics:1: 1 line before BEGIN:VCALENDAR; ignored"]
        ),
        (
            "an END that closes components opened inside its own",
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nBEGIN:VALARM\nUID:a\nEND:VCALENDAR\n", [],
            [
                "cal.ics:3: BEGIN:VALARM is never closed; closed by END:VCALENDAR at line 5",
                "cal.ics:2: BEGIN:VEVENT is never closed; closed by END:VCALENDAR at line 5",
            ]
        ),
        (
            "an END that closes nothing, a BEGIN without a name",
            "BEGIN:VCALENDAR\nEND:VEVENT\nBEGIN:\nX-A:1\nEND:VCALENDAR\n", ["X-A:1"],
            [
                "cal.ics:2: END:VEVENT closes no open component; line ignored",
                "cal.ics:3: BEGIN without a component name; line ignored",
            ]
        ),
        (
            "a line between two calendars",
            "BEGIN:VCALENDAR\nEND:VCALENDAR\nhello\nBEGIN:VCALENDAR\nX-A:1\nEND:VCALENDAR\n", ["X-A:1"],
            ["cal.ics:3: 1 line after END:VCALENDAR; ignored"]
        ),
    ]

    @Test(arguments: cases.indices)
    func aDamagedLineIsReadAsCalendarProgramsReadIt(index: Int) throws {
        let (name, text, properties, warnings) = Self.cases[index]
        let read = try read(text)
        #expect(read.properties == properties, "\(name)")
        #expect(read.warnings == warnings, "\(name)")
    }

    @Test func theLinesOfAnEventThatLostTheirFoldingSpacesKeepTheEvent() throws {
        let (events, warnings) = try parseEvents(
            """
            BEGIN:VEVENT
            UID:a
            SUMMARY:Release freeze
            DESCRIPTION:No merges after noon. Ask in the release c
            hannel before you push: the release manager decides.
            DTSTART;VALUE=DATE:20261103
            END:VEVENT
            """)
        #expect(
            events.map(\.description) == [
                "No merges after noon. Ask in the release channel before you push: the release manager decides."
            ])
        #expect(warnings == ["cal.ics:8: a folded line without its leading space; joined to line 7"])
    }

    @Test func aFileOfDamagedLinesNamesTheFirstHundredAndCountsTheRest() throws {
        let text = "BEGIN:VCALENDAR\n" + String(repeating: "garbage here\n", count: 250) + "END:VCALENDAR\n"
        let warnings = try read(text).warnings
        #expect(warnings.count == 101)
        #expect(warnings[99] == #"cal.ics:101:9: expected NAME:VALUE, found "garbage here"; line ignored"#)
        #expect(
            warnings[100]
                == "cal.ics:102:9: 150 more damaged lines from here were read or dropped like those above, without a warning each"
        )
    }

    @Test func joiningManyLinesCostsWhatTheyHold() throws {
        // A text that lost the folding space of each of 20,000 lines: joined piece by piece, never read again whole.
        let pieces = (0..<20_000).map { "piece \($0) of a long description that was folded" }
        let text = "BEGIN:VCALENDAR\nDESCRIPTION:" + pieces.joined(separator: "\n") + "\nEND:VCALENDAR\n"
        let clock = ContinuousClock()
        var read: (properties: [String], warnings: [String]) = ([], [])
        let elapsed = try clock.measure { read = try self.read(text) }
        #expect(read.properties == ["DESCRIPTION:" + pieces.joined()])
        #expect(read.warnings.count == 101)
        #expect(elapsed < .seconds(5))
    }
}
