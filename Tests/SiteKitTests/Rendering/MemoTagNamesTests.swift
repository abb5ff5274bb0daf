import Testing

@testable import SiteKit

/// A memo's tag names: each once, in its order, blank ones left out, however many it has.
@Suite struct MemoTagNamesTests {
    static let many = (1...12).map { "tag\($0)" }

    @Test(arguments: [
        ([], []),
        (["sea", "port"], ["sea", "port"]),
        (["sea", " ", "sea", "", "port", "\u{3000}"], ["sea", "port"]),
        (["港", "港", "海"], ["港", "海"]),
        (many, many),
        (many + ["tag3", " "], many),
    ])
    func namesAreTheTagsEachOnceWithoutBlankOnes(tags: [String], names: [String]) {
        let memo = Memo(day: Day(year: 2026, month: 12, day: 5)!, tags: tags, markdown: "", file: "m.md")
        #expect(MemoTag.names(of: memo) == names)
    }
}
