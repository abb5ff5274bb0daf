import Foundation
import Testing

/// `sitegen check` with the built binary on copies of the sample site.
@Suite struct CheckCommandTests {
    /// The memo's links are broken in its feeds' entries too, but its `../../10/03/` works there as on its page.
    @Test func aBrokenLinkAndAMissingAnchorAreNamedAndExitWith1() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let memo = site.appendingPathComponent("Content/memos/2026/11/2026-11-03.md")
        let handle = try FileHandle(forWritingTo: memo)
        handle.seekToEndOfFile()
        handle.write(
            Data("\nSee [next month](/2026/13/) and [the 31st](/2026/11/#d-31) and [a page](../../10/03/).\n".utf8))
        try handle.close()

        let run = try SitegenProcess.run(["check", "--date", "2026-11-30", "--quiet"], in: site)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == """
                error: 2026/11/03/index.html:55:11: link "/2026/13/" points to no page
                error: 2026/11/03/index.html:55:50: link "/2026/11/#d-31" points to a missing anchor: 2026/11/index.html has no id "d-31"
                error: feed.json:100:24: link "https://example.org/2026/13/" in entry "https://example.org/2026/11/03/" points to no page
                error: feed.json:100:24: link "https://example.org/2026/11/#d-31" in entry "https://example.org/2026/11/03/" points to a missing anchor: 2026/11/index.html has no id "d-31"
                error: feed.xml:156:5: link "https://example.org/2026/13/" in entry "https://example.org/2026/11/03/" points to no page
                error: feed.xml:156:5: link "https://example.org/2026/11/#d-31" in entry "https://example.org/2026/11/03/" points to a missing anchor: 2026/11/index.html has no id "d-31"
                sitegen: 6 broken links in 1 page and 2 feeds

                """)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: site.path).sorted() == [
                ".sitegen-cache", "Content", "Themes",
            ])
    }

    @Test func theSampleSiteIsCleanAndNoOutputIsMade() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let run = try SitegenProcess.run(["check", "--date", "2026-11-30"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout.split(separator: "\n").last?.hasPrefix(
                "Checked 60 pages (1 home, 2 year, 4 month, 24 day, 5 articles, 5 category, 1 tags, 15 tag, 1 search, 1 page, 1 404) and 1356 internal links, 0 warnings, 2 memos waiting for their day, in "
            ) == true)
        #expect(!run.stdout.contains("Published"))
        // No output folder, lock or staging folder: only what the test copied in, and the cache the sample's
        // photos were encoded into, which the next build then need not encode.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: site.path).sorted() == [
                ".sitegen-cache", "Content", "Themes",
            ])
    }

    @Test func aPublishedSiteIsLeftExactlyAsItWas() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(try SitegenProcess.run(["--date", "2026-11-29", "-q"], in: site).status == 0)
        let home = site.appendingPathComponent("Output/index.html")
        let before = try FileManager.default.attributesOfItem(atPath: home.path)[.modificationDate] as? Date
        let bytes = try Data(contentsOf: home)
        let entries = try FileManager.default.contentsOfDirectory(atPath: site.path).sorted()
        #expect(try SitegenProcess.run(["check", "--date", "2026-11-30", "-q"], in: site).status == 0)
        #expect(try Data(contentsOf: home) == bytes)
        #expect(try FileManager.default.attributesOfItem(atPath: home.path)[.modificationDate] as? Date == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path).sorted() == entries)
    }

    @Test func aFailedBuildAndAMissingSourceExitAsForABuild() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.removeItem(at: site.appendingPathComponent("Content/data/events.ics"))
        let badFile = try SitegenProcess.run(["check", "--date", "2026-11-30", "-q"], in: site)
        #expect(badFile.status == 1)
        #expect(
            badFile.stderr
                == "error: Content/data/events.ics: cannot read the file (no such file)\nsitegen: the check failed\n")

        // A required remote source with no cached copy, offline: exit code 3, as for a build.
        let config = site.appendingPathComponent("Content/site.yml")
        try String(contentsOf: config, encoding: .utf8).replacingOccurrences(
            of: "source: data/events.ics", with: "source: http://127.0.0.1:9/events.ics"
        )
        .write(to: config, atomically: true, encoding: .utf8)
        let noSource = try SitegenProcess.run(["check", "--date", "2026-11-30", "-q", "--offline"], in: site)
        #expect(noSource.status == 3, "\(noSource.stderr)")
        #expect(noSource.stderr.hasSuffix("sitegen: the check failed\n"))

        let usage = try SitegenProcess.run(["check", "--out", "x"], in: site)
        #expect(usage.status == 2)
        #expect(usage.stderr == "sitegen: unknown option --out\nTry 'sitegen check --help'.\n")
    }

    @Test func helpForACommandComesFromItsOptionAndFromHelp() throws {
        let folder = FileManager.default.temporaryDirectory
        let viaOption = try SitegenProcess.run(["check", "--help"], in: folder)
        let viaHelp = try SitegenProcess.run(["help", "check"], in: folder)
        #expect(viaOption.status == 0 && viaHelp.status == 0)
        #expect(viaOption.stdout == viaHelp.stdout)
        #expect(viaOption.stdout.contains("\nUsage: sitegen check [options]\n"))
        let unknown = try SitegenProcess.run(["deploy"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "sitegen: unknown command \"deploy\"\nTry 'sitegen --help'.\n")
    }
}
