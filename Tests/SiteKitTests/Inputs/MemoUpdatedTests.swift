import Testing

@testable import SiteKit

/// `updated:` is the day a memo was last changed: on or after its day, and not after the build date.
@Suite struct MemoUpdatedTests {
    let day = Day(iso: "2026-11-03")!
    let today = Day(iso: "2026-12-01")!

    func memo(updated: String) -> String {
        "---\ntitle: 港\nupdated: \(updated)\n---\n本文\n"
    }

    @Test(arguments: ["2026-11-03", "2026-11-20", "2026-12-01"])
    func aDayFromTheMemosToTheBuildDateDatesTheMemo(updated: String) throws {
        let memo = try MemoParser.parse(memo(updated: updated), day: day, today: today, file: "m.md").value
        #expect(memo.updated == Day(iso: updated))
        #expect(memo.lastModified == Day(iso: updated))
    }

    @Test(arguments: [
        (
            "2026-10-01",
            "m.md:3:10: front matter.updated: 2026-10-01 is before the memo's day 2026-11-03; write the day it was last changed, on or after 2026-11-03"
        ),
        (
            "2026-11-02",
            "m.md:3:10: front matter.updated: 2026-11-02 is before the memo's day 2026-11-03; write the day it was last changed, on or after 2026-11-03"
        ),
        (
            "0000-01-01",
            "m.md:3:10: front matter.updated: 0000-01-01 is before the memo's day 2026-11-03; write the day it was last changed, on or after 2026-11-03"
        ),
        (
            "\"2026-10-01\"",
            "m.md:3:10: front matter.updated: 2026-10-01 is before the memo's day 2026-11-03; write the day it was last changed, on or after 2026-11-03"
        ),
        (
            "2026-12-02",
            "m.md:3:10: front matter.updated: 2026-12-02 is after the build date 2026-12-01; write the day it was last changed, on or before 2026-12-01"
        ),
        (
            "9999-12-31",
            "m.md:3:10: front matter.updated: 9999-12-31 is after the build date 2026-12-01; write the day it was last changed, on or before 2026-12-01"
        ),
        ("last week", "m.md:3:10: front matter.updated: \"last week\" is not a date of the form YYYY-MM-DD"),
        (
            "2026-11-20T09:00:00",
            "m.md:3:10: front matter.updated: \"2026-11-20T09:00:00\" is not a date of the form YYYY-MM-DD"
        ),
        ("2026-02-29", "m.md:3:10: front matter.updated: \"2026-02-29\" is not a date of the form YYYY-MM-DD"),
    ])
    func aDayTheMemoCannotHaveChangedOnIsAnErrorAtItsPlace(updated: String, message: String) {
        #expect(throws: InputErrors.self) {
            try MemoParser.parse(memo(updated: updated), day: day, today: today, file: "m.md")
        }
        do {
            _ = try MemoParser.parse(memo(updated: updated), day: day, today: today, file: "m.md")
        } catch {
            #expect(error.description == message)
        }
    }

    /// A memo written ahead of its day may give that day, and no later one.
    @Test func aMemoDatedAfterTheBuildDateMayGiveOnlyItsOwnDay() throws {
        let ahead = Day(iso: "2026-12-25")!
        #expect(
            try MemoParser.parse(memo(updated: "2026-12-25"), day: ahead, today: today, file: "m.md").value.updated
                == ahead)
        do {
            _ = try MemoParser.parse(memo(updated: "2026-12-26"), day: ahead, today: today, file: "m.md")
            Issue.record("no error")
        } catch {
            #expect(
                error.description
                    == "m.md:3:10: front matter.updated: 2026-12-26 is after the memo's day 2026-12-25, itself after the build date 2026-12-01; "
                    + "write the day it was last changed, on or before 2026-12-25")
        }
    }
}
