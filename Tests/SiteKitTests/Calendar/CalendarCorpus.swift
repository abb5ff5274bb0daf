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
        CalendarCorpus(file: "zones-daylight-saving-edges.ics")
    ]
}
