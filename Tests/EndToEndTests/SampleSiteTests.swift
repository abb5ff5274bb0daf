import Foundation
import Testing

/// The built `sitegen` on a copy of the sample site, checked as a user would.
@Suite struct SampleSiteTests {
    func read(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func buildsEveryKindOfPage() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let run = try SitegenProcess.run(["--out", "Output", "--date", "2026-11-30"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.contains("Read 27 memos (1 draft)"))
        #expect(lines.contains("Read 20 pickup messages"))
        #expect(
            lines.last?.hasPrefix(
                "Built 60 pages (1 home, 2 year, 4 month, 24 day, 5 articles, 5 category, 1 tags, 15 tag, 1 search, 1 page, 1 404) into Output, 0 warnings, 2 memos waiting for their day, in "
            ) == true)

        let output = site.appendingPathComponent("Output")
        let home = try read("index.html", in: output)
        #expect(home.contains("<html lang=\"ja\">"))
        #expect(home.contains("<td class=\"day today\" aria-current=\"date\">"))
        #expect(home.contains("朝どれの魚が岸壁に並ぶ「汐見朝市」"))
        // The sample's icon is published from `static/` as it is, and linked from every page.
        #expect(home.contains("<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">"))
        #expect(
            try read("favicon.svg", in: output)
                == String(
                    contentsOf: site.appendingPathComponent("Content/static/favicon.svg"), encoding: .utf8))

        // The about page is searched as the memos are.
        let about = try read("search/docs/p/0.json", in: output)
        #expect(about.hasPrefix(#"{"0":{"date":null,"text":"汐見港のそばで暮らしながら、"#))
        #expect(about.hasSuffix(#"","title":"このサイトについて","url":"/about/"}}"#))

        let november = try read("2026/11/index.html", in: output)
        #expect(november.contains("<span class=\"holiday-name\">文化の日</span>"))
        #expect(november.contains("<span class=\"holiday-name\">勤労感謝の日</span>"))
        #expect(november.contains("href=\"/2026/11/03/\""))
        #expect(november.contains("<a rel=\"prev\" href=\"/2026/10/\">"))
        #expect(november.contains("<a rel=\"next\" href=\"/2026/12/\">"))

        #expect(november.contains("<p class=\"up\"><a href=\"/2026/\">年のカレンダーへ (2026年)</a></p>"))

        let memoDay = try read("2026/11/03/index.html", in: output)
        #expect(memoDay.contains("2026年11月3日(火)"))
        #expect(memoDay.contains("公民館文化祭"))
        #expect(memoDay.contains("<a href=\"/tags/%E7%94%BA%E5%86%85%E4%BC%9A/\" rel=\"tag\">町内会</a>"))

