import Foundation
import Testing

@testable import SiteKit

/// Lists cut into pages: `Pagination`'s arithmetic, and the pages of a tag, a category and the articles at
/// the edges (0, 1, 20 and 21 entries, 20 to a page), their pagers, their links in the head, the sitemap,
/// and every link followed by `sitegen check`'s link checker.
@Suite struct PaginationTests {
    @Test(arguments: [(0, 1, [0..<0]), (1, 1, [0..<1]), (20, 1, [0..<20]), (21, 2, [0..<20, 20..<21])])
    func aListHasItsPagesAndAnEmptyOneItsFirst(count: Int, pages: Int, entries: [Range<Int>]) {
        let pagination = Pagination(count: count, size: 20)
        #expect(pagination.pageCount == pages)
        #expect(pagination.pages.map { pagination.entries(onPage: $0) } == entries)
        #expect((0..<count).map(pagination.page(ofEntry:)) == (0..<count).map { $0 < 20 ? 1 : 2 })
    }

    @Test func aPagerShowsTheEndsAndTheNeighboursOfThePageAtMostNineNumbers() {
        let long = Pagination(count: 1000, size: 10)
        #expect(long.shownNumbers(around: 1) == [1, 2, 3, nil, 100])
        #expect(long.shownNumbers(around: 50) == [1, nil, 48, 49, 50, 51, 52, nil, 100])
        #expect(long.shownNumbers(around: 97) == [1, nil, 95, 96, 97, 98, 99, 100])
        #expect(Pagination(count: 40, size: 10).shownNumbers(around: 4) == [1, 2, 3, 4])
        #expect(Pagination(count: 5, size: 10).shownNumbers(around: 1) == [1])
    }

    /// `count` memos tagged "walk" and `count` messages of the category "food", from 2026-09-01 on.
    func site(entries count: Int) -> SiteRendererTests.Site {
        var site = SiteRendererTests().state()
        let first = Day(iso: "2026-09-01")!
        let memos = (0..<count).map {
            Memo(day: first.adding(days: $0), tags: ["walk"], markdown: "x", file: "\($0).md")
        }
        let messages = (0..<count).map { PickupMessage(id: "m\($0)", title: "M\($0)", category: "food") }
        site.state = AppState()
        appReducer(&site.state, .memos(.loaded(memos: memos)))
        let categories = SlugAssigner(overrides: []).assign(messages.map(\.category)).categories
        appReducer(&site.state, .pickup(.loaded(messages: messages, categories: categories)))
        return site
    }

    func render(entries count: Int) throws -> [String: String] {
        try SiteRendererTests().render(site(entries: count))
    }

    @Test(arguments: [0, 1, 20, 21])
    func eachListHasItsPagesAndEveryLinkLeadsSomewhere(count: Int) throws {
        let site = site(entries: count)
        let theme = try Theme.packageDefault(site.settings.config.language)
        let result = try SiteRenderer(theme: theme, settings: site.settings).render(site.state)
        let files = result.files + theme.assets
        let report = LinkChecker(links: SiteLinks(baseURL: "https://example.org/", basePath: "/")).check(files)
        #expect(report.problems.map(\.description) == [])
        let paths = Set(files.map(\.path))
        let second = ["tags/walk/page/2/index.html", "articles/food/page/2/index.html", "articles/page/2/index.html"]
        #expect(second.map(paths.contains) == Array(repeating: count > 20, count: 3))
        #expect(paths.contains("articles/index.html"))
        #expect(paths.contains("tags/walk/index.html") == (count > 0))
        #expect(!paths.contains { $0.contains("/page/1/") || $0.contains("/page/3/") })
    }

    @Test func theFirstPageLinksToTheNextAndTheLastBackInTheHeadAndThePager() throws {
        let pages = try render(entries: 21)
        let first = try #require(pages["tags/walk/index.html"])
        #expect(first.contains(#"<link rel="next" href="/tags/walk/page/2/">"#))
        #expect(!first.contains(#"rel="prev""#))
        #expect(first.contains(#"<li><a href="/tags/walk/" aria-current="page">1</a></li>"#))
        #expect(first.contains(#"<li><a rel="next" href="/tags/walk/page/2/">Next →</a></li>"#))
        #expect(first.components(separatedBy: "<li>\n    <a href=\"/2026/").count - 1 == 20)
        // Newest first: the first page begins with the 21st memo.
        #expect(first.contains(#"<a href="/2026/09/21/">"#) && !first.contains(#"<a href="/2026/09/01/">"#))

        let last = try #require(pages["tags/walk/page/2/index.html"])
        #expect(last.contains("<title>walk, page 2 | Harbour &lt;Notes&gt;</title>"))
        #expect(last.contains(#"<link rel="canonical" href="https://example.org/tags/walk/page/2/">"#))
        #expect(last.contains(#"<link rel="prev" href="/tags/walk/">"#) && !last.contains(#"rel="next""#))
        #expect(last.contains(#"<li><a href="/tags/walk/page/2/" aria-current="page">2</a></li>"#))
        #expect(last.contains(#"<a href="/2026/09/01/">"#) && !last.contains(#"<a href="/2026/09/02/">"#))
        #expect(last.contains("<h1>walk <span class=\"count\">21 memos</span></h1>"))

        // The articles' index of categories is on their first page alone.
        #expect(try #require(pages["articles/index.html"]).contains(#"<nav class="category-index""#))
        let articles = try #require(pages["articles/page/2/index.html"])
        #expect(!articles.contains("category-index") && articles.contains("<h3>M20</h3>"))
        #expect(!articles.contains("<h3>M19</h3>"))
    }

    @Test func aListOfOnePageHasNoPagerAndAnEmptyArticlesPageSaysSo() throws {
        let one = try #require(try render(entries: 20)["tags/walk/index.html"])
        #expect(!one.contains("list-pager") && !one.contains(#"rel="next""#))
        let empty = try #require(try render(entries: 0)["articles/index.html"])
        #expect(empty.contains("<p>No articles yet</p>") && !empty.contains("list-pager"))
    }

    @Test func theSitemapListsEveryPageOfEveryList() throws {
        let sitemap = try #require(try render(entries: 21)["sitemap.xml"])
        for page in ["tags/walk/", "tags/walk/page/2/", "articles/", "articles/page/2/", "articles/food/page/2/"] {
            #expect(sitemap.contains("<loc>https://example.org/\(page)</loc>"), "\(page)")
        }
    }

    /// A message's feed entry links to the page of its category that shows it.
    @Test func anArticlesFeedEntryLinksToThePageOfItsCategoryThatShowsIt() throws {
        var site = site(entries: 21)
        site.state.pickup.messages = site.state.pickup.messages.enumerated().map { position, message in
            var dated = message
            dated.date = Day(iso: "2026-11-01")!.adding(days: position == 20 ? 10 : 0)
            return dated
        }
        let feed = try #require(try SiteRendererTests().render(site)["articles/feed.xml"])
        #expect(feed.contains("https://example.org/articles/food/page/2/#article-21"))
    }
}
