import Foundation
import Testing

@testable import SiteKit

/// A memo shares its fields between copies until one is changed, and still behaves as a value.
@Suite struct MemoValueTests {
    static let memo = Memo(
        day: Day(year: 2026, month: 12, day: 5)!, title: "港町", tags: ["sea"], markdown: "# Hi\n",
        file: "memos/2026-12-05.md")

    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let original = Self.memo
        var copy = original
        copy.title = "Other"
        copy.tags.append("port")
        copy.files = [ContentFile(path: "a.txt", source: "memos/2026-12-05/a.txt", hash: ContentHash(of: [UInt8]()))]
        #expect(original.title == "港町")
        #expect(original.tags == ["sea"])
        #expect(original.files.isEmpty)
        #expect(copy.title == "Other" && copy.tags == ["sea", "port"] && copy.files.count == 1)
        #expect(copy != original)
    }

    @Test func copiesAreEqualUntilOneChangesAndEqualAgainWhenItChangesBack() {
        var copy = Self.memo
        #expect(copy == Self.memo)
        copy.isDraft = true
        #expect(copy != Self.memo)
        copy.isDraft = false
        #expect(copy == Self.memo)
    }

    @Test func itEncodesAsItsFieldsAndDecodesToAnEqualMemo() throws {
        var memo = Self.memo
        memo.updated = Day(year: 2026, month: 12, day: 6)
        memo.description = "A port town"
        let data = try JSONEncoder().encode(memo)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["title"] as? String == "港町")
        #expect(object["description"] as? String == "A port town")
        #expect(object["box"] == nil)
        #expect(try JSONDecoder().decode(Memo.self, from: data) == memo)
    }
}
