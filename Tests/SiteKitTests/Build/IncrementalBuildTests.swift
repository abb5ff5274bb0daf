import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// A build that starts from the render cache publishes the same bytes as a build from nothing, after
/// every kind of change; one with nothing changed writes no file; a cache that cannot be trusted is ignored.
@Suite struct IncrementalBuildTests {
    @Test func aRebuildWithNothingChangedWritesNoFile() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        let first = try await site.build()
        #expect(first.written > 50 && first.unchanged == 0)
        let before = try site.modificationTimes()
        let again = try await site.build()
        #expect(again == .init(written: 0, unchanged: first.written, removed: 0))
        #expect(try site.modificationTimes() == before)
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func aMemoAddedEditedOrRemovedGivesTheBytesOfACleanBuild() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        try site.write("---\ntitle: 新しいメモ\ntags: [港]\n---\n港に新しい船。\n", to: "Content/memos/2026/11/2026-11-30.md")
        let added = try await site.build()
        #expect(added.written > 0 && added.written < 20, "\(added)")
        try await site.expectSameBytesAsACleanBuild()

        try site.write("---\ntitle: 新しいメモ\ntags: [港, 船]\n---\n港に新しい船が二隻。\n", to: "Content/memos/2026/11/2026-11-30.md")
        let edited = try await site.build()
        #expect(edited.written > 0 && edited.written < 20, "\(edited)")
        try await site.expectSameBytesAsACleanBuild()

        try FileManager.default.removeItem(
            at: site.folder.appendingPathComponent("Content/memos/2026/11/2026-11-30.md"))
        let removed = try await site.build()
        #expect(removed.removed > 0, "\(removed)")
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func aChangedMessageOrEventGivesTheBytesOfACleanBuild() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        try site.replace("朝どれの魚", with: "朝どれの貝", in: "Content/data/pickup-messages.json")
        #expect(try await site.build().written > 0)
        try await site.expectSameBytesAsACleanBuild()

        try site.replace("町内会の防災訓練", with: "町内会の避難訓練", in: "Content/data/events.ics")
        #expect(try await site.build().written > 0)
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func aChangedThemeGivesTheBytesOfACleanBuild() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        // A partial every page includes, and then an asset.
        try site.replace(
            "</footer>", with: "<p>New footer line</p></footer>", in: "Themes/default/partials/base.mustache")
        #expect(try await site.build().written > 50)
        try await site.expectSameBytesAsACleanBuild()

        try site.write("body { color: navy; }\n", to: "Themes/default/assets/style.css")
        #expect(try await site.build().written == 1)
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func aChangedConfigurationOrBuildDateGivesTheBytesOfACleanBuild() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        try site.replace("memos: 5", with: "memos: 3", in: "Content/site.yml")
        #expect(try await site.build().written > 0)
        try await site.expectSameBytesAsACleanBuild()

        try site.replace("rawHTML: false", with: "rawHTML: true", in: "Content/site.yml")
        _ = try await site.build()
        try await site.expectSameBytesAsACleanBuild()

        // Another language dates every memo's search document otherwise, though no memo changed.
        try site.replace("language: ja", with: "language: en", in: "Content/site.yml")
        _ = try await site.build()
        try await site.expectSameBytesAsACleanBuild()

