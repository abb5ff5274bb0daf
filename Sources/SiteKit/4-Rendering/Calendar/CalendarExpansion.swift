import Foundation

/// Turns parsed events into the occurrences shown on each day of a range: recurrences expanded (RRULE
/// with libical, RDATE, EXDATE, RECURRENCE-ID overrides), times moved into the site's time zone, and
/// events that span days listed on each day they cover.
///
/// Pure: the result depends only on the arguments (and the system's zone data), so rendering the same
/// state twice gives the same pages.
public enum CalendarExpansion {
    /// The most starts one RRULE may generate in one expansion. A rule with a COUNT is followed from
    /// DTSTART, any other from the start of the range; either way the rule stops at the range's end or
    /// after this many starts, whichever comes first, so a runaway rule (`FREQ=SECONDLY` with no end)
    /// costs a bounded amount of work and shows its first starts only.
    public static let maximumInstancesPerEvent = 10_000

    /// The occurrences from `first` through `last` (days in `timeZone`), sorted by day, then all-day
    /// before timed, then start, then title, then UID.
    public static func occurrences(of events: [CalendarEvent], from first: Day, through last: Day, timeZone: TimeZone) -> [CalendarOccurrence] {
        guard first <= last else { return [] }
        var clock = CalendarClock(siteZone: timeZone)
        var placed: [PlacedOccurrence] = []
        for event in events {
            for instance in instances(of: event, from: first, through: last, clock: &clock) {
                placed += instance.occurrences(from: first, through: last, clock: &clock)
            }
        }
        return placed.sorted(by: PlacedOccurrence.precedes).map(\.occurrence)
    }

    /// Every instance of `event` that may reach the range: its own start, the rule's and the RDATEs'
    /// starts, less EXDATEs and overridden occurrences, plus the overriding instances.
    private static func instances(of event: CalendarEvent, from first: Day, through last: Day, clock: inout CalendarClock) -> [EventInstance] {
        guard !event.isCancelled else { return [] }
        let length = EventInstance.length(of: event, clock: &clock)
        guard event.isRecurring else { return [EventInstance(event: event, start: event.start, length: length)] }

        // Wall-clock times in the event's zone may differ from the site's by up to a day either way,
        // and an instance that started before the range may still be going on in it.
        let lengthInDays = event.isAllDay ? length : (length + 86_399) / 86_400
        let window = (first.daysSinceEpoch - lengthInDays - 2) * 86_400 ..< (last.daysSinceEpoch + 3) * 86_400
        var starts = ([event.start] + event.recurrenceDates).filter { window.contains($0.wallClockSeconds) }
        let zone = clock.zone(of: event.start)
        for rule in event.recurrenceRules {
            starts += RecurrenceRule.starts(of: rule, from: event.start, zone: zone, in: window, limit: maximumInstancesPerEvent)
        }

        var excluded = Set((event.exceptionDates + event.overrides.compactMap(\.recurrenceID)).map { clock.matchKey(of: $0) })
        var instances: [EventInstance] = []
        for start in starts {
            let key = clock.matchKey(of: start)
            guard !excluded.contains(key), start.isDate || !excluded.contains(.day(start.day)) else { continue }
            excluded.insert(key)  // the rule usually repeats DTSTART: keep one
            instances.append(EventInstance(event: event, start: start, length: length))
        }
        for override in event.overrides where !override.isCancelled {
            let replacement = override.inheriting(from: event)
            instances.append(EventInstance(event: replacement, start: replacement.start, length: EventInstance.length(of: replacement, clock: &clock)))
        }
        return instances
    }
}

/// How an EXDATE or RECURRENCE-ID names an occurrence: a DATE by its day, a DATE-TIME by its instant
/// (so `20261110T010000Z` matches `TZID=Asia/Tokyo:20261110T100000`).
enum OccurrenceKey: Hashable {
    case day(Day)
    case instant(Int)
}

extension CalendarClock {
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
