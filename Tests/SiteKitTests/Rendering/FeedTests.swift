import Foundation
import Testing

@testable import SiteKit

/// The files for programs: the Atom and JSON feeds, the articles' feed, the sitemap and robots.txt, and the
/// 404 page and each page's metadata, over the small site of `SiteRendererTests`.
@Suite struct FeedTests {
    let fixture = SiteRendererTests()

    /// The fixture's site under `/blog/`, with a hostile memo title, `updated:` and an image on one memo.
    func pages(feedEntries: Int = 20) throws -> [String: String] {
        var site = fixture.state(basePath: "/blog/")
        site.settings.config.feedEntries = feedEntries
        site.settings.config.author = "Ann & <Bo>"
        site.state.memos.memos[0].title = "Fish & <chips> \u{1}"
        site.state.memos.memos[0].updated = Day(iso: "2026-11-20")
        site.state.memos.memos[0].description = "Market day"
        site.state.memos.memos[0].image = "https://example.org/fish.jpg"
        return try fixture.render(site)
    }

    @Test func theAtomFeedHasTheNewestMemosWithStableIdsAndTheirFullHTML() throws {
        let feed = try #require(try pages()["feed.xml"])
        #expect(
            feed.hasPrefix(
                #"<?xml version="1.0" encoding="utf-8"?>"# + "\n"
                    + #"<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">"#))
        #expect(
            feed.contains(#"<link rel="self" type="application/atom+xml" href="https://example.org/blog/feed.xml"/>"#))
        #expect(feed.contains("<author><name>Ann &amp; &lt;Bo&gt;</name></author>"))
        // The draft is not published; the newest memo comes first.
        let ids = feed.components(separatedBy: "<id>").dropFirst(2).map { $0.prefix { $0 != "<" } }
        #expect(ids == ["https://example.org/blog/2026/11/03/", "https://example.org/blog/2026/09/05/"])
        // The feed's updated is its newest entry's: the older memo, updated on the 20th.
        #expect(feed.contains("  <updated>2026-11-20T00:00:00+00:00</updated>\n  <author>"))
        #expect(feed.contains("<title>Fish &amp; &lt;chips&gt; \u{FFFD}</title>"))
        #expect(
            feed.contains(
                "<published>2026-09-05T00:00:00+00:00</published>\n    <updated>2026-11-20T00:00:00+00:00</updated>"))
        #expect(feed.contains("<summary>Market day</summary>"))
        #expect(feed.contains(#"<content type="html">&lt;p&gt;Body &lt;strong&gt;bold&lt;/strong&gt;.&lt;/p&gt;"#))
        #expect(!feed.contains("<script>"))
    }

    @Test func theFeedsCarryAtMostTheEntriesAskedFor() throws {
        let pages = try pages(feedEntries: 1)
        #expect(pages["feed.xml"]?.components(separatedBy: "<entry>").count == 2)
        #expect(pages["feed.json"]?.components(separatedBy: "\"content_html\"").count == 2)
    }

    @Test func theJSONFeedHasTheSameEntries() throws {
        let json = try #require(try pages()["feed.json"])
        let feed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(feed["version"] as? String == "https://jsonfeed.org/version/1.1")
        #expect(feed["feed_url"] as? String == "https://example.org/blog/feed.json")
        let items = try #require(feed["items"] as? [[String: Any]])
        #expect(
            items.map { $0["id"] as? String } == [
                "https://example.org/blog/2026/11/03/", "https://example.org/blog/2026/09/05/",
            ])
        #expect(items[1]["title"] as? String == "Fish & <chips> \u{1}")
        #expect(items[1]["date_modified"] as? String == "2026-11-20T00:00:00+00:00")
    }