        // The year: twelve months, the rendered ones linked, holidays marked in the others too.
        let year = try read("2026/index.html", in: output)
        #expect(year.components(separatedBy: "<table class=\"mini-month\">").count - 1 == 12)
        #expect(year.contains("<caption>1月</caption>"))
        #expect(year.contains("<caption><a href=\"/2026/11/\">11月</a></caption>"))
        #expect(year.contains("<td class=\"day holiday\">1<span class=\"visually-hidden\"> 祝日: 元日</span></td>"))
        #expect(year.contains("<li><a href=\"/calendar/\">カレンダー</a></li>"))
        let calendar = try read("calendar/index.html", in: output)
        #expect(calendar.contains("<li><a href=\"/calendar/\" aria-current=\"page\">カレンダー</a></li>"))
        #expect(
            calendar.contains("<link rel=\"canonical\" href=\"https://example.org/2026/\">")
                && calendar.contains("<caption>1月</caption>"))
        #expect(try !read("sitemap.xml", in: output).contains("/calendar/"))
        let tags = try read("tags/index.html", in: output)
        #expect(
            tags.contains(
                "<li><a href=\"/tags/%E7%94%BA%E5%86%85%E4%BC%9A/\">町内会</a> <span class=\"count\">4件</span></li>"))
        #expect(try read("tags/町内会/index.html", in: output).contains("href=\"/2026/11/03/\""))
        // Four to a page (the sample's pagination.size): 暮らし's sixth memo is on its second page.
        let living = "/tags/%E6%9A%AE%E3%82%89%E3%81%97/"
        #expect(try read("tags/暮らし/index.html", in: output).contains("<a rel=\"next\" href=\"\(living)page/2/\">"))
        #expect(
            try read("tags/暮らし/page/2/index.html", in: output).contains(
                "<li><a href=\"\(living)page/2/\" aria-current=\"page\">2</a></li>"))
        #expect(try read("sitemap.xml", in: output).contains("<loc>https://example.org\(living)page/2/</loc>"))

        // The draft of 2026-11-08 is not published without --drafts.
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("2026/11/08/index.html").path))
        #expect(
            FileManager.default.fileExists(atPath: output.appendingPathComponent("articles/gourmet/index.html").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("assets/style.css").path))
    }

    @Test func theSameInputsGiveTheSameBytes() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        for output in ["A", "B"] {
            let run = try SitegenProcess.run(["--out", output, "--date", "2026-11-30", "--quiet"], in: site)
            #expect(run.status == 0 && run.stdout.isEmpty, "\(run.stderr)")
        }
        let files = try FileManager.default.subpathsOfDirectory(atPath: site.appendingPathComponent("A").path).sorted()
        #expect(
            files
                == (try FileManager.default.subpathsOfDirectory(atPath: site.appendingPathComponent("B").path).sorted())
        )
        for file in files where !file.hasSuffix("/") {
            let a = FileManager.default.contents(atPath: site.appendingPathComponent("A/\(file)").path)
            let b = FileManager.default.contents(atPath: site.appendingPathComponent("B/\(file)").path)
            #expect(a == b, "\(file) differs")
        }
    }

    /// The caches name the binary and the libraries it renders with; that name must be the same in the
    /// next process, or a nightly build with nothing changed would render everything again.
    @Test func theNextRunWithNothingChangedRendersNothing() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let first = try SitegenProcess.run(["--date", "2026-11-30", "--verbose"], in: site)
        #expect(first.status == 0 && first.stdout.contains("\n  rendering: "), "\(first.stderr)")
        let second = try SitegenProcess.run(["--date", "2026-11-30", "--verbose"], in: site)
        #expect(second.status == 0 && second.stdout.contains("\n  rendering (nothing changed): "), "\(second.stdout)")
        // 66 pages, feeds and assets; the search page, its script and the index's 30 files (3 shards, and 27 files of the 24 memos', 20 articles' and 1 page's texts); the bundle's photo
        // with its 3 copies; `static/`'s icon and 20 pickup images.
        #expect(second.stdout.contains("Published 0 changed files, 123 unchanged"))
    }

    @Test func draftsArePublishedWhenAskedFor() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let run = try SitegenProcess.run(["--out", "Output", "--date", "2026-11-30", "--drafts"], in: site)
        #expect(run.status == 0)
        #expect(
            FileManager.default.fileExists(atPath: site.appendingPathComponent("Output/2026/11/08/index.html").path))
    }

    /// The memos of 2026-12-01 and 12-05 wait for their day on 2026-11-30, unless --future publishes them.
    @Test func memosDatedAfterTheBuildDateWaitUnlessFutureIsGiven() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let waiting = try SitegenProcess.run(["--out", "Waiting", "--date", "2026-11-30"], in: site)
        #expect(waiting.status == 0 && waiting.stdout.contains(" 0 warnings, 2 memos waiting for their day, in "))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Waiting/2026/12/05").path))
        let future = try SitegenProcess.run(["--out", "Future", "--date", "2026-11-30", "--future"], in: site)
        #expect(future.status == 0 && future.stdout.contains(" 0 warnings, in "), "\(future.stdout)")
        let day = try read("Future/2026/12/05/index.html", in: site)
        #expect(day.contains("<h1>島へ渡る</h1>\n    <p class=\"scheduled\">公開日前</p>"))
        #expect(!(try read("Future/2026/11/29/index.html", in: site)).contains("scheduled"))
        #expect(try read("Future/feed.xml", in: site).contains("https://example.org/2026/12/05/"))
    }

    @Test func aSiteUnderASubPathPrefixesEveryLink() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let config = site.appendingPathComponent("Content/site.yml")
        let text = try String(contentsOf: config, encoding: .utf8).replacingOccurrences(
            of: "baseURL: https://example.org/", with: "baseURL: https://example.org/blog/")
        try text.write(to: config, atomically: true, encoding: .utf8)
        let run = try SitegenProcess.run(["--out", "Output", "--date", "2026-11-30"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        let home = try read("Output/index.html", in: site)
        #expect(home.contains("href=\"/blog/assets/style.css\""))
        #expect(home.contains("href=\"/blog/2026/11/03/\""))
        #expect(!home.contains("href=\"/2026/"))
    }
}
