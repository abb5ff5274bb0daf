import Foundation
import Testing

/// The calendars of the built sample site in headless Chromium, as a phone and a wide screen show them, in
/// light and dark: the size of every link, the smallest text, the colours of days with a memo and where
/// the memos' titles are.
@Suite(.enabled(if: BrowserProbe.chromium != nil, BrowserProbe.needsChromium))
struct CalendarBrowserTests {
    struct Measured: Decodable {
        /// Links under 24 x 24 CSS pixels, as `text width x height`.
        var smallLinks: [String]
        var links: Int
        var smallestText: Double
        /// The colours of the links of Sundays and holidays, of Saturdays, and of the days themselves.
        var sundayLinks: [String]
        var saturdayLinks: [String]
        var sunday: String
        var saturday: String
        /// The memo titles shown in the grid's cells, and in the list under it.
        var cellTitles: [String]
        var listTitles: [String]
    }

    static let measure = """
        (() => {
          const shown = (e) => { const r = e.getBoundingClientRect(); return r.width > 1 && r.height > 1; };
          const calendar = '.calendar, .month-memos, .year-grid';
          const links = [...document.querySelectorAll(`:is(${calendar}) a`)].filter(shown);
          const texts = [...document.querySelectorAll(`:is(${calendar}) *`)].filter((e) => shown(e)
            && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== ''));
          const colour = (selector) => [...new Set([...document.querySelectorAll(selector)]
            .map((e) => getComputedStyle(e).color))];
          const size = (a) => { const r = a.getBoundingClientRect(); return [r.width, r.height]; };
          return {
            smallLinks: links.filter((a) => size(a).some((n) => n < 24))
              .map((a) => `${a.textContent.trim()} ${size(a).map(Math.round).join(' x ')}`),
            links: links.length,
            smallestText: Math.min(...texts.map((e) => parseFloat(getComputedStyle(e).fontSize))),
            sundayLinks: colour('td:is(.sun, .holiday) a'), saturdayLinks: colour('td.sat:not(.holiday) a'),
            sunday: colour('td.sun:not(.out)')[0], saturday: colour('td.sat:not(.holiday):not(.out)')[0],
            cellTitles: [...document.querySelectorAll('.cell-memo-title')].filter(shown).map((e) => e.textContent),
            listTitles: [...document.querySelectorAll('.month-memos li')].filter(shown)
              .map((e) => e.textContent.trim()),
          };
        })()
        """

    @Test func onAPhoneEveryLinkIsATargetAndNoTextIsSmallAndDaysKeepTheirColours() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let run = try SitegenProcess.run(["--out", "Output", "--date", "2026-11-30", "-q"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        let pages = ["/2026/11/", "/2026/", "/"]
        var steps: [BrowserProbe.Step] = []
        for scheme in ["light", "dark"] {
            for width in [390, 1280] {
                steps += pages.map {
                    BrowserProbe.Step(path: $0, width: width, height: 844, scheme: scheme, evaluate: Self.measure)
                }
            }
        }
        let measured = try BrowserProbe.run(steps, in: site.appendingPathComponent("Output"), as: Measured.self)
        let november = [
            "写真の整理", "文化の日の公民館", "牡蠣のはじまり", "朝の定期船", "魚のさばき方教室", "冬じたく", "勤労感謝の日",
            "干物屋さんの見学", "十一月のふりかえり",
        ]
        for (step, page) in zip(steps, measured) {
            let name = "\(step.path) at \(step.width) px, \(step.scheme)"
            #expect(page.links > 0, "\(name)")
            if step.width == 390 {
                #expect(page.smallLinks == [], "\(name)")
                #expect(page.smallestText >= 12, "\(name)")
            }
            // A day with a memo keeps its day's colour, on the month, the year and the home page alike.
            #expect(page.sundayLinks == [page.sunday] && page.saturdayLinks == [page.saturday], "\(name)")
            #expect(page.sunday == measured[steps.firstIndex { $0.scheme == step.scheme }!].sunday, "\(name)")
        }
        let month = zip(steps, measured).filter { $0.0.path == "/2026/11/" }
        for (step, page) in month {
            // Titles in the cells on a wide screen, in a list under the grid on a phone.
            #expect(page.cellTitles == (step.width == 1280 ? november : []), "\(step.width)")
            #expect(
                page.listTitles.map { $0.split(separator: " ").last.map(String.init) }
                    == (step.width == 390 ? november : []), "\(step.width)")
        }
        #expect(Set(measured.map(\.sunday)).count == 2)  // one red in light, another in dark
    }
}
