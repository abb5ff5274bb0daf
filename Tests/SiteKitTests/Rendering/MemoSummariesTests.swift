import Foundation
import Testing

@testable import SiteKit

@Suite struct MemoSummariesTests {
    private let identity = ContentHash(of: [1, 2, 3])
    private let summaries = MemoSummaries(entries: [
        ContentHash(of: [4]): .init(heading: "港の朝", excerpt: "Boxes everywhere.", text: "Boxes everywhere. And fish."),
        ContentHash(of: [5]): .init(heading: nil, excerpt: "", text: ""),
    ])

    /// An empty folder of its own, which the test removes.
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("summaries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// What `MemoSummaries(file:identity:shard:)` makes of `bytes`, written to a file of `folder`.
    private func read(
        _ bytes: [UInt8], in folder: URL, identity: ContentHash? = nil, shard: Int
    ) throws
        -> MemoSummaries?
    {
        let path = folder.appendingPathComponent("shard").path
        try ReplacedFile.write(bytes, to: path)
        return MemoSummaries(
            file: try #require(RecordFile(path: path)), identity: identity ?? self.identity, shard: shard)
    }

    @Test func theSummariesReadBackWhatTheyWroteAndRefuseAnythingElse() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = ContentHash(of: [4])
        let shard = MemoSummaries.shard(of: key)
        let own = MemoSummaries(entries: summaries.entries.filter { MemoSummaries.shard(of: $0.key) == shard })
        let bytes = summaries.bytes(identity: identity, shard: shard)
        #expect(try read(bytes, in: folder, shard: shard) == own)
        #expect(try read(bytes, in: folder, identity: ContentHash(of: [9]), shard: shard) == nil)
        #expect(try read(bytes, in: folder, shard: (shard + 1) % RecordShards.count) == nil)
        // Cut anywhere, or with a byte more, they are refused whole: the lengths must add up to the file's.
        for count in 0..<bytes.count {
            #expect(try read(Array(bytes.prefix(count)), in: folder, shard: shard) == nil, "cut at \(count)")
        }
        #expect(try read(bytes + [0], in: folder, shard: shard) == nil)
        // Another text's bytes where the heading was.
        let heading = Array("港の朝".utf8)
        let start = bytes.indices.first { bytes[$0...].starts(with: heading) }!
        var damaged = bytes
        damaged[start] = 0xFF
        #expect(try read(damaged, in: folder, shard: shard) == nil)
        // The same entry twice: its entry and its text repeated, the length of the entries doubled.
        let header = Array("sitegen memo summaries 4 \(identity) memo-summaries-\(String(shard, radix: 16))\n".utf8)
        let single = MemoSummaries(entries: [key: summaries.entries[key]!])
        let one = Array(single.bytes(identity: identity, shard: shard).dropFirst(header.count))
        #expect(try read(header + one, in: folder, shard: shard) == single)
        let length = Int(one[0])
        let twice =
            [UInt8(length * 2)] + one[1..<8] + one[8..<8 + length] + one[8..<8 + length]
            + one[(8 + length)...] + one[(8 + length)...]
        #expect(try read(header + twice, in: folder, shard: shard) == nil)
        // An entry in another shard's file is foreign there.
        let otherShard = (shard + 1) % RecordShards.count
        let foreign = Array(
            "sitegen memo summaries 4 \(identity) memo-summaries-\(String(otherShard, radix: 16))\n".utf8)
        #expect(try read(foreign + one, in: folder, shard: otherShard) == nil)
    }

    @Test func aTextIsLeftInItsFileAndReadAsItWasWhenTheFileIsReplaced() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = ContentHash(of: [4])
        let shard = MemoSummaries.shard(of: key)
        let bytes = summaries.bytes(identity: identity, shard: shard)
        let text = try #require(try read(bytes, in: folder, shard: shard)?.entries[key]?.text)
        guard case .inFile(_, _, let count) = text else {
            Issue.record("the text was read into memory: \(text)")
            return
        }
        #expect(count == "Boxes everywhere. And fish.".utf8.count)
        // The next build replaces the file by a rename; the text read before is still there.
        try ReplacedFile.write(
            Array(repeating: 0xFF, count: bytes.count), to: folder.appendingPathComponent("shard").path)
        #expect(text.read() == "Boxes everywhere. And fish.")
        // Its bytes damaged in the file itself, it reads as nothing, to be worked out again.
        var damaged = bytes
        let start = bytes.indices.first { bytes[$0...].starts(with: Array("And fish".utf8)) }!
        damaged[start] = 0xFF
        let broken = try #require(try read(damaged, in: folder, shard: shard)?.entries[key]?.text)
        #expect(broken.read() == nil)
    }

