import Testing

/// One file of `Tests/CalendarCorpus`, the warnings sitegen gives for it, and where the independent
/// reader cannot read it (or reads it otherwise on purpose), the repairs its owner would make, which the
/// reader reads instead.
struct CalendarCorpus: Sendable, CustomTestStringConvertible {
    var file: String
    var warnings: [String] = []
    var repairs: [(from: String, to: String)] = []

    var testDescription: String { file }

    static let cases: [CalendarCorpus] = [
        CalendarCorpus(file: "zones-outlook.ics"),
        CalendarCorpus(file: "zones-own-definitions.ics"),
        CalendarCorpus(file: "zones-vendor-prefixes.ics"),
        CalendarCorpus(file: "zones-daylight-saving-edges.ics"),
        CalendarCorpus(
            file: "faults-empty-rules.ics",
            warnings: [
                #"faults-empty-rules.ics:8: event UID "holiday-2026-01-01@holidays.example" ("New Year's Day"): RRULE is empty; RRULE dropped"#,
                #"faults-empty-rules.ics:18: event UID "holiday-2026-04-03@holidays.example" ("Good Friday"): RRULE is empty; RRULE dropped"#,
                #"faults-empty-rules.ics:28: event UID "holiday-2026-05-01@holidays.example" ("Labour Day"): RRULE is empty; RRULE dropped"#,
                #"faults-empty-rules.ics:38: event UID "holiday-2026-10-03@holidays.example" ("Day of Unity"): RRULE is empty; RRULE dropped"#,
                #"faults-empty-rules.ics:38: event UID "holiday-2026-10-03@holidays.example" ("Day of Unity"): RDATE is empty; RDATE dropped"#,
                #"faults-empty-rules.ics:49: event UID "holiday-2026-12-25@holidays.example" ("Christmas Day"): RRULE is empty; RRULE dropped"#,
            ]),
        CalendarCorpus(
            file: "faults-bad-values.ics",
            warnings: [
                #"faults-bad-values.ics:4: event UID "booking-1001@rooms.example" ("Room 4 (a rule with a negative count)"): RRULE "FREQ=WEEKLY;COUNT=-1;BYDAY=TU" has a part that cannot be read, "COUNT=-1"; part dropped"#,
                #"faults-bad-values.ics:12: event UID "booking-1002@rooms.example" ("Room 2 (an end that is a date)"): DTEND is a date where DTSTART is a date-time; read as 00:00 that day"#,
                #"faults-bad-values.ics:19: event UID "booking-1003@rooms.example" ("Room 7 (an end before the start)"): DTEND is before DTSTART; DTEND dropped, the event is shown at its start"#,
                #"faults-bad-values.ics:26: event UID "booking-1004@rooms.example" ("Room 1 (an empty RDATE)"): RDATE is empty; RDATE dropped"#,
            ],
            // The reader swaps a reversed end and start; sitegen shows the event at its start.
            repairs: [("DTEND;TZID=Europe/Berlin:20260520T140000\r\n", "")]),
        CalendarCorpus(
            file: "edits-sequence.ics",
            warnings: [
                #"edits-sequence.ics:4: event UID "e1f7a0b2-3c4d-4e5f-8a9b-0c1d2e3f4a5b" ("Planning day (first draft)"): replaced by the edit at line 14, which has a higher SEQUENCE; event dropped"#,
                #"edits-sequence.ics:24: event UID "e1f7a0b2-3c4d-4e5f-8a9b-0c1d2e3f4a5b" ("Planning day (second draft)"): replaced by the edit at line 14, which has a higher SEQUENCE; event dropped"#,
                #"edits-sequence.ics:45: event UID "f2a8b1c3-4d5e-4f60-9b0c-1d2e3f4a5b6c" ("Yoga (moved to Thursday)"): replaced by the edit at line 56, which has a higher SEQUENCE; event dropped"#,
            ]),
        CalendarCorpus(file: "edits-this-and-future.ics"),
        CalendarCorpus(file: "edits-rdate-periods.ics"),
        CalendarCorpus(
            file: "lines-lost-fold-spaces.ics",
            warnings: [
                "lines-lost-fold-spaces.ics:14: a folded line without its leading space; joined to line 13",
                "lines-lost-fold-spaces.ics:15: a folded line without its leading space; joined to line 14",
                "lines-lost-fold-spaces.ics:17: a folded line without its leading space; joined to line 16",
                "lines-lost-fold-spaces.ics:31: a folded line without its leading space; joined to line 30",
            ],
            repairs: [
                ("\r\nhannel", "\r\n hannel"), ("\r\nes in.", "\r\n es in."), ("\r\nAL:mailto", "\r\n AL:mailto"),
                ("\r\n8T14", "\r\n 8T14"),
            ]),
        CalendarCorpus(
            file: "lines-whitespace.ics",
            warnings: [
                "lines-whitespace.ics:5: spaces around the name or parameters of UID; read without them",
                "lines-whitespace.ics:7: spaces around the name or parameters of DTSTART; read without them",
                "lines-whitespace.ics:8: spaces around the name or parameters of DTEND; read without them",
                "lines-whitespace.ics:10: spaces around the name or parameters of SUMMARY; read without them",
                "lines-whitespace.ics:16: spaces around the name or parameters of DTSTART; read without them",
                "lines-whitespace.ics:17: spaces around the name or parameters of SUMMARY; read without them",
            ]),
        CalendarCorpus(
            file: "lines-colon-in-parameter.ics",
            warnings: [
                #"lines-colon-in-parameter.ics:22: the TZID parameter of DTSTART holds an unquoted colon; read as "(UTC+01:00) Amsterdam, Berlin, Bern, Rom…""#,
                #"lines-colon-in-parameter.ics:23: the TZID parameter of DTEND holds an unquoted colon; read as "(UTC+01:00) Amsterdam, Berlin, Bern, Rom…""#,
                #"lines-colon-in-parameter.ics:24: the CN parameter of ORGANIZER holds an unquoted colon; read as "Board: Events team""#,
                #"lines-colon-in-parameter.ics:31: the CN parameter of ATTENDEE holds an unquoted colon; read as "Smith: John""#,
            ],
            repairs: [
                (
                    "TZID=(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna:",
                    "TZID=\"(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna\":"
                ),
                ("CN=Board: Events team:", "CN=\"Board: Events team\":"), ("CN=Smith: John;", "CN=\"Smith: John\";"),
            ]),
        CalendarCorpus(
            file: "lines-after-the-calendar.ics",
            warnings: ["lines-after-the-calendar.ics:12: 2 lines after END:VCALENDAR; ignored"],
            repairs: [("<!-- generated in 0.042 s by events-feed -->\r\n<!-- cache: hit -->\r\n", "")]),
    ]
}
