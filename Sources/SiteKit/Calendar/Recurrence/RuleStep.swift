import CICal

/// How far apart a rule's candidate periods are (FREQ times INTERVAL), and where iteration may begin
/// other than at DTSTART without changing which starts the rule gives.
struct RuleStep {
    var frequency: icalrecurrencetype_frequency
    var interval: Int
    /// Whether the rule has BYHOUR, BYMINUTE or BYSECOND.
    var hasTimeLists: Bool

    init(_ recurrence: icalrecurrencetype) {
        frequency = recurrence.freq
        interval = max(1, Int(recurrence.interval))
        hasTimeLists = [recurrence.by_hour.0, recurrence.by_minute.0, recurrence.by_second.0].contains { $0 != 0x7F7F }
    }

    /// The shortest time between two candidate periods, in seconds (a month counts 28 days, a year
    /// 365), so that a limit on seconds is never more than that many candidates.
    var shortestSeconds: Int {
        let unit: Int
        switch frequency {
        case ICAL_SECONDLY_RECURRENCE: unit = 1
        case ICAL_MINUTELY_RECURRENCE: unit = 60
        case ICAL_HOURLY_RECURRENCE: unit = 3_600
        case ICAL_DAILY_RECURRENCE: unit = 86_400
        case ICAL_WEEKLY_RECURRENCE: unit = 7 * 86_400
        case ICAL_MONTHLY_RECURRENCE: unit = 28 * 86_400
        default: unit = 365 * 86_400
        }
        return unit * interval
    }

    /// DTSTART moved forward by a whole number of steps, to the last candidate period that ends before
    /// `windowStart` (a midnight), or DTSTART itself when there is none. A whole period earlier, because
    /// libical expands BYxxx parts and BYSETPOS over the period it starts in, and skips what lies before
    /// its start: that period must be one the window does not show. Moving by whole steps keeps the
    /// INTERVAL phase, and the weekday, day of month and time that the BYxxx parts default to.
    func alignedStart(of start: CalendarDateTime, before windowStart: Int) -> CalendarDateTime {
        let windowDay = Day(daysSinceEpoch: windowStart.floorDivided(by: 86_400))
        switch frequency {
        case ICAL_MONTHLY_RECURRENCE:
            let months = (windowDay.year - start.day.year) * 12 + windowDay.month - start.day.month
            return shifted(start, steps: (months - 1).floorDivided(by: interval)) {
                start.day.adding(months: $0 * interval)
            }
        case ICAL_YEARLY_RECURRENCE:
            let years = windowDay.year - start.day.year
            return shifted(start, steps: (years - 1).floorDivided(by: interval)) {
                start.day.adding(months: $0 * interval * 12)
            }
        default:
            let step = alignmentSeconds
            let steps = (windowStart - start.wallClockSeconds).floorDivided(by: step) - 1
            guard steps > 0 else { return start }
            return WallClockConversion.dateTime(
                ofWallClock: start.wallClockSeconds + steps * step, timeZone: start.timeZone)
        }
    }

    /// How far a start may move in one go. libical moves a start to the first hour, minute and second
    /// of BYHOUR, BYMINUTE and BYSECOND, so a rule with those must keep DTSTART's time of day: whole
    /// days as well as whole steps.
    private var alignmentSeconds: Int {
        let step = shortestSeconds
        guard hasTimeLists, step < 86_400 else { return step }
        var (a, b) = (step, 86_400)
        while b != 0 { (a, b) = (b, a % b) }
        return step / a * 86_400
    }

    /// DTSTART moved by `steps` months or years, or fewer where that day does not exist (the 31st, 29
    /// February): such a period has no candidate DTSTART's day would give.
    private func shifted(_ start: CalendarDateTime, steps: Int, day: (Int) -> Day?) -> CalendarDateTime {
        var steps = steps
        while steps > 0 {
            if let moved = day(steps) {
                return CalendarDateTime(day: moved, secondsOfDay: start.secondsOfDay, timeZone: start.timeZone)
            }
            steps -= 1
        }
        return start
    }
}

extension Day {
    /// The same day of the month `months` later, or nil when that month is too short for it.
    func adding(months: Int) -> Day? {
        let index = year * 12 + (month - 1) + months
        let newYear = index.floorDivided(by: 12)
        return Day(year: newYear, month: index - newYear * 12 + 1, day: day)
    }
}
