import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// Every mistake of every memo is reported by one build, each quoting its line.
@Suite struct MemoErrorsTests {
    let day = Day(iso: "2026-11-03")!
    let today = Day(iso: "2026-12-01")!

    @Test func everyBadFieldOfAMemoIsAnError() {
        let text = "---\ntilte: 港\ndraft: maybe\ndate: 2026-11-04\ntags: [a, [b]]\nupdated: 2027-01-01\n---\nx\n"
        do {
            _ = try MemoParser.parse(text, day: day, today: today, file: "m.md")
            Issue.record("no error")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    #"m.md:3:8: front matter.draft: expected true or false, found "maybe""#,
                    "m.md:4:7: front matter.date: 2026-11-04 is not the day of the file (2026-11-03); rename the file or change the date",
                    "m.md:5:11: front matter.tags: expected a list of texts, found a sequence in it",
                    "m.md:6:10: front matter.updated: 2027-01-01 is after the build date 2026-12-01; write the day it was last changed, on or before 2026-12-01",
                ])
        }
    }

    @Test(arguments: [
        ("tilte", "title"), ("tag", "tags"), ("drafts", "draft"), ("updatd", "updated"), ("descripton", "description"),
        ("imgae", "image"),
    ])
    func aMisspeltFrontMatterKeySuggestsTheKnownOne(typed: String, known: String) throws {
        let parsed = try MemoParser.parse("---\n\(typed): x\n---\n", day: day, today: today, file: "m.md")
        #expect(
            parsed.warnings.map(\.description) == [
                "m.md:2:1: front matter.\(typed): unknown key; ignored (did you mean \"\(known)\"?)"
            ])
    }

    @Test func everyBadMemoIsReportedWithItsLineQuoted() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestFolders.write("---\ndraft: maybe\n---\n", to: "memos/2026-11-01.md", in: folder)
        try TestFolders.write("fine\n", to: "memos/2026-11-02.md", in: folder)
        try TestFolders.write("---\ntitle: [\n---\n", to: "memos/2026-11-03.md", in: folder)
        try TestFolders.write("again\n", to: "memos/2026/2026-11-02.md", in: folder)
        try TestFolders.write("x\n", to: "memos/someday.md", in: folder)
        try TestFolders.write("---\ntilte: a\ndraft: no\n---\n", to: "memos/2026-11-05.md", in: folder)
        do {
            _ = try MemoLoader(folder: folder.appendingPathComponent("memos"), displayName: "memos", today: today)
                .load()
            Issue.record("no error")
        } catch {
            #expect(
                error.diagnostics.map(\.printed) == [
                    """
                    error: memos/2026-11-01.md:2:8: front matter.draft: expected true or false, found "maybe"
                      2 | draft: maybe
                        |        ^
                    """,
                    """
                    error: memos/2026-11-03.md:3:1: YAML: did not find expected node content (while parsing a flow node at line 3)
                      3 | ---
                        | ^
                    """,
                    """
                    error: memos/2026-11-05.md:3:8: front matter.draft: expected true or false, found "no"
                      3 | draft: no
                        |        ^
                    """,
                    "error: memos/2026/2026-11-02.md: a second memo for 2026-11-02 (the first is memos/2026-11-02.md)",
                    "error: memos/someday.md: the file name is not a date: expected YYYY-MM-DD.md with a real date, or YYYY-MM-DD/index.md",
                ])
        }
    }
}
