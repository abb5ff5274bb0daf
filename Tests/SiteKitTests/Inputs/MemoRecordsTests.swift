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

    /// An empty folder of its own, which the test removes.
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("records-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// What `MemoRecords(file:identity:shard:)` makes of `bytes`, written to a file of `folder`.
    private func read(_ bytes: [UInt8], in folder: URL, identity: ContentHash, shard: Int) throws -> MemoRecords? {
        let path = folder.appendingPathComponent("shard-\(UUID().uuidString)").path
        try ReplacedFile.write(bytes, to: path)
        return MemoRecords(file: try #require(RecordFile(path: path)), identity: identity, shard: shard)
    }

    @Test func theRecordsReadBackWhatTheyWroteAndRefuseAnythingElse() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let identity = ContentHash(of: [1, 2, 3])
        let name = "memos/2026/11/2026-11-29.md"
        let shard = MemoRecords.shard(of: name)
        var records = MemoRecords()
        records.records[name] = record(name, title: nil, updated: Day(iso: "2026-11-30"))
        let bytes = MemoRecords.bytes(of: records.records, identity: identity, shard: shard)
        let readBack = try #require(try read(bytes, in: folder, identity: identity, shard: shard))
        #expect(readBack == records)
        #expect(readBack.records[name]?.memo.body.isStored == true)
        #expect(readBack.records[name]?.memo.markdown == "本文。\n")
        #expect(try read(bytes, in: folder, identity: ContentHash(of: [9]), shard: shard) == nil)
        #expect(try read(bytes, in: folder, identity: identity, shard: (shard + 1) % RecordShards.count) == nil)
        // Cut anywhere, or with a byte more, they are refused whole: the lengths must add up to the file's.
        for count in 0..<bytes.count {
            let cut = try read(Array(bytes.prefix(count)), in: folder, identity: identity, shard: shard)
            #expect(cut == nil, "cut at \(count)")
        }
        #expect(try read(bytes + [0], in: folder, identity: identity, shard: shard) == nil)
        // A date that is not one, where the day was (after the name, which holds it too).
        let day = Array("2026-11-29".utf8)
        let start = bytes.indices.last { bytes[$0...].starts(with: day) }!
        var damaged = bytes
        damaged[start + 5] = UInt8(ascii: "2")
        #expect(try read(damaged, in: folder, identity: identity, shard: shard) == nil)
        // An image that is not an http(s) URL, which no memo's front matter lets through.
        var scripted = records
        scripted.records[name]!.memo.image = "javascript:alert(1)"
        let scriptedBytes = MemoRecords.bytes(of: scripted.records, identity: identity, shard: shard)
        #expect(try read(scriptedBytes, in: folder, identity: identity, shard: shard) == nil)
        scripted.records[name]!.memo.image = "https://example.com/a.jpg"
        let imageBytes = MemoRecords.bytes(of: scripted.records, identity: identity, shard: shard)
        #expect(try read(imageBytes, in: folder, identity: identity, shard: shard) == scripted)
    }

    @Test func aShardHasChangedWhenARecordComesChangesOrGoes() {
        let names = ["memos/2026/11/2026-11-28.md", "memos/2026/11/2026-11-29.md"]
        var previous = MemoRecords()
        for name in names { previous.records[name] = record(name, title: "題") }
        let counts = previous.countsByShard
        #expect(counts.reduce(0, +) == 2)
        #expect(names.allSatisfy { counts[MemoRecords.shard(of: $0)] >= 1 })
        let all = previous.records
        let count = 2
        #expect(!MemoRecords.hasChanged(all, from: previous, formerCount: count))
        // One gone: its shard is written again without it.
        #expect(MemoRecords.hasChanged(all.filter { $0.key == names[0] }, from: previous, formerCount: count))
        // One changed: another identity, or another hash.
        var changed = all
        changed[names[1]]!.identity = FileIdentity(device: 1, inode: 2, size: 4, modified: -4, changed: 5)
        #expect(MemoRecords.hasChanged(changed, from: previous, formerCount: count))
        changed = all
        changed[names[1]]!.hash = ContentHash(of: [7])
        #expect(MemoRecords.hasChanged(changed, from: previous, formerCount: count))
        // One new.
        var added = all
        added["memos/2026/11/2026-11-30.md"] = record("memos/2026/11/2026-11-30.md", title: nil)
        #expect(MemoRecords.hasChanged(added, from: previous, formerCount: count))
    }

    @Test func aBodyLeftInItsRecordIsCheckedWhenReadAndReadAgainFromItsMemo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let identity = ContentHash(of: [1, 2, 3])
        let name = "memos/2026/11/2026-11-29.md"
        let shard = MemoRecords.shard(of: name)
        var bytes = MemoRecords.bytes(of: [name: record(name, title: "題")], identity: identity, shard: shard)
        // The body's last byte, another in the file, still UTF-8: its entries read, the body no longer checks.
        #expect(bytes.suffix(10) == ArraySlice("本文。\n".utf8))
        bytes[bytes.count - 1] = UInt8(ascii: "x")
        let damaged = try #require(try read(bytes, in: folder, identity: identity, shard: shard)?.records[name])
        #expect(damaged.memo.title == "題")
        #expect(damaged.memo.body.checkedText == nil)
        #expect(damaged.memo.markdown == "")
        // Its memo's file holds the body it was: read from there.
        let memo = folder.appendingPathComponent("2026-11-29.md")
        try "---\ntitle: 題\n---\n本文。\n".write(to: memo, atomically: true, encoding: .utf8)
        let again = damaged.memo.body.readingAgain(from: memo.path)
        #expect(again.checkedText == "本文。\n")
        #expect(again.text == "本文。\n")
        // The memo changed since it was read: its body now, which the next build reads again.
        try "---\ntitle: 題\n---\n新しい本文。\n".write(to: memo, atomically: true, encoding: .utf8)
        #expect(again.checkedText == nil)
        #expect(again.text == "新しい本文。\n")
        try FileManager.default.removeItem(at: memo)
        #expect(again.text == "")
        // A record whose body no longer checks is left out when its shard is written again.
        var records = MemoRecords()
        records.records[name] = damaged
        #expect(
            try read(
                MemoRecords.bytes(of: records.records, identity: identity, shard: shard), in: folder,
                identity: identity, shard: shard) == MemoRecords())
    }

    @Test func aBuildLeavesEveryRecordedBodyInItsRecordAndShowsItAsItWas() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.settle()
        let recorded = MemoRecords.load(from: site.cacheFolder).records
        #expect(recorded.count > 1)
        for building in ["the first build", "a build after a memo changed"] {
            let memos = try #require(site.lastState?.state.memos.memos)
            let stored = memos.filter { recorded[$0.file] != nil }
            #expect(stored.count == recorded.count, "\(building)")
            for memo in stored {
                #expect(memo.body.isStored, "\(building): \(memo.file) holds its body")
                let text = try String(contentsOf: URL(fileURLWithPath: memo.file), encoding: .utf8)
                #expect(memo.markdown == (try FrontMatter(text, file: memo.file)).markdown, "\(building)")
            }
            try site.rewrite("Content/memos/2026/11/2026-11-29.md") { $0 + "\n追記。\n" }
            FileIdentity.awaitNextTick()
            _ = try await site.build()
        }
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func bodiesDamagedInTheirRecordsAreReadAgainFromTheMemos() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.settle()
        // Every body in the records turned to other text of the same length, which only its hash tells
        // apart; the summaries and the rendered pages gone, so that every body is read.
        for shard in 0..<RecordShards.count {
            let url = site.cacheFolder.appendingPathComponent(RecordShards.fileName(MemoRecords.fileName, shard: shard))
            guard var bytes = try? [UInt8](Data(contentsOf: url)) else { continue }
            let bodies = bytes.firstIndex(of: UInt8(ascii: "\n"))! + 1
            let length = bytes[bodies..<bodies + 8].reversed().reduce(0) { $0 << 8 | Int($1) }
            for index in (bodies + 8 + length)..<bytes.count where bytes[index] == UInt8(ascii: "a") {
                bytes[index] = UInt8(ascii: "e")
            }
            try Data(bytes).write(to: url)
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: site.cacheFolder.path)
        where name.hasPrefix(MemoSummaries.fileName) || ["rendered-pages", "page-plan"].contains(name) {
            try FileManager.default.removeItem(at: site.cacheFolder.appendingPathComponent(name))
        }
        try site.rewrite("Content/memos/2026/11/2026-11-29.md") { $0 + "\n追記。\n" }
        _ = try await site.build()
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func aMemoAsRecordedIsTakenFromItsRecordAndOneChangedIsReadAgain() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.settle()
        // The record is what the build believes while the file is as it was: a title only it holds shows.
        var records = MemoRecords.load(from: site.cacheFolder)
        let name = try #require(records.records.keys.first { $0.hasSuffix("2026-11-01.md") })
        records.records[name]!.memo.title = "記録の題"
        let shard = MemoRecords.shard(of: name)
        #expect(
            MemoRecords.write(
                records.records.filter { MemoRecords.shard(of: $0.key) == shard }, to: site.cacheFolder, shard: shard)
                != nil)
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
