import Foundation
import Testing

@testable import SiteCommand
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
        expected.includesFuture = true
        expected.actionLog = "actions.jsonl"
        expected.verbosity = .verbose
        let parsed = try Command.parse([
            "build", "--out", "public", "--content=site", "--themes", "t", "--date", "2026-11-03",
            "--drafts", "--future", "--log-actions", "actions.jsonl", "-v",
        ])
        #expect(parsed == .build(expected))
    }

    @Test func replayTakesTheLogAndTheOutput() throws {
        var expected = CommandLineOptions()
        expected.output = "public"
        #expect(
            try Command.parse(["replay", "night.jsonl", "--out", "public"]) == .replay(log: "night.jsonl", expected))
        #expect(
            throws: UsageError(message: "replay needs the action log to read: sitegen replay LOG", command: .replay)
        ) {
            try Command.parse(["replay", "--out", "public"])
        }
        #expect(throws: UsageError(message: "unknown option --drafts", command: .replay)) {
            try Command.parse(["replay", "night.jsonl", "--drafts"])
        }
    }

    @Test func helpAndVersionWinOverAValidCommandLine() throws {
        #expect(try Command.parse(["--out", "x", "--help"]) == .help(.build))
        #expect(try Command.parse(["build", "-h", "--drafts"]) == .help(.build))
        #expect(try Command.parse(["--version", "--help"]) == .help(.build))
        #expect(try Command.parse(["--version", "--content=site"]) == .version)
    }

    @Test(arguments: [
        (["--bogus"], "unknown option --bogus"),
        (["publish"], "unknown command \"publish\""),
        (["--out", "x", "publish"], "unexpected argument \"publish\""),
        (["--out"], "--out needs a value"),
        (["--out", "--drafts"], "--out needs a value"),
        (["--date", "2026-02-30"], "--date: \"2026-02-30\" is not a date of the form YYYY-MM-DD"),
        (["--date", "0000-12-31"], "--date: \"0000-12-31\" is not in the years 1 to 9999"),
        (["--quiet", "--verbose"], "--quiet and --verbose cannot be used together"),
        (["--drafts=yes"], "--drafts takes no value"),
        (["--bogus=1"], "unknown option --bogus"),
        // Help and version do not hide a mistake made beside them.
        (["--help", "--bogus"], "unknown option --bogus"),
        (["--version", "publish"], "unexpected argument \"publish\""),
        // Each command takes the options of its own table.
        (["check", "--out", "x"], "unknown option --out"),
        (["check", "x"], "unexpected argument \"x\""),
        (["init", "--drafts"], "unknown option --drafts"),
        (["new", "--out", "x"], "unknown option --out"),
        (["new", "2026-12-01"], "unexpected argument \"2026-12-01\""),
        (["new", "--date", "2026-02-30"], "--date: \"2026-02-30\" is not a date of the form YYYY-MM-DD"),
        (["serve", "--future"], "unknown option --future"),
        (["init", "a", "b"], "unexpected argument \"b\""),
        (["init", "--language", "fr"], "--language: \"fr\" is not one of ja, en, ko"),
        (["help", "deploy"], "unknown command \"deploy\""),
        (["help", "-h", "deploy"], "unknown command \"deploy\""),
        (["help", "check", "init"], "unexpected argument \"init\""),
        (["-h", "--out"], "--out needs a value"),
        (["--help", "-q", "-v"], "-q and -v cannot be used together"),
        // A slip of a command's or an option's name says which one it is likely to be.
        (["serv"], "unknown command \"serv\" (did you mean \"serve\"?)"),
        (["biuld", "--out", "x"], "unknown command \"biuld\" (did you mean \"build\"?)"),
        (["help", "replya"], "unknown command \"replya\" (did you mean \"replay\"?)"),
        (["--ot", "x"], "unknown option --ot (did you mean --out?)"),
        (["--ot=x"], "unknown option --ot (did you mean --out?)"),
        (["--draft"], "unknown option --draft (did you mean --drafts?)"),
        (["serve", "--prot", "1"], "unknown option --prot (did you mean --port?)"),
        (["check", "--offlien"], "unknown option --offlien (did you mean --offline?)"),
        (["-x"], "unknown option -x"),
    ])
    func badUsageIsExplained(arguments: [String], message: String) {
        do {
            _ = try Command.parse(arguments)
            Issue.record("no error for \(arguments)")
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func checkTakesTheBuildsOptionsButTheOutput() throws {
        var expected = CommandLineOptions()
        expected.content = "site"
        expected.strict = true
        expected.verbosity = .quiet
        #expect(try Command.parse(["check", "--content", "site", "--strict", "-q"]) == .check(expected))
        #expect(try Command.parse(["check"]) == .check(CommandLineOptions()))
    }

    @Test func serveTakesAnAddressAndWhatABuildReads() throws {
        #expect(try Command.parse(["serve"]) == .serve(CommandLineOptions()))
        var expected = CommandLineOptions()
        expected.host = "::1"
        expected.port = 0
        expected.fetches = true
        expected.content = "site"
        expected.includesDrafts = true
        #expect(
            try Command.parse(["serve", "--host", "::1", "--port=0", "--fetch", "--content", "site", "--drafts"])
                == .serve(expected))
        #expect(CommandLineOptions().host == "127.0.0.1" && CommandLineOptions().port == 8000)
        for (arguments, message) in [
            (["serve", "--port", "65536"], "--port: \"65536\" is not a port number from 0 to 65535"),
            (["serve", "--port", "http"], "--port: \"http\" is not a port number from 0 to 65535"),
            (["serve", "--out", "x"], "unknown option --out"),
            (["serve", "--log-actions", "x"], "unknown option --log-actions"),
            (["build", "--port", "1"], "unknown option --port"),
        ] {
            #expect(throws: UsageError(message: message, command: arguments[0] == "serve" ? .serve : .build)) {
                try Command.parse(arguments)
            }
        }
    }

    @Test func initTakesAFolderALanguageAndADate() throws {
        var expected = NewSiteOptions()
        #expect(try Command.parse(["init"]) == .newSite(expected))
        expected.folder = "blog"
        expected.language = .ja
        expected.date = Day(iso: "2026-12-01")
        #expect(try Command.parse(["init", "--language", "ja", "blog", "--date=2026-12-01"]) == .newSite(expected))
    }

    @Test func newTakesTheContentTheThemesAndADate() throws {
        var expected = CommandLineOptions()
        #expect(try Command.parse(["new"]) == .newMemo(expected))
        expected.content = "site"
        expected.themes = "t"
        expected.date = Day(iso: "2026-12-01")
        #expect(
            try Command.parse(["new", "--content", "site", "--themes=t", "--date", "2026-12-01"]) == .newMemo(expected))
        #expect(try Command.parse(["new", "-h"]) == .help(.new))
    }

    @Test func eachCommandHasItsHelpAndHelpNamesOne() throws {
        #expect(try Command.parse(["check", "--help"]) == .help(.check))
        #expect(try Command.parse(["init", "dir", "-h"]) == .help(.`init`))
        #expect(try Command.parse(["help", "init"]) == .help(.`init`))
        #expect(try Command.parse(["help"]) == .help(.build))
        #expect(try Command.parse(["help", "-h"]) == .help(.help))
        #expect(
            help(for: .check).hasPrefix(
                "sitegen \(sitegenVersion): builds a static site from daily memos, pickup messages and calendars.\n\nUsage: sitegen check [options]\n\nOptions:\n      --content DIR "
            ))
        #expect(
            help(for: .`init`).contains(
                "\nUsage: sitegen init [DIR] [options]\n\nOptions:\n      --language LANG    the site's language: ja, en or ko (default: en)\n"
            ))
        #expect(!help(for: .check).contains("--out"))
        #expect(help(for: .serve).contains("\nUsage: sitegen serve [options]\n"))
        #expect(
            help(for: .serve).contains("      --port PORT        listen on PORT (default: 8000; 0 for any free port)\n")
        )
    }

    @Test func aUsageErrorPointsToItsCommandsHelp() {
        #expect(throws: UsageError(message: "unknown option --out", command: .check)) {
            try Command.parse(["check", "--out", "x"])
        }
        #expect(
            "\(UsageError(message: "unknown option --out", command: .check))"
                == "unknown option --out\nTry 'sitegen check --help'.")
        #expect("\(UsageError(message: "unknown option --bogus"))" == "unknown option --bogus\nTry 'sitegen --help'.")
    }

    @Test func buildDateComesFromTheOptionThenSourceDateEpochThenTheClock() throws {
        let day = Day(iso: "2026-11-03")!
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(try BuildDate.resolve(option: day, environment: ["SOURCE_DATE_EPOCH": "0"], now: now) == .day(day))
        #expect(
            try BuildDate.resolve(option: nil, environment: ["SOURCE_DATE_EPOCH": "86400"], now: now)
                == .instant(Date(timeIntervalSince1970: 86_400)))
        #expect(try BuildDate.resolve(option: nil, environment: [:], now: now) == .instant(now))
    }

    @Test(arguments: [
        ("yesterday", "is not a number of seconds since 1970"),
        ("-1", "is not a number of seconds since 1970"),
        ("99999999999999999999", "is not a number of seconds since 1970"),
        ("9223372036854775000", "is too late: the build's date must be in the years 1 to 9999 in every time zone"),
        ("100000000000000000", "is too late: the build's date must be in the years 1 to 9999 in every time zone"),
        ("253402250400", "is too late: the build's date must be in the years 1 to 9999 in every time zone"),
    ])
    func sourceDateEpochOutsideTheYearsOneToNineThousandIsAUsageError(epoch: String, problem: String) {
        #expect(throws: UsageError(message: "SOURCE_DATE_EPOCH: \"\(epoch)\" \(problem)")) {
            try BuildDate.resolve(option: nil, environment: ["SOURCE_DATE_EPOCH": epoch], now: Date())
        }
    }

    @Test func theLatestSourceDateEpochIsStillInTheYear9999Everywhere() throws {
        // 9999-12-31T09:59:59Z: 23:59:59 in Kiritimati (UTC+14), the zone furthest ahead.
        let latest = try BuildDate.resolve(option: nil, environment: ["SOURCE_DATE_EPOCH": "253402250399"], now: Date())
        #expect(latest.day(in: TimeZone(identifier: "Pacific/Kiritimati")!) == Day(iso: "9999-12-31"))
        #expect(latest.day(in: TimeZone(identifier: "UTC")!) == Day(iso: "9999-12-31"))
    }

    @Test func aDayFarOutsideTheYearsStillComputesWithoutOverflow() {
        // Before SOURCE_DATE_EPOCH was bounded, this instant trapped on integer overflow.
        let far = BuildDate.instant(Date(timeIntervalSince1970: TimeInterval(9_223_372_036_854_775_000 as Int)))
        #expect(far.day(in: TimeZone(identifier: "Asia/Tokyo")!).year > 9999)
    }

    @Test func theBuildDayIsTakenInTheSitesTimeZone() {
        // 2026-11-02T20:00:00Z is already 2026-11-03 in Tokyo.
        let instant = BuildDate.instant(Date(timeIntervalSince1970: 1_793_649_600))
        #expect(instant.day(in: TimeZone(identifier: "UTC")!) == Day(iso: "2026-11-02"))
        #expect(instant.day(in: TimeZone(identifier: "Asia/Tokyo")!) == Day(iso: "2026-11-03"))
    }
}
