import Testing

@testable import SiteKit

/// A line ends with LF, CR or CRLF, as CommonMark has it: a memo reads the same whichever its editor wrote.
@Suite struct MemoLineEndingTests {
    let day = Day(iso: "2026-11-03")!
    let renderer = MarkdownRenderer()
    /// Front matter of every kind of field, and a body of a heading, a paragraph of two lines, a list and a fence.
    let memoWithLineFeeds =
        "---\ntitle: 港の朝\ntags:\n  - 散歩\n  - 港\ndraft: true\ndescription: 朝の散歩\n---\n"
        + "# 見出し\n\n一行目\n二行目\n\n- 項目\n- 次\n\n```\nlet a = 1\n\nlet b = 2\n```\n"

    func parse(_ text: String) throws(InputErrors) -> Memo {
        try MemoParser.parse(text, day: day, today: day, file: "m.md").value
    }

    @Test(arguments: ["\r", "\r\n"])
    func aMemoReadsAsTheSameMemoWithLineFeeds(ending: String) throws {
        let reference = try parse(memoWithLineFeeds)
        let memo = try parse(memoWithLineFeeds.replacingOccurrences(of: "\n", with: ending))
        #expect(reference.title == "港の朝" && reference.tags == ["散歩", "港"] && reference.isDraft)
        #expect(memo.title == reference.title)
        #expect(memo.tags == reference.tags)
        #expect(memo.isDraft == reference.isDraft)
        #expect(memo.description == reference.description)
        #expect(renderer.html(memo.markdown) == renderer.html(reference.markdown))
    }

    @Test(arguments: ["\n", "\r", "\r\n"])
    func aMistakeIsAtTheSameLineAndColumn(ending: String) {
        let text = ["---", "title: 港", "draft: \"true\"", "---", "本文", ""].joined(separator: ending)
        do {
            _ = try parse(text)
            Issue.record("no error")
        } catch {
            #expect(
                error.description
                    == "m.md:3:8: front matter.draft: expected true or false (without quotes), found the text \"true\"")
        }
    }

    @Test func aFenceAloneOnItsLineAfterACarriageReturnIsStillRequired() {
        do {
            _ = try parse("---\rtitle: 港\r--- not a fence\r本文\r")
            Issue.record("no error")
        } catch {
            #expect(error.description == "m.md:1:1: front matter: no closing \"---\" line")
        }
    }
}
