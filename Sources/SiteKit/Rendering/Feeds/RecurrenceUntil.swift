import Foundation

/// RRULE's UNTIL in the form RFC 5545 wants: a DATE when DTSTART is a DATE, a UTC time when DTSTART is a
/// time (the feed writes every time with a TZID or in UTC). Producers often write a floating or DATE
/// UNTIL instead; the site reads those as `RecurrenceRule` does, and this gives the same end as UTC so
/// that strict readers take the rule and end it where the site does.
enum RecurrenceUntil {
    /// `rule` of an event that starts at `start`, with its UNTIL in that form; `conversion` reads times in
    /// the site's zone and the event's.
    static func normalised(_ rule: String, start: CalendarDateTime, conversion: inout WallClockConversion) -> String {
        rule.split(separator: ";", omittingEmptySubsequences: false).map { part in
            guard part.uppercased().hasPrefix("UNTIL="), let until = CalendarValue.dateTime(String(part.dropFirst(6)))
            else { return String(part) }
            if start.isDate {
                guard !until.isDate else { return String(part) }
                // A time's day, read in the zone DATE values are in (the site's) when it is UTC.
                let day =
                    until.timeZone == "UTC"
                    ? WallClockConversion.dateTime(
                        ofWallClock: WallClockConversion.wallClock(
                            ofInstant: until.wallClockSeconds, in: conversion.siteZone),
                        timeZone: nil
                    ).day
                    : until.day
                return "UNTIL=" + CalendarFeed.basicFormat(CalendarDateTime(day: day))
            }
            guard until.timeZone != "UTC" else { return String(part) }
            // A floating UNTIL is in DTSTART's zone; a DATE UNTIL takes in the whole of its day.
            let wall = until.wallClockSeconds + (until.isDate ? 86_399 : 0)
            let instant = WallClockConversion.instant(ofWallClock: wall, in: conversion.zone(of: start))
            return "UNTIL="
                + CalendarFeed.basicFormat(WallClockConversion.dateTime(ofWallClock: instant, timeZone: "UTC"))
        }.joined(separator: ";")
    }
}
