import Foundation
import Testing

/// `/search/` in headless Chromium, over the built sample site served on 127.0.0.1: what a reader types,
/// what the page shows, and what it loads.
@Suite(.enabled(if: BrowserProbe.chromium != nil, BrowserProbe.needsChromium))
struct SearchBrowserTests {
    /// What the page shows once a query's results are in.
    struct Shown: Decodable, Equatable {
        struct Section: Decodable, Equatable {
            var heading: String
            var items: [Item]
        }
        struct Item: Decodable, Equatable {
            var title: String
            var url: String
            var marks: [String]
        }
        var status: String
        var query: String
        var address: String
        var sections: [Section]
        /// Elements in the results that only HTML parsed from the data could make.
        var foreignElements: Int
        /// `window.pwned`, which a script run from a memo's title would set.
        var pwned: Bool

        var memos: [Item] { sections.first { $0.heading.hasPrefix("メモ") }?.items ?? [] }
        var articles: [Item] { sections.first { $0.heading.hasPrefix("記事") }?.items ?? [] }
    }

    static let done =
        "document.querySelector('.search-status').textContent !== ''"
        + " && document.querySelector('.search-results').getAttribute('aria-busy') === 'false'"
    static let shown = """
        ({status: document.querySelector('.search-status').textContent,
          query: document.querySelector('#search-query').value, address: location.search,
          sections: [...document.querySelectorAll('.search-results section')].map(s => ({
            heading: s.querySelector('h2').textContent,
            items: [...s.querySelectorAll('li')].map(li => ({title: li.querySelector('.search-title').textContent,
              url: li.querySelector('a').getAttribute('href'),
              marks: [...li.querySelectorAll('mark')].map(m => m.textContent)}))})),
          foreignElements: document.querySelectorAll('.search-results img, .search-results script').length,
          pwned: window.pwned === 1})
        """

    static func query(_ text: String) -> BrowserProbe.Step {
        let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        return BrowserProbe.Step(path: "/search/?q=\(encoded)", wait: done, evaluate: shown)
    }

    /// The sample site with three memos of tricky text: full-width Latin, English, Korean without spaces and
    /// a title that is HTML.
    static func site(_ name: String = #function) throws -> URL {
        let site = try SitegenProcess.sampleSite(name)
        let memos = site.appendingPathComponent("Content/memos/2026/10")
        try """
        ---
        title: ＳＷＩＦＴ の勉強会
        ---
        港のガイドツアーに参加した。Lighthouse keepers told stories. 항구축제 소식도 들었다.
        """.write(to: memos.appendingPathComponent("2026-10-20.md"), atomically: true, encoding: .utf8)
        try """
        ---
        title: "<img src=x onerror=\\"window.pwned=1\\"> harbourmaster"
        ---
        The harbourmaster's notes.
        """.write(to: memos.appendingPathComponent("2026-10-22.md"), atomically: true, encoding: .utf8)
        let run = try SitegenProcess.run(["--out", "Output", "--date", "2026-11-30", "-q"], in: site)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        return site
    }

    /// The documents (of a kind, `m` or `a`, or all) whose title or text hold each of `texts`: how many a
    /// query of one- and two-character CJK words must find.
    static func documents(holding texts: [String], in output: URL, kind: String = "") throws -> Int {
        let folder = output.appendingPathComponent("search/docs/\(kind)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        return try files.reduce(0) { count, file in
            let documents = try JSONDecoder().decode(
                [String: [String: String?]].self, from: Data(contentsOf: folder.appendingPathComponent(file)))
            return count
                + documents.values.count { document in
                    let text = (document["title"]! ?? "") + "\n" + (document["text"]! ?? "")
                    return texts.allSatisfy { text.contains($0) }
                }
        }
    }

