import Foundation
import Testing

/// `sitegen new` with the built binary on a copy of the sample site (time zone Asia/Tokyo).
@Suite struct NewMemoCommandTests {
    func read(_ path: String, in site: URL) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    /// 2026-12-02T16:00:00Z: still 2 December in UTC, already 3 December in Tokyo.
    static let epoch = ["SOURCE_DATE_EPOCH": "1796227200"]

    @Test func theDaysMemoIsWrittenFromTheThemesTemplateAndBuilds() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let made = try SitegenProcess.run(["new"], in: site, environment: Self.epoch)
        #expect(made.status == 0 && made.stderr.isEmpty, "\(made.stderr)")
        #expect(made.stdout == "Content/memos/2026/12/2026-12-03.md\n")
        #expect(
            try read("Content/memos/2026/12/2026-12-03.md", in: site)
                == "---\ntitle: \"2026年12月3日(木)\"\ndate: 2026-12-03\ntags: []\n---\n\n")
        let built = try SitegenProcess.run(["--date", "2026-12-03", "-q"], in: site)
        #expect(built.status == 0 && built.stderr.isEmpty, "\(built.stderr)")
        #expect(try read("Output/2026/12/03/index.html", in: site).contains("<h1>2026年12月3日(木)</h1>"))

        // Its folders are made when the month has none yet.
        let january = try SitegenProcess.run(["new", "--date", "2027-01-05"], in: site)
        #expect(january.status == 0 && january.stdout == "Content/memos/2027/01/2027-01-05.md\n")
    }

    @Test func aMemoOfTheDayIsNeverOverwrittenWhereverItIs() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let memo = "Content/memos/2026/11/2026-11-03.md"
        let before = try read(memo, in: site)
        let again = try SitegenProcess.run(["new", "--date", "2026-11-03"], in: site)
        #expect(again.status == 1 && again.stdout.isEmpty)
        #expect(again.stderr == "error: \(memo): a memo for 2026-11-03 is already there; it was left as it is\n")
        #expect(try read(memo, in: site) == before)

        try "flat\n".write(
            to: site.appendingPathComponent("Content/memos/2026-12-04.md"), atomically: true, encoding: .utf8)
        let flat = try SitegenProcess.run(["new", "--date", "2026-12-04"], in: site)
        #expect(flat.status == 1)
        #expect(
            flat.stderr
                == "error: Content/memos/2026-12-04.md: a memo for 2026-12-04 is already there; it was left as it is\n")
        #expect(
            !FileManager.default.fileExists(
                atPath: site.appendingPathComponent("Content/memos/2026/12/2026-12-04.md").path))
    }

    @Test func aThemesOwnTemplateIsUsedAndABadOneIsAnErrorAtItsPlace() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let template = site.appendingPathComponent("Themes/default/archetypes/memo.md")
        try "# {{title}} ({{date}})\n".write(to: template, atomically: true, encoding: .utf8)
        #expect(try SitegenProcess.run(["new", "--date", "2026-12-06"], in: site).status == 0)
        #expect(try read("Content/memos/2026/12/2026-12-06.md", in: site) == "# 2026年12月6日(日) (2026-12-06)\n")

        try "---\ntitle: {{titel}}\n---\n".write(to: template, atomically: true, encoding: .utf8)
        let bad = try SitegenProcess.run(["new", "--date", "2026-12-07"], in: site)
        #expect(bad.status == 1)
        #expect(
            bad.stderr == """
                error: Themes/default/archetypes/memo.md:2:8: template: variable "titel" not found
                  2 | title: {{titel}}
                    |        ^

                """)
        #expect(
            !FileManager.default.fileExists(
                atPath: site.appendingPathComponent("Content/memos/2026/12/2026-12-07.md").path))

        // A theme without a memo template gets the default theme's.
        try FileManager.default.removeItem(at: template.deletingLastPathComponent())
        #expect(try SitegenProcess.run(["new", "--date", "2026-12-08"], in: site).status == 0)
        #expect(try read("Content/memos/2026/12/2026-12-08.md", in: site).hasPrefix("---\ntitle: \"2026年12月8日(火)\"\n"))
    }

    @Test func aBadDateOrConfigurationWritesNothing() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let date = try SitegenProcess.run(["new", "--date", "2026-12-32"], in: site)
        #expect(date.status == 2)
        #expect(
            date.stderr
                == "sitegen: --date: \"2026-12-32\" is not a date of the form YYYY-MM-DD\nTry 'sitegen new --help'.\n")
        let epoch = try SitegenProcess.run(["new"], in: site, environment: ["SOURCE_DATE_EPOCH": "soon"])
        #expect(epoch.status == 2 && epoch.stderr.hasSuffix("Try 'sitegen new --help'.\n"), "\(epoch.stderr)")

        let config = site.appendingPathComponent("Content/site.yml")
        try (try String(contentsOf: config, encoding: .utf8)).replacingOccurrences(
            of: "timeZone: Asia/Tokyo", with: "timeZone: Mars/Base"
        ).write(to: config, atomically: true, encoding: .utf8)
        let zone = try SitegenProcess.run(["new", "--date", "2026-12-09"], in: site)
        #expect(zone.status == 1)
        #expect(
            zone.stderr
                == """
                error: Content/site.yml:7:11: timeZone: unknown time zone "Mars/Base" (expected an IANA name such as "Asia/Tokyo")
                  7 | timeZone: Mars/Base
                    |           ^

                """
        )
        #expect(
            !FileManager.default.fileExists(
                atPath: site.appendingPathComponent("Content/memos/2026/12/2026-12-09.md").path))
    }
}
