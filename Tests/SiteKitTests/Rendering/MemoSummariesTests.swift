import Foundation
import Testing

@testable import SiteKit

@Suite struct MemoSummariesTests {
    private let identity = ContentHash(of: [1, 2, 3])
    private let summaries = MemoSummaries(entries: [
        ContentHash(of: [4]): .init(heading: "港の朝", excerpt: "Boxes everywhere.", text: "Boxes everywhere. And fish."),
        ContentHash(of: [5]): .init(heading: nil, excerpt: "", text: ""),
    ])

    @Test func theSummariesReadBackWhatTheyWroteAndRefuseAnythingElse() throws {
        let key = ContentHash(of: [4])
        let shard = MemoSummaries.shard(of: key)
        let own = MemoSummaries(entries: summaries.entries.filter { MemoSummaries.shard(of: $0.key) == shard })
        let bytes = summaries.bytes(identity: identity, shard: shard)
        #expect(MemoSummaries(bytes: bytes, identity: identity, shard: shard) == own)
        #expect(MemoSummaries(bytes: bytes, identity: ContentHash(of: [9]), shard: shard) == nil)
        #expect(MemoSummaries(bytes: bytes, identity: identity, shard: (shard + 1) % RecordShards.count) == nil)
        // Cut anywhere but between two entries, they are refused whole; cut between, they lose the entries after it.
        let whole = Set(own.entries.keys)
        for count in 0..<bytes.count {
            if let read = MemoSummaries(bytes: Array(bytes.prefix(count)), identity: identity, shard: shard) {
                #expect(Set(read.entries.keys).isStrictSubset(of: whole), "cut at \(count)")
            }
        }
        #expect(MemoSummaries(bytes: bytes + [0], identity: identity, shard: shard) == nil)
        // Another text's bytes where the heading was, and the same entry twice.
        let heading = Array("港の朝".utf8)
        let start = bytes.indices.first { bytes[$0...].starts(with: heading) }!
        var damaged = bytes
        damaged[start] = 0xFF
        #expect(MemoSummaries(bytes: damaged, identity: identity, shard: shard) == nil)
        let header = Array("sitegen memo summaries 3 \(identity) memo-summaries-\(String(shard, radix: 16))\n".utf8)
        let single = MemoSummaries(entries: [key: summaries.entries[key]!])
        let one = Array(single.bytes(identity: identity, shard: shard).dropFirst(header.count))
        #expect(MemoSummaries(bytes: header + one, identity: identity, shard: shard) == single)
        #expect(MemoSummaries(bytes: header + one + one, identity: identity, shard: shard) == nil)
        // An entry in another shard's file is foreign there.
        let otherShard = (shard + 1) % RecordShards.count
        let foreign = Array(
            "sitegen memo summaries 3 \(identity) memo-summaries-\(String(otherShard, radix: 16))\n".utf8)
        #expect(MemoSummaries(bytes: foreign + one, identity: identity, shard: otherShard) == nil)
    }

    @Test func aNightRewritesOnlyTheShardOfItsNewMemoAndRemovesTheOldSingleFile() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try site.write("old", to: ".sitegen-cache/memo-summaries")
        _ = try await site.build()
        #expect(!FileManager.default.fileExists(atPath: site.cacheFolder.appendingPathComponent("memo-summaries").path))
        let names = (0..<RecordShards.count).map { RecordShards.fileName(MemoSummaries.fileName, shard: $0) }
        let inodes = { () throws -> [UInt64] in
            try names.map {
                try FileManager.default.attributesOfItem(atPath: site.cacheFolder.appendingPathComponent($0).path)[
                    .systemFileNumber] as! UInt64
            }
        }
        let before = try inodes()
        let recorded = try #require(MemoSummaries.load(from: site.cacheFolder))
        try site.write("---\ntitle: 夜\n---\n港の灯り。\n", to: "Content/memos/2026/11/2026-11-30.md")
        _ = try await site.build()
        let after = try inodes()
        let summaries = try #require(MemoSummaries.load(from: site.cacheFolder))
        let added = Set(summaries.entries.keys).subtracting(recorded.entries.keys)
        #expect(added.count == 1 && summaries.entries.count == recorded.entries.count + 1)
        let rewritten = (0..<RecordShards.count).filter { before[$0] != after[$0] }
        #expect(rewritten == added.map(MemoSummaries.shard(of:)))
    }

    @Test func aBuildTakesEachUnchangedMemosSummaryFromTheLastAndKeepsOnlyItsOwn() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        let recorded = try #require(MemoSummaries.load(from: site.cacheFolder))
        let (state, config) = try #require(site.lastState)
        let index = SiteIndex(state: state, settings: RenderSettings(config: config, today: Day(iso: "2026-11-30")!))
        #expect(recorded.entries.count == index.memos.count)

        // A summary the last build recorded is not worked out again: one put there shows on the memo's page.
        let memo = try #require(index.memos.first { $0.day.iso == "2026-11-01" })
        var planted = recorded
        let key = MemoSummaries.key(of: memo, allowsRawHTML: config.allowsRawHTML)
        try #require(planted.entries[key] != nil)
        planted.entries[key]!.excerpt = "From the summaries."
        planted.write(to: site.cacheFolder)
        // Without the last plan every page is planned, the memo's among them (a night would carry it over).
        try FileManager.default.removeItem(at: site.cacheFolder.appendingPathComponent(PlanRecord.fileName))
        _ = try await site.build(date: "2026-11-29")
        let page = try String(
            contentsOf: site.folder.appendingPathComponent("Output/2026/11/01/index.html"), encoding: .utf8)
        #expect(page.contains(#"<meta name="description" content="From the summaries.">"#))
        // Search reads the recorded text too, when it makes the memo's document: without the render cache,
        // which records the document's digest by what it is made from (`RecordedSearch`).
        planted.entries[key]!.text = "Planted for search."
        planted.write(to: site.cacheFolder)
        try FileManager.default.removeItem(at: site.cacheFolder.appendingPathComponent(RenderCache.fileName))
        _ = try await site.build(date: "2026-11-28")
        let documents = site.folder.appendingPathComponent("Output/search/docs/m")
        let texts = try FileManager.default.contentsOfDirectory(atPath: documents.path).map {
            try String(contentsOf: documents.appendingPathComponent($0), encoding: .utf8)
        }
        #expect(texts.count { $0.contains(#""text":"Planted for search.""#) } == 1)

        // A memo removed takes its summary with it.
        try FileManager.default.removeItem(
            at: site.folder.appendingPathComponent("Content/memos/2026/11/2026-11-01.md"))
        _ = try await site.build(date: "2026-11-29")
        let after = try #require(MemoSummaries.load(from: site.cacheFolder))
        #expect(after.entries.count == recorded.entries.count - 1 && after.entries[key] == nil)
    }
}
