import Foundation
import TestSupport
import Testing

@testable import SiteKit

@Suite(.timeLimit(.minutes(10))) struct CalendarRecordTests {
    private let identity = ContentHash(of: [1, 2, 3])
    private let events = "Content/data/events.ics"
    private var recordName: String { ".sitegen-cache/" + RecordShards.fileName(CalendarRecord.fileName, shard: 1) }

    private func record(of file: String, folder: String) throws -> CalendarRecord {
        let data = try Data(contentsOf: TestFolders.package.appendingPathComponent("\(folder)/\(file)"))
        let parsed = try CalendarParser.parse(String(decoding: data, as: UTF8.self), file: file, kind: .event)
        return CalendarRecord(
            key: CalendarRecord.key(of: data, parsedWith: file, CalendarKind.event.rawValue), parsed: parsed)
    }

    @Test(arguments: ["faults-bad-values.ics", "edits-this-and-future.ics", "edits-rdate-periods.ics"])
    func theRecordReadsBackWhatItWroteAndRefusesAnythingElse(_ file: String) throws {
        let record = try record(of: file, folder: "Tests/CalendarCorpus")
        #expect(!record.parsed.value.isEmpty)
        let bytes = try #require(record.bytes(identity: identity, index: 2))
        #expect(CalendarRecord(bytes: bytes, identity: identity, index: 2) == record)
        #expect(CalendarRecord(bytes: bytes, identity: ContentHash(of: [9]), index: 2) == nil)
        #expect(CalendarRecord(bytes: bytes, identity: identity, index: 3) == nil)
        for count in stride(from: 0, to: bytes.count, by: 7) {
            #expect(CalendarRecord(bytes: Array(bytes.prefix(count)), identity: identity, index: 2) == nil)
        }
        #expect(CalendarRecord(bytes: bytes + [0], identity: identity, index: 2) == nil)
    }

    @Test func aRecordOfEventsTheParserCouldNotHaveMadeIsRefused() throws {
        let record = try record(of: "events.ics", folder: "Content/data")
        #expect(record.parsed.value.contains { !$0.overrides.isEmpty })
        var forged = [record, record, record, record]
        forged[0].parsed.value[0].url = "javascript:alert(1)"
        forged[1].parsed.value[0].summary = "朝市\u{1B}[31m"
        forged[2].parsed.value[0].description = "鐘\u{7}"
        forged[3].parsed.value[0].overrides[0].overrides = [record.parsed.value[1]]
        for record in forged.prefix(3) {
            let bytes = try #require(record.bytes(identity: identity, index: 0))
            #expect(CalendarRecord(bytes: bytes, identity: identity, index: 0) == nil)
        }
        #expect(forged[3].bytes(identity: identity, index: 0) == nil)
    }

    @Test func aCalendarAsRecordedIsTakenFromItsRecordAndAChangedOneIsParsedAgain() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.expectRecordBelievedUntilItsInputChanges(
            forge: {
                var record = try loadRecord(site)
                let index = try #require(record.parsed.value.firstIndex { $0.summary == "汐見朝市" })
                record.parsed.value[index].summary = "記録の朝市"
                try Data(try #require(record.bytes(identity: RenderCache.rendererIdentity!, index: 1))).write(
                    to: site.folder.appendingPathComponent(recordName))
            },
            change: { try site.replace("SUMMARY:汐見朝市\r\n", with: "SUMMARY:汐見の朝市\r\n", in: events) },
            page: "Output/2026/11/index.html", recorded: "記録の朝市", changed: "汐見の朝市")
        #expect(try loadRecord(site).parsed.value.contains { $0.summary == "汐見の朝市" })
    }

    @Test func damagedRecordsAreIgnoredAndWrittenAgain() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.expectDamagedRecordWrittenAgain(at: recordName)
    }

    @Test func aCalendarThatWarnedGivesTheSameQuotedWarningsFromItsRecord() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.expectSameWarningsFromRecord(
            of: "events.ics",
            warn: {
                try site.replace("SUMMARY:汐見朝市\r\n", with: "SUMMARY:汐見朝市\r\nRRULE:FREQ=SOMETIMES\r\n", in: events)
            },
            recordedWarnings: { try loadRecord(site).parsed.warnings.count })
    }

    private func loadRecord(_ site: IncrementalSite) throws -> CalendarRecord {
        let bytes = try Data(contentsOf: site.folder.appendingPathComponent(recordName))
        return try #require(CalendarRecord(bytes: Array(bytes), identity: RenderCache.rendererIdentity!, index: 1))
    }
}
