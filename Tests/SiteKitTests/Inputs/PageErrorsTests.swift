import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// Every mistake of every standalone page is reported by one build, each quoting its line, as a memo's are.
@Suite struct PageErrorsTests {
    @Test func everyBadFieldOfAPageIsAnError() {
        let text = "---\ntitle: [a]\ndraft: maybe\ndescription: {a: b}\nimage: 3\n---\nx\n"
        do {
            _ = try PageLoader.parse(text, name: "about", file: "about.md")
            Issue.record("no error")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "about.md:2:8: front matter.title: expected text, found a sequence",
                    #"about.md:3:8: front matter.draft: expected true or false, found "maybe""#,
                    "about.md:4:14: front matter.description: expected text, found a mapping",
                ])
        }
    }

    @Test(arguments: [("tilte", "title"), ("drafts", "draft"), ("descripton", "description"), ("imgae", "image")])
    func aMisspeltFrontMatterKeySuggestsTheKnownOne(typed: String, known: String) throws {
        let parsed = try PageLoader.parse("---\n\(typed): x\n---\n", name: "about", file: "about.md")
        #expect(
            parsed.warnings.map(\.description) == [
                "about.md:2:1: front matter.\(typed): unknown key; ignored (did you mean \"\(known)\"?)"
            ])
    }

    @Test func everyBadPageIsReportedWithItsLineQuoted() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestFolders.write("---\ndraft: maybe\n---\n", to: "pages/about.md", in: folder)
        try TestFolders.write("fine\n", to: "pages/contact.md", in: folder)
        try TestFolders.write("---\ntitle: 港\ntilte: x\n", to: "pages/harbour.md", in: folder)
        try TestFolders.write("x\n", to: "pages/tags.md", in: folder)
        do {
            _ = try PageLoader(folder: folder.appendingPathComponent("pages"), displayName: "pages").read()
            Issue.record("no error")
        } catch {
            #expect(
                error.diagnostics.map(\.printed) == [
                    """
                    error: pages/about.md:2:8: front matter.draft: expected true or false, found "maybe"
                      2 | draft: maybe
                        |        ^
                    """,
                    """
                    error: pages/harbour.md:1:1: front matter: no closing "---" line
                      1 | ---
                        | ^
                    """,
                    "error: pages/tags.md: /tags/ is a section of the site (articles, tags, calendar, assets, search, 404 and the years are); rename the file",
                ])
        }
    }

    @Test func aPageWarningQuotesItsLine() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestFolders.write("---\ntitle: About\nimgae: x\n---\n", to: "pages/about.md", in: folder)
        let (pages, _) = try PageLoader(folder: folder.appendingPathComponent("pages"), displayName: "pages").read()
        #expect(
            pages.warnings.map(\.printed) == [
                """
                warning: pages/about.md:3:1: front matter.imgae: unknown key; ignored (did you mean "image"?)
                  3 | imgae: x
                    | ^
                """
            ])
    }
}