    @Test func japaneseKoreanAndEnglishAreFoundAsTheBuildReadThem() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site) }
        let output = site.appendingPathComponent("Output")
        let queries = ["朝市", "朝市 牡蠣", "港", "lightho", "ｶﾞｲﾄﾞ", "swift", "축제", "zzzqqq", "harbourm"]
        let shown = try BrowserProbe.run(queries.map(Self.query), in: output, as: Shown.self)
        let results = Dictionary(uniqueKeysWithValues: zip(queries, shown))

        // A deep link fills the form and shows the newest memo first, its match marked.
        let market = try #require(results["朝市"])
        let holding = try Self.documents(holding: ["朝市"], in: output)
        #expect(market.query == "朝市" && market.status == "\(holding) 件見つかりました")
        let memos = try Self.documents(holding: ["朝市"], in: output, kind: "m")
        #expect(market.memos.count == min(10, memos) && memos > 1 && market.memos.first?.url == "/2026/11/23/")
        #expect(market.memos.allSatisfy { $0.marks.allSatisfy { $0 == "朝市" } && !$0.marks.isEmpty })
        #expect(market.articles.allSatisfy { $0.url.hasPrefix("/articles/") && $0.url.contains("#article-") })
        // Every word must match.
        let both = try Self.documents(holding: ["朝市", "牡蠣"], in: output)
        #expect(both > 0 && both < holding && results["朝市 牡蠣"]?.status == "\(both) 件見つかりました")
        let harbour = try Self.documents(holding: ["港"], in: output)
        #expect(results["港"]?.status == "\(harbour) 件見つかりました")

        // English by a word's beginning, its case kept in the excerpt; half-width katakana and full-width
        // Latin as their usual forms; Korean by a pair inside a run without spaces.
        #expect(results["lightho"]?.memos.map(\.marks) == [["Lighthouse"]])
        #expect(results["ｶﾞｲﾄﾞ"]?.memos.map(\.marks) == [["ガイド"]])
        #expect(results["swift"]?.memos.map(\.title) == ["ＳＷＩＦＴ の勉強会"])
        #expect(results["swift"]?.memos.first?.marks == ["ＳＷＩＦＴ"])
        #expect(results["축제"]?.memos.map(\.url) == ["/2026/10/20/"])
        #expect(results["zzzqqq"]?.status == "見つかりませんでした" && results["zzzqqq"]?.sections == [])

        // A title that is HTML is shown as its text.
        let hostile = try #require(results["harbourm"])
        #expect(hostile.memos.map(\.title) == [#"<img src=x onerror="window.pwned=1"> harbourmaster"#])
        #expect(hostile.foreignElements == 0 && !hostile.pwned)
    }

    @Test func theFormPutsTheQueryInTheAddressAndShowsMoreOnRequest() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site) }
        let output = site.appendingPathComponent("Output")
        let typed = BrowserProbe.Step(
            path: "/search/",
            evaluate: """
                (async () => {
                  const input = document.querySelector('#search-query');
                  input.value = '港';
                  document.querySelector('form.search-form').requestSubmit();
                  const until = async (condition) => { while (!condition()) await new Promise(r => setTimeout(r, 50)); };
                  await until(() => document.querySelector('.search-status').textContent !== '');
                  const list = () => document.querySelectorAll('.search-results section:first-child li').length;
                  const first = list();
                  document.querySelector('.search-more').click();
                  await until(() => list() > first);
                  return [location.search, first, list()];
                })()
                """)
        let noScript = BrowserProbe.Step(
            path: "/search/?q=港", evaluate: "document.body.innerText.includes('検索には JavaScript が必要です。')",
            scripts: false)
        let values = try BrowserProbe.run([typed], in: output, as: [AnyJSON].self)
        let memos = try Self.documents(holding: ["港"], in: output, kind: "m")
        #expect(memos > 10 && values.first?.map(\.text) == ["?q=%E6%B8%AF", "10", String(min(20, memos))])
        #expect(try BrowserProbe.run([noScript], in: output, as: Bool.self) == [true])
    }
}

/// A JSON string or number, as text.
struct AnyJSON: Decodable {
    var text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            text = string
        } else {
            text = String(try container.decode(Int.self))
        }
    }
}

