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
}