    @Test func summariesWorkedOutAreWrittenAsTheyAreMadeAndTheirTextsLeftInTheFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("summaries-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let markdown = MarkdownRenderer()
        let memos = (1...30).map { day in
            Memo(
                day: Day(iso: String(format: "2026-11-%02d", day))!, markdown: "# 第\(day)日\n\n港の朝、\(day)。\n",
                file: "memos/\(day).md")
        }
        let keys = memos.map { MemoSummaries.key(of: $0, allowsRawHTML: false) }
        let shards = Set(keys.map(MemoSummaries.shard(of:)))
        let made = MemoSummaries.made(of: memos, keys: keys, previous: nil, markdown: markdown, writingTo: folder)
        #expect(made.written == shards)
        for (memo, key) in zip(memos, keys) {
            let summary = try #require(made.entries[key])
            guard case .inFile = summary.text else {
                Issue.record("\(memo.file)'s text is held in memory")
                continue
            }
            #expect(summary.text.read() == MemoSummaries.text(of: memo, markdown: markdown))
            #expect(summary == MemoSummaries.summary(of: memo, markdown: markdown))
        }
        #expect(MemoSummaries.load(from: folder) == MemoSummaries(entries: made.entries))
        // The files written are not written again at the end of the build.
        let inode = { (shard: Int) throws -> UInt64 in
            try FileManager.default.attributesOfItem(
                atPath: folder.appendingPathComponent(RecordShards.fileName(MemoSummaries.fileName, shard: shard)).path
            )[.systemFileNumber] as! UInt64
        }
        let before = try shards.map(inode)
        made.write(to: folder)
        #expect(try shards.map(inode) == before)
        // Taken from the last build's, none is made or written; without a folder, they are kept in memory.
        let again = MemoSummaries.made(of: memos, keys: keys, previous: made, markdown: markdown, writingTo: folder)
        #expect(again.written.isEmpty && again.entries == made.entries)
        let held = MemoSummaries.made(of: memos, keys: keys, previous: nil, markdown: markdown, writingTo: nil)
        #expect(held.written.isEmpty && held.entries == made.entries)
        #expect(held.entries.values.allSatisfy { if case .inMemory = $0.text { true } else { false } })
    }

    @Test func aShardWithATextTheLastBuildLostIsKeptWholeAndNotTakenAsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let markdown = MarkdownRenderer()
        let memos = (1...30).map { day in
            Memo(day: Day(iso: String(format: "2026-11-%02d", day))!, markdown: "港の朝、\(day)。\n", file: "\(day).md")
        }
        let keys = memos.map { MemoSummaries.key(of: $0, allowsRawHTML: false) }
        // The last build's texts, every one of them damaged in its file.
        let damagedPath = folder.appendingPathComponent("damaged").path
        try ReplacedFile.write([UInt8](repeating: 0xFF, count: 64), to: damagedPath)
        let damaged = try #require(RecordFile(path: damagedPath))
        var previous = MemoSummaries()
        for (memo, key) in zip(memos, keys) {
            var summary = MemoSummaries.summary(of: memo, markdown: markdown)
            summary.text = .inFile(damaged, offset: 0, count: 8)
            previous.entries[key] = summary
        }
        // A new memo in the shard of one of them: its shard is written, without the entries whose texts are lost.
        let shards = Set(keys.map(MemoSummaries.shard(of:)))
        let added = try #require(
            (1...1000).lazy.map { Memo(day: Day(iso: "2026-12-01")!, markdown: "新しい朝 \($0)。\n", file: "new.md") }
                .first { shards.contains(MemoSummaries.shard(of: MemoSummaries.key(of: $0, allowsRawHTML: false))) })
        let addedKey = MemoSummaries.key(of: added, allowsRawHTML: false)
        let made = MemoSummaries.made(
            of: memos + [added], keys: keys + [addedKey], previous: previous, markdown: markdown, writingTo: folder)
        #expect(Set(made.entries.keys) == Set(keys + [addedKey]))
        #expect(!made.written.contains(MemoSummaries.shard(of: addedKey)))
        #expect(made.entries[addedKey]?.text.read() == MemoSummaries.text(of: added, markdown: markdown))
    }

    @Test func summariesPatchedFromAnEarlierIndexAreNotTakenAsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = SiteRendererTests().state()
        let labels = try Theme.packageDefault(.en).labels
        let first = SiteIndex(state: site.state, settings: site.settings, labels: labels, summariesFolder: folder)
        #expect(!first.summaries.written.isEmpty)
        var edited = site.state
        edited.memos.memos[0].markdown += "\nMore.\n"
        let second = SiteIndex(state: edited, settings: site.settings, labels: labels, earlier: first)
        #expect(second.memoKeys != first.memoKeys && second.summaries.written.isEmpty)
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
        // The rewritten shard carries its other texts over from the file it replaced, which those read before still read.
        for (key, summary) in recorded.entries {
            let text = try #require(summary.text.read())
            #expect(summaries.entries[key]?.text.read() == text)
        }
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
        // A text damaged in its file is worked out again from the memo.
        let shardFile = site.cacheFolder.appendingPathComponent(
            RecordShards.fileName(MemoSummaries.fileName, shard: MemoSummaries.shard(of: key)))
        var damaged = Array(try Data(contentsOf: shardFile))
        let start = try #require(damaged.indices.first { damaged[$0...].starts(with: Array("Planted".utf8)) })
        damaged[start] = 0xFF
        try Data(damaged).write(to: shardFile)
        try FileManager.default.removeItem(at: site.cacheFolder.appendingPathComponent(RenderCache.fileName))
        _ = try await site.build(date: "2026-11-29")
        let rebuilt = try FileManager.default.contentsOfDirectory(atPath: documents.path).map {
            try String(contentsOf: documents.appendingPathComponent($0), encoding: .utf8)
        }
        let own = MemoSummaries.text(of: memo, markdown: MarkdownRenderer(allowsRawHTML: config.allowsRawHTML))
        #expect(own.count > 8 && rebuilt.count { $0.contains("lanted for search") } == 0)
        #expect(rebuilt.count { $0.contains(#""text":"\#(own.prefix(8))"#) } == 1)

        // A memo removed takes its summary with it.
        try FileManager.default.removeItem(
            at: site.folder.appendingPathComponent("Content/memos/2026/11/2026-11-01.md"))
        _ = try await site.build(date: "2026-11-29")
        let after = try #require(MemoSummaries.load(from: site.cacheFolder))
        #expect(after.entries.count == recorded.entries.count - 1 && after.entries[key] == nil)
    }
}
