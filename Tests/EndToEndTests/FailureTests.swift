import Foundation
import Testing

@testable import SiteKit

/// What cron sees when something is wrong: the exit code, the message, and an untouched site.
@Suite struct FailureTests {
    /// Every file of a folder with its bytes and modification time.
    func snapshot(_ folder: URL) throws -> [String: (Data, Date)] {
        var files: [String: (Data, Date)] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(path)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            files[path] = (try Data(contentsOf: url), attributes[.modificationDate] as! Date)
        }
        return files
    }

    func expectUnchanged(_ before: [String: (Data, Date)], _ after: [String: (Data, Date)]) {
        #expect(before.keys.sorted() == after.keys.sorted())
        for (path, (data, date)) in before {
            #expect(after[path]?.0 == data, "\(path) changed")
            #expect(after[path]?.1 == date, "\(path) was touched")
        }
    }

    @Test func aBrokenMemoLeavesThePublishedSiteExactlyAsItWas() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site).status == 0)
        let before = try snapshot(site.appendingPathComponent("Output"))

        try "---\ntitle: [unclosed\n---\n本文\n".write(
            to: site.appendingPathComponent("Content/memos/2026/11/2026-11-03.md"), atomically: true, encoding: .utf8)
        let run = try SitegenProcess.run(["--date", "2026-11-30"], in: site)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "error: Content/memos/2026/11/2026-11-03.md:3:1: YAML: did not find expected ',' or ']'"),
            "\(run.stderr)")
        #expect(run.stderr.hasSuffix("sitegen: the build failed; Output was left as it was\n"))
        expectUnchanged(before, try snapshot(site.appendingPathComponent("Output")))
    }

    @Test func aBrokenThemeLeavesThePublishedSiteExactlyAsItWas() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site).status == 0)
        let before = try snapshot(site.appendingPathComponent("Output"))

        let layout = site.appendingPathComponent("Themes/default/layouts/month.mustache")
        try (try String(contentsOf: layout, encoding: .utf8)).replacingOccurrences(
            of: "<h1>{{title}}</h1>", with: "<h1>{{titel}}</h1>"
        )
        .write(to: layout, atomically: true, encoding: .utf8)
        let run = try SitegenProcess.run(["--date", "2026-11-30"], in: site)
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: Themes/default/layouts/month.mustache:3:5: template: "), "\(run.stderr)")
        expectUnchanged(before, try snapshot(site.appendingPathComponent("Output")))
    }

    @Test func everyTemplateSyntaxErrorIsReportedNotOnlyTheFirst() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site).status == 0)
        let before = try snapshot(site.appendingPathComponent("Output"))
        for name in ["layouts/day", "layouts/year", "partials/pager"] {
            try "<p>\n {{#open}}\n".write(
                to: site.appendingPathComponent("Themes/default/\(name).mustache"), atomically: true, encoding: .utf8)
        }
        let run = try SitegenProcess.run(["--date", "2026-11-30"], in: site)
        #expect(run.status == 1)
        let errors = ["layouts/day", "layouts/year", "partials/pager"].map { name in
            "error: Themes/default/\(name).mustache:2:2: template: {{#open}} is never closed: expected a closing tag "
                + "for \"open\"\n  2 |  {{#open}}\n    |  ^\n"
        }
        #expect(run.stderr == errors.joined() + "sitegen: the build failed; Output was left as it was\n")
        expectUnchanged(before, try snapshot(site.appendingPathComponent("Output")))
    }

    @Test func aSecondBuildOnTheSameOutputIsRefused() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let lock = try BuildLock(for: site.appendingPathComponent("Output"))
        let run = try SitegenProcess.run(["--date", "2026-11-30"], in: site)
        #expect(run.status == 1)
        #expect(run.stderr.contains("another sitegen build is publishing to Output; try again when it has finished"))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Output").path))
        withExtendedLifetime(lock) {}
    }

    @Test func badUsageExitsWithTwo() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let run = try SitegenProcess.run(["--bogus"], in: site)
        #expect(run.status == 2)
        #expect(run.stderr == "sitegen: unknown option --bogus\nTry 'sitegen --help'.\n")
    }

    @Test(arguments: [
        (["--help", "--bogus"], [:], "unknown option --bogus"),
        (["--version", "--out"], [:], "--out needs a value"),
        (["--date", "0000-01-01"], [:], "--date: \"0000-01-01\" is not in the years 1 to 9999"),
        (
            [], ["SOURCE_DATE_EPOCH": "9223372036854775000"],
            "SOURCE_DATE_EPOCH: \"9223372036854775000\" is too late: the build's date must be in the years 1 to 9999 in every time zone"
        ),
        (
            [], ["SOURCE_DATE_EPOCH": "100000000000000000"],
            "SOURCE_DATE_EPOCH: \"100000000000000000\" is too late: the build's date must be in the years 1 to 9999 in every time zone"
        ),
        ([], ["SOURCE_DATE_EPOCH": "soon"], "SOURCE_DATE_EPOCH: \"soon\" is not a number of seconds since 1970"),
    ])
    func aCommandLineOrDateThatCannotBeUsedExitsWithTwoAndBuildsNothing(
        arguments: [String], environment: [String: String], message: String
    ) throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let run = try SitegenProcess.run(arguments, in: site, environment: environment)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr == "sitegen: \(message)\nTry 'sitegen --help'.\n")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Output").path))
    }

    @Test func helpNamesEveryOptionAndExitCode() throws {
        let run = try SitegenProcess.run(["--help"], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0)
        for word in [
            "--out", "--content", "--themes", "--date", "--drafts", "--log-actions", "--verbose", "--quiet",
            "Exit codes", "  2  bad usage",
        ] {
            #expect(run.stdout.contains(word), "help lacks \(word)")
        }
        #expect(
            try SitegenProcess.run(["--version"], in: FileManager.default.temporaryDirectory).stdout
                == "sitegen \(sitegenVersion)\n")
    }

    @Test(arguments: [
        ([], "error: Content/site.yml: no such file; to start a new site here, run: sitegen init"),
        (
            ["--content", "blog/Content"],
            "error: blog/Content/site.yml: no such file; to start a new site in blog, run: sitegen init blog"
        ),
        (
            ["--content", "notes"],
            "error: notes/site.yml: no such file; sitegen init DIR starts a new site with its content in DIR/Content"
        ),
    ])
    func aFolderWithoutSiteYmlIsToldToRunInit(arguments: [String], message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try SitegenProcess.run(arguments, in: folder)
        #expect(run.status == 1)
        #expect(run.stderr == message + "\nsitegen: the build failed; Output was left as it was\n")
    }
}
