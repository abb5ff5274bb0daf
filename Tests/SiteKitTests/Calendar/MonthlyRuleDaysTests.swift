import CICal
import Foundation
import Testing

@testable import SiteKit

/// MONTHLY rules that can never pick a day are found without libical's long search; the days worked
/// out for that must be the days libical picks.
@Suite struct MonthlyRuleDaysTests {
    static let rules = [
        "FREQ=MONTHLY", "FREQ=MONTHLY;BYDAY=MO", "FREQ=MONTHLY;BYDAY=-1FR,2TU", "FREQ=MONTHLY;BYDAY=5SA",
        "FREQ=MONTHLY;BYMONTHDAY=1,-1,31", "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR",
        "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
        "FREQ=MONTHLY;BYDAY=SA,SU;BYSETPOS=1,3,-2", "FREQ=MONTHLY;BYMONTH=2,6;BYMONTHDAY=29,30",
    ]

    @Test(arguments: rules)
    func daysAreTheDaysLibicalPicks(rule: String) throws {
        let start = CalendarDateTime(day: day("2025-01-31"), secondsOfDay: 32_400)
        let recurrence = icalrecurrencetype_from_string(rule)
        let pattern = MonthlyRuleDays(recurrence, start: start)
        for month in (0..<24).map({ Month(year: 2026, month: 1)!.adding(months: $0) }) {
            let window = month.first.daysSinceEpoch * 86_400..<(month.last.daysSinceEpoch + 1) * 86_400
            let libical = RecurrenceRule(rule, start: start, zone: .gmt).starts(in: window, limit: 100).starts.map(
                \.day.day)
            #expect(pattern.days(year: month.year, month: month.month) == libical, "\(rule) in \(month)")
        }
    }

    @Test func ruleThatPicksNoDayInAnyMonthIsFound() {
        let start = CalendarDateTime(day: day("2026-01-05"), secondsOfDay: 32_400)
        let never = [
            "FREQ=MONTHLY;BYDAY=MO;BYSETPOS=10", "FREQ=MONTHLY;BYMONTHDAY=31;BYDAY=1MO",
            "FREQ=MONTHLY;BYMONTH=2;BYDAY=6MO",
            "FREQ=MONTHLY;INTERVAL=12;BYMONTH=2;BYDAY=MO",
        ]  // every January, but only February may match
        for rule in never {
            #expect(
                !MonthlyRuleDays(icalrecurrencetype_from_string(rule), start: start).canMatch(from: start.day),
                "\(rule)")
        }
        let rare = "FREQ=MONTHLY;INTERVAL=12;BYMONTH=2;BYDAY=5MO"  // only in Februaries with five Mondays
        let february = day("2026-02-02")
        #expect(
            MonthlyRuleDays(icalrecurrencetype_from_string(rare), start: CalendarDateTime(day: february)).canMatch(
                from: february))
    }
}
