import Foundation
import Testing
@testable import SiteKit

@Suite struct CommandTests {
    @Test func defaultsBuildTheSampleSiteIntoOutput() throws {
        #expect(try Command.parse([]) == .build(CommandLineOptions()))
        #expect(try Command.parse(["build"]) == .build(CommandLineOptions()))
    }

    @Test func readsEveryOption() throws {
        var expected = CommandLineOptions()
        expected.output = "public"
        expected.content = "site"
        expected.themes = "t"
        expected.date = Day(iso: "2026-11-03")
        expected.includesDrafts = true
        expected.actionLog = "actions.jsonl"
        expected.verbosity = .verbose
        let parsed = try Command.parse(["build", "--out", "public", "--content=site", "--themes", "t", "--date", "2026-11-03",
                                        "--drafts", "--log-actions", "actions.jsonl", "-v"])
        #expect(parsed == .build(expected))
    }

    @Test func helpAndVersionWinOverEverythingElse() throws {
        #expect(try Command.parse(["--out", "x", "--help"]) == .help)
        #expect(try Command.parse(["-h"]) == .help)
        #expect(try Command.parse(["--version"]) == .version)
    }

    @Test(arguments: [
        (["--bogus"], "unknown option --bogus"),
        (["publish"], "unexpected argument \"publish\""),
        (["--out"], "--out needs a value"),
        (["--out", "--drafts"], "--out needs a value"),
        (["--date", "2026-02-30"], "--date: \"2026-02-30\" is not a date of the form YYYY-MM-DD"),
        (["--quiet", "--verbose"], "--quiet and --verbose cannot be used together"),
    ])
    func badUsageIsExplained(arguments: [String], message: String) {
        do {
            _ = try Command.parse(arguments)
            Issue.record("no error for \(arguments)")
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func buildDateComesFromTheOptionThenSourceDateEpochThenTheClock() throws {
        let day = Day(iso: "2026-11-03")!
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(try BuildDate.resolve(option: day, environment: ["SOURCE_DATE_EPOCH": "0"], now: now) == .day(day))
        #expect(try BuildDate.resolve(option: nil, environment: ["SOURCE_DATE_EPOCH": "86400"], now: now) == .instant(Date(timeIntervalSince1970: 86_400)))
        #expect(try BuildDate.resolve(option: nil, environment: [:], now: now) == .instant(now))
        #expect(throws: Diagnostic.self) { try BuildDate.resolve(option: nil, environment: ["SOURCE_DATE_EPOCH": "yesterday"], now: now) }
    }

    @Test func theBuildDayIsTakenInTheSitesTimeZone() {
        // 2026-11-02T20:00:00Z is already 2026-11-03 in Tokyo.
        let instant = BuildDate.instant(Date(timeIntervalSince1970: 1_793_649_600))
        #expect(instant.day(in: TimeZone(identifier: "UTC")!) == Day(iso: "2026-11-02"))
        #expect(instant.day(in: TimeZone(identifier: "Asia/Tokyo")!) == Day(iso: "2026-11-03"))
    }
}
