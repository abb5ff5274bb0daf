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
        return PickupMessageRecord(key: PickupMessageRecord.key(of: data, parsedWith: "messages.json"), parsed: parsed)
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

    /// On the home page, which shows the messages and is planned on every build.
    @Test func messagesAsRecordedAreTakenFromTheirRecordAndChangedOnesAreParsedAgain() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.expectRecordBelievedUntilItsInputChanges(
            forge: {
                var record = try loadRecord(site)
                let index = try #require(record.parsed.value.firstIndex { $0.title == "朝どれの魚が岸壁に並ぶ「汐見朝市」" })
                record.parsed.value[index].title = "記録の朝市"
                try Data(try #require(record.bytes(identity: RenderCache.rendererIdentity!, index: 0))).write(
                    to: site.folder.appendingPathComponent(recordName))
            },
            change: { try site.replace("汐見朝市」", with: "汐見の朝市」", in: messages) },
            page: "Output/index.html", recorded: "記録の朝市", changed: "汐見の朝市")
    }

    @Test func damagedRecordsAreIgnoredAndWrittenAgain() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.expectDamagedRecordWrittenAgain(at: recordName)
    }

    @Test func messagesThatWarnedGiveTheSameQuotedWarningsFromTheirRecord() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.expectSameWarningsFromRecord(
            of: "pickup-messages.json",
            warn: { try site.replace(#""id": "1","#, with: #""id": "1", "colour": "blue","#, in: messages) },
            recordedWarnings: { try loadRecord(site).parsed.warnings.count })
    }

    private func loadRecord(_ site: IncrementalSite) throws -> PickupMessageRecord {
        let bytes = try Data(contentsOf: site.folder.appendingPathComponent(recordName))
        return try #require(
            PickupMessageRecord(bytes: Array(bytes), identity: RenderCache.rendererIdentity!, index: 0))
    }
}
