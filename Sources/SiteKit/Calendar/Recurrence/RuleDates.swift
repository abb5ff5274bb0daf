import CICal

/// The date parts of a rule (BYMONTH, BYMONTHDAY, BYYEARDAY, and the weekdays of BYDAY): every start the
/// rule gives has a month, day of month, day of year and weekday in these lists, whatever its frequency.
struct RuleDates {
    var months: ValueTable
    var monthDays: ValueTable
    var yearDays: ValueTable
    var weekdays: ValueTable

    init(_ recurrence: icalrecurrencetype) {
        // Months without RFC 7529's leap-month flag, weekdays from libical's 1 = Sunday to Day's 0.
        months = ValueTable(Self.values(recurrence.by_month).map { $0 & 0xFFF }, range: 1...12)
        monthDays = ValueTable(Self.values(recurrence.by_month_day), range: -31...31)
        yearDays = ValueTable(Self.values(recurrence.by_year_day), range: -366...366)
        weekdays = ValueTable(Self.values(recurrence.by_day).map { abs($0) % 8 - 1 }, range: 0...6)
    }

    /// Whether there are no lists to meet.
    var isEmpty: Bool { months.isEmpty && monthDays.isEmpty && yearDays.isEmpty && weekdays.isEmpty }

    /// Whether some day meets every list. Each month of a leap or a common year starts on each weekday
    /// somewhere in the Gregorian calendar, so trying every such kind of month (2 × 12 × 7) decides it.
    /// A rule that fails can never match, and libical would search on for centuries, so it is not
    /// iterated at all.
    var canMatch: Bool {
        guard !months.isEmpty || !monthDays.isEmpty || !yearDays.isEmpty else { return true }
        for year in [2001, 2004] {  // a common and a leap year
            var yearDay = 0
            for month in 1...12 {
                let length = Day.daysIn(year: year, month: month)
                for firstWeekday in 0..<7 where months.isEmpty || months.contains(month) {
                    for day in 1...length
                    where meets(
                        day: day, monthLength: length, weekday: (firstWeekday + day - 1) % 7, yearDay: yearDay + day,
                        year: year)
                    {
                        return true
                    }
                }
                yearDay += length
            }
        }
        return false
    }

    /// The midnight (wall-clock seconds) of the first day of `window` that meets every list, or nil
    /// when none does: no start can come before it, so libical need not step through those days.
    func firstDay(in window: Range<Int>) -> Int? {
        let days = window.lowerBound.floorDivided(by: 86_400)...(window.upperBound - 1).floorDivided(by: 86_400)
        if isEmpty { return days.lowerBound * 86_400 }
        return days.first { contains(Day(daysSinceEpoch: $0)) }.map { $0 * 86_400 }
    }

    /// Whether `day` meets every list.
    func contains(_ day: Day) -> Bool {
        guard months.isEmpty || months.contains(day.month) else { return false }
        let yearDay = day.daysSinceEpoch - Day(year: day.year, month: 1, day: 1)!.daysSinceEpoch + 1
        return meets(
            day: day.day, monthLength: Day.daysIn(year: day.year, month: day.month), weekday: day.weekday,
            yearDay: yearDay, year: day.year)
    }

    /// Whether a day of a month in the list meets the other lists (negative values count from the end).
    private func meets(day: Int, monthLength: Int, weekday: Int, yearDay: Int, year: Int) -> Bool {
        (monthDays.isEmpty || monthDays.contains(day) || monthDays.contains(day - monthLength - 1))
            && (weekdays.isEmpty || weekdays.contains(weekday))
            && (yearDays.isEmpty || yearDays.contains(yearDay)
                || yearDays.contains(yearDay - (Day.isLeap(year) ? 366 : 365) - 1))
    }

    /// The values of one of libical's fixed-size lists, which end at the first ICAL_RECURRENCE_ARRAY_MAX.
    static func values<List>(_ list: List) -> [Int] {
        withUnsafeBytes(of: list) { bytes in
            bytes.bindMemory(to: Int16.self).prefix { $0 != 0x7F7F }.map(Int.init)
        }
    }
}

/// A BYxxx list as a table of the values it allows, since the checks above look values up for every
/// day of 400 years. A value outside `range` is never met, as libical never meets it either.
struct ValueTable {
    private var allowed: [Bool]
    private let lowest: Int
    /// Whether the rule has no such list, which allows every value.
    let isEmpty: Bool

    init(_ values: [Int], range: ClosedRange<Int>) {
        lowest = range.lowerBound
        allowed = Array(repeating: false, count: range.count)
        for value in values where range.contains(value) { allowed[value - lowest] = true }
        isEmpty = values.isEmpty
    }

    func contains(_ value: Int) -> Bool {
        allowed.indices.contains(value - lowest) && allowed[value - lowest]
    }
}
