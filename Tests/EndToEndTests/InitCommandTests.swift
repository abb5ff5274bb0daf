import Foundation
import Testing

/// `sitegen init` with the built binary, then a build of what it made.
@Suite struct InitCommandTests {
    func temporaryFolder(_ name: String = #function) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sitegen-init-\(name.filter(\.isLetter))-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aNewSiteBuildsAtOnce() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try SitegenProcess.run(
            ["init", "--language", "ja"], in: folder,
            environment: ["TZ": "Asia/Tokyo", "SOURCE_DATE_EPOCH": "1796083200"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stderr.isEmpty)
        #expect(
            made.stdout == """
                Made a new site in .: Content/site.yml, a first memo for 2026-12-01, an example calendar and pickup messages, and Themes/site, a theme extending the default
                Build it with: sitegen

                """)
        let config = try String(contentsOf: folder.appendingPathComponent("Content/site.yml"), encoding: .utf8)
        #expect(config.contains("\nlanguage: ja\n") && config.contains("\ntimeZone: Asia/Tokyo\n"))
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Content/memos/2026/12/2026-12-01.md").path))

        let built = try SitegenProcess.run(["--date", "2026-12-01"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stderr.isEmpty)
        let home = try String(contentsOf: folder.appendingPathComponent("Output/index.html"), encoding: .utf8)
        #expect(home.contains("<html lang=\"ja\">") && home.contains("はじめてのメモ"))
        let day = try String(contentsOf: folder.appendingPathComponent("Output/2026/12/01/index.html"), encoding: .utf8)
        #expect(day.contains("はじめてのメモ"))
        #expect(
            try String(contentsOf: folder.appendingPathComponent("Output/2026/12/index.html"), encoding: .utf8)
                .contains("公園の清掃"))
        #expect(
            try String(contentsOf: folder.appendingPathComponent("Output/articles/index.html"), encoding: .utf8)
                .contains("駅前のパン屋さん"))
        #expect(try SitegenProcess.run(["check", "--date", "2026-12-01", "-q"], in: folder).status == 0)
    }

    /// 2026-12-01T00:00:00Z is still 30 November five hours west, in Etc/GMT+5: the first memo's day shows the zone used.
    @Test(
        arguments: [
            ("Etc/GMT+5", "Etc/GMT+5", "2026-11-30", ""),
            ("Asia/Tokyo", "Asia/Tokyo", "2026-12-01", ""),
            (
                "Mars/Olympus", "UTC", "2026-12-01",
                "sitegen: TZ \"Mars/Olympus\" is not a time zone name; the new site uses UTC: change timeZone in site.yml\n"
            ),
            (
                "", "UTC", "2026-12-01",
                "sitegen: TZ \"\" is not a time zone name; the new site uses UTC: change timeZone in site.yml\n"
            ),
            (nil, "UTC", "2026-12-01", "sitegen: TZ is not set; the new site uses UTC: change timeZone in site.yml\n"),
        ] as [(String?, String, String, String)])
    func theTimeZoneIsTZsOrStandardErrorSaysWhyItIsUTC(
        tz: String?, timeZone: String, day: String, stderr: String
    ) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try SitegenProcess.run(
            ["init"], in: folder,
            environment: ["SOURCE_DATE_EPOCH": "1796083200"].merging(tz.map { ["TZ": $0] } ?? [:]) { $1 })
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stderr == stderr)
        #expect(made.stdout.hasPrefix("Made a new site in .: Content/site.yml, a first memo for \(day), "))
        let config = try String(contentsOf: folder.appendingPathComponent("Content/site.yml"), encoding: .utf8)
        #expect(config.contains("\ntimeZone: \(timeZone)\n"))
        let built = try SitegenProcess.run(["--date", day, "-q"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
    }

    @Test func aNewFolderIsMadeAndANonEmptyOneIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try SitegenProcess.run(["init", "notes/site", "--date", "2026-12-01"], in: folder)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.hasSuffix("Build it with: cd notes/site && sitegen\n"))
        let config = try String(
            contentsOf: folder.appendingPathComponent("notes/site/Content/site.yml"), encoding: .utf8)
        #expect(config.contains("\ntitle: \"My notes\"\n") && config.contains("\ntimeZone: UTC\n"))

        let before = try String(
            contentsOf: folder.appendingPathComponent("notes/site/Content/site.yml"), encoding: .utf8)
        let again = try SitegenProcess.run(["init", "notes/site", "--language", "ko"], in: folder)
        #expect(again.status == 1)
        #expect(again.stdout.isEmpty)
        #expect(
            again.stderr
                == "error: notes/site: the folder is not empty; sitegen init makes a new site only in an empty or new folder\n"
        )
        #expect(
            try String(contentsOf: folder.appendingPathComponent("notes/site/Content/site.yml"), encoding: .utf8)
                == before)

        try Data().write(to: folder.appendingPathComponent("file"))
        let onAFile = try SitegenProcess.run(["init", "file"], in: folder)
        #expect(onAFile.status == 1)
        #expect(onAFile.stderr == "error: file: exists and is not a folder\n")
    }
}
