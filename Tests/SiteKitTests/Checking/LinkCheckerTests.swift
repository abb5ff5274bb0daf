import Testing

@testable import SiteKit

@Suite struct LinkCheckerTests {
    let checker = LinkChecker(links: SiteLinks(baseURL: "https://example.org/blog/", basePath: "/blog/"))

    /// A small site below /blog/: a home page, a month with a day's anchor, a feed and an asset.
    func site(home: String) -> [OutputFile] {
        [
            OutputFile(path: "index.html", text: home),
            OutputFile(path: "2026/11/index.html", text: "<h1 id=\"top-of-month\">November</h1>\n<td id='d-3'>3</td>"),
            OutputFile(path: "404.html", text: "<a href=\"#x\">x</a>"),
            OutputFile(path: "feed.xml", text: "<feed/>"),
            OutputFile(path: "assets/style.css", text: "body {}"),
        ]
    }

    func messages(_ home: String) -> [String] {
        checker.check(site(home: home)).problems.filter { $0.location.file == "index.html" }.map(\.description)
    }

    @Test func linksToPagesFeedsAssetsAndAnchorsThatExistPass() {
        let home = """
            <!DOCTYPE html><link rel="stylesheet" href="/blog/assets/style.css">
            <a href="/blog/2026/11/">a</a> <a href="2026/11/#d-3">b</a> <a href=/blog/feed.xml>c</a>
            <a href="https://EXAMPLE.org/blog/2026/11/index.html#top-of-month">d</a> <a href="//example.org/blog/">e</a>
            <a href="./2026/../2026/11">f</a> <a href="#">g</a> <a href="#top">h</a> <a href="?page=2">i</a>
            """
        let report = checker.check(site(home: home))
        #expect(
            report.problems.map(\.description) == [
                "404.html:1:4: link \"#x\" points to a missing anchor: 404.html has no id \"x\""
            ])
        #expect(report.pages == 3)
        #expect(report.links == 11)
    }

    @Test func aLinkToNoPageAndAMissingAnchorAreNamedWithTheirLineAndColumn() {
        let home =
            "<p>\n  <a class=\"x\" href=\"/blog/2026/12/\">next</a>\n  <img alt=\"\" src=\"assets/logo.png\"> <a href=\"2026/11/#d-31\">31</a>\n</p>"
        #expect(
            messages(home) == [
                "index.html:2:16: link \"/blog/2026/12/\" points to no page",
                "index.html:3:15: link \"assets/logo.png\" points to no page",
                "index.html:3:41: link \"2026/11/#d-31\" points to a missing anchor: 2026/11/index.html has no id \"d-31\"",
            ])
    }

    @Test func linksThatLeaveTheSiteAreNotFollowed() {
        let home = """
            <a href="https://other.example/x">a</a> <a href="/elsewhere/">b</a> <a href="mailto:a@example.org">c</a>
            <a href="http://example.org/blog/">d</a> <a href="https://example.org/blogroll/">e</a>
            """
        #expect(messages(home).isEmpty)
        #expect(checker.check(site(home: home)).links == 1)
    }

    @Test func eachURLOfASourceSetIsALink() {
        let home = #"<img src="assets/style.css" srcset="assets/style.css 1x, /blog/gone.png 2x,assets/logo.png">"#
        #expect(
            messages(home) == [
                "index.html:1:29: link \"/blog/gone.png\" points to no page",
                "index.html:1:29: link \"assets/logo.png\" points to no page",
            ])
        #expect(checker.check(site(home: home)).links == 4 + 1)  // and 404.html's
    }

    @Test func theLinksInTheFeedsEntriesAreCheckedAtTheEntrysContent() {
        let html =
            #"<p><a href="https://example.org/blog/2026/11/#d-3">a</a> <a href="https://example.org/blog/2026/12/">b</a> <img src="photo.jpg"></p>"#
        let entry = AtomFeed.Entry(
            id: "https://example.org/blog/2026/11/03/", title: "T", url: "https://example.org/blog/2026/11/03/",
            published: "2026-11-03T00:00:00Z", updated: "2026-11-03T00:00:00Z", summary: "", html: html)
        let atom = AtomFeed(
            title: "T", subtitle: "", language: "en", selfURL: "", pageURL: "", author: "A", updated: "",
            entries: [entry])
        let json = JSONFeed(
            title: "T", language: "en", homePageURL: "", feedURL: "", authors: [],
            items: [
                JSONFeed.Item(
                    id: "tag:example.org,2026:articles/1", url: "", title: "T",
                    contentHTML: "<a href=\"/blog/2026/11/#d-4\">c</a>",
                    summary: "", datePublished: "", dateModified: "")
            ])
        let files =
            site(home: "") + [
                OutputFile(path: "articles/feed.xml", text: atom.xml), OutputFile(path: "feed.json", text: json.json),
            ]
        let report = checker.check(files)
        #expect(
            report.problems.map(\.description).filter { !$0.hasPrefix("404.html") } == [
                #"articles/feed.xml:16:5: link "https://example.org/blog/2026/12/" in entry "https://example.org/blog/2026/11/03/" points to no page"#,
                // A relative link in a feed goes where a reader takes it: from the feed's own URL.
                #"articles/feed.xml:16:5: link "photo.jpg" in entry "https://example.org/blog/2026/11/03/" points to no page"#,
                #"feed.json:9:24: link "/blog/2026/11/#d-4" in entry "tag:example.org,2026:articles/1" points to a missing anchor: 2026/11/index.html has no id "d-4""#,
            ])
        #expect(report.links == 1 + 3 + 1)
        #expect(report.pages == 3)
    }

    @Test func sourceSetsSplitAsHTMLSplitsThem() {
        let set = SourceSet(" a.jpg 1x,b,c.jpg,, d.jpg (x, y) 2x ,e.jpg\t480w")
        #expect(
            set.candidates == [
                SourceSet.Candidate(url: "a.jpg", descriptors: "1x"),
                SourceSet.Candidate(url: "b,c.jpg", descriptors: ""),
                SourceSet.Candidate(url: "d.jpg", descriptors: "(x, y) 2x"),
                SourceSet.Candidate(url: "e.jpg", descriptors: "480w"),
            ])
        #expect(set.value == "a.jpg 1x, b,c.jpg, d.jpg (x, y) 2x, e.jpg 480w")
        #expect(SourceSet(" , ").candidates.isEmpty)
    }

    @Test func entitiesAreDecodedAndPercentEncodingMatchesTheFilesName() {
        let files =
            site(
                home: "<a href=\"/blog/tags/%E7%94%BA/?a=1&amp;b=2\">町</a> <a href=\"/blog/tags/a&amp;b/\">a&amp;b</a>")
            + [OutputFile(path: "tags/町/index.html", text: ""), OutputFile(path: "tags/a&b/index.html", text: "")]
        #expect(checker.check(files).problems.filter { $0.location.file == "index.html" }.isEmpty)
    }

    @Test func commentsScriptsAndStylesHoldNoLinks() {
        let home = """
            <!-- <a href="/blog/gone/"> --><script>if (a <b) { x = '<a href="/blog/gone/">' }</script>
            <style>a[href="/blog/gone/"] {}</style><SCRIPT src="/blog/assets/style.css"></SCRIPT><p title='<a href="/blog/gone/">'>
            """
        #expect(messages(home).isEmpty)
    }

    @Test func brokenMarkupEndsTheScanWithoutATrap() {
        for home in [
            "<a href=\"/blog/gone/", "<a href=", "<a", "<", "<!--", "<script>", "<a href='x' id=\"y", "&#xFFFFFFFF;",
        ] {
            _ = checker.check(site(home: home))
        }
        #expect(messages("<a href=\"/blog/gone/") == ["index.html:1:4: link \"/blog/gone/\" points to no page"])
    }

    @Test func largeHostilePagesAreReadInOnePass() {
        let unclosed = String(repeating: "<a href=\"/blog/gone/\" id=x ", count: 20_000)
        #expect(checker.check(site(home: unclosed)).problems.count == 20_000 + 1)
        for home in [
            String(repeating: "<", count: 1_000_000), "<!--" + String(repeating: "<a href=x> -- ", count: 100_000),
            "<script>" + String(repeating: "</scrip", count: 100_000), String(repeating: "&amp;", count: 200_000),
        ] {
            #expect(messages(home).isEmpty)
        }
    }
}
