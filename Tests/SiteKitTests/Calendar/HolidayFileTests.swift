import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// The Japanese national holidays of 2026 and 2027 from the project's shared reference data: a real
/// file, read at test time from `shared/data/`, and skipped where it is absent.
@Suite struct HolidayFileTests {
    @Test(.needsSharedData("holidays-ja-2026-2027.ics"))
    func parsesEveryHolidayOfBothYears() throws {
        let text = try String(
            contentsOf: #require(TestFolders.sharedData("holidays-ja-2026-2027.ics")), encoding: .utf8)
        let parsed = try CalendarParser.parse(text, file: "holidays-ja-2026-2027.ics", kind: .holiday)
        let events = parsed.value
        let warnings = parsed.warnings
        #expect(warnings == [])
        #expect(events.count == 35)
        #expect(events.allSatisfy { $0.kind == .holiday && $0.isAllDay && !$0.isRecurring })

        let occurrences = CalendarExpansion.occurrences(
            of: events, from: day("2026-01-01"), through: day("2027-12-31"), timeZone: zone("Asia/Tokyo"))
        #expect(occurrences.count == 35)
        let byDay = Dictionary(grouping: occurrences, by: \.day).mapValues { $0.map(\.title) }
        #expect(byDay[day("2026-01-01")] == ["元日"])
        #expect(byDay[day("2026-11-03")] == ["文化の日"])
        #expect(byDay[day("2026-11-23")] == ["勤労感謝の日"])
        #expect(byDay[day("2027-11-03")] == ["文化の日"])
        #expect(byDay[day("2026-11-04")] == nil)
        let november = occurrences.filter { $0.day.year == 2026 && $0.day.month == 11 }.map(\.line)
        #expect(november == ["2026-11-03 all-day 文化の日", "2026-11-23 all-day 勤労感謝の日"])
    }
}
