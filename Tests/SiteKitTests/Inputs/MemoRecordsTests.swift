import Foundation
import Testing

@testable import SiteKit

@Suite(.timeLimit(.minutes(10))) struct MemoRecordsTests {
    private let memo = "Content/memos/2026/11/2026-11-01.md"

    private func record(_ name: String, title: String?, updated: Day? = nil) -> MemoRecords.Record {
        var memo = Memo(day: Day(iso: "2026-11-29")!, title: title, tags: ["港", "夜"], markdown: "本文。\n", file: name)
        memo.updated = updated
        memo.description = "説明"
        return MemoRecords.Record(
            identity: FileIdentity(device: 1, inode: 2, size: 3, modified: -4, changed: 5), hash: ContentHash(of: [6]),
            memo: memo)
    }

    @Test func theRecordsReadBackWhatTheyWroteAndRefuseAnythingElse() throws {
        let identity = ContentHash(of: [1, 2, 3])
        let name = "memos/2026/11/2026-11-29.md"
        let shard = MemoRecords.shard(of: name)
        var records = MemoRecords()
        records.records[name] = record(name, title: nil, updated: Day(iso: "2026-11-30"))
        let bytes = MemoRecords.bytes(of: records.records, identity: identity, shard: shard)
        #expect(MemoRecords(bytes: bytes, identity: identity, shard: shard) == records)
        #expect(MemoRecords(bytes: bytes, identity: ContentHash(of: [9]), shard: shard) == nil)
        #expect(MemoRecords(bytes: bytes, identity: identity, shard: (shard + 1) % RecordShards.count) == nil)
        for count in 0..<bytes.count {
            let read = MemoRecords(bytes: Array(bytes.prefix(count)), identity: identity, shard: shard)
            #expect(read == nil || read?.records.isEmpty == true, "cut at \(count)")
        }
        #expect(MemoRecords(bytes: bytes + [0], identity: identity, shard: shard) == nil)
        // A date that is not one, where the day was (after the name, which holds it too).
        let day = Array("2026-11-29".utf8)
        let start = bytes.indices.last { bytes[$0...].starts(with: day) }!
        var damaged = bytes
        damaged[start + 5] = UInt8(ascii: "2")
        #expect(MemoRecords(bytes: damaged, identity: identity, shard: shard) == nil)
        // An image that is not an http(s) URL, which no memo's front matter lets through.
        var scripted = records
        scripted.records[name]!.memo.image = "javascript:alert(1)"
        #expect(
            MemoRecords(
                bytes: MemoRecords.bytes(of: scripted.records, identity: identity, shard: shard), identity: identity,
                shard: shard) == nil)
        scripted.records[name]!.memo.image = "https://example.com/a.jpg"
        #expect(
            MemoRecords(
                bytes: MemoRecords.bytes(of: scripted.records, identity: identity, shard: shard), identity: identity,
                shard: shard) == scripted)
    }

    @Test func aMemoAsRecordedIsTakenFromItsRecordAndOneChangedIsReadAgain() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.settle()
        // The record is what the build believes while the file is as it was: a title only it holds shows.
        var records = MemoRecords.load(from: site.cacheFolder)
        let name = try #require(records.records.keys.first { $0.hasSuffix("2026-11-01.md") })
        records.records[name]!.memo.title = "記録の題"
        records.write(to: site.cacheFolder, replacing: MemoRecords())
        // Another memo changed, so that the site is built again rather than found as it was.
        try site.rewrite("Content/memos/2026/11/2026-11-29.md") { $0 + "\n追記。\n" }
        _ = try await site.build()
        #expect(try dayPage(site).contains("記録の題"))
        try site.rewrite(memo) { $0.replacingOccurrences(of: "title: 写真の整理", with: "title: 書き直した題") }
        _ = try await site.build()
        #expect(try dayPage(site).contains("書き直した題"))
        #expect(try !dayPage(site).contains("記録の題"))
        try await site.expectSameBytesAsACleanBuild()
    }

    /// A night rewrites the one shard of its memo: the smaller the shards, the less it rewrites.
    @Test func recordsAndSummariesSpreadOverEveryShard() {
        let days = (0..<3650).map { Day(daysSinceEpoch: 20_000 + $0) }
        let names = days.map { "memos/\($0.iso.prefix(4))/\($0.iso.dropFirst(5).prefix(2))/\($0.iso).md" }
        #expect(Set(names.map(MemoRecords.shard(of:))) == Set(0..<RecordShards.count))
        let keys = names.map { ContentHash(of: Array($0.utf8)) }
        #expect(Set(keys.map(MemoSummaries.shard(of:))) == Set(0..<RecordShards.count))
        #expect(RecordShards.count == 64)
    }

    @Test func damagedRecordsAreIgnored() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.settle()
        for shard in 0..<RecordShards.count {
            try site.write("damaged", to: ".sitegen-cache/" + RecordShards.fileName(MemoRecords.fileName, shard: shard))
        }
        try site.rewrite(memo) { $0 + "\n追記。\n" }
        _ = try await site.build()
        try await site.expectSameBytesAsACleanBuild()
        #expect(MemoRecords.load(from: site.cacheFolder).records.count > 1)
    }

    @Test func aMemoThatWarnedIsReadAndWarnsOnEveryBuild() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try site.rewrite(memo) { $0.replacingOccurrences(of: "title: 写真の整理", with: "title: 写真の整理\nmood: 晴れ") }
        FileIdentity.awaitNextTick()
        for _ in 0..<2 {
            _ = try await site.build()
            let warnings = site.lastState?.state.diagnostics.warnings.map(\.message) ?? []
            #expect(warnings.contains { $0.contains("mood") }, "\(warnings)")
        }
        #expect(!MemoRecords.load(from: site.cacheFolder).records.keys.contains { $0.hasSuffix("2026-11-01.md") })
    }

    @Test func aRecordedUpdatedAfterAnEarlierBuildDateIsStillAnError() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try site.rewrite(memo) {
            $0.replacingOccurrences(of: "title: 写真の整理", with: "title: 写真の整理\nupdated: 2026-12-05")
        }
        FileIdentity.awaitNextTick()
        _ = try await site.build(date: "2026-12-05")
        #expect(MemoRecords.load(from: site.cacheFolder).records.keys.contains { $0.hasSuffix("2026-11-01.md") })
        await #expect(throws: BuildFailure.self) { _ = try await site.build(date: "2026-12-04") }
    }

    private func dayPage(_ site: IncrementalSite) throws -> String {
        try String(contentsOf: site.folder.appendingPathComponent("Output/2026/11/01/index.html"), encoding: .utf8)
    }
}
