import Foundation

/// One event as it is expanded month by month: the months it may show in, and which of its rules have
/// ended, so a month after its end costs nothing.
struct EventSchedule {
    var event: CalendarEvent
    var length: Int
    /// The longest any occurrence lasts, in days: how far before a month one may start and reach it.
    var longestDays: Int
    /// The first month it may show in (a month early: its zone may differ from the site's by a day).
    var firstMonth: Month
    /// The last month its own start, RDATEs and overrides may show in, a month late for the same reason.
    var lastFixedMonth: Month
    var rules: [RecurrenceRule]
    /// Which RRULEs have no starts left.
    var finishedRules: [Bool]
    /// DTSTART and the RDATEs, periods with their own length, by wall-clock start, so each month finds
    /// its own in a few steps however long the list is.
    var fixedStarts: [EventInstance]
    /// The EXDATEs and overridden occurrences.
    var excluded: Set<OccurrenceKey>
    /// The overriding instances, by wall-clock start, and the longest one's length in days.
    var overrides: [EventInstance]
    var longestOverrideDays: Int
    var laterEdits: ThisAndFutureEdits

    init(event: CalendarEvent, conversion: inout WallClockConversion) {
        self.event = event
        length = EventInstance.length(of: event, conversion: &conversion)
        let periods = event.recurrencePeriods.map { period in
            EventInstance(
                event: event, start: period.start,
                length: max(0, conversion.instant(of: period.end) - conversion.instant(of: period.start)))
        }
        fixedStarts =
            ([event.start] + event.recurrenceDates).map { [length] in
                EventInstance(event: event, start: $0, length: length)
            } + periods
        fixedStarts.sort { $0.start.wallClockSeconds < $1.start.wallClockSeconds }
        laterEdits = ThisAndFutureEdits(of: event, conversion: &conversion)
        longestDays = (fixedStarts.map(\.days) + [laterEdits.longestDays]).max()!
        let starts = fixedStarts.map(\.start) + event.overrides.map(\.start)
        firstMonth = Month(containing: starts.map(\.day).min()!).previous
        lastFixedMonth = Month(containing: starts.map(\.day).max()!.adding(days: longestDays)).next
        let zone = conversion.zone(of: event.start)
        rules = event.recurrenceRules.map { RecurrenceRule($0, start: event.start, zone: zone) }
        finishedRules = rules.map { !$0.canMatch }
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
        // Wall-clock times in the event's zone may differ from the site's by up to a day either way, an
        // occurrence that started before the month may still be going on in it, and one an edit for
        // this and future occurrences moves may come from beyond the month.
        let window = (month.first.daysSinceEpoch - longestDays - 2) * 86_400..<(month.last.daysSinceEpoch + 3) * 86_400
        let searched = (window.lowerBound - laterEdits.reach.forward)..<(window.upperBound + laterEdits.reach.back)
        var starts = fixedStarts.within(searched, at: \.start.wallClockSeconds)
        for (number, rule) in rules.enumerated() where !finishedRules[number] {
            guard budget > 0 else {
                cuts.add(.budgetSpent(rule: rule.text), event: index, month: month)
                continue
            }
            let found = rule.starts(
                in: searched, limit: CalendarLimits.maximumOccurrencesPerEvent,
                iterations: min(budget, CalendarLimits.maximumIterationsPerRule))
            budget -= found.iterations
            starts += found.starts.map { EventInstance(event: event, start: $0, length: length) }
            // A rule is over only when none of its starts may still show in the next month.
            let nextWindow = (month.next.first.daysSinceEpoch - longestDays - 2) * 86_400 - laterEdits.reach.forward
            finishedRules[number] =
                found.isFinished && !found.starts.contains { $0.wallClockSeconds >= nextWindow }
            if found.reachedIterationLimit { cuts.add(.iterations(rule: rule.text), event: index, month: month) }
            // Cut short inside the month itself, not in the margin the window adds after it.
            if found.hasMore,
                found.starts.last.map({ $0.wallClockSeconds < (month.last.daysSinceEpoch + 1) * 86_400 }) ?? true
            {
                cuts.add(.eventFull, event: index, month: month)
            }
        }

        var excluded = excluded
        var instances: [EventInstance] = []
        for start in starts {
            let key = conversion.matchKey(of: start.start)
            guard !excluded.contains(key), start.start.isDate || !excluded.contains(.day(start.start.day)) else {
                continue
            }
            excluded.insert(key)  // the rule usually repeats DTSTART: keep one
            guard !laterEdits.isEmpty,
                let edited = laterEdits.instance(startingAt: start.start, instant: conversion.instant(of: start.start))
            else {
                instances.append(start)
                continue
            }
            if !edited.event.isCancelled { instances.append(edited) }
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
