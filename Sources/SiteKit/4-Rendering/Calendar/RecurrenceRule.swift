import CICal
import Foundation

/// RRULE expansion with libical's recurrence iterator.
///
/// libical iterates over wall-clock times here, because RFC 5545 repeats events in the local time of
/// DTSTART; callers turn each start into an instant with the event's zone.
enum RecurrenceRule {
    /// Whether libical understands `rule` (`FREQ=WEEKLY;BYDAY=TU`).
    static func isValid(_ rule: String) -> Bool {
        icalrecurrencetype_from_string(rule).freq != ICAL_NO_RECURRENCE
    }

    /// The starts `rule` gives an event that starts at `start`, whose wall clock is read in `zone`,
    /// that fall in `window` (wall-clock seconds). At most `limit` starts are generated, counted from
    /// DTSTART when the rule has a COUNT and from the window's start otherwise, so a rule without an end
    /// (even `FREQ=SECONDLY`) stops at the window's end or at the limit.
    static func starts(of rule: String, from start: CalendarDateTime, zone: TimeZone, in window: Range<Int>, limit: Int) -> [CalendarDateTime] {
        var recurrence = icalrecurrencetype_from_string(rule)
        guard recurrence.freq != ICAL_NO_RECURRENCE else { return [] }
        if icaltime_is_null_time(recurrence.until) == 0 {
            recurrence.until = until(recurrence.until, for: start, zone: zone)
        }
        guard let iterator = icalrecur_iterator_new(recurrence, icalTime(wallClock: start.wallClockSeconds, isDate: start.isDate)) else {
            return []
        }
        defer { icalrecur_iterator_free(iterator) }
        if recurrence.count == 0, window.lowerBound > start.wallClockSeconds {
            _ = icalrecur_iterator_set_start(iterator, icalTime(wallClock: window.lowerBound, isDate: start.isDate))
        }
        var starts: [CalendarDateTime] = []
        for _ in 0..<limit {
            let next = icalrecur_iterator_next(iterator)
            guard icaltime_is_null_time(next) == 0, let value = dateTime(next, timeZone: start.timeZone),
                  value.wallClockSeconds < window.upperBound else { break }
            if window.contains(value.wallClockSeconds) { starts.append(value) }
        }
        return starts
    }

    /// UNTIL as a wall-clock value of DTSTART's kind: a UTC UNTIL is moved into the event's zone, a DATE
    /// UNTIL on a timed event covers its whole day, a DATE-TIME UNTIL on an all-day event keeps its day.
    private static func until(_ until: icaltimetype, for start: CalendarDateTime, zone: TimeZone) -> icaltimetype {
        guard let value = dateTime(until, timeZone: icaltime_is_utc(until) != 0 ? "UTC" : nil) else { return until }
        var wall = value.wallClockSeconds
        if value.timeZone == "UTC" { wall = CalendarClock.wallClock(ofInstant: wall, in: zone) }
        if value.isDate, !start.isDate { wall += 86_399 }
        return icalTime(wallClock: wall, isDate: start.isDate)
    }

    private static func icalTime(wallClock wall: Int, isDate: Bool) -> icaltimetype {
        let value = CalendarClock.dateTime(ofWallClock: wall, timeZone: nil)
        var time = icaltime_null_time()
        time.year = Int32(value.day.year)
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
        return CalendarDateTime(day: day, secondsOfDay: Int(time.hour * 3600 + time.minute * 60 + time.second), timeZone: timeZone)
    }
}
