import Foundation

/// One occurrence of an event before it is laid out on days: the event it shows, its start and its
/// length (whole days for an all-day event, seconds for a timed one).
struct EventInstance {
    var event: CalendarEvent
    var start: CalendarDateTime
    var length: Int

    /// An event's length: at least one day when all-day (DTEND is exclusive), never negative when timed.
    static func length(of event: CalendarEvent, conversion: inout WallClockConversion) -> Int {
        if event.isAllDay {
            return max(1, event.end.day.daysSinceEpoch - event.start.day.daysSinceEpoch)
        }
        return max(0, conversion.instant(of: event.end) - conversion.instant(of: event.start))
    }

    /// Its length in whole days, rounded up: how far before a day it may start and still reach it.
    var days: Int {
        start.isDate ? length : (length + 86_399) / 86_400
    }

    /// The instance on each day it covers within the range, in the site's time zone. A timed instance
    /// ending exactly at midnight does not cover the day that midnight begins.
    func occurrences(from first: Day, through last: Day, conversion: inout WallClockConversion) -> [PlacedOccurrence] {
        let startDay: Int
        let endDay: Int
        let startInstant: Int
        let endInstant: Int
        var times: (start: String, end: String)?
        if start.isDate {
            startDay = start.day.daysSinceEpoch
            endDay = startDay + length - 1
            (startInstant, endInstant) = (startDay, endDay)
        } else {
            startInstant = conversion.instant(of: start)
            endInstant = startInstant + length
            let startWall = WallClockConversion.wallClock(ofInstant: startInstant, in: conversion.siteZone)
            let endWall = WallClockConversion.wallClock(ofInstant: endInstant, in: conversion.siteZone)
            startDay = startWall.floorDivided(by: 86_400)
            let endsAtMidnight = length > 0 && endWall - endWall.floorDivided(by: 86_400) * 86_400 == 0
            endDay = max(startDay, endWall.floorDivided(by: 86_400) - (endsAtMidnight ? 1 : 0))
            times = (Self.clockText(startWall), Self.clockText(endWall))
        }
        let from = max(startDay, first.daysSinceEpoch)
        let through = min(endDay, last.daysSinceEpoch)
        guard from <= through else { return [] }
        return (from...through).map { day in
            let occurrence = CalendarOccurrence(
                day: Day(daysSinceEpoch: day), title: event.summary, kind: event.kind, uid: event.uid,
                description: event.description, location: event.location, url: event.url, isAllDay: start.isDate,
                startTime: times?.start, endTime: times?.end,
                continuesFromPreviousDay: day > startDay, continuesToNextDay: day < endDay)
            return PlacedOccurrence(occurrence: occurrence, start: startInstant, end: endInstant)
        }
    }

    /// `HH:mm` of a wall-clock time.
    private static func clockText(_ wall: Int) -> String {
        let seconds = wall - wall.floorDivided(by: 86_400) * 86_400
        return twoDigits(seconds / 3600) + ":" + twoDigits(seconds / 60 % 60)
    }
}

/// An occurrence with the instants it is sorted by (days since the epoch for all-day ones).
struct PlacedOccurrence {
    var occurrence: CalendarOccurrence
    var start: Int
    var end: Int

    /// Day, all-day first, start, title, UID, end, then location and description, so that equal keys
    /// can only come from identical occurrences and the order never depends on the input's order.
    /// The occurrences of `placed` in order. Their positions are sorted, not the occurrences themselves,
    /// which a sort copies and destroys, field by field, as it goes; the order is the same, as a sort's
    /// moves follow from its comparisons alone.
    static func sorted(_ placed: [PlacedOccurrence]) -> [CalendarOccurrence] {
        placed.withUnsafeBufferPointer { placed in
            placed.indices.sorted { precedes(placed[$0], placed[$1]) }.map { placed[$0].occurrence }
        }
    }

    /// A key at a time, most often settled by the day, since a tuple of the keys would copy every text
    /// and compare the equal ones twice.
    static func precedes(_ a: PlacedOccurrence, _ b: PlacedOccurrence) -> Bool {
        if a.occurrence.day != b.occurrence.day { return a.occurrence.day < b.occurrence.day }
        if a.occurrence.isAllDay != b.occurrence.isAllDay { return a.occurrence.isAllDay }
        if a.start != b.start { return a.start < b.start }
        if a.occurrence.title != b.occurrence.title { return a.occurrence.title < b.occurrence.title }
        if a.occurrence.uid != b.occurrence.uid { return a.occurrence.uid < b.occurrence.uid }
        if a.end != b.end { return a.end < b.end }
        let (x, y) = (a.occurrence, b.occurrence)
        return (x.location ?? "", x.description ?? "", x.url ?? "") < (
            y.location ?? "", y.description ?? "", y.url ?? ""
        )
    }
}
