import CICal
import Foundation

/// RRULE expansion with libical's recurrence iterator, bounded for any rule.
///
/// libical iterates over wall-clock times here, because RFC 5545 repeats events in the local time of
/// DTSTART; callers turn each start into an instant with the event's zone. libical's iterator only
/// returns on a match, so a rule that matches rarely or never would run for years of candidates: it is
/// always given an UNTIL at most `CalendarLimits.maximumIterationsPerRule` steps ahead, and a rule whose
/// date parts can never meet (`BYMONTH=2;BYMONTHDAY=30`, a MONTHLY `BYSETPOS=10` of Mondays) is not
/// handed to libical at all. A rule is read and checked once, then followed month by month.
struct RecurrenceRule {
    let text: String
    let start: CalendarDateTime
    let zone: ZoneRules
    private let recurrence: icalrecurrencetype
    private let dates: RuleDates
    /// Whether any start is possible: false when the rule is not understood or its days never meet.
    let canMatch: Bool

    /// `rule` for an event that starts at `start`, whose wall clock is read in `zone`.
    init(_ rule: String, start: CalendarDateTime, zone: ZoneRules) {
        text = rule
        self.start = start
        self.zone = zone
        recurrence = icalrecurrencetype_from_string(rule)
        dates = RuleDates(recurrence)
        canMatch =
            recurrence.freq != ICAL_NO_RECURRENCE && dates.canMatch
            && (recurrence.freq != ICAL_MONTHLY_RECURRENCE
                || MonthlyRuleDays(recurrence, start: start).canMatch(from: start.day))
    }

    /// Whether libical understands `rule` (`FREQ=WEEKLY;BYDAY=TU`) as it is written.
    static func isValid(_ rule: String) -> Bool {
        // libical reads a C string: a rule holding a NUL would be read up to it, and written otherwise.
        !rule.utf8.contains(0) && icalrecurrencetype_from_string(rule).freq != ICAL_NO_RECURRENCE
    }

    /// What following a rule over one window gave.
    struct Starts: Equatable {
        /// The starts in the window, in order, at most the number asked for.
        var starts: [CalendarDateTime] = []
        /// Whether the window has more starts than were asked for.
        var hasMore = false
        /// Whether the iteration limit stopped the rule before the window's end.
        var reachedIterationLimit = false
        /// How many candidate times libical stepped through, at most.
        var iterations = 0
        /// Whether the rule has no starts after this window (it ended, or can never match).
        var isFinished = false
    }

    /// The starts that fall in `window` (wall-clock seconds), at most `limit` of them. A rule with a COUNT is
    /// followed from DTSTART, as its count requires; any other from the last start in step with DTSTART
    /// (same INTERVAL phase, weekday, day of month) a whole period before the window's first day that
    /// the rule's date lists allow. libical steps through at most `iterations` candidate times.
    func starts(in window: Range<Int>, limit: Int, iterations: Int = CalendarLimits.maximumIterationsPerRule) -> Starts
    {
        guard canMatch else { return Starts(isFinished: true) }
        guard let firstDay = dates.firstDay(in: window) else { return Starts() }
        var recurrence = recurrence
        let ownUntil =
            icaltime_is_null_time(recurrence.until) == 0
            ? Self.until(recurrence.until, for: start, zone: zone) : Int.max
        guard ownUntil >= window.lowerBound else { return Starts(isFinished: true) }
        let step = RuleStep(recurrence)
        let first =
            recurrence.count > 0 ? start : step.alignedStart(of: start, before: max(firstDay, window.lowerBound))
        let (reach, overflow) = step.shortestSeconds.multipliedReportingOverflow(by: iterations)
        let cap = overflow ? Int.max : first.wallClockSeconds.addingReportingOverflow(reach).partialValue
        let end = min(ownUntil, window.upperBound - 1, cap)
        recurrence.until = Self.icalTime(wallClock: end, isDate: start.isDate)
        // libical gives up on a rule only after searching thousands of years: that search counts as all
        // the steps allowed, so a feed of such rules soon spends the build's budget.
        guard
            let iterator = icalrecur_iterator_new(
                recurrence, Self.icalTime(wallClock: first.wallClockSeconds, isDate: start.isDate))
        else {
            return Starts(iterations: iterations, isFinished: true)
        }
        defer { icalrecur_iterator_free(iterator) }
        var result = Starts()
        var generated = 0
        // Steps taken up to `reached`, counted as libical's UNTIL was set: never more than allowed.
        func stepped(to reached: Int) -> Int {
            min(iterations, max(1, (reached - first.wallClockSeconds) / step.shortestSeconds + 1))
        }
        while true {
            let next = icalrecur_iterator_next(iterator)
            guard icaltime_is_null_time(next) == 0, let value = Self.dateTime(next, timeZone: start.timeZone) else {
                let counted = recurrence.count > 0 && generated >= recurrence.count
                result.isFinished = counted || ownUntil <= end
                result.reachedIterationLimit = !result.isFinished && cap < min(ownUntil, window.upperBound - 1)
                result.iterations = stepped(to: end)
                return result
            }
            generated += 1
            result.iterations = stepped(to: value.wallClockSeconds)
            guard value.wallClockSeconds < window.upperBound else { return result }
            guard window.contains(value.wallClockSeconds) else { continue }
            guard result.starts.count < limit else {
                result.hasMore = true
                return result
            }
            result.starts.append(value)
        }
    }

    /// UNTIL as a wall-clock time of DTSTART's kind: a UTC UNTIL is moved into the event's zone, a DATE
    /// UNTIL on a timed event covers its whole day, a DATE-TIME UNTIL on an all-day event keeps its day.
    private static func until(_ until: icaltimetype, for start: CalendarDateTime, zone: ZoneRules) -> Int {
        guard let value = dateTime(until, timeZone: icaltime_is_utc(until) != 0 ? "UTC" : nil) else { return Int.max }
        var wall = value.wallClockSeconds
        if value.timeZone == "UTC" { wall = WallClockConversion.wallClock(ofInstant: wall, in: zone) }
        if value.isDate, !start.isDate { wall += 86_399 }
        return start.isDate ? wall.floorDivided(by: 86_400) * 86_400 : wall
    }

    private static func icalTime(wallClock wall: Int, isDate: Bool) -> icaltimetype {
        let value = WallClockConversion.dateTime(ofWallClock: wall, timeZone: nil)
        var time = icaltime_null_time()
        time.year = Int32(clamping: value.day.year)
        time.month = Int32(value.day.month)
        time.day = Int32(value.day.day)
        if isDate {
            time.is_date = 1
        } else {
            let seconds = value.secondsOfDay ?? 0
            time.hour = Int32(seconds / 3600)
            time.minute = Int32(seconds / 60 % 60)
            time.second = Int32(seconds % 60)
        }
        return time
    }

    private static func dateTime(_ time: icaltimetype, timeZone: String?) -> CalendarDateTime? {
        guard let day = Day(year: Int(time.year), month: Int(time.month), day: Int(time.day)) else { return nil }
        if time.is_date != 0 { return CalendarDateTime(day: day) }
        return CalendarDateTime(
            day: day, secondsOfDay: Int(time.hour * 3600 + time.minute * 60 + time.second), timeZone: timeZone)
    }
}
