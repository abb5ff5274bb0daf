import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// The default theme rendered from a small, hand-made state.
@Suite struct SiteRendererTests {
    static let theme = TestFolders.package.appendingPathComponent("Themes/default")

    /// A state and what it is rendered with.
    struct Site {
        var state: AppState
        var settings: RenderSettings
    }

    func state(language: SiteLanguage = .en, basePath: String = "/", hidden: Bool = false) -> Site {
        var config = SiteConfig(title: "Harbour <Notes>", baseURL: "https://example.org\(basePath)")
        config.language = language
        config.monthsBefore = 0
        config.monthsAfter = 0
        config.pickupHidden = hidden
        var state = AppState()
        appReducer(
            &state,
            .memos(
                .loaded(memos: [
                    Memo(
                        day: Day(iso: "2026-09-05")!, title: "First",
                        markdown: "Hello <script>alert(1)</script> [x](javascript:alert(2))", file: "a.md"),
                    Memo(day: Day(iso: "2026-11-03")!, markdown: "# From the heading\n\nBody **bold**.", file: "b.md"),
                    Memo(day: Day(iso: "2026-11-08")!, title: "Draft", isDraft: true, markdown: "x", file: "c.md"),
                ])))
        let messages = [
            PickupMessage(
                id: "1", title: "<img src=x onerror=alert(1)>", category: "Food & Drink",
                imageURL: "https://example.org/a.jpg\" onload=\"x", date: Day(iso: "2026-11-03")),
            PickupMessage(id: "2", title: "Second", category: "", body: "*Nice*"),
        ]
        let categories = SlugAssigner(overrides: []).assign(messages.map(\.category)).categories
        appReducer(&state, .pickup(.loaded(messages: messages, categories: categories)))
        let holiday = CalendarEvent.allDay(
            uid: "h1", summary: "Culture Day", kind: .holiday, on: Day(iso: "2026-11-03")!)
        appReducer(&state, .calendar(.loaded(feed: "h.ics", kind: .holiday, events: [holiday])))
        return Site(state: state, settings: RenderSettings(config: config, today: Day(iso: "2026-11-30")!))
    }