    @Test func theArticlesFeedHasTheDatedMessagesWithTagURIs() throws {
        let feed = try #require(try pages()["articles/feed.xml"])
        #expect(feed.components(separatedBy: "<entry>").count == 2)  // the undated message is left out
        #expect(feed.contains("<id>tag:example.org,2026:articles/1</id>"))
        #expect(
            feed.contains(
                #"<link rel="alternate" type="text/html" href="https://example.org/blog/articles/food-drink-756ff1/#article-1"/>"#
            ))
        #expect(feed.contains("<title>&lt;img src=x onerror=alert(1)&gt;</title>"))
    }

    @Test func aMemosRelativeLinksAndImagesAreMadeAbsoluteFromItsDayPageInBothFeeds() throws {
        var site = fixture.state(basePath: "/blog/")
        site.state.memos.memos[1].markdown = """
            # From the heading

            [last month](../../10/) ![](photo.jpg) [x](#x) [tag](/tags/y/) [q](photo.jpg?a=1&b=2) [o](https://other.example/a) [m](mailto:a@b)
            """
        let pages = try fixture.render(site)
        // The page keeps its links as written: they work from its own URL.
        #expect(
            pages["2026/11/03/index.html"]?.contains(
                ##"<p><a href="../../10/">last month</a> <img src="photo.jpg" alt="" /> <a href="#x">x</a>"##) == true)

        let atom = try #require(pages["feed.xml"])
        #expect(
            atom.contains(
                #"""
                    <content type="html">&lt;p&gt;&lt;a href=&quot;https://example.org/blog/2026/10/&quot;&gt;last month&lt;/a&gt; \#
                &lt;img src=&quot;https://example.org/blog/2026/11/03/photo.jpg&quot; alt=&quot;&quot; /&gt; \#
                &lt;a href=&quot;https://example.org/blog/2026/11/03/#x&quot;&gt;x&lt;/a&gt; \#
                &lt;a href=&quot;https://example.org/tags/y/&quot;&gt;tag&lt;/a&gt; \#
                &lt;a href=&quot;https://example.org/blog/2026/11/03/photo.jpg?a=1&amp;amp;b=2&quot;&gt;q&lt;/a&gt; \#
                &lt;a href=&quot;https://other.example/a&quot;&gt;o&lt;/a&gt; &lt;a href=&quot;mailto:a@b&quot;&gt;m&lt;/a&gt;&lt;/p&gt;
                </content>
                """#))

        let text = try #require(pages["feed.json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let items = try #require(json["items"] as? [[String: Any]])
        #expect(
            items.first?["content_html"] as? String == """
                <p><a href="https://example.org/blog/2026/10/">last month</a> \
                <img src="https://example.org/blog/2026/11/03/photo.jpg" alt="" /> \
                <a href="https://example.org/blog/2026/11/03/#x">x</a> \
                <a href="https://example.org/tags/y/">tag</a> \
                <a href="https://example.org/blog/2026/11/03/photo.jpg?a=1&amp;b=2">q</a> \
                <a href="https://other.example/a">o</a> <a href="mailto:a@b">m</a></p>

                """)
    }

    @Test func rawHTMLsSourceSetsAndSingleQuotedLinksAreMadeAbsoluteToo() throws {
        var site = fixture.state(basePath: "/blog/")
        site.settings.config.allowsRawHTML = true
        site.state.memos.memos[0].markdown =
            #"<img srcset="a.jpg 1x, https://cdn.example/b.jpg 2x" src='c.jpg' alt='x'>"#
        let text = try #require(try fixture.render(site)["feed.json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let items = try #require(json["items"] as? [[String: Any]])
        #expect(
            items.last?["content_html"] as? String
                == #"<img srcset="https://example.org/blog/2026/09/05/a.jpg 1x, https://cdn.example/b.jpg 2x" src="https://example.org/blog/2026/09/05/c.jpg" alt='x'>"#
                + "\n")
    }

    @Test func aMessagesRelativeLinksInTheArticlesFeedAreMadeAbsoluteFromItsCategoryPage() throws {
        var site = fixture.state(basePath: "/blog/")
        site.state.pickup.messages[0].body = "[others](../category/) ![](pic.png) [next](#article-2)"
        let pages = try fixture.render(site)
        #expect(pages["articles/food-drink-756ff1/index.html"]?.contains(#"<a href="../category/">others</a>"#) == true)
        #expect(
            try #require(pages["articles/feed.xml"]).contains(
                #"""
                    <content type="html">&lt;p&gt;&lt;a href=&quot;https://example.org/blog/articles/category/&quot;&gt;others&lt;/a&gt; \#
                &lt;img src=&quot;https://example.org/blog/articles/food-drink-756ff1/pic.png&quot; alt=&quot;&quot; /&gt; \#
                &lt;a href=&quot;https://example.org/blog/articles/food-drink-756ff1/#article-2&quot;&gt;next&lt;/a&gt;&lt;/p&gt;
                </content>
                """#))
    }

    @Test func theSitemapListsEveryPageButThe404WithADateFromItsContent() throws {
        let pages = try pages()
        let sitemap = try #require(pages["sitemap.xml"])
        let urls = sitemap.components(separatedBy: "<loc>").dropFirst().map { String($0.prefix { $0 != "<" }) }
        // `/calendar/` shows this year's page under a second URL: the year's is the one listed. The search
        // page is a form.
        let htmlPages = pages.keys.filter {
            $0.hasSuffix(".html") && !["404.html", "calendar/index.html", "search/index.html"].contains($0)
        }
        #expect(urls.count == htmlPages.count)
        #expect(urls.allSatisfy { $0.hasPrefix("https://example.org/blog/") })
        #expect(
            sitemap.contains("<url><loc>https://example.org/blog/2026/09/05/</loc><lastmod>2026-11-20</lastmod></url>"))
        #expect(
            sitemap.contains(
                "<url><loc>https://example.org/blog/articles/food-drink-756ff1/</loc><lastmod>2026-11-03</lastmod></url>"
            ))
        #expect(sitemap.contains("<url><loc>https://example.org/blog/articles/category-cbf29c/</loc></url>"))
        #expect(!sitemap.contains("404"))
        #expect(pages["robots.txt"] == "User-agent: *\nAllow: /\n\nSitemap: https://example.org/blog/sitemap.xml\n")
    }

    @Test func pagesMoreThanAFileMayListArePartsTheSitemapIndexes() throws {
        let site = fixture.state(basePath: "/blog/")
        let renderer = SiteRenderer(theme: try Theme.packageDefault(.en), settings: site.settings)
        let plan = renderer.plan(site.state)
        let files = { (maximumURLs: Int) throws -> [String: String] in
            let made = SiteRenderer.sitemapFiles(
                of: plan.listings, pages: plan.pages, reusing: nil, into: nil, maximumURLs: maximumURLs)
            return Dictionary(
                uniqueKeysWithValues: try made.map {
                    guard case .rendered(let file) = try $0.get().page else { throw CancellationError() }
                    return (file.path, String(decoding: file.bytes, as: UTF8.self))
                })
        }
        let whole = try files(Sitemap.maximumURLs)
        #expect(Array(whole.keys) == ["sitemap.xml"])
        let urls = whole["sitemap.xml"]!.components(separatedBy: "\n").filter { $0.hasPrefix("  <url>") }
        #expect(urls.count > 4)
        // Four to a file: the parts hold the same URLs in the same order, and the index lists each part with
        // its newest date.
        let split = try files(4)
        let count = (urls.count + 3) / 4
        #expect(Set(split.keys) == Set(["sitemap.xml"] + (1...count).map { "sitemap-\($0).xml" }))
        let parts = (1...count).map { split["sitemap-\($0).xml"]! }
        #expect(parts.allSatisfy { $0.hasPrefix(#"<?xml version="1.0" encoding="utf-8"?>"# + "\n<urlset") })
        #expect(parts.flatMap { $0.components(separatedBy: "\n").filter { $0.hasPrefix("  <url>") } } == urls)
        let index = split["sitemap.xml"]!
        #expect(
            index.hasPrefix(
                #"<?xml version="1.0" encoding="utf-8"?>"# + "\n"
                    + #"<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"# + "\n"
                    + "  <sitemap><loc>https://example.org/blog/sitemap-1.xml</loc>"))
        #expect(index.hasSuffix("</sitemap>\n</sitemapindex>\n"))
        let newest = parts.map { part in
            part.components(separatedBy: "<lastmod>").dropFirst().map { String($0.prefix(10)) }.max()
        }
        let listed = index.components(separatedBy: "\n").filter { $0.hasPrefix("  <sitemap>") }
        #expect(listed.count == count)
        for (number, (line, newest)) in zip(listed, newest).enumerated() {
            let loc = "<loc>https://example.org/blog/sitemap-\(number + 1).xml</loc>"
            #expect(line == "  <sitemap>\(loc)\(newest.map { "<lastmod>\($0)</lastmod>" } ?? "")</sitemap>")
        }
    }

    /// Day -1 (1969-12-31) has the largest bit pattern of a word, which the digest must not add to.
    @Test func theSitemapIsKeyedByDatesBeforeAndAfter1970AndByTheirAbsence() {
        let dates: [Day?] = [nil, Day(iso: "1969-12-31"), Day(iso: "1970-01-01"), Day(iso: "1753-01-01")]
        let digests = dates.map { date in
            Sitemap.digest(of: [
                PageListing(
                    kind: .day, file: "a/index.html", url: "https://example.org/a/", lastModified: date, isListed: true,
                    block: .home)
            ])
        }
        #expect(Set(digests).count == dates.count)
    }

    @Test func the404PageWorksFromAnyDepth() throws {
        let page = try #require(try pages()["404.html"])
        #expect(page.contains("<h1>Page not found</h1>"))
        #expect(page.contains(#"href="/blog/assets/style.css""#))
        #expect(page.contains(#"<a href="/blog/">Home</a>"#))
        #expect(!page.contains(#"href="2026"#) && !page.contains(#"href="./"#))
    }

    @Test func everyPageHasItsDescriptionCanonicalLinkOpenGraphAndFeedLinks() throws {
        let pages = try pages()
        let day = try #require(pages["2026/09/05/index.html"])
        #expect(day.contains(#"<meta name="description" content="Market day">"#))
        #expect(day.contains(#"<meta property="og:title" content="Fish &amp; &lt;chips&gt; "#))
        #expect(day.contains(#"<meta property="og:type" content="article">"#))
        #expect(day.contains(#"<meta property="og:url" content="https://example.org/blog/2026/09/05/">"#))
        #expect(day.contains(#"<meta property="og:image" content="https://example.org/fish.jpg">"#))
        #expect(
            day.contains(
                #"<link rel="alternate" type="application/atom+xml" title="Harbour &lt;Notes&gt;" href="/blog/feed.xml">"#
            ))
        let category = try #require(pages["articles/food-drink-756ff1/index.html"])
        #expect(category.contains(#"<meta name="description" content="Food &amp; Drink (1 article)">"#))
        #expect(category.contains(#"<meta property="og:type" content="website">"#))
        let month = try #require(pages["2026/11/index.html"])
        #expect(!month.contains("og:image"))
        for page in pages.values where page.hasPrefix("<!DOCTYPE html>") {
            #expect(page.contains(#"<meta name="generator" content="sitegen "#))
        }
    }

    @Test func timestampsAreTheStartOfTheDayInTheSitesZone() {
        let day = Day(iso: "2026-11-03")!
        #expect(FeedText.timestamp(day, in: TimeZone(identifier: "Asia/Tokyo")!) == "2026-11-03T00:00:00+09:00")
        #expect(FeedText.timestamp(day, in: TimeZone(identifier: "America/New_York")!) == "2026-11-03T00:00:00-05:00")
        #expect(
            FeedText.timestamp(Day(iso: "2026-07-01")!, in: TimeZone(identifier: "America/New_York")!)
                == "2026-07-01T00:00:00-04:00")
        #expect(FeedText.timestamp(day, in: TimeZone(identifier: "Asia/Kolkata")!) == "2026-11-03T00:00:00+05:30")
    }

    @Test func xmlTextHasNoCharacterXMLForbids() {
        #expect(FeedText.xml("a<b>&\"c\u{0}\u{1B}\u{FFFE}\td") == "a&lt;b&gt;&amp;&quot;c\u{FFFD}\u{FFFD}\u{FFFD}\td")
        #expect(FeedText.tagSpecific("id 1/é") == "id%201%2F%C3%A9")
    }
}
