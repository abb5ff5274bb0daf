import CICal

/// The days a MONTHLY rule picks in a month, worked out as libical does (BYMONTHDAY, BYDAY with its
/// ordinals, limited by each other, then BYSETPOS, in the months of BYMONTH). libical's iterator
/// searches thousands of years (seconds of work) before it gives up on a MONTHLY rule that picks no
/// day, and no UNTIL stops that search, so such a rule is found here first and never iterated.
struct MonthlyRuleDays {
    var monthDays: [Int]
    /// BYDAY as (weekday 0 = Sunday, ordinal or 0 for every such weekday).
    var weekdays: [(weekday: Int, ordinal: Int)]
    var setPositions: Set<Int>
    var months: Set<Int>
    var interval: Int

    init(_ recurrence: icalrecurrencetype, start: CalendarDateTime) {
        let byDay = RuleDates.values(recurrence.by_day)
        weekdays = byDay.map { code in (abs(code) % 8 - 1, (abs(code) / 8) * (code < 0 ? -1 : 1)) }
        monthDays = RuleDates.values(recurrence.by_month_day)
        if monthDays.isEmpty, weekdays.isEmpty { monthDays = [start.day.day] }  // libical's default: DTSTART's day
        setPositions = Set(RuleDates.values(recurrence.by_set_pos))
        months = Set(RuleDates.values(recurrence.by_month).map { $0 & 0xFFF })
        interval = max(1, Int(recurrence.interval))
    }

    /// Whether some month the rule visits from `start` (every INTERVAL months) has a day. Months,
    /// leap years and weekdays repeat every 4,800 months, so one such cycle decides it.
    func canMatch(from start: Day) -> Bool {
        var (a, b) = (interval, 4_800)
        while b != 0 { (a, b) = (b, a % b) }
        let first = start.year * 12 + start.month - 1
        // The days picked depend only on the month's length and first weekday: 28 cases at most.
        var hasDays: [Int: Bool] = [:]
        for step in 0..<(4_800 / a) {
            let index = first + step * a
            let year = index.floorDivided(by: 12)
            let month = index - year * 12 + 1
            guard months.isEmpty || months.contains(month) else { continue }
            let shape = Day.daysIn(year: year, month: month) * 7 + Day(year: year, month: month, day: 1)!.weekday
            if hasDays[shape] == nil { hasDays[shape] = !days(year: year, month: month).isEmpty }
            if hasDays[shape]! { return true }
        }
        return false
    }

    /// The days picked in one month.
    func days(year: Int, month: Int) -> [Int] {
        guard months.isEmpty || months.contains(month) else { return [] }
        let length = Day.daysIn(year: year, month: month)
        let firstWeekday = Day(year: year, month: month, day: 1)!.weekday
        var picked = Set(
            monthDays.compactMap { day -> Int? in
                guard abs(day) <= length, day != 0 else { return nil }
                return day > 0 ? day : length + day + 1
            })
        if !weekdays.isEmpty {
            var byDay = Set<Int>()
            for (weekday, ordinal) in weekdays {
                let all = Array(stride(from: (weekday - firstWeekday + 7) % 7 + 1, through: length, by: 7))
                if ordinal == 0 { byDay.formUnion(all) }
                if ordinal > 0, ordinal <= all.count { byDay.insert(all[ordinal - 1]) }
                if ordinal < 0, -ordinal <= all.count { byDay.insert(all[all.count + ordinal]) }
            }
            picked = monthDays.isEmpty ? byDay : picked.intersection(byDay)
        }
        let sorted = picked.sorted()
        guard !setPositions.isEmpty else { return sorted }
        return sorted.enumerated().filter {
            setPositions.contains($0.offset + 1) || setPositions.contains($0.offset - sorted.count)
        }.map(\.element)
    }
}
