import Foundation
import TestSupport
import Testing

@testable import SiteKit

@Suite struct MemoParserTests {
    let day = Day(iso: "2026-11-03")!
    let today = Day(iso: "2026-12-01")!

    @Test func readsFrontMatterAndBody() throws {
        let text = "---\ntitle: 文化の日\ntags: [散歩, 港]\ndraft: true\n---\n本文です。\n"
        let parsed = try MemoParser.parse(text, day: day, today: today, file: "m.md")
        let memo = parsed.value
        let warnings = parsed.warnings
        #expect(warnings.isEmpty)
        #expect(
            memo == Memo(day: day, title: "文化の日", tags: ["散歩", "港"], isDraft: true, markdown: "本文です。\n", file: "m.md"))
    }

    @Test func aMemoWithoutFrontMatterIsAllBody() throws {
        let parsed = try MemoParser.parse("# 見出し\n\n本文\n", day: day, today: today, file: "m.md")
        let memo = parsed.value
        #expect(memo.title == nil && memo.tags.isEmpty && !memo.isDraft)
        #expect(memo.markdown == "# 見出し\n\n本文\n")
    }

    @Test func frontMatterWithWindowsLineBreaksIsRead() throws {
        let memo = try MemoParser.parse("---\r\ntitle: 港\r\n...  \r\n本文\r\n", day: day, today: today, file: "m.md")
            .value
        #expect(memo.title == "港")
        #expect(memo.markdown == "本文\r\n")
        #expect(try MemoParser.parse("---\n---\n", day: day, today: today, file: "m.md").value.markdown == "")
    }

    @Test func anEmptyTitleIsWarnedAboutAndTheHeadingIsUsed() throws {
        let parsed = try MemoParser.parse("---\ntitle: \"\"\n---\n# Heading\n", day: day, today: today, file: "m.md")
        let memo = parsed.value
        let warnings = parsed.warnings
        #expect(memo.title == nil)
        #expect(
            warnings.map(\.description) == [
                "m.md:2:8: front matter.title: empty; the first heading or the date is used"
            ])
    }

    @Test func frontMatterAndBodyAreCleaned() throws {
        let text =
            "---\ntitle: \"T\\0i\\et\\u202Ele\"\ntags: [\"a\\x85b\", \"c\\u2066\"]\n---\nBody\u{0}\u{1B}[31m\r\n\ttext \u{202E}\n"
        let parsed = try MemoParser.parse(text, day: day, today: today, file: "m.md")
        let memo = parsed.value
        #expect(memo.title == "Title")
        #expect(memo.tags == ["ab", "c"])
        #expect(memo.markdown == "Body[31m\r\n\ttext \u{202E}\n")
        #expect(
            try MemoParser.parse("no front\u{7}matter\n", day: day, today: today, file: "m.md").value.markdown
                == "no frontmatter\n")
    }

    @Test func dateUpdatedDescriptionAndImageAreRead() throws {
        let text =
            "---\ndate: 2026-11-03\nupdated: 2026-11-20\ndescription: A walk\nimage: HTTPS://Example.org/p.jpg\n---\nx\n"
        let parsed = try MemoParser.parse(text, day: day, today: today, file: "m.md")
        let memo = parsed.value
        let warnings = parsed.warnings
        #expect(warnings.isEmpty)
        #expect(memo.updated == Day(iso: "2026-11-20") && memo.lastModified == Day(iso: "2026-11-20"))
        #expect(memo.description == "A walk")
        #expect(memo.image == "https://example.org/p.jpg")
    }

    @Test func anImageThatIsNotAWebURLIsDroppedWithAWarning() throws {
        let parsed = try MemoParser.parse(
            "---\nimage: javascript:alert(1)\n---\nx\n", day: day, today: today, file: "m.md")
        let memo = parsed.value
        let warnings = parsed.warnings
        #expect(memo.image == nil)
        #expect(
            warnings.map(\.description) == [
                "m.md:2:8: front matter.image: \"javascript:alert(1)\" is not an http(s) URL; ignored"
            ])
    }

    @Test func singleTagIsAList() throws {
        let parsed = try MemoParser.parse("---\ntags: 港\n---\nx\n", day: day, today: today, file: "m.md")
        let memo = parsed.value
        #expect(memo.tags == ["港"])
    }

    @Test func unknownFrontMatterKeysAreWarnedAbout() throws {
        let parsed = try MemoParser.parse("---\ntitle: a\nauthor: me\n---\nx\n", day: day, today: today, file: "m.md")
        let warnings = parsed.warnings
        #expect(warnings.map(\.description) == ["m.md:3:1: front matter.author: unknown key; ignored"])
    }

    @Test(arguments: [
        ("---\ntitle: a\n", "m.md:1:1: front matter: no closing \"---\" line"),
        ("---\n- a\n- b\n---\nx\n", "m.md:2:1: front matter: expected a mapping, found a sequence"),
        ("---\ntitle: a\n  bad: [\n---\nx\n", "m.md:3:6: YAML: mapping values are not allowed in this context"),
        ("---\ndraft: maybe\n---\nx\n", "m.md:2:8: front matter.draft: expected true or false, found \"maybe\""),
        (
            "---\ndraft: \"true\"\n---\nx\n",
            "m.md:2:8: front matter.draft: expected true or false (without quotes), found the text \"true\""
        ),
        (
            "---\ndraft: 'False'\n---\nx\n",
            "m.md:2:8: front matter.draft: expected true or false (without quotes), found the text \"False\""
        ),
        ("---\ndraft: yes\n---\nx\n", "m.md:2:8: front matter.draft: expected true or false, found \"yes\""),
        ("---\ndraft: [true]\n---\nx\n", "m.md:2:8: front matter.draft: expected true or false, found a sequence"),
        ("---\ntitle: [a, b]\n---\nx\n", "m.md:2:8: front matter.title: expected text, found a sequence"),
        (
            "---\ndate: 2026-11-04\n---\nx\n",
            "m.md:2:7: front matter.date: 2026-11-04 is not the day of the file (2026-11-03); rename the file or change the date"
        ),
        (
            "---\ndate: November 3\n---\nx\n",
            "m.md:2:7: front matter.date: \"November 3\" is not a date of the form YYYY-MM-DD"
        ),
        (
            "---\nupdated: 2026-13-01\n---\nx\n",
            "m.md:2:10: front matter.updated: \"2026-13-01\" is not a date of the form YYYY-MM-DD"
        ),
    ])
    func badFrontMatterIsAnErrorWithItsPlace(text: String, message: String) {
        do {
            _ = try MemoParser.parse(text, day: day, today: today, file: "m.md")
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.description == message)
        }
    }
}

