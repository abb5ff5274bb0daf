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
        CalendarCorpus(file: "zones-daylight-saving-edges.ics"),
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
            file: "lines-after-the-calendar.ics",
            warnings: ["lines-after-the-calendar.ics:12: 2 lines after END:VCALENDAR; ignored"],
            repairs: [("<!-- generated in 0.042 s by events-feed -->\r\n<!-- cache: hit -->\r\n", "")]),
    ]
}