/// Search over 10,000 memos of about 2 KB each, half Japanese and half English, from sentences as the
/// benchmark's corpus (`Benchmarks/Sources/BenchmarkSite`) makes them: what a query loads.
@Suite(.enabled(if: BrowserProbe.chromium != nil, BrowserProbe.needsChromium))
struct LargeSiteSearchTests {
    static let japanese = [
        "朝いちばんに港へ出ると、漁船がちょうど戻ってきたところだった。", "市場の通りはまだ静かで、魚屋さんが氷を砕く音だけが響いていた。",
        "午後は図書館で町の古い地図を眺めて過ごした。", "帰り道の坂の上から、夕日に染まる灯台が見えた。",
        "商店街のパン屋さんで、焼きたてのあんぱんを二つ買った。", "雨の日は縁側で本を読むのがいちばんだと思う。",
        "公民館の掲示板に、来月の行事予定が貼り出されていた。", "防波堤の先で、釣り人たちが並んで糸を垂れていた。",
    ]
    static let english = [
        "The fishing boats came back just after dawn, loaded with mackerel.",
        "I spent the afternoon at the library, reading about the old harbour.",
        "From the top of the hill the lighthouse looked small and very white.",
        "The bakery on the corner had fresh bread and the good kind of coffee.",
        "It rained all morning, so I finally fixed the squeaky garden gate.",
        "We walked along the breakwater and counted the herons on the rocks.",
    ]
    static let titles = ["朝市の帰り道", "灯台のある風景", "Back from the market", "A walk to the lighthouse"]

    /// What a query loaded from `/search/`, and how many results it found.
    struct Load: Decodable {
        var bytes: Int
        var files: Int
        var status: String
    }

    @Test(.timeLimit(.minutes(10))) func aQueryLoadsAtMostAbout300KB() throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-search-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.createDirectory(
            at: site.appendingPathComponent("Content/memos"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: SitegenProcess.package.appendingPathComponent("Themes"), to: site.appendingPathComponent("Themes"))
        try "title: Harbour\nbaseURL: https://example.org/\nlanguage: ja\n".write(
            to: site.appendingPathComponent("Content/site.yml"), atomically: true, encoding: .utf8)
        var seed: UInt64 = 2026
        func pick<T>(_ items: [T]) -> T {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return items[Int(seed >> 33) % items.count]
        }
        let first = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01
        for number in 0..<10_000 {
            let day = ISO8601DateFormatter.string(
                from: first.addingTimeInterval(Double(number) * 86_400), timeZone: .gmt, formatOptions: [.withFullDate])
            let sentences = number % 2 == 0 ? Self.japanese : Self.english
            var body = ""
            while body.utf8.count < 1_900 { body += pick(sentences) + (number % 2 == 0 ? "" : " ") }
            try "---\ntitle: \(pick(Self.titles)) \(number)\n---\n\(body)\n".write(
                to: site.appendingPathComponent("Content/memos/\(day).md"), atomically: false, encoding: .utf8)
        }
        let run = try SitegenProcess.run(["--out", "Output", "--date", "2027-05-19", "-q"], in: site)
        #expect(run.status == 0, "\(run.stderr)")

        let queries = ["港", "朝市の帰り道", "lighthouse", "harb", "灯台 lighthouse", "図書館 雨"]
        let loaded = try BrowserProbe.run(
            queries.map { query in
                var step = SearchBrowserTests.query(query)
                step.evaluate = """
                    (() => { const loads = performance.getEntriesByType('resource')
                      .filter((entry) => entry.name.includes('/search/index/') || entry.name.includes('/search/docs/'));
                      return {bytes: loads.reduce((sum, entry) => sum + entry.encodedBodySize, 0), files: loads.length,
                        status: document.querySelector('.search-status').textContent}; })()
                    """
                return step
            }, in: site.appendingPathComponent("Output"), as: Load.self)
        for (query, load) in zip(queries, loaded) {
            print("search at 10,000 memos: \(query): \(load.bytes) bytes in \(load.files) files, \(load.status)")
            #expect(load.bytes <= 300_000 && load.files > 1, "\(query): \(load.bytes) bytes")
            #expect(load.status.hasSuffix("件見つかりました"), "\(query): \(load.status)")
        }
    }
}
