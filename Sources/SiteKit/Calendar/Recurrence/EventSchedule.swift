import Foundation

/// One event as it is expanded month by month: the months it may show in, and which of its rules have
/// ended, so a month after its end costs nothing.
struct EventSchedule {
    var event: CalendarEvent
    var length: Int
    /// The first month it may show in (a month early: its zone may differ from the site's by a day).
    var firstMonth: Month
    /// The last month its own start, RDATEs and overrides may show in, a month late for the same reason.
    var lastFixedMonth: Month
    var rules: [RecurrenceRule]
    /// Which RRULEs have no starts left.
    var finishedRules: [Bool]
    /// DTSTART and the RDATEs, by wall-clock time, so each month finds its own in a few steps however
    /// long the list is.
    var fixedStarts: [CalendarDateTime]
    /// The EXDATEs and overridden occurrences.
    var excluded: Set<OccurrenceKey>
    /// The overriding instances, by wall-clock start, and the longest one's length in days.
    var overrides: [EventInstance]
    var longestOverrideDays: Int

    init(event: CalendarEvent, conversion: inout WallClockConversion) {
        self.event = event
        length = EventInstance.length(of: event, conversion: &conversion)
        let starts = [event.start] + event.recurrenceDates + event.overrides.map(\.start)
        let lengthInDays = EventInstance(event: event, start: event.start, length: length).days
        firstMonth = Month(containing: starts.map(\.day).min()!).previous
        lastFixedMonth = Month(containing: starts.map(\.day).max()!.adding(days: lengthInDays)).next
        let zone = conversion.zone(of: event.start)
        rules = event.recurrenceRules.map { RecurrenceRule($0, start: event.start, zone: zone) }
        finishedRules = rules.map { !$0.canMatch }
        fixedStarts = ([event.start] + event.recurrenceDates).sorted { $0.wallClockSeconds < $1.wallClockSeconds }
        excluded = Set(
            (event.exceptionDates + event.overrides.compactMap(\.recurrenceID)).map { conversion.matchKey(of: $0) })
        overrides = event.overrides.filter { !$0.isCancelled }.map { [event] override in
            let replacement = override.inheriting(from: event)
            return EventInstance(
                event: replacement, start: replacement.start,
                length: EventInstance.length(of: replacement, conversion: &conversion))
        }.sorted { $0.start.wallClockSeconds < $1.start.wallClockSeconds }
        longestOverrideDays = overrides.map(\.days).max() ?? 0
    }

    /// Whether nothing of the event can show in `month` or later.
    func isOver(before month: Month) -> Bool {
        lastFixedMonth < month && !finishedRules.contains(false)
    }

    /// The event's occurrences on the days of `month`, at most `CalendarLimits.maximumOccurrencesPerEvent`;
    /// its rules' steps are taken from `budget`, and what a bound cut short is added to `cuts`.
    mutating func occurrences(
        in month: Month, conversion: inout WallClockConversion, budget: inout Int, cuts: inout BoundCuts,
        event index: Int
    ) -> [PlacedOccurrence] {
        var placed: [PlacedOccurrence] = []
        for instance in instances(in: month, conversion: &conversion, budget: &budget, cuts: &cuts, event: index) {
            placed += instance.occurrences(from: month.first, through: month.last, conversion: &conversion)
            if placed.count > CalendarLimits.maximumOccurrencesPerEvent { break }
        }
        guard placed.count > CalendarLimits.maximumOccurrencesPerEvent else { return placed }
        cuts.add(.eventFull, event: index, month: month)
        return Array(placed.sorted(by: PlacedOccurrence.precedes).prefix(CalendarLimits.maximumOccurrencesPerEvent))
    }

    /// Every instance that may reach `month`: the event's own start, the rules' and the RDATEs' starts,
    /// less EXDATEs and overridden occurrences, plus the overriding instances.
    private mutating func instances(
        in month: Month, conversion: inout WallClockConversion, budget: inout Int, cuts: inout BoundCuts,
        event index: Int
    ) -> [EventInstance] {
        guard event.isRecurring else { return [EventInstance(event: event, start: event.start, length: length)] }
        // Wall-clock times in the event's zone may differ from the site's by up to a day either way,
        // and an instance that started before the month may still be going on in it.
        let lengthInDays = EventInstance(event: event, start: event.start, length: length).days
        let window = (month.first.daysSinceEpoch - lengthInDays - 2) * 86_400..<(month.last.daysSinceEpoch + 3) * 86_400
        var starts = fixedStarts.within(window, at: \.wallClockSeconds)
        for (number, rule) in rules.enumerated() where !finishedRules[number] {
            guard budget > 0 else {
                cuts.add(.budgetSpent(rule: rule.text), event: index, month: month)
                continue
            }
            let found = rule.starts(
                in: window, limit: CalendarLimits.maximumOccurrencesPerEvent,
                iterations: min(budget, CalendarLimits.maximumIterationsPerRule))
            budget -= found.iterations
            starts += found.starts
            finishedRules[number] = found.isFinished
            if found.reachedIterationLimit { cuts.add(.iterations(rule: rule.text), event: index, month: month) }
            // Cut short inside the month itself, not in the margin the window adds after it.
            if found.hasMore,
                found.starts.last.map { $0.wallClockSeconds < (month.last.daysSinceEpoch + 1) * 86_400 } ?? true
            {
                cuts.add(.eventFull, event: index, month: month)
            }
        }

        var excluded = excluded
        var instances: [EventInstance] = []
        for start in starts {
            let key = conversion.matchKey(of: start)
            guard !excluded.contains(key), start.isDate || !excluded.contains(.day(start.day)) else { continue }
            excluded.insert(key)  // the rule usually repeats DTSTART: keep one
            instances.append(EventInstance(event: event, start: start, length: length))
        }
        let overrideWindow = (month.first.daysSinceEpoch - longestOverrideDays - 2) * 86_400..<window.upperBound
        return instances + overrides.within(overrideWindow, at: \.start.wallClockSeconds)
    }
}

extension Array {
    /// The elements whose key falls in `range`, for an array sorted by that key: found by bisection.
    func within(_ range: Range<Int>, at key: (Element) -> Int) -> [Element] {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if key(self[middle]) < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return Array(self[low...].prefix { key($0) < range.upperBound })
    }
}
