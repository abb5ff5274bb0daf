import Foundation
import Testing

/// A failed build through the binary, as a compiler reports one: every error, its line quoted with a caret
/// under the column, at most twenty, and "did you mean" for a slip of a name.
@Suite struct LocatedErrorTests {
    /// The file at `path` of `site` with each of `changes` made.
    static func edit(_ path: String, in site: URL, _ changes: [(String, String)]) throws {
        let file = site.appendingPathComponent(path)
        var text = try String(contentsOf: file, encoding: .utf8)
        for (old, new) in changes { text = text.replacingOccurrences(of: old, with: new) }
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func everyErrorOfSiteYmlIsQuotedAndThePublishedSiteIsUntouched() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site).status == 0)
        let checks = FailureTests()
        let before = try checks.snapshot(site.appendingPathComponent("Output"))

        let config = site.appendingPathComponent("Content/site.yml")
        let original = try String(contentsOf: config, encoding: .utf8)
        try Self.edit(
            "Content/site.yml", in: site,
            [("weekStart: sunday", "weekStart: sundy"), ("  memos: 5", "  memos: five")])
        let run = try SitegenProcess.run(["--date", "2026-11-30"], in: site)
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                error: Content/site.yml:8:12: weekStart: expected one of "sunday", "monday", found "sundy" (did you mean "sunday"?)
                  8 | weekStart: sundy
                    |            ^
                error: Content/site.yml:14:10: home.memos: expected a whole number from 0 to 1000, found "five"
                  14 |   memos: five
                     |          ^
                sitegen: the build failed; Output was left as it was

                """)
        checks.expectUnchanged(before, try checks.snapshot(site.appendingPathComponent("Output")))

        try original.replacingOccurrences(of: "  articles: 6", with: "  article: 6")
            .write(to: config, atomically: true, encoding: .utf8)
        let warned = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site)
        #expect(warned.status == 0)
        #expect(
            warned.stderr == """
                warning: Content/site.yml:15:3: home.article: unknown key; ignored (did you mean "articles"?)
                  15 |   article: 6
                     |   ^

                """)
    }

    @Test func aYAMLSyntaxErrorUnderATabQuotesItAsFourSpaces() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        try Self.edit("Content/site.yml", in: site, [("  rawHTML: false", "\trawHTML: false")])
        let run = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site)
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                error: Content/site.yml:20:1: YAML: found character that cannot start any token (while scanning for the next token at line 20)
                  20 |     rawHTML: false
                     | ^
                sitegen: the build failed; Output was left as it was

                """)
    }

    @Test func aBrokenJSONFileAndABrokenMemoAreBothQuoted() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        try Self.edit("Content/data/pickup-messages.json", in: site, [("\"article\": {", "\"記事\": {,")])
        try "---\ntitle: [unclosed\n---\n本文\n".write(
            to: site.appendingPathComponent(ServeTests.memo), atomically: true, encoding: .utf8)
        let run = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site)
        #expect(run.status == 1)
        // The caret stands under the comma, after the two wide characters.
        #expect(
            run.stderr == """
                error: Content/memos/2026/11/2026-11-03.md:3:1: YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 2)
                  3 | ---
                    | ^
                error: Content/data/pickup-messages.json:2:10: JSON: expected a key in double quotes, found ","
                  2 |   "記事": {,
                    |            ^
                sitegen: the build failed; Output was left as it was

                """)
    }

    @Test func aBuildPrintsTwentyErrorsThenCountsTheRest() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let memos = site.appendingPathComponent("Content/memos/2025")
        try FileManager.default.createDirectory(at: memos, withIntermediateDirectories: true)
        for day in 1...23 {
            let name = "2025-01-\(day < 10 ? "0" : "")\(day)"
            try "---\ndraft: nope\n---\n".write(
                to: memos.appendingPathComponent("\(name).md"), atomically: true, encoding: .utf8)
        }
        let run = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site)
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 20 * 3 + 3, "\(run.stderr)")
        #expect(
            lines.prefix(3).joined(separator: "\n") == """
                error: Content/memos/2025/2025-01-01.md:2:8: front matter.draft: expected true or false, found "nope"
                  2 | draft: nope
                    |        ^
                """)
        #expect(
            lines[57]
                == #"error: Content/memos/2025/2025-01-20.md:2:8: front matter.draft: expected true or false, found "nope""#
        )
        #expect(lines.suffix(3) == ["and 3 more errors", "sitegen: the build failed; Output was left as it was", ""])
    }

    @Test(arguments: [
        (["serv"], "sitegen: unknown command \"serv\" (did you mean \"serve\"?)\nTry 'sitegen --help'.\n"),
        (["--ot", "x"], "sitegen: unknown option --ot (did you mean --out?)\nTry 'sitegen --help'.\n"),
        (
            ["check", "--stirct"],
            "sitegen: unknown option --stirct (did you mean --strict?)\nTry 'sitegen check --help'.\n"
        ),
    ])
    func aSlipOfACommandOrAnOptionSaysWhatItIsLikelyToBe(arguments: [String], stderr: String) throws {
        let run = try SitegenProcess.run(arguments, in: FileManager.default.temporaryDirectory)
        #expect(run.status == 2)
        #expect(run.stderr == stderr)
    }
}
