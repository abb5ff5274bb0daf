import Foundation
import Testing

@testable import SiteKit

/// `/YYYY/`, rendered with the default theme from the small state of `SiteRendererTests`: memos of
/// 2026-09-05 and 2026-11-03 (and a draft of 2026-11-08), Culture Day on 2026-11-03, built on 2026-11-30,
/// so September and November 2026 are the rendered months.
@Suite struct YearPageTests {
    func site(language: SiteLanguage = .en, basePath: String = "/", memoIn2024: Bool = false) -> SiteRendererTests.Site
    {
        var site = SiteRendererTests().state(language: language, basePath: basePath)
        let newYear = CalendarEvent.allDay(
            uid: "h2", summary: "New Year's Day", kind: .holiday, on: Day(iso: "2026-01-01")!)
        appReducer(&site.state, .calendar(.loaded(feed: "h2.ics", kind: .holiday, events: [newYear])))
        if memoIn2024 {
            let memos =
                site.state.memos.memos + [Memo(day: Day(iso: "2024-03-10")!, title: "Old", markdown: "x", file: "d.md")]
            appReducer(&site.state, .memos(.loaded(memos: memos)))
        }
        return site
    }

    func render(_ site: SiteRendererTests.Site) throws -> [String: String] {
        try SiteRendererTests().render(site)
    }

    @Test func aYearShowsTwelveMonthsAndLinksOnlyTheRenderedOnes() throws {
        let page = try #require(try render(site())["2026/index.html"])
        #expect(page.contains("<title>2026 | Harbour &lt;Notes&gt;</title>"))
        #expect(page.contains("<h1>2026</h1>"))
        #expect(page.components(separatedBy: "<table class=\"mini-month\">").count - 1 == 12)
        #expect(page.components(separatedBy: "<caption>").count - 1 == 12)
        #expect(
            page.components(separatedBy: "<th scope=\"col\" class=\"sun\"><abbr title=\"Sunday\">Sun</abbr></th>").count
                - 1 == 12)
        #expect(page.contains("<caption><a href=\"/2026/09/\">September</a></caption>"))
        #expect(page.contains("<caption><a href=\"/2026/11/\">November</a></caption>"))
        #expect(page.contains("<caption>October</caption>"))
        #expect(page.contains("<caption>January</caption>"))
        #expect(page.components(separatedBy: "<caption><a ").count - 1 == 2)
    }

    @Test func memoDaysAreLinkedAndHolidaysAndTodayMarked() throws {
        let page = try #require(try render(site())["2026/index.html"])
        #expect(
            page.contains(
                "<td class=\"day holiday has-memo\"><a href=\"/2026/11/03/\"><span aria-hidden=\"true\">3</span>"
                    + "<span class=\"visually-hidden\">Tuesday, November 3, 2026 From the heading</span></a>"
                    + "<span class=\"visually-hidden\"> Holiday: Culture Day</span></td>"))
        #expect(page.contains("href=\"/2026/09/05/\""))
        #expect(!page.contains("href=\"/2026/11/08/\""))  // a draft
        // A holiday in a month without a page is marked too.
        #expect(
            page.contains(
                "<td class=\"day holiday\">1<span class=\"visually-hidden\"> Holiday: New Year&#39;s Day</span></td>"))
        #expect(page.contains("<td class=\"day today\" aria-current=\"date\">30</td>"))
    }

    @Test func yearsLinkToTheNearestYearsWithAPage() throws {
        let pages = try render(site(memoIn2024: true))
        #expect(pages["2025/index.html"] == nil)
        let old = try #require(pages["2024/index.html"])
        let current = try #require(pages["2026/index.html"])
        #expect(old.contains("<a rel=\"next\" href=\"/2026/\">Next year →<span class=\"pager-title\">2026</span></a>"))
        #expect(!old.contains("rel=\"prev\""))
        #expect(old.contains("<caption><a href=\"/2024/03/\">March</a></caption>"))
        #expect(
            current.contains(
                "<a rel=\"prev\" href=\"/2024/\">← Previous year<span class=\"pager-title\">2024</span></a>"))
        #expect(!current.contains("rel=\"next\""))
        let alone = try #require(try render(site())["2026/index.html"])
        #expect(!alone.contains("rel=\"prev\"") && !alone.contains("rel=\"next\""))
    }

    @Test func theCalendarNavigationGoesToTheBuildDatesYearUnderAURLThatStays() throws {
        let pages = try render(site(memoIn2024: true))
        let calendar = try #require(pages["calendar/index.html"])
        #expect(calendar.contains("<li><a href=\"/calendar/\" aria-current=\"page\">Calendar</a></li>"))
        #expect(calendar.contains("<h1>2026</h1>") && calendar.contains("<a rel=\"prev\" href=\"/2024/\">"))
        #expect(calendar.contains("<link rel=\"canonical\" href=\"https://example.org/2026/\">"))
        #expect(
            calendar.replacingOccurrences(of: "/calendar/\" aria-current=\"page\"", with: "/calendar/\"")
                .replacingOccurrences(of: "https://example.org/2026/\"", with: "").replacingOccurrences(
                    of: "https://example.org/calendar/\"", with: "")
                == pages["2026/index.html"]!.replacingOccurrences(of: "https://example.org/2026/\"", with: ""))
        for page in [
            "index.html", "2024/index.html", "2026/index.html", "2026/11/index.html", "tags/index.html", "404.html",
        ] {
            #expect(pages[page]?.contains("<li><a href=\"/calendar/\">Calendar</a></li>") == true, "\(page)")
        }
    }

    @Test func eachMonthLinksUpToItsYear() throws {
        let pages = try render(site(memoIn2024: true))
        #expect(
            pages["2026/09/index.html"]?.contains("<p class=\"up\"><a href=\"/2026/\">Back to the year (2026)</a></p>")
                == true)
        #expect(
            pages["2024/03/index.html"]?.contains("<p class=\"up\"><a href=\"/2024/\">Back to the year (2024)</a></p>")
                == true)
    }

    @Test func theLanguageNamesTheYearAndItsMonths() throws {
        let pages = try render(site(language: .ko))
        let page = try #require(pages["2026/index.html"])
        #expect(page.contains("<h1>2026년</h1>"))
        #expect(page.contains("<caption><a href=\"/2026/11/\">11월</a></caption>"))
        #expect(page.contains("<abbr title=\"일요일\">일</abbr>"))
        #expect(pages["2026/11/index.html"]?.contains("연도 달력으로 (2026년)") == true)
    }

    @Test func aSubPathPrefixesTheYearLinks() throws {
        let pages = try render(site(basePath: "/blog/", memoIn2024: true))
        let page = try #require(pages["2026/index.html"])
        #expect(page.contains("<caption><a href=\"/blog/2026/11/\">November</a></caption>"))
        #expect(page.contains("href=\"/blog/2026/11/03/\""))
        #expect(page.contains("<a rel=\"prev\" href=\"/blog/2024/\">"))
        #expect(page.contains("<li><a href=\"/blog/calendar/\">Calendar</a></li>"))
        #expect(page.contains("<link rel=\"canonical\" href=\"https://example.org/blog/2026/\">"))
        #expect(pages["2026/11/index.html"]?.contains("<a href=\"/blog/2026/\">Back to the year (2026)</a>") == true)
        #expect(
            pages["sitemap.xml"]?.contains(
                "<url><loc>https://example.org/blog/2024/</loc><lastmod>2024-03-10</lastmod></url>") == true)
    }

    @Test func yearPagesAreAPureFunctionOfTheState() throws {
        let state = site(memoIn2024: true)
        #expect(try render(state) == (try render(state)))
    }
}
