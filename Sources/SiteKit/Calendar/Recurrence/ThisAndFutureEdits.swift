/// The overrides of one recurring event whose RECURRENCE-ID has `RANGE=THISANDFUTURE`: each changes the
/// occurrences after the one it replaces as it changed that one (RFC 5545 §3.2.13), moved by as much of
/// the event's wall clock, with its length and its texts; a later such override takes over from an
/// earlier. An occurrence an EXDATE or another override names is left to them.
struct ThisAndFutureEdits {
    private struct Edit {
        /// The instant of the occurrence the override replaces.
        var from: Int
        var event: CalendarEvent
        /// How far it moves an occurrence, in seconds of the recurring event's wall clock.
        var shift: Int
        var length: Int
    }

    /// By the occurrence each replaces.
    private let edits: [Edit]
    /// The furthest the edits move an occurrence back and forward, in seconds, so that a month looks
    /// for the occurrences that may move into it.
    let reach: (back: Int, forward: Int)
    /// The longest length of an edited occurrence, in days.
    let longestDays: Int

    init(of master: CalendarEvent, conversion: inout WallClockConversion) {
        let zone = conversion.zone(of: master.start)
        var edits: [Edit] = []
        for override in master.overrides where override.appliesToLaterOccurrences {
            guard let replaced = override.recurrenceID, replaced.isDate == master.start.isDate,
                override.start.isDate == master.start.isDate
            else { continue }
            let shift: Int
            if master.start.isDate {
                shift = (override.start.day.daysSinceEpoch - replaced.day.daysSinceEpoch) * 86_400
            } else {
                shift =
                    WallClockConversion.wallClock(ofInstant: conversion.instant(of: override.start), in: zone)
                    - WallClockConversion.wallClock(ofInstant: conversion.instant(of: replaced), in: zone)
            }
            let event = override.inheriting(from: master)
            edits.append(
                Edit(
                    from: conversion.instant(of: replaced), event: event, shift: shift,
                    length: EventInstance.length(of: event, conversion: &conversion)))
        }
        self.edits = edits.sorted { $0.from < $1.from }
        reach = (max(0, -(edits.map(\.shift).min() ?? 0)), max(0, edits.map(\.shift).max() ?? 0))
        longestDays =
            edits.map { EventInstance(event: $0.event, start: $0.event.start, length: $0.length).days }.max() ?? 0
    }

    var isEmpty: Bool { edits.isEmpty }

    /// The occurrence of the recurring event that would start at `start` (at `instant`), as the latest
    /// edit before it changes it; nil when no edit comes before it.
    func instance(startingAt start: CalendarDateTime, instant: Int) -> EventInstance? {
        var (low, high) = (0, edits.count)
        while low < high {
            let middle = (low + high) / 2
            if edits[middle].from < instant { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let edit = edits[low - 1]
        let moved =
            start.isDate
            ? CalendarDateTime(day: start.day.adding(days: edit.shift / 86_400))
            : WallClockConversion.dateTime(ofWallClock: start.wallClockSeconds + edit.shift, timeZone: start.timeZone)
        return EventInstance(event: edit.event, start: moved, length: edit.length)
    }
}
