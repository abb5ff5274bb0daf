import Foundation
import TestSupport
import Testing

@testable import SiteKit

@Suite(.timeLimit(.minutes(10))) struct PickupMessageRecordTests {
    private let identity = ContentHash(of: [1, 2, 3])
    private let messages = "Content/data/pickup-messages.json"
    private var recordName: String {
        ".sitegen-cache/" + RecordShards.fileName(PickupMessageRecord.fileName, shard: 0)
    }
    /// Two messages the parser keeps, one with a field it ignores and a date it drops, and one it drops.
    private let warned = Data(
        #"""
        {"article": {"contents": [{"id": "1", "title": "朝市", "category": "", "image_url": "https://example.org/a.jpg",
          "body": "一行目\n二行目", "date": "2026-11-07", "url": "https://example.org/a/"},
         {"id": "2", "title": "港", "category": "海", "date": "11/07", "colour": "blue"},
         {"id": "3"}]}}
        """#.utf8)

    private func record(of data: Data) throws -> PickupMessageRecord {
        let parsed = try PickupMessageParser.parse(data, source: "messages.json")
        return PickupMessageRecord(key: PickupMessageRecord.key(of: data, source: "messages.json"), parsed: parsed)
    }

    @Test func theRecordReadsBackWhatItWroteAndRefusesAnythingElse() throws {
        let sample = try Data(contentsOf: TestFolders.package.appendingPathComponent(messages))
        for record in [try record(of: warned), try record(of: sample)] {
            #expect(record.parsed.value.count >= 2)
            let bytes = try #require(record.bytes(identity: identity, index: 0))
            #expect(PickupMessageRecord(bytes: bytes, identity: identity, index: 0) == record)
            #expect(PickupMessageRecord(bytes: bytes, identity: ContentHash(of: [9]), index: 0) == nil)
            #expect(PickupMessageRecord(bytes: bytes, identity: identity, index: 1) == nil)
            for count in stride(from: 0, to: bytes.count, by: 5) {
                #expect(PickupMessageRecord(bytes: Array(bytes.prefix(count)), identity: identity, index: 0) == nil)
            }
            #expect(PickupMessageRecord(bytes: bytes + [0], identity: identity, index: 0) == nil)
        }
        #expect(try record(of: warned).parsed.warnings.count == 4)
    }

    @Test func aRecordOfMessagesTheParserCouldNotHaveMadeIsRefused() throws {
        let record = try record(of: warned)
        var forged = Array(repeating: record, count: 6)
        forged[0].parsed.value[0].url = "javascript:alert(1)"
        forged[1].parsed.value[0].imageURL = "file:///etc/passwd"
        forged[2].parsed.value[0].title = "朝市\u{1B}[31m"
        forged[3].parsed.value[0].body = "鐘\u{7}"
        forged[4].parsed.value[0].id = " "
        forged[5].parsed.value[1].category = "海\n港"
        for record in forged {
            let bytes = try #require(record.bytes(identity: identity, index: 0))
            #expect(PickupMessageRecord(bytes: bytes, identity: identity, index: 0) == nil)
        }
    }

    @Test func messagesAsRecordedAreTakenFromTheirRecordAndChangedOnesAreParsedAgain() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.settle()
        // The record is what the build believes while the bytes are as they were: a title only it holds shows.
        var record = try loadRecord(site)
        let index = try #require(record.parsed.value.firstIndex { $0.title == "朝どれの魚が岸壁に並ぶ「汐見朝市」" })
        record.parsed.value[index].title = "記録の朝市"
        try Data(try #require(record.bytes(identity: RenderCache.rendererIdentity!, index: 0))).write(
            to: site.folder.appendingPathComponent(recordName))
        try site.rewrite("Content/memos/2026/11/2026-11-29.md") { $0 + "\n追記。\n" }
        _ = try await site.build()
        #expect(try home(site).contains("記録の朝市"))
        try site.replace("汐見朝市」", with: "汐見の朝市」", in: messages)
        _ = try await site.build()
        #expect(try home(site).contains("汐見の朝市"))
        #expect(try !home(site).contains("記録の朝市"))
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func damagedRecordsAreIgnoredAndWrittenAgain() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.expectDamagedRecordIgnored(at: recordName) { whole in
            let written = try Data(contentsOf: site.folder.appendingPathComponent(recordName))
            #expect(written == whole)
        }
    }

    @Test func messagesThatWarnedGiveTheSameQuotedWarningsFromTheirRecord() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try site.replace(#""id": "1","#, with: #""id": "1", "colour": "blue","#, in: messages)
        _ = try await site.build()
        let first = try #require(site.lastState).state.diagnostics.warnings.filter {
            $0.location.file.hasSuffix("pickup-messages.json")
        }
        #expect(first.count == 1)
        #expect(first.first?.excerpt != nil)
        #expect(try loadRecord(site).parsed.warnings.count == 1)
        try site.rewrite("Content/memos/2026/11/2026-11-29.md") { $0 + "\n追記。\n" }
        _ = try await site.build()
        let second = try #require(site.lastState).state.diagnostics.warnings.filter {
            $0.location.file.hasSuffix("pickup-messages.json")
        }
        #expect(second == first)
    }

    private func loadRecord(_ site: IncrementalSite) throws -> PickupMessageRecord {
        let bytes = try Data(contentsOf: site.folder.appendingPathComponent(recordName))
        return try #require(
            PickupMessageRecord(bytes: Array(bytes), identity: RenderCache.rendererIdentity!, index: 0))
    }

    /// The home page, which shows the pickup messages and is planned on every build.
    private func home(_ site: IncrementalSite) throws -> String {
        try String(contentsOf: site.folder.appendingPathComponent("Output/index.html"), encoding: .utf8)
    }
}
