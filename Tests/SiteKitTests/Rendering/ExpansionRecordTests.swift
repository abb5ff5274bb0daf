import Foundation
import TestSupport
import Testing

@testable import SiteKit

@Suite(.timeLimit(.minutes(10))) struct ExpansionRecordTests {
    private let identity = ContentHash(of: [4, 5, 6])
    private var recordPath: String { ".sitegen-cache/" + ExpansionRecord.fileName }

    /// The sample site's calendars expanded over 2026 and 2027, as a build records them.
    private func sampleRecord() throws -> ExpansionRecord {
        let events = try ["holidays-ja.ics", "events.ics"].flatMap { file in
            let url = TestFolders.package.appendingPathComponent("Content/data/\(file)")
            return try CalendarParser.parse(
                try String(contentsOf: url, encoding: .utf8), file: file, kind: file.hasPrefix("h") ? .holiday : .event
            ).value
        }
        let months = [2026, 2027].flatMap { year in (1...12).map { Month(year: year, month: $0)! } }
        let expansion = CalendarExpansion.expand(events, in: months, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        return ExpansionRecord(
            key: ExpansionRecord.key(events: events, years: [2026, 2027], timeZone: "Asia/Tokyo"),
            occurrences: expansion.occurrences, warnings: expansion.warnings)
    }

    @Test func theRecordReadsBackWhatItWroteAndRefusesAnythingElse() throws {
        let record = try sampleRecord()
        #expect(record.occurrences.count > 50)
        #expect(record.occurrences.contains { $0.startTime != nil && $0.description != nil })
        #expect(record.occurrences.contains { $0.isAllDay && $0.kind == .holiday })
        let bytes = record.bytes(identity: identity)
        #expect(ExpansionRecord(bytes: bytes, identity: identity) == record)
        #expect(ExpansionRecord(bytes: bytes, identity: ContentHash(of: [9])) == nil)
        for count in stride(from: 0, to: bytes.count, by: 13) {
            #expect(ExpansionRecord(bytes: Array(bytes.prefix(count)), identity: identity) == nil)
        }
        #expect(ExpansionRecord(bytes: bytes + [0], identity: identity) == nil)
        var forged = [record, record, record]
        forged[0].occurrences[0].url = "javascript:alert(1)"
        forged[1].occurrences[0].title = "祝日\u{1B}[31m"
        forged[2].occurrences[0].uid = "a\nb"
        for record in forged {
            #expect(ExpansionRecord(bytes: record.bytes(identity: identity), identity: identity) == nil)
        }
    }

    @Test func theKeyFollowsTheEventsTheYearsAndTheZone() throws {
        let events = [
            CalendarEvent(
                uid: "a", summary: "朝市", kind: .event, start: CalendarDateTime(day: Day(iso: "2026-11-07")!),
                end: CalendarDateTime(day: Day(iso: "2026-11-08")!))
        ]
        var moved = events
        moved[0].overrides = [events[0]]
        let key = ExpansionRecord.key(events: events, years: [2026], timeZone: "Asia/Tokyo")
        #expect(ExpansionRecord.key(events: events, years: [2026], timeZone: "Asia/Tokyo") == key)
        #expect(ExpansionRecord.key(events: moved, years: [2026], timeZone: "Asia/Tokyo") != key)
        #expect(ExpansionRecord.key(events: events, years: [2026, 2027], timeZone: "Asia/Tokyo") != key)
        #expect(ExpansionRecord.key(events: events, years: [2026], timeZone: "Europe/Berlin") != key)
    }

    @Test func theExpansionAsRecordedIsTakenFromItsRecordAndNewEventsAreExpandedAgain() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.settle()
        // The record is what the build believes while the events are as they were: a title only it holds shows.
        var record = try loadRecord(site)
        let index = try #require(record.occurrences.firstIndex { $0.title == "公民館文化祭" })
        record.occurrences[index].title = "記録の文化祭"
        try Data(record.bytes(identity: RenderCache.rendererIdentity!)).write(
            to: site.folder.appendingPathComponent(recordPath))
        try site.rewrite("Content/memos/2026/11/2026-11-29.md") { $0 + "\n追記。\n" }
        _ = try await site.build()
        #expect(try monthPage(site).contains("記録の文化祭"))
        try site.replace("SUMMARY:公民館文化祭\r\n", with: "SUMMARY:公民館の文化祭\r\n", in: "Content/data/events.ics")
        _ = try await site.build()
        #expect(try monthPage(site).contains("公民館の文化祭"))
        #expect(try !monthPage(site).contains("記録の文化祭"))
        try await site.expectSameBytesAsACleanBuild()
        #expect(try loadRecord(site).occurrences.contains { $0.title == "公民館の文化祭" })
    }

    @Test func aDamagedRecordIsIgnoredAndWrittenAgain() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.expectDamagedRecordWrittenAgain(at: recordPath)
    }

    private func loadRecord(_ site: IncrementalSite) throws -> ExpansionRecord {
        let bytes = try Data(contentsOf: site.folder.appendingPathComponent(recordPath))
        return try #require(ExpansionRecord(bytes: Array(bytes), identity: RenderCache.rendererIdentity!))
    }

    private func monthPage(_ site: IncrementalSite) throws -> String {
        try String(contentsOf: site.folder.appendingPathComponent("Output/2026/11/index.html"), encoding: .utf8)
    }
}