@Suite struct MemoLoaderTests {
    @Test func readsEveryMemoBelowTheFolderSortedByDay() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestFolders.write("b", to: "memos/2026/11/2026-11-02.md", in: folder)
        try TestFolders.write("a", to: "memos/2026/10/2026-10-31.md", in: folder)
        try TestFolders.write("c", to: "memos/2026-11-03.md", in: folder)
        let parsed = try MemoLoader(
            folder: folder.appendingPathComponent("memos"), displayName: "memos", today: Day(iso: "2026-12-01")!
        ).load()
        let memos = parsed.value
        let warnings = parsed.warnings
        #expect(memos.map(\.day.iso) == ["2026-10-31", "2026-11-02", "2026-11-03"])
        #expect(
            memos.map(\.file) == ["memos/2026/10/2026-10-31.md", "memos/2026/11/2026-11-02.md", "memos/2026-11-03.md"])
        #expect(warnings.isEmpty)
    }

    @Test func otherFilesAreWarnedAboutAndSkipped() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestFolders.write("x", to: "memos/2026-11-03.md", in: folder)
        try TestFolders.write("x", to: "memos/notes.txt", in: folder)
        let parsed = try MemoLoader(
            folder: folder.appendingPathComponent("memos"), displayName: "memos", today: Day(iso: "2026-12-01")!
        ).load()
        let memos = parsed.value
        let warnings = parsed.warnings
        #expect(memos.count == 1)
        #expect(
            warnings.map(\.description) == [
                "memos/notes.txt: not a memo (expected YYYY-MM-DD.md, or a file of a YYYY-MM-DD/ bundle); ignored"
            ])
    }

    @Test func aMissingFolderMeansNoMemos() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let parsed = try MemoLoader(
            folder: folder.appendingPathComponent("memos"), displayName: "memos", today: Day(iso: "2026-12-01")!
        ).load()
        let memos = parsed.value
        let warnings = parsed.warnings
        #expect(memos.isEmpty && warnings.isEmpty)
    }

    @Test(arguments: [
        (
            "memos/2026-02-30.md",
            "memos/2026-02-30.md: the file name is not a date: expected YYYY-MM-DD.md with a real date, or YYYY-MM-DD/index.md"
        ),
        (
            "memos/today.md",
            "memos/today.md: the file name is not a date: expected YYYY-MM-DD.md with a real date, or YYYY-MM-DD/index.md"
        ),
        (
            "memos/2026-1-3.md",
            "memos/2026-1-3.md: the file name is not a date: expected YYYY-MM-DD.md with a real date, or YYYY-MM-DD/index.md"
        ),
    ])
    func aFileNameThatIsNotARealDateIsAnError(path: String, message: String) throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestFolders.write("x", to: path, in: folder)
        #expect(throws: InputErrors.self) {
            try MemoLoader(
                folder: folder.appendingPathComponent("memos"), displayName: "memos", today: Day(iso: "2026-12-01")!
            ).load()
        }
        do {
            _ = try MemoLoader(
                folder: folder.appendingPathComponent("memos"), displayName: "memos", today: Day(iso: "2026-12-01")!
            ).load()
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func twoMemosForOneDayAreAnError() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestFolders.write("a", to: "memos/2026-11-03.md", in: folder)
        try TestFolders.write("b", to: "memos/2026/2026-11-03.md", in: folder)
        do {
            _ = try MemoLoader(
                folder: folder.appendingPathComponent("memos"), displayName: "memos", today: Day(iso: "2026-12-01")!
            ).load()
            Issue.record("no error")
        } catch {
            #expect(
                error.description
                    == "memos/2026/2026-11-03.md: a second memo for 2026-11-03 (the first is memos/2026-11-03.md)")
        }
    }

    @Test func invalidUTF8IsAnErrorAtItsLineAndColumn() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes = Data("---\ntitle: ok\n---\n港町の".utf8)
        bytes.append(contentsOf: [0xFF, 0x0A])
        try TestFolders.write(bytes, to: "memos/2026-11-03.md", in: folder)
        do {
            _ = try MemoLoader(
                folder: folder.appendingPathComponent("memos"), displayName: "memos", today: Day(iso: "2026-12-01")!
            ).load()
            Issue.record("no error")
        } catch {
            #expect(error.description == "memos/2026-11-03.md:4:4: invalid UTF-8 (byte 0xFF)")
        }
    }
}
