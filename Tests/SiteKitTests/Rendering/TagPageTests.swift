import Foundation
import Testing

@testable import SiteKit

/// `/tags/` and `/tags/SLUG/`, rendered with the default theme from the small state of `SiteRendererTests`:
/// published memos of 2026-09-05 and 2026-11-03, and a draft of 2026-11-08.
@Suite struct TagPageTests {
    func site(
        _ first: [String], _ second: [String], draft: [String] = [], basePath: String = "/"
    ) -> SiteRendererTests.Site {
        var site = SiteRendererTests().state(basePath: basePath)
        site.state.memos.memos[0].markdown = "Walked to the lighthouse."
        site.state.memos.memos[0].tags = first
        site.state.memos.memos[1].tags = second
        site.state.memos.memos[2].tags = draft
        return site
    }

    func render(_ site: SiteRendererTests.Site) throws -> [String: String] {
        try SiteRendererTests().render(site)
    }

    /// Where each of `needles` first occurs in `text`, so tests can check an order.
    func positions(of needles: [String], in text: String) -> [Int] {
        needles.map { needle in
            text.range(of: needle).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? -1
        }
    }

    @Test func theTagListHasEveryPublishedTagWithItsCountMostUsedFirst() throws {
        let pages = try render(site(["harbour", "walk"], ["walk", "Food"], draft: ["secret"]))
        let list = try #require(pages["tags/index.html"])
        #expect(list.contains("<h1>All tags</h1>"))
        #expect(list.contains("<li><a href=\"/tags/walk/\">walk</a> <span class=\"count\">2 memos</span></li>"))
        #expect(list.contains("<li><a href=\"/tags/food-07a00d/\">Food</a> <span class=\"count\">1 memo</span></li>"))
        let order = positions(of: ["/tags/walk/", "/tags/food-07a00d/", "/tags/harbour/"], in: list)
        #expect(order.allSatisfy { $0 >= 0 } && order == order.sorted())  // by count, then by name
        #expect(!list.contains("secret"))
        #expect(
            pages.keys.filter { $0.hasPrefix("tags/") }.sorted()
                == [
                    "tags/food-07a00d/index.html", "tags/harbour/index.html", "tags/index.html", "tags/walk/index.html",
                ])
    }

    @Test func aTagPageListsItsMemosNewestFirstWithExcerpts() throws {
        let page = try #require(try render(site(["walk"], ["walk"]))["tags/walk/index.html"])
        #expect(page.contains("<title>walk | Harbour &lt;Notes&gt;</title>"))
        #expect(page.contains("<h1>walk <span class=\"count\">2 memos</span></h1>"))
        #expect(page.contains("<meta name=\"description\" content=\"walk (2 memos)\">"))
        #expect(page.contains("<p>Body bold.</p>"))
        #expect(page.contains("<p>Walked to the lighthouse.</p>"))
        let order = positions(of: ["href=\"/2026/11/03/\"", "href=\"/2026/09/05/\""], in: page)
        #expect(order[0] >= 0 && order[0] < order[1])
        #expect(page.contains("<a href=\"/tags/\">← All tags</a>"))
    }

    @Test func aMemoPageLinksItsTags() throws {
        let page = try #require(try render(site(["walk"], ["walk", "Food"]))["2026/11/03/index.html"])
        #expect(
            page.contains(
                "<li><a href=\"/tags/walk/\" rel=\"tag\">walk</a></li><li><a href=\"/tags/food-07a00d/\" rel=\"tag\">Food</a></li>"
            ))
    }

    @Test func japaneseAndKoreanTagsGetReadableSlugsAndCollisionsAreToldApart() throws {
        let pages = try render(site(["港まつり", "Food"], ["바다", "food", "!!!", " ", "바다"]))
        #expect(
            pages.keys.filter { $0.hasPrefix("tags/") }.sorted() == [
                "tags/food-07a00d/index.html", "tags/food/index.html", "tags/index.html", "tags/tag-bbe43c/index.html",
                "tags/港まつり/index.html", "tags/바다/index.html",
            ])
        // The tag that is its own slug keeps it, though used later; the others are marked by their names.
        #expect(pages["tags/food/index.html"]?.contains("<h1>food ") == true)
        #expect(pages["tags/food-07a00d/index.html"]?.contains("<h1>Food ") == true)
        #expect(pages["tags/tag-bbe43c/index.html"]?.contains("<h1>!!! ") == true)
        let day = try #require(pages["2026/11/03/index.html"])
        #expect(day.contains("<a href=\"/tags/%EB%B0%94%EB%8B%A4/\" rel=\"tag\">바다</a>"))
        // A blank tag names nothing; a repeated one shows once.
        #expect(day.components(separatedBy: "rel=\"tag\"").count - 1 == 3)
        #expect(
            pages["tags/index.html"]?.contains(
                "<a href=\"/tags/%E6%B8%AF%E3%81%BE%E3%81%A4%E3%82%8A/\">港まつり</a> <span class=\"count\">1 memo</span>")
                == true)
    }

    @Test func hostileTagTextIsEscapedEverywhere() throws {
        let hostile = "<script>alert(\"x\")</script>"
        let escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"
        let pages = try render(site([hostile], []))
        let tagPage = try #require(pages["tags/script-alert-x-script-ac9fe9/index.html"])
        for page in [tagPage, pages["tags/index.html"]!, pages["2026/09/05/index.html"]!] {
            #expect(page.contains(escaped))
            #expect(!page.contains("<script>"))
        }
        #expect(tagPage.contains("<title>\(escaped) | Harbour &lt;Notes&gt;</title>"))
    }

    @Test func theSitemapDatesATagPageByItsNewestMemo() throws {
        var site = site(["walk", "harbour"], ["walk"])
        site.state.memos.memos[0].updated = Day(iso: "2026-11-20")
        let sitemap = try #require(try render(site)["sitemap.xml"])
        #expect(sitemap.contains("<url><loc>https://example.org/tags/</loc><lastmod>2026-11-20</lastmod></url>"))
        #expect(sitemap.contains("<url><loc>https://example.org/tags/walk/</loc><lastmod>2026-11-20</lastmod></url>"))
        #expect(
            sitemap.contains("<url><loc>https://example.org/tags/harbour/</loc><lastmod>2026-11-20</lastmod></url>"))
    }

    @Test func withoutTagsTheListSaysSo() throws {
        let list = try #require(try render(site([], []))["tags/index.html"])
        #expect(list.contains("<p>No tags yet</p>"))
        #expect(!list.contains("tag-list"))
    }

    @Test func aSubPathPrefixesTheTagLinks() throws {
        let pages = try render(site(["walk"], [], basePath: "/blog/"))
        #expect(pages["2026/09/05/index.html"]?.contains("<a href=\"/blog/tags/walk/\" rel=\"tag\">walk</a>") == true)
        #expect(pages["tags/index.html"]?.contains("<a href=\"/blog/tags/walk/\">walk</a>") == true)
        #expect(pages["tags/walk/index.html"]?.contains("<a href=\"/blog/tags/\">← All tags</a>") == true)
        #expect(pages["sitemap.xml"]?.contains("<loc>https://example.org/blog/tags/walk/</loc>") == true)
    }

    @Test func tagPagesAreAPureFunctionOfTheState() throws {
        let tagged = site(["b", "a", "港"], ["a", "바다", "A"])
        #expect(try render(tagged) == (try render(tagged)))
    }
}
