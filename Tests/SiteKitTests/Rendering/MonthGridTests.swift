import Foundation
import Testing

@testable import SiteKit

/// Foundation's Gregorian calendar in UTC, as the reference the pure month grid must agree with.
private func gregorian(weekStart: WeekStart) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.firstWeekday = weekStart == .sunday ? 1 : 2
    calendar.minimumDaysInFirstWeek = 1
    return calendar
}

private func day(_ calendar: Calendar, _ date: Date) -> Day {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return Day(year: parts.year!, month: parts.month!, day: parts.day!)!
}

@Test(arguments: WeekStart.allCases)
func everyMonthFrom1900To2100AgreesWithFoundation(weekStart: WeekStart) {
    let calendar = gregorian(weekStart: weekStart)
    var mismatches: [String] = []
    var month = Month(year: 1900, month: 1)!
    var monthsChecked = 0
    while month <= Month(year: 2100, month: 12)! {
        let firstDate = calendar.date(from: DateComponents(year: month.year, month: month.month, day: 1))!
        let grid = MonthGrid(month: month, weekStart: weekStart)
        if month.first.weekday != calendar.component(.weekday, from: firstDate) - 1 {
            mismatches.append("\(month): first weekday \(month.first.weekday)")
        }
        if month.dayCount != calendar.range(of: .day, in: .month, for: firstDate)!.count {
            mismatches.append("\(month): \(month.dayCount) days")
        }
        if grid.weeks.count != calendar.range(of: .weekOfMonth, in: .month, for: firstDate)!.count {
            mismatches.append("\(month): \(grid.weeks.count) weeks")
        }
        if grid.weeks.contains(where: { $0.count != 7 }) {
            mismatches.append("\(month): a week without 7 days")
        }
        let gridStart = calendar.dateInterval(of: .weekOfMonth, for: firstDate)!.start
        for (offset, cell) in grid.weeks.joined().enumerated() {
            let expected = day(calendar, calendar.date(byAdding: .day, value: offset, to: gridStart)!)
            let inMonth = expected.year == month.year && expected.month == month.month
            if cell.day != expected || cell.isInMonth != inMonth {
                mismatches.append(
                    "\(month): cell \(offset) is \(cell.day) \(cell.isInMonth), expected \(expected) \(inMonth)")
            }
        }
        monthsChecked += 1
        month = month.next
    }
    #expect(monthsChecked == 201 * 12)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
}

@Test func november2026StartsOnSundayAndNeedsFiveWeeks() {
    let grid = MonthGrid(month: Month(year: 2026, month: 11)!, weekStart: .sunday)
    #expect(grid.weeks.count == 5)
    #expect(grid.weeks[0][0] == GridCell(day: Day(iso: "2026-11-01")!, isInMonth: true))
    #expect(grid.weeks[4][1] == GridCell(day: Day(iso: "2026-11-30")!, isInMonth: true))
    #expect(grid.weeks[4][2] == GridCell(day: Day(iso: "2026-12-01")!, isInMonth: false))
    #expect(grid.columns == [0, 1, 2, 3, 4, 5, 6])
}

@Test func mondayStartPutsTheAdjacentMonthsDaysFirst() {
    let grid = MonthGrid(month: Month(year: 2026, month: 11)!, weekStart: .monday)
    #expect(grid.weeks.count == 6)
    #expect(grid.weeks[0].map(\.isInMonth) == [false, false, false, false, false, false, true])
    #expect(grid.weeks[0][0].day == Day(iso: "2026-10-26")!)
    #expect(grid.weeks[5][0].day == Day(iso: "2026-11-30")!)
    #expect(grid.columns == [1, 2, 3, 4, 5, 6, 0])
}

@Test func aFebruaryStartingOnTheWeekStartFitsInFourWeeks() {
    // 2026-02-01 is a Sunday, 2027-02-01 a Monday; neither year is a leap year.
    #expect(MonthGrid(month: Month(year: 2026, month: 2)!, weekStart: .sunday).weeks.count == 4)
    #expect(MonthGrid(month: Month(year: 2027, month: 2)!, weekStart: .monday).weeks.count == 4)
    #expect(MonthGrid(month: Month(year: 2026, month: 2)!, weekStart: .monday).weeks.count == 5)
}

@Test func monthsStepAcrossYearBoundaries() {
    let december = Month(year: 2026, month: 12)!
    #expect(december.next == Month(year: 2027, month: 1)!)
    #expect(december.next.previous == december)
    #expect(Month(year: 2026, month: 1)!.previous == Month(year: 2025, month: 12)!)
    #expect(december.adding(months: -25) == Month(year: 2024, month: 11)!)
    #expect(december.adding(months: 14) == Month(year: 2028, month: 2)!)
    #expect(Month(year: 0, month: 1)!.previous == Month(year: -1, month: 12)!)
}

@Test func aMonthKnowsItsDays() {
    let february = Month(containing: Day(iso: "2028-02-17")!)
    #expect(february == Month(year: 2028, month: 2)!)
    #expect(february.first == Day(iso: "2028-02-01")!)
    #expect(february.last == Day(iso: "2028-02-29")!)
    #expect(february.days.count == 29)
    #expect(february.days.map(\.day) == Array(1...29))
    #expect(february.contains(Day(iso: "2028-02-29")!))
    #expect(!february.contains(Day(iso: "2028-03-01")!))
    #expect(!february.contains(Day(iso: "2027-02-01")!))
}

@Test func monthsOrderByYearThenMonth() {
    let months = ["2027-01", "2026-12", "2026-02", "1999-12"].map { Month(iso: $0)! }
    #expect(months.sorted().map(\.iso) == ["1999-12", "2026-02", "2026-12", "2027-01"])
}

@Test func monthsParseOnlyStrictISOText() {
    #expect(Month(iso: "2026-11") == Month(year: 2026, month: 11))
    for bad in ["2026-13", "2026-00", "2026-1", "26-11", "2026-11-01", "2026/11", "２０２６-11", "", "2026-1a"] {
        #expect(Month(iso: bad) == nil, "\(bad)")
    }
    #expect(Month(year: 2026, month: 0) == nil)
    #expect(Month(year: 2026, month: 13) == nil)
}

@Test func monthsEncodeAsISOText() throws {
    let month = Month(year: 2026, month: 9)!
    let data = try JSONEncoder().encode([month])
    #expect(String(decoding: data, as: UTF8.self) == #"["2026-09"]"#)
    #expect(try JSONDecoder().decode([Month].self, from: data) == [month])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([Month].self, from: Data(#"["2026-9"]"#.utf8)) }
}

@Test func weekStartsDecodeFromSiteConfigurationWords() throws {
    #expect(try JSONDecoder().decode([WeekStart].self, from: Data(#"["sunday","monday"]"#.utf8)) == [.sunday, .monday])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([WeekStart].self, from: Data(#"["Sunday"]"#.utf8)) }
}
