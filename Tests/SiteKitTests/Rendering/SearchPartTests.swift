import Foundation
import Testing

@testable import SiteKit

/// The search index's parts: what changes together is indexed together, so a night leaves the older
/// memos' shards as they are.
struct SearchPartTests {
    private func document(_ kind: SearchDocument.Kind, _ number: Int, _ text: String) -> SearchDocument {
        SearchDocument(kind: kind, number: number, url: "/\(number)/", title: "", date: nil, text: text)
    }

    @Test func memosSplitAtTheLatestMemosQuarterAndEmptyPartsAreLeftOut() throws {
        let days = ["2026-06-30", "2026-09-30", "2026-10-01", "2026-11-03"].map { Day(iso: $0)! }
        let memos = days.enumerated().map { document(.memo, $0.offset, "memo") }
        let parts = SearchPart.split(
            memos: memos, days: days, articles: [document(.article, 1, "ferry")], pages: [document(.page, 0, "about")]
        ).map { SearchPart(name: $0.name, documented: $0.members.map(\.documented)) }
        #expect(parts.map(\.name) == ["memos", "recent", "articles"])
        #expect(parts[0].documents.map(\.number) == [0, 1])
        #expect(parts[1].documents.map { "\($0.kind.rawValue)\($0.number)" } == ["m2", "m3", "p0"])
        #expect(parts[2].shardPaths == ["search/index/articles/0.json"])

        // A site of this quarter's memos alone has no older part, nor articles without messages.
        let young = SearchPart.split(memos: Array(memos[2...]), days: Array(days[2...]), articles: [], pages: [])
        #expect(young.map(\.name) == ["recent"])
        #expect(SearchPart.split(memos: [SearchDocument](), days: [], articles: [], pages: []).isEmpty)
    }

    @Test func aPartsDigestFollowsEveryDocumentOfIt() {
        let documents = [document(.memo, 1, "港"), document(.memo, 2, "朝市")]
        let part = SearchPart(name: "memos", documented: documents.map(\.documented))
        var changed = documents
        changed[1].text = "朝市へ"
        var renumbered = documents
        renumbered[1].number = 3
        let parts = [
            part, SearchPart(name: "memos", documented: changed.map(\.documented)),
            SearchPart(name: "memos", documented: renumbered.map(\.documented)),
            SearchPart(name: "recent", documented: documents.map(\.documented)),
        ]
        #expect(Set(parts.map(\.digest)).count == 4)
        #expect(SearchPart(name: "memos", documented: part.documents.map(\.documented)).digest == part.digest)
    }

    @Test func aNightKeepsTheOlderMemosShardsAndEqualsACleanBuild() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.settle()
        let before = try site.modificationTimes()
        try site.write("---\ntitle: 夜の港\n---\n灯台の光が海を渡っていた。\n", to: "Content/memos/2026/11/2026-11-30.md")
        _ = try await site.build()
        let after = try site.modificationTimes()

        let older = before.keys.filter { $0.hasPrefix("search/index/memos/") }
        let recent = before.keys.filter { $0.hasPrefix("search/index/recent/") }
        #expect(!older.isEmpty && !recent.isEmpty)
        #expect(older.allSatisfy { after[$0] == before[$0] }, "an older memo's shard was written")
        #expect(recent.contains { after[$0] != before[$0] }, "the new memo is in no recent shard")
        #expect(after["search/docs/m/184987.json"] != nil)
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func theSearchPageNamesEachPartsShardsAsPublished() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        let output = try site.files(in: "Output")
        let page = String(decoding: try #require(output["search/index.html"]), as: UTF8.self)
        let attribute = try #require(page.firstMatch(of: /data-parts="([^"]*)"/)?.1)
        let named = attribute.split(separator: " ").flatMap { part in
            let (name, count) = (part.split(separator: "=")[0], Int(part.split(separator: "=")[1])!)
            return (0..<count).map { "search/index/\(name)/\($0).json" }
        }
        #expect(attribute.hasPrefix("memos="))
        #expect(Set(named) == Set(output.keys.filter { $0.hasPrefix("search/index/") }))
    }
}

extension SearchPart {
    /// Every document, in order.
    var documents: [SearchDocument] {
        members.indices.map(document)
    }
}
