import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// Standalone pages (`Content/pages/NAME.md`), the navigation around them (`menu:`), and the favicon.
@Suite struct StandalonePageTests {
    private let renderer = SiteRendererTests()

    private func site(pages: [StandalonePage], menu: [MenuItem]? = nil, messages: Bool = true) -> SiteRendererTests.Site
    {
        var site = renderer.state()
        appReducer(&site.state, .pages(.loaded(pages: pages)))
        if !messages { appReducer(&site.state, .pickup(.loaded(messages: [], categories: []))) }
        site.settings.config.menu = menu
        return site
    }

    private let about = StandalonePage(
        name: "about", markdown: "# About us\n\nWe live by the **harbour**. <script>x</script>", file: "pages/about.md")

    /// The `<nav>` list of a page, as `title url [current]` lines.
    private func navigation(_ html: String) -> [String] {
        let nav = html.components(separatedBy: "<nav class=\"site-nav\"")[1].components(separatedBy: "</nav>")[0]
        return nav.components(separatedBy: "<li>").dropFirst().map { item in
            let url = item.components(separatedBy: "href=\"")[1].components(separatedBy: "\"")[0]
            let title = item.components(separatedBy: ">")[1].components(separatedBy: "<")[0]
            return "\(title) \(url)" + (item.contains("aria-current=\"page\"") ? " current" : "")
        }
    }

    @Test func aPageIsPublishedAtItsNameAndListedInTheSitemap() throws {
        let pages = try renderer.render(site(pages: [about]))
        let page = try #require(pages["about/index.html"])
        #expect(page.contains("<body class=\"page-page\">"))
        #expect(page.contains("<title>About us | Harbour &lt;Notes&gt;</title>"))
        #expect(page.contains("<h1>About us</h1>"))
        #expect(
            page.contains(
                "<p>We live by the <strong>harbour</strong>. <!-- raw HTML omitted -->x<!-- raw HTML omitted --></p>"))
        #expect(
            !page.contains("<h1>About us</h1>\n  <div class=\"memo-body\">\n<h1>"),
            "the heading is the title, not repeated")
        #expect(page.contains("<meta name=\"description\" content=\"We live by the harbour. x\">"))
        #expect(pages["sitemap.xml"]?.contains("<loc>https://example.org/about/</loc>") == true)
    }

    @Test func theBuiltInNavigationListsWhatTheSiteHasAndThePages() throws {
        let contact = StandalonePage(name: "contact", title: "Write to us", markdown: "Mail.", file: "pages/contact.md")
        let pages = try renderer.render(site(pages: [contact, about]))
        #expect(
            navigation(pages["about/index.html"]!) == [
                "Home /", "Calendar /calendar/", "Articles /articles/", "About us /about/ current",
                "Write to us /contact/", "Search /search/",
            ])
        // No memo has a tag in this site, and without messages the articles leave the navigation too.
        let memoOnly = try renderer.render(site(pages: [], messages: false))
        #expect(navigation(memoOnly["index.html"]!) == ["Home / current", "Calendar /calendar/", "Search /search/"])
        #expect(memoOnly["articles/index.html"] != nil, "the page stays, for links already made to it")
    }

    @Test func aMenuReplacesTheNavigation() throws {
        let menu = [
            MenuItem(title: "Start", url: "/"), MenuItem(title: "Us", url: "/about/"),
            MenuItem(title: "Code", url: "https://github.com/example"),
        ]
        var harbour = site(pages: [about], menu: menu)
        harbour.settings.config.baseURL = "https://example.org/blog/"
        let pages = try renderer.render(harbour)
        #expect(
            navigation(pages["about/index.html"]!) == [
                "Start /blog/", "Us /blog/about/ current", "Code https://github.com/example",
            ])
        #expect(
            navigation(pages["2026/11/03/index.html"]!) == [
                "Start /blog/", "Us /blog/about/", "Code https://github.com/example",
            ])
        let empty = try renderer.render(site(pages: [], menu: []))
        #expect(navigation(empty["index.html"]!) == [])
    }

    @Test func everyPageLinksTheFavicons() throws {
        var harbour = site(pages: [about])
        harbour.settings.favicons = [.svg, .ico]
        let pages = try renderer.render(harbour)
        for file in ["index.html", "about/index.html", "2026/11/03/index.html", "404.html"] {
            #expect(
                pages[file]?.contains(
                    "<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"icon\" href=\"/favicon.ico\" type=\"image/x-icon\">"
                ) == true, "\(file)")
        }
        #expect(try renderer.render(site(pages: []))["index.html"]?.contains("rel=\"icon\"") == false)
    }

    @Test func theFaviconsAreFoundInStatic() throws {
        let content = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: content) }
        #expect(Favicon.found(inContent: content) == [])
        try TestFolders.write("icon", to: "static/favicon.ico", in: content)
        try TestFolders.write("<svg/>", to: "static/favicon.svg", in: content)
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("static/favicon.png"), withIntermediateDirectories: true)
        #expect(Favicon.found(inContent: content) == [.svg, .ico], "a folder named favicon.png is no icon")
    }

    /// Pages from files: a name that no section has, front matter as a memo's, and every other entry skipped
    /// with a warning.
    @Test func pagesAreReadFromTheirFolder() throws {
        let content = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: content) }
        let loader = PageLoader(folder: content.appendingPathComponent("pages"), displayName: "pages")
        #expect(try loader.read().pages.value == [])
        try TestFolders.write(
            "---\ntitle: Hi\ndraft: true\ndate: 2026-11-03\n---\nBody\n", to: "pages/hello.md", in: content)
        try TestFolders.write("# 会社概要\n", to: "pages/会社概要.md", in: content)
        try TestFolders.write("x", to: "pages/notes.txt", in: content)
        try TestFolders.write("x", to: "pages/sub/page.md", in: content)
        let read = try loader.read()
        #expect(read.pages.value.map(\.name) == ["hello", "会社概要"])
        #expect(
            read.pages.value[0].title == "Hi" && read.pages.value[0].isDraft && read.pages.value[0].markdown == "Body\n"
        )
        #expect(
            read.pages.warnings.map(\.description) == [
                "pages/hello.md:4:1: front matter.date: unknown key; ignored",
                "pages/notes.txt: not a page (expected NAME.md); ignored",
                "pages/sub: a folder (a page is a NAME.md file directly in pages/); ignored",
            ])
    }

    @Test(arguments: [
        (
            "tags",
            "pages/tags.md: /tags/ is a section of the site (articles, tags, calendar, assets, search, 404 and the years are); rename the file"
        ),
        (
            "2026",
            "pages/2026.md: /2026/ is a section of the site (articles, tags, calendar, assets, search, 404 and the years are); rename the file"
        ),
        (
            "About Us",
            "pages/About Us.md: \"About Us\" cannot be a page's address: a page's name is lower-case letters, digits and single dashes (about, 会社概要, contact-us)"
        ),
    ])
    func aPageNamedLikeASectionIsAnError(name: String, message: String) throws {
        let content = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: content) }
        try TestFolders.write("Text", to: "pages/\(name).md", in: content)
        let loader = PageLoader(folder: content.appendingPathComponent("pages"), displayName: "pages")
        #expect(
            throws: InputErrors(
                .error(
                    SourceLocation(file: "pages/\(name).md"), String(message.split(separator: ": ", maxSplits: 1)[1])))
        ) {
            try loader.read()
        }
    }
}