        // A new day reaches only the pages that mark today (and a month the window adds) and those the memo
        // it releases is on (its own, its neighbour's, its tag's, the feeds, the sitemap), never every page.
        #expect(try await site.build(date: "2026-12-01").written < 20)
        try await site.expectSameBytesAsACleanBuild(date: "2026-12-01")
    }

    @Test(arguments: [
        ("damaged", "sitegen render cache 1 0123\nnot a line\n"),
        ("from another format", "sitegen render cache 2 00000000000000000000000000000000\n"),
        ("lying about the pages", ""),
    ])
    func aCacheThatCannotBeTrustedIsIgnored(kind: String, text: String) async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        try site.write("---\ntitle: 別の日\n---\n本文。\n", to: "Content/memos/2026/11/2026-11-30.md")
        let cacheFile = ".sitegen-cache/\(RenderCache.fileName)"
        if text.isEmpty {
            // Every page claims the key it will have, but bytes no published file has.
            let lying = try #require(RenderCache.load(from: site.cacheFolder))
            let fake = ContentHash(of: Array("fake".utf8))
            let pages = lying.pages.mapValues { RenderCache.Entry(key: $0.key, output: fake) }
            RenderCache(pages: pages).write(to: site.cacheFolder)
        } else {
            try site.write(text, to: cacheFile)
        }
        _ = try await site.build()
        try await site.expectSameBytesAsACleanBuild()
        #expect(RenderCache.load(from: site.cacheFolder) != nil, "the build leaves a cache it can trust")
    }

    @Test func aPublishedPageChangedBehindTheCachesBackIsRenderedAgain() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        try site.write("<p>edited by hand</p>\n", to: "Output/2026/11/03/index.html")
        #expect(try await site.build().written == 1)
        try await site.expectSameBytesAsACleanBuild()
    }

    /// The same size in place, and then another file of the same size renamed over it: what the recorded
    /// identity of the published file must catch, since neither is read back when the identity holds.
    @Test(arguments: [false, true])
    func aPublishedPageReplacedByOneOfTheSameSizeIsRenderedAgain(renamed: Bool) async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        _ = try await site.build()
        let page = "Output/2026/11/03/index.html"
        let cached = try #require(RenderCache.load(from: site.cacheFolder)?.pages["2026/11/03/index.html"])
        #expect(cached.published != nil, "the identity is recorded after publishing")
        let url = site.folder.appendingPathComponent(page)
        var bytes = try Data(contentsOf: url)
        bytes[bytes.count - 2] = bytes[bytes.count - 2] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        if renamed {
            let other = site.folder.appendingPathComponent("other.html")
            try bytes.write(to: other)
            #expect(rename(other.path, url.path) == 0)
        } else {
            let handle = try FileHandle(forWritingTo: url)
            try handle.write(contentsOf: bytes)
            try handle.close()
        }
        #expect(try await site.build().written == 1)
        try await site.expectSameBytesAsACleanBuild()
    }

    /// A build staged into the previous site's tree records the files it found there already published as
    /// they were looked at when checked: each recorded identity must be the published file's own.
    @Test func everyPageIsRecordedWithTheIdentityItIsPublishedWith() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.settle()
        for night in ["2026-12-01", "2026-12-02"] {
            try site.write("---\ntitle: 夜\n---\n港。\n", to: "Content/memos/2026/12/\(night).md")
            _ = try await site.build(date: night)
            let cache = try #require(RenderCache.load(from: site.cacheFolder))
            let recorded = cache.pages.compactMapValues(\.published)
            #expect(recorded.count > cache.pages.count * 9 / 10, "most pages are recorded")
            let wrong = recorded.filter { path, identity in
                FileIdentity(fileAt: site.folder.appendingPathComponent("Output/" + path).path) != identity
            }
            #expect(wrong.isEmpty, "\(wrong.keys.sorted().prefix(5))")
        }
    }

    @Test func aMissingCacheRendersEveryPageAndWritesOnlyWhatChanged() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        let first = try await site.build()
        try FileManager.default.removeItem(at: site.cacheFolder)
        let before = try site.modificationTimes()
        #expect(try await site.build() == .init(written: 0, unchanged: first.written, removed: 0))
        #expect(try site.modificationTimes() == before)
        #expect(RenderCache.load(from: site.cacheFolder) != nil)
    }

    /// An older memo edited, edited again after its search document's file was edited behind the cache's
    /// back, and removed: the older memos' search shards, patched or made anew, are a clean build's.
    @Test func anOlderMemoEditedAndRemovedGivesTheBytesOfACleanBuild() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try site.writeSummerMemos()
        _ = try await site.build()
        let memo = "Content/memos/2026/07/2026-07-02.md"
        try site.rewrite(memo) { $0 + "\nlanternfestival\n" }
        _ = try await site.build()
        try await site.expectSameBytesAsACleanBuild()

        let documents = try site.files(in: "Output/search/docs/m")
        let file = try #require(
            documents.first { String(decoding: $1, as: UTF8.self).contains("lanternfestival") }?.key)
        try site.replace("lanternfestival", with: "lanternparade", in: "Output/search/docs/m/" + file)
        try site.rewrite(memo) { $0.replacingOccurrences(of: "lanternfestival", with: "lanternfair") }
        _ = try await site.build()
        try await site.expectSameBytesAsACleanBuild()

        try FileManager.default.removeItem(at: site.folder.appendingPathComponent(memo))
        _ = try await site.build()
        try await site.expectSameBytesAsACleanBuild()
    }

    /// Days before the Unix epoch are negative, and day -1 is every bit set: memos on either side of it and
    /// centuries before build, are listed with their dates, and rebuild to the bytes of a clean build.
    @Test func memosBeforeAndAfter1970BuildAndRebuildAsACleanBuild() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        for day in ["1753-01-01", "1969-12-31", "1970-01-01"] {
            let (year, month) = (day.prefix(4), day.dropFirst(5).prefix(2))
            try site.write(
                "---\ntitle: \(day)\n---\nA memo of \(day).\n", to: "Content/memos/\(year)/\(month)/\(day).md")
        }
        _ = try await site.build()
        let sitemap = String(decoding: try #require(try site.files(in: "Output")["sitemap.xml"]), as: UTF8.self)
        #expect(sitemap.contains("/1969/12/31/</loc><lastmod>1969-12-31</lastmod>"), "\(sitemap)")
        #expect(sitemap.contains("/1753/01/01/</loc><lastmod>1753-01-01</lastmod>"))
        try site.rewrite("Content/memos/1969/12/1969-12-31.md") { $0 + "Edited.\n" }
        #expect(try await site.build().written > 0)
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func theCacheReadsBackWhatItWrote() throws {
        let identity = ContentHash(of: [1, 2, 3])
        let published = FileIdentity(
            device: 27, inode: 1 << 40, size: 5_044, modified: 1_796_121_293_801_726_632, changed: -1)
        let members: [SearchPartRecord.Member] = [
            .init(kind: .memo, number: -3, digest: ContentHash(of: [7]), source: ContentHash(of: [9])),
            .init(kind: .page, number: 1 << 40, digest: ContentHash(of: [8])),
        ]
        let cache = RenderCache(
            pages: [
                "index.html": .init(key: ContentHash(of: [4]), output: ContentHash(of: [5]), published: published),
                "2026/11/03/index.html": .init(key: ContentHash(of: []), output: ContentHash(of: [6])),
            ],
            searchParts: [
                "memos": SearchPartRecord(name: "memos", shardCount: 512, members: members),
                "recent": SearchPartRecord(name: "recent", shardCount: 1, members: []),
            ])
        let bytes = cache.bytes(identity: identity)
        #expect(RenderCache(bytes: bytes, identity: identity) == cache)
        #expect(RenderCache(bytes: bytes, identity: ContentHash(of: [1, 2])) == nil)
        for count in 0..<bytes.count {
            #expect(RenderCache(bytes: Array(bytes.prefix(count)), identity: identity) == nil, "cut at \(count)")
        }
        #expect(RenderCache(bytes: bytes + [1], identity: identity) == nil)
        // A shard count no part has: 3, where parts have a power of two.
        let threeShards = RenderCache(
            searchParts: ["memos": SearchPartRecord(name: "memos", shardCount: 3, members: members)])
        #expect(RenderCache(bytes: threeShards.bytes(identity: identity), identity: identity) == nil)
    }
    /// A record is written in pieces as it is made (`RecordWriter(streamingTo:)`): the file holds the same
    /// bytes as the record made whole, and reads back as it was.
    @Test func aCacheOfManyPagesIsWrittenAsItIsMadeAndReadsBackWhole() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let identity = try #require(RenderCache.rendererIdentity)
        var pages: [String: RenderCache.Entry] = [:]
        for number in 0..<20_000 {
            pages["\(number / 365)/\(number % 365)/index.html"] = .init(
                key: ContentHash(of: [UInt8(number & 0xFF)]), output: ContentHash(of: [UInt8(number >> 8 & 0xFF)]))
        }
        let cache = RenderCache(pages: pages)
        let whole = cache.bytes(identity: identity)
        #expect(whole.count > 4 << 18, "written in more than four pieces")
        cache.write(to: folder)
        let written = try [UInt8](Data(contentsOf: folder.appendingPathComponent(RenderCache.fileName)))
        // Compared whole, not element by element: a failed comparison of two megabytes would be diffed.
        let isWhole = written == whole
        #expect(isWhole, "\(written.count) bytes written of \(whole.count)")
        let readBack = RenderCache.load(from: folder) == cache
        #expect(readBack)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [RenderCache.fileName])
    }
}
