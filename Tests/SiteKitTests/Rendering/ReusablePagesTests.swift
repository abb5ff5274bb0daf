import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// Which published pages a build keeps rather than renders (`ReusablePages`).
@Suite struct ReusablePagesTests {
    @Test func aPageIsKeptByItsIdentityItsBytesOrWhatTheIntactTreeFoundItAs() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try TestFolders.write("<p>published</p>\n", to: "2026/index.html", in: folder)
        FileIdentity.awaitNextTick()
        let identity = try #require(FileIdentity.recorded(fileAt: page.path))
        let key = ContentHash(of: [1])
        let output = ContentHash(of: Array("<p>published</p>\n".utf8))
        let recorded = RenderCache.Entry(key: key, output: output, published: identity)
        let cache = RenderCache(pages: ["2026/index.html": recorded, "gone/index.html": recorded])

        let looked = ReusablePages(folder: folder, cache: cache)
        #expect(looked.entry(keeping: "2026/index.html", key: key) == recorded)
        #expect(looked.entry(keeping: "2026/index.html", key: ContentHash(of: [2])) == nil)
        #expect(looked.entry(keeping: "gone/index.html", key: key) == nil)

        // The tree found intact at the start of the build vouches for a file with the identity it found.
        let found = ReusablePages(folder: folder, cache: cache, found: ["gone/index.html": identity])
        #expect(found.entry(keeping: "gone/index.html", key: key) == recorded)

        // Written since, with the same bytes: kept by them, without an identity to trust.
        FileIdentity.awaitNextTick()
        try TestFolders.write("<p>published</p>\n", to: "2026/index.html", in: folder)
        var byBytes = recorded
        byBytes.published = nil
        #expect(looked.entry(keeping: "2026/index.html", key: key) == byBytes)
    }

    /// A file is patched (`ShardPatch`) only from the bytes the cache records for it, made from the key
    /// asked for, in a trusted folder as in any other.
    @Test func aFileIsReadBackOnlyWithTheBytesTheCacheRecords() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = Array(#"{"ferry":{"m":[1]}}"#.utf8)
        try TestFolders.write(String(decoding: bytes, as: UTF8.self), to: "search/index/memos/0.json", in: folder)
        let key = ContentHash(of: [1])
        let cache = RenderCache(pages: [
            "search/index/memos/0.json": RenderCache.Entry(key: key, output: ContentHash(of: bytes)),
            "search/index/memos/1.json": RenderCache.Entry(key: key, output: ContentHash(of: bytes)),
        ])
        for pages in [ReusablePages(folder: folder, cache: cache), ReusablePages(trusting: cache, in: folder)] {
            #expect(pages.publishedBytes(of: "search/index/memos/0.json", key: key) == bytes)
            #expect(pages.publishedBytes(of: "search/index/memos/0.json", key: ContentHash(of: [2])) == nil)
            #expect(pages.publishedBytes(of: "search/index/memos/1.json", key: key) == nil, "a missing file")
        }
        try TestFolders.write(#"{"ferry":{"m":[2]}}"#, to: "search/index/memos/0.json", in: folder)
        #expect(
            ReusablePages(trusting: cache, in: folder).publishedBytes(of: "search/index/memos/0.json", key: key) == nil)
    }
}
