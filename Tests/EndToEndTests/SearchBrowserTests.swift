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
        return try files.filter { file in
            let document = try JSONDecoder().decode(
                [String: String?].self, from: Data(contentsOf: folder.appendingPathComponent(file)))
            let text = (document["title"]! ?? "") + "\n" + (document["text"]! ?? "")
            return texts.allSatisfy { text.contains($0) }
        }.count
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
        #expect(market.memos.count == min(10, memos) && memos > 1 && market.memos.first?.url == "/2026/12/01/")
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
