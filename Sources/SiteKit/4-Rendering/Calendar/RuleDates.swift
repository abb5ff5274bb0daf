import CICal

/// The date parts of a rule (BYMONTH, BYMONTHDAY, BYYEARDAY, and the weekdays of BYDAY): every start the
/// rule gives has a month, day of month, day of year and weekday in these lists, whatever its frequency.
struct RuleDates {
    var months: Set<Int>
    var monthDays: Set<Int>
    var yearDays: Set<Int>
    var weekdays: Set<Int>

    init(_ recurrence: icalrecurrencetype) {
        months = Set(Self.values(recurrence.by_month).map { $0 & 0xFFF })  // without RFC 7529's leap-month flag
        monthDays = Set(Self.values(recurrence.by_month_day))
        yearDays = Set(Self.values(recurrence.by_year_day))
        weekdays = Set(Self.values(recurrence.by_day).map { abs($0) % 8 - 1 })  // libical: 1 = Sunday; Day: 0
    }

    /// Whether some day meets every list. The Gregorian calendar repeats its months, leap years and
    /// weekdays every 400 years, so one such cycle decides it. A rule that fails can never match, and
    /// libical would search on for centuries, so it is not iterated at all.
    var canMatch: Bool {
        guard !months.isEmpty || !monthDays.isEmpty || !yearDays.isEmpty else { return true }
        let first = Day(year: 2000, month: 1, day: 1)!.daysSinceEpoch
        var yearStart = first
        for offset in 0..<146_097 {
            let day = Day(daysSinceEpoch: first + offset)
            if day.month == 1, day.day == 1 { yearStart = first + offset }
            let monthLength = Day.daysIn(year: day.year, month: day.month)
            let yearDay = first + offset - yearStart + 1
            let yearLength = Day.isLeap(day.year) ? 366 : 365
            if (months.isEmpty || months.contains(day.month))
                && (monthDays.isEmpty || monthDays.contains(day.day) || monthDays.contains(day.day - monthLength - 1))
                && (yearDays.isEmpty || yearDays.contains(yearDay) || yearDays.contains(yearDay - yearLength - 1))
                && (weekdays.isEmpty || weekdays.contains(day.weekday)) {
                return true
            }
        }
        return false
    }

    /// The values of one of libical's fixed-size lists, which end at the first ICAL_RECURRENCE_ARRAY_MAX.
    private static func values<List>(_ list: List) -> [Int] {
        withUnsafeBytes(of: list) { bytes in
            bytes.bindMemory(to: Int16.self).prefix { $0 != 0x7F7F }.map(Int.init)
        }
    }
}
