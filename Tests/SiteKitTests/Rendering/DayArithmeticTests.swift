import Foundation
import Testing

@testable import SiteKit

private let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}()

private func foundationDay(_ date: Date) -> Day {
    let parts = utc.dateComponents([.year, .month, .day], from: date)
    return Day(year: parts.year!, month: parts.month!, day: parts.day!)!
}

/// Every day from 1900-01-01 to 2100-12-31: epoch numbering and weekday as Foundation counts them.
@Test func everyDayFrom1900To2100AgreesWithFoundation() {
    let start = Day(iso: "1900-01-01")!.daysSinceEpoch
    let end = Day(iso: "2100-12-31")!.daysSinceEpoch
    var mismatches: [String] = []
    for number in start...end {
        let date = Date(timeIntervalSince1970: TimeInterval(number) * 86_400)
        let day = Day(daysSinceEpoch: number)
        let expected = foundationDay(date)
        if day != expected { mismatches.append("\(number): \(day), expected \(expected)") }
        if day.daysSinceEpoch != number {
            mismatches.append("\(day): numbered \(day.daysSinceEpoch), expected \(number)")
        }
        if day.weekday != utc.component(.weekday, from: date) - 1 {
            mismatches.append("\(day): weekday \(day.weekday)")
        }
    }
    #expect(end - start + 1 == 73_414)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
}

/// Adding days across month, year and century ends, forwards and backwards, as Foundation adds them.
@Test func addingDaysAgreesWithFoundation() {
    var mismatches: [String] = []
    var month = Month(year: 1900, month: 1)!
    while month <= Month(year: 2100, month: 12)! {
        for day in [month.first, month.last] {
            let date = utc.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!
            for step in [1, -1, 28, -31, 365, -366, 1_000, -10_000] {
                let expected = foundationDay(utc.date(byAdding: .day, value: step, to: date)!)
                if day.adding(days: step) != expected {
                    mismatches.append("\(day) + \(step) = \(day.adding(days: step)), expected \(expected)")
                }
            }
        }
        month = month.next
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
}

@Test func leapYearsFollowTheGregorianRules() {
    #expect(Day.isLeap(2024))
    #expect(!Day.isLeap(2026))
    #expect(!Day.isLeap(1900))
    #expect(!Day.isLeap(2100))
    #expect(Day.isLeap(2000))
    #expect(Day(year: 2100, month: 2, day: 29) == nil)
    #expect(Day(year: 2000, month: 2, day: 29) != nil)
}

@Suite struct DayTextTests {
    @Test(arguments: ["2026-11-30", "0001-01-01", "9999-12-31", "2024-02-29"])
    func aRealDateInTheISOFormReadsBack(text: String) {
        #expect(Day(iso: text)?.iso == text)
        #expect(Day(iso: Substring(text)) == Day(iso: text))
    }

    @Test(arguments: [
        "2026-1-30", "2026-011-3", "26-11-30", "2026/11/30", "2026-11-30 ", " 2026-11-30", "+026-11-30", "-026-11-30",
        "２０２６-１１-３０", "2026-11-3\u{301}", "2026-11-3٠", "2026-13-01", "2026-02-29", "2026-00-10", "2026-11-00", "",
        "2026-11-300",
    ])
    func anythingElseIsNoDay(text: String) {
        #expect(Day(iso: text) == nil)
    }
}
