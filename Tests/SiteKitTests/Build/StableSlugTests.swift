import Foundation
import HTTPTestServer
import Testing

@testable import SiteKit

/// A published tag or category page keeps its path and its bytes when a name whose readable slug is the
/// same comes before it: a back-dated memo's tag, or a category the API lists earlier.
@Suite struct StableSlugTests {
    /// The pages below `folder` of a published site (not its list page), by path, with their text.
    func pages(below folder: String, of snapshot: [String: (Data, Date)]) -> [String: String] {
        snapshot.filter {
            $0.key.hasPrefix("/\(folder)/") && $0.key.hasSuffix("/index.html") && $0.key != "/\(folder)/index.html"
        }
        .mapValues { String(decoding: $0.0, as: UTF8.self) }
    }

    @Test func aBackDatedMemoWithAClashingTagLeavesTheOldTagsPageAndLinks() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        let output = site.folder.appendingPathComponent("Output")
        func read(_ path: String) throws -> Data { try Data(contentsOf: output.appendingPathComponent(path)) }
        _ = try await site.build()
        let tagPage = try read("tags/町内会/index.html")
        let memoDay = try read("2026/11/03/index.html")
        #expect(
            String(decoding: memoDay, as: UTF8.self).contains(
                "<a href=\"/tags/%E7%94%BA%E5%86%85%E4%BC%9A/\" rel=\"tag\">町内会</a>"))

        // Older than every memo, so its tag is the first used; `町内会！` reads as `町内会`.
        try site.write("---\ntitle: 引っ越し前\ntags: [町内会！]\n---\n下見に来た。\n", to: "Content/memos/2026/08/2026-08-01.md")
        _ = try await site.build()
        #expect(try read("tags/町内会/index.html") == tagPage)
        #expect(try read("2026/11/03/index.html") == memoDay)
        let newTag = try String(decoding: read("tags/町内会-c89c6c/index.html"), as: UTF8.self)
        #expect(newTag.contains("<h1>町内会！ "))
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func aCategoryTheAPIListsEarlierLeavesTheOtherCategoriesPages() async throws {
        try await HTTPTestServer.with { server in
            let site = try PipelineSite(server: server)
            defer { site.remove() }
            site.serveGoodResponses()
            #expect(try await site.build(["-q"]).status == 0)
            let before = pages(below: "articles", of: try site.publishedSnapshot())
            #expect(before.count == 2)  // Food and Travel

            let earlier = PipelineSite.messages.replacingOccurrences(
                of: #"[{"id":"1""#, with: #"[{"id":"3","title":"Harbour bar","category":"FOOD"},{"id":"1""#)
            server.enqueue(.ok(earlier), at: "/messages")
            server.enqueue(.ok(PipelineSite.events, contentType: "text/calendar"), at: "/events.ics")
            #expect(try await site.build(["-q"]).status == 0)
            let published = try site.publishedSnapshot()
            let after = pages(below: "articles", of: published)
            #expect(after.count == 3)
            // The messages' anchors (`#article-N`) move with their positions, so the pages are compared by title.
            for (path, page) in before {
                let title = try #require(page.split(separator: "\n").first { $0.hasPrefix("<title>") })
                #expect(after[path]?.contains(title) == true, "\(path) no longer shows \(title)")
            }
            let index = String(decoding: try #require(published["/articles/index.html"]).0, as: UTF8.self)
            #expect(
                before.keys.allSatisfy { index.contains("href=\"\($0.dropLast("index.html".count))\"") }, "\(index)")
        }
    }
}
