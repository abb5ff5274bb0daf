import Foundation

/// Turns parsed events into the occurrences shown on each day of the rendered months: recurrences
/// expanded (RRULE with libical, RDATE, EXDATE, RECURRENCE-ID overrides), times moved into the site's
/// time zone, and events that span days listed on each day they cover.
///
/// Each rendered month is expanded on its own, so the work and memory follow the months the site shows,
/// never the span between them; `CalendarLimits` bounds each event and each month, and a warning names
/// the event a bound cut short.
///
/// Pure: the result depends only on the arguments (and the system's zone data), so rendering the same
/// state twice gives the same pages.
public enum CalendarExpansion {
    /// The occurrences, sorted by day, then all-day before timed, then start, then title, then UID; and
    /// a warning for each event a bound cut short.
    public struct Result: Sendable {
        var occurrences: [CalendarOccurrence]
        public var warnings: [Diagnostic]
    }

    /// The occurrences on the days of `months`, in `timeZone`.
    public static func expand(_ events: [CalendarEvent], in months: [Month], timeZone: TimeZone) -> Result {
        var conversion = WallClockConversion(siteZone: timeZone)
        var schedules = events.filter { !$0.isCancelled }.map { EventSchedule(event: $0, conversion: &conversion) }
        let arrivals = schedules.indices.sorted { schedules[$0].firstMonth < schedules[$1].firstMonth }
        var nextArrival = 0
        var active: [Int] = []
        var placed: [PlacedOccurrence] = []
        var cuts = BoundCuts()
        var budget = CalendarLimits.maximumIterations
        for month in Set(months).sorted() {
            while nextArrival < arrivals.count, schedules[arrivals[nextArrival]].firstMonth <= month {
                active.append(arrivals[nextArrival])
                nextArrival += 1
            }
            active.sort()
            active.removeAll { schedules[$0].isOver(before: month) }
            var kept = 0
            for index in active {
                let found = schedules[index].occurrences(
                    in: month, conversion: &conversion, budget: &budget, cuts: &cuts, event: index)
                guard kept + found.count <= CalendarLimits.maximumOccurrencesPerMonth else {
                    cuts.add(.monthFull, event: index, month: month)
                    break
                }
                kept += found.count
                placed += found
            }
        }
        return Result(
            occurrences: PlacedOccurrence.sorted(placed), warnings: cuts.warnings(events: schedules.map(\.event)))
    }
}

/// How an EXDATE or RECURRENCE-ID names an occurrence: a DATE by its day, a DATE-TIME by its instant
/// (so `20261110T010000Z` matches `TZID=Asia/Tokyo:20261110T100000`).
enum OccurrenceKey: Hashable {
    case day(Day)
    case instant(Int)
}

extension WallClockConversion {
    mutating func matchKey(of value: CalendarDateTime) -> OccurrenceKey {
        value.isDate ? .day(value.day) : .instant(instant(of: value))
    }
}

extension CalendarEvent {
    /// An overriding instance with what it leaves out taken from the recurring event, since some
    /// producers write only the properties that changed.
    func inheriting(from master: CalendarEvent) -> CalendarEvent {
        var merged = self
        if merged.summary.isEmpty { merged.summary = master.summary }
        merged.description = description ?? master.description
        merged.location = location ?? master.location
        merged.url = url ?? master.url
        return merged
    }
}
