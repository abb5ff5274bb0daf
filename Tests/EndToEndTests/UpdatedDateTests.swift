import Foundation
import Testing

/// A memo's `updated:` through the built binary: the feed and the sitemap date the memo by it, and a day
/// after the build date, taken in the site's time zone, stops the build at the line that gives it.
@Suite struct UpdatedDateTests {
    let memo = "Content/memos/2026/11/2026-11-03.md"

    func read(_ path: String, in site: URL) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theFeedAndTheSitemapDateAMemoByItsUpdatedDay() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(try read(memo, in: site).contains("\nupdated: 2026-11-10\n"))
        let run = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            try read("Output/feed.xml", in: site).contains(
                """
                    <id>https://example.org/2026/11/03/</id>
                    <published>2026-11-03T00:00:00+09:00</published>
                    <updated>2026-11-10T00:00:00+09:00</updated>
                """))
        #expect(
            try read("Output/sitemap.xml", in: site).contains(
                "<loc>https://example.org/2026/11/03/</loc><lastmod>2026-11-10</lastmod>"))
    }

    @Test func anUpdatedDayAfterTheBuildDateInTheSitesZoneStopsTheBuild() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let file = site.appendingPathComponent(memo)
        try (try read(memo, in: site)).replacingOccurrences(
            of: "\nupdated: 2026-11-10\n", with: "\nupdated: 2026-12-01\n"
        )
        .write(to: file, atomically: true, encoding: .utf8)

        // 2026-11-30T14:00:00Z is 23:00 on the 30th in the site's Asia/Tokyo; an hour later it is 1 December
        // there, and still the 30th in UTC.
        let early = try SitegenProcess.run(["-q"], in: site, environment: ["SOURCE_DATE_EPOCH": "1796047200"])
        #expect(early.status == 1)
        #expect(
            early.stderr == """
                error: \(memo):5:10: front matter.updated: 2026-12-01 is after the build date 2026-11-30; write the day it was last changed, on or before 2026-11-30
                  5 | updated: 2026-12-01
                    |          ^
                sitegen: the build failed; Output was left as it was

                """)
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Output/index.html").path))
        let onTheDay = try SitegenProcess.run(["-q"], in: site, environment: ["SOURCE_DATE_EPOCH": "1796050800"])
        #expect(onTheDay.status == 0, "\(onTheDay.stderr)")
        #expect(
            try read("Output/sitemap.xml", in: site).contains(
                "<loc>https://example.org/2026/11/03/</loc><lastmod>2026-12-01</lastmod>"))
    }
}