    func render(_ site: Site) throws -> [String: String] {
        let theme = try Theme.packageDefault(site.settings.config.language)
        let result = try SiteRenderer(theme: theme, settings: site.settings).render(site.state)
        return Dictionary(
            uniqueKeysWithValues: result.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    @Test func rendersTheMonthsBetweenTheFirstMemoAndTheBuildDateAndOnePagePerPublishedMemo() throws {
        let pages = try render(state())
        #expect(
            pages.keys.sorted() == [
                "2026/09/05/index.html", "2026/09/index.html", "2026/11/03/index.html", "2026/11/index.html",
                "2026/index.html", "404.html",
                "articles/category-cbf29c/index.html", "articles/feed.xml", "articles/food-drink-756ff1/index.html",
                "articles/index.html",
                "calendar.ics", "calendar/index.html", "feed.json", "feed.xml", "index.html", "robots.txt",
                "search/docs/a/0.json", "search/docs/m/184965.json", "search/docs/m/184980.json",
                "search/index.html", "search/index/articles/0.json",
                "search/index/memos/0.json", "search/index/recent/0.json",
                "sitemap.xml", "tags/index.html",
            ])
        #expect(pages["2026/11/08/index.html"] == nil)
        #expect(pages["2026/10/index.html"] == nil)  // no memo or event in October, outside the window
    }

    @Test func untrustedTextIsEscapedAndMarkdownIsSafe() throws {
        let pages = try render(state())
        let home = try #require(pages["index.html"])
        #expect(home.contains("<title>Harbour &lt;Notes&gt;</title>"))
        #expect(home.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!home.contains("<img src=x"))
        #expect(home.contains("src=\"https://example.org/a.jpg&quot; onload=&quot;x\""))
        let memo = try #require(pages["2026/09/05/index.html"])
        #expect(!memo.contains("<script>"))
        #expect(!memo.contains("javascript:"))
    }

    @Test func rawHTMLIsAllowedInMemosWhenAskedForButNeverInAPIText() throws {
        var site = state()
        site.settings.config.allowsRawHTML = true
        site.state.memos.memos[0].markdown = "<mark>kept</mark>"
        site.state.pickup.messages[1].body = "<script>alert(1)</script><mark>dropped</mark>"
        let pages = try render(site)
        #expect(pages["2026/09/05/index.html"]?.contains("<mark>kept</mark>") == true)
        let articles = try #require(pages["articles/index.html"])
        #expect(!articles.contains("<script>") && !articles.contains("<mark>"))
    }

    @Test func aMemoWithoutTitleTakesItsHeadingWithoutRepeatingIt() throws {
        let page = try #require(try render(state())["2026/11/03/index.html"])
        #expect(page.contains("<h1>From the heading</h1>"))
        // In <title>, og:title and <h1>, not the body.
        #expect(page.components(separatedBy: "From the heading").count == 4)
        #expect(page.contains("<strong>bold</strong>"))
        #expect(page.contains("Holiday: Culture Day"))
        #expect(page.contains("<a rel=\"prev\" href=\"/2026/09/05/\">"))
    }

    @Test func theMonthGridMarksHolidaysTodayAndMemoDays() throws {
        let page = try #require(try render(state())["2026/11/index.html"])
        #expect(page.contains("<td class=\"day holiday has-memo\">"))
        #expect(page.contains("<span class=\"holiday-name\">Culture Day</span>"))
        #expect(page.contains("<td class=\"day today\" aria-current=\"date\">"))
        #expect(page.contains("<th scope=\"col\" class=\"sun\"><abbr title=\"Sunday\">Sun</abbr></th>"))
        #expect(page.components(separatedBy: "<tr>").count - 1 == 1 + 5)  // header row and five weeks
        #expect(page.contains("<a rel=\"prev\" href=\"/2026/09/\">"))
    }

    @Test func articlesAreGroupedByCategoryWithCounts() throws {
        let pages = try render(state())
        let articles = try #require(pages["articles/index.html"])
        #expect(articles.contains("Food &amp; Drink"))
        #expect(articles.contains("Other"))
        #expect(articles.contains("1 article"))
        #expect(pages["articles/food-drink-756ff1/index.html"]?.contains("&lt;img src=x onerror=alert(1)&gt;") == true)
    }

    @Test func aHiddenPickupAreaLeavesTheHomePageButNotTheArticles() throws {
        let pages = try render(state(hidden: true))
        #expect(pages["index.html"]?.contains("class=\"pickup\"") == false)
        #expect(pages["articles/index.html"]?.contains("Second") == true)
    }

    @Test func aSubPathPrefixesEveryLink() throws {
        let home = try #require(try render(state(basePath: "/blog/"))["index.html"])
        #expect(home.contains("href=\"/blog/assets/style.css\""))
        #expect(home.contains("<link rel=\"canonical\" href=\"https://example.org/blog/\">"))
        #expect(!home.contains("href=\"/2026"))
    }

    @Test func theLanguageChangesTheWords() throws {
        let home = try #require(try render(state(language: .ja))["index.html"])
        #expect(home.contains("<html lang=\"ja\">"))
        #expect(home.contains("2026年11月"))
        #expect(home.contains("最新のメモ"))
    }

    @Test func renderingIsAPureFunctionOfTheState() throws {
        #expect(try render(state()) == (try render(state())))
    }

    @Test func aCalendarEventCutShortByABoundIsAWarningOfTheRendering() throws {
        var site = state()
        let start = CalendarDateTime(day: Day(iso: "2026-11-01")!, secondsOfDay: 0, timeZone: "UTC")
        let event = CalendarEvent(
            uid: "s", summary: "Every second", kind: .event, start: start, end: start,
            recurrenceRules: ["FREQ=SECONDLY"], source: SourceLocation(file: "s.ics", line: 7))
        appReducer(&site.state, .calendar(.loaded(feed: "s.ics", kind: .event, events: [event])))
        let theme = try Theme.packageDefault(site.settings.config.language)
        let result = try SiteRenderer(theme: theme, settings: site.settings).render(site.state)
        #expect(
            result.warnings.map(\.description) == [
                #"s.ics:7: event UID "s" ("Every second"): more than 1000 occurrences in 2026-11 and 1 more month; only the first 1000 are shown"#
            ])
    }

    @Test func monthsToRenderAreTheWindowPlusMonthsWithMemosOrEvents() {
        var config = SiteConfig(title: "T", baseURL: "https://e.org/")
        config.monthsBefore = 1
        config.monthsAfter = 1
        let memo = Memo(day: Day(iso: "2025-01-10")!, markdown: "", file: "m")
        let event = CalendarEvent.allDay(uid: "e", summary: "E", kind: .event, on: Day(iso: "2027-06-01")!)
        let holiday = CalendarEvent.allDay(uid: "h", summary: "H", kind: .holiday, on: Day(iso: "2030-01-01")!)
        let months = SiteIndex.renderedMonths(
            config: config, today: Day(iso: "2026-01-15")!, memos: [memo], events: [event, holiday])
        #expect(months.map(\.iso) == ["2025-01", "2025-12", "2026-01", "2026-02", "2027-06"])
    }
}

extension CalendarEvent {
    /// A one-day all-day event, for tests.
    static func allDay(uid: String, summary: String, kind: CalendarKind, on day: Day) -> CalendarEvent {
        CalendarEvent(
            uid: uid, summary: summary, kind: kind, start: CalendarDateTime(day: day),
            end: CalendarDateTime(day: day.adding(days: 1)))
    }
}
