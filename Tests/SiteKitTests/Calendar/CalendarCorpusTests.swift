import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// The calendar corpus, `Tests/CalendarCorpus`: files in the shapes calendar programs write, one per way
/// their feeds go wrong, each read occurrence by occurrence (day, start, title) as the independent reader
/// reads it over the months a site renders, with every warning exact; and `calendar.ics` made from it
/// reads back the same.
@Suite(.enabled(if: ICalendarReader.isAvailable, ICalendarReader.skipReason))
struct CalendarCorpusTests {
    /// The months a site built on 2026-06-15 with three months before and five after renders: both
    /// daylight saving changes of Europe and North America.
    static let months = (3...11).map { Month(year: 2026, month: $0)! }
    static let siteZone = "Asia/Tokyo"

    static func text(of file: String) throws -> String {
        try String(
            contentsOf: TestFolders.package.appendingPathComponent("Tests/CalendarCorpus/\(file)"), encoding: .utf8)
    }

    /// `YYYY-MM-DD<TAB>HH:MM<TAB>TITLE` (`all-day` for a date) for each day of each occurrence, sorted.
    static func lines(of events: [CalendarEvent]) -> [String] {
        CalendarExpansion.occurrences(
            of: events, from: months.first!.first, through: months.last!.last, timeZone: zone(siteZone)
        ).map { "\($0.day.iso)\t\($0.startTime ?? "all-day")\t\($0.title)" }.sorted()
    }

    static func reader(_ ics: String) throws -> [String] {
        try ICalendarReader.occurrences(
            in: ics, from: months.first!.first, through: months.last!.last, zone: siteZone, times: true
        ).sorted()
    }

    @Test(arguments: CalendarCorpus.cases)
    func eachFileReadsAsTheIndependentReaderReadsIt(_ corpus: CalendarCorpus) throws {
        let text = try Self.text(of: corpus.file)
        let parsed = try CalendarParser.parse(text, file: corpus.file, kind: .event)
        #expect(parsed.warnings.map(\.description) == corpus.warnings)
        let repaired = corpus.repairs.reduce(text) { text, repair in
            #expect(text.contains(repair.from), "\(corpus.file): nothing to repair at \(repair.from)")
            return text.replacingOccurrences(of: repair.from, with: repair.to)
        }
        let expected = try Self.reader(repaired)
        #expect(!expected.isEmpty)
        #expect(Self.lines(of: parsed.value) == expected)
    }

    @Test(arguments: CalendarCorpus.cases)
    func calendarICSMadeFromEachFileReadsBackTheSame(_ corpus: CalendarCorpus) throws {
        let events = try CalendarParser.parse(try Self.text(of: corpus.file), file: corpus.file, kind: .event).value
        let feed = CalendarFeed(name: "Corpus", siteZone: Self.siteZone, stamp: day("2026-06-15"), events: events)
        let readBack = try Self.reader(feed.ics)
        #expect(readBack == Self.lines(of: events))
        // What sitegen writes never needs its own leniency.
        #expect(try CalendarParser.parse(feed.ics, file: "calendar.ics", kind: .event).warnings == [])
    }
}
