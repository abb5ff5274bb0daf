import Foundation

/// Reads an iCalendar file (RFC 5545) into events, recurrences unexpanded.
///
/// A file that is not iCalendar, or whose BEGIN/END blocks do not pair up, is an error naming the line;
/// a damaged line is read as calendar programs read it, or dropped, with a warning (`CalendarLines`). A VEVENT that cannot be used is dropped with a warning naming the line of its
/// `BEGIN:VEVENT` and its UID and summary; the rest of the file is kept. Times are read in the IANA zone
/// their TZID names, as the file's VTIMEZONE defines it (`CalendarZones`); other components (VTODO,
/// VALARM, …) are not used.
public enum CalendarParser {
    /// Parses `text`, the contents of `file` (a path or a source name, used in messages), whose events
    /// are all of `kind`. Throws a `Diagnostic` when the file itself is malformed.
    public static func parse(
        _ text: String, file: String, kind: CalendarKind
    ) throws(Diagnostic) -> Parsed<[CalendarEvent]> {
        let read = try CalendarComponent.calendars(in: text, file: file)
        let calendars = read.value
        let zones = CalendarZones(definitions: calendars.flatMap(\.components))
        var warnings = read.warnings
        var parsed: [(event: CalendarEvent, line: Int)] = []
        for component in calendars.flatMap(\.components) where component.name == "VEVENT" {
            let location = SourceLocation(file: file, line: component.line)
            let label = label(of: component)
            do {
                var notes: [String] = []
                parsed.append(
                    (try event(from: component, file: file, kind: kind, zones: zones, notes: &notes), component.line))
                warnings += notes.map { .warning(location, "\(label): \($0)") }
            } catch {
                warnings.append(.warning(location, "\(label): \(error.message); event dropped"))
            }
        }
        let events = attachOverrides(parsed, file: file, warnings: &warnings)
        return Parsed(events, warnings: warnings)
    }

    /// `event UID "a@b" ("会議")`, or `event without UID ("会議")`: how a warning names a VEVENT.
    static func label(uid: String?, summary: String?) -> String {
        let uidPart = uid.map { "UID \"\(shortenedForMessage($0))\"" } ?? "without UID"
        let summaryPart = summary.flatMap { $0.isEmpty ? nil : " (\"\(shortenedForMessage($0))\")" } ?? ""
        return "event \(uidPart)\(summaryPart)"
    }

    private static func label(of component: CalendarComponent) -> String {
        label(
            uid: component.property("UID").map { CalendarValue.text($0.value) },
            summary: component.property("SUMMARY").map { CalendarValue.text($0.value) })
    }

    /// Gives each recurring event the instances that override its occurrences (same UID, with a
    /// RECURRENCE-ID), keeping file order. An override with no recurring event of its UID in the file
    /// stands alone; a second event with a UID already seen, or a second override of one occurrence,
    /// is dropped.
    private static func attachOverrides(
        _ parsed: [(event: CalendarEvent, line: Int)], file: String, warnings: inout [Diagnostic]
    ) -> [CalendarEvent] {
        var events: [CalendarEvent] = []
        var indexByUID: [String: (index: Int, line: Int)] = [:]
        for (event, line) in parsed where event.recurrenceID == nil {
            if let first = indexByUID[event.uid] {
                warnings.append(
                    .warning(
                        SourceLocation(file: file, line: line),
                        "\(label(of: event)): repeats the UID of the event at line \(first.line); event dropped"))
                continue
            }
            indexByUID[event.uid] = (events.count, line)
            events.append(event)
        }
        var overridden: [String: Int] = [:]
        for (event, line) in parsed {
            guard let recurrenceID = event.recurrenceID else { continue }
            let key = "\(event.uid) \(recurrenceID)"
            if let first = overridden[key] {
                warnings.append(
                    .warning(
                        SourceLocation(file: file, line: line),
                        "\(label(of: event)): overrides the same occurrence as the event at line \(first); event dropped"
                    ))
                continue
            }
            overridden[key] = line
            if let master = indexByUID[event.uid], events[master.index].isRecurring {
                events[master.index].overrides.append(event)
            } else {
                events.append(event)
            }
        }
        return events
    }

    private static func label(of event: CalendarEvent) -> String {
        label(uid: event.uid, summary: event.summary)
    }

    /// One VEVENT as an event, or the problem that makes it unusable. Problems that only drop a property
    /// (a non-web URL) are added to `notes`.
    private static func event(
        from component: CalendarComponent, file: String, kind: CalendarKind, zones: CalendarZones, notes: inout [String]
    ) throws(EventProblem) -> CalendarEvent {
        let text = { (name: String) in component.property(name).map { CalendarValue.text($0.value) } }
        guard let startProperty = component.property("DTSTART") else { throw EventProblem(message: "no DTSTART") }
        let start = try single(startProperty, zones: zones)
        let end = try end(of: component, start: start, zones: zones)
        for rule in component.properties("RRULE") where !RecurrenceRule.isValid(rule.value) {
            throw EventProblem(message: "RRULE \"\(shortenedForMessage(rule.value))\" is not a recurrence rule")
        }
        var url = text("URL")
        if let raw = url, WebLink.checked(raw) == nil {
            notes.append("URL \"\(shortenedForMessage(raw))\" is not an http(s) URL; URL dropped")
            url = nil
        }
        return CalendarEvent(
            uid: text("UID") ?? "\(file):\(component.line)",
            summary: text("SUMMARY") ?? "",
            description: component.property("DESCRIPTION").map { CalendarValue.text($0.value, multiLine: true) },
            location: text("LOCATION"),
            url: url.flatMap(WebLink.checked),
            kind: kind,
            start: start,
            end: end,
            recurrenceRules: component.properties("RRULE").map(\.value),
            recurrenceDates: try dateTimes(of: component.properties("RDATE").map(periodStarts), zones: zones),
            exceptionDates: try dateTimes(of: component.properties("EXDATE"), zones: zones),
            recurrenceID: try component.property("RECURRENCE-ID").map { (property) throws(EventProblem) in
                try single(property, zones: zones)
            },
            isCancelled: component.property("STATUS")?.value.uppercased() == "CANCELLED",
            source: SourceLocation(file: file, line: component.line)
        )
    }

    /// DTEND, or DTSTART plus DURATION, or the default end: the next day for a DATE, DTSTART itself
    /// for a DATE-TIME.
    private static func end(
        of component: CalendarComponent, start: CalendarDateTime, zones: CalendarZones
    ) throws(EventProblem) -> CalendarDateTime {
        if let property = component.property("DTEND") {
            let end = try single(property, zones: zones)
            guard end.isDate == start.isDate else {
                throw EventProblem(message: "DTEND and DTSTART are not both dates or both date-times")
            }
            var conversion = WallClockConversion(siteZone: .gmt)
            guard conversion.instant(of: end) >= conversion.instant(of: start) else {
                throw EventProblem(message: "DTEND is before DTSTART")
            }
            return end
        }
        guard let property = component.property("DURATION") else {
            return start.isDate ? CalendarDateTime(day: start.day.adding(days: 1)) : start
        }
        let seconds = try CalendarValue.durationSeconds(of: property)
        guard seconds >= 0 else {
            throw EventProblem(message: "DURATION \"\(shortenedForMessage(property.value))\" is negative")
        }
        if start.isDate {
            return CalendarDateTime(day: start.day.adding(days: (seconds + 86_399) / 86_400))
        }
        // Durations are exact: an hour is an hour even across a daylight saving change.
        var conversion = WallClockConversion(siteZone: .gmt)
        let zone = conversion.zone(of: start)
        let endWall = WallClockConversion.wallClock(ofInstant: conversion.instant(of: start) + seconds, in: zone)
        return WallClockConversion.dateTime(ofWallClock: endWall, timeZone: start.timeZone)
    }

    /// The one date or date-time of a property that takes a single value.
    private static func single(_ property: ContentLine, zones: CalendarZones) throws(EventProblem) -> CalendarDateTime {
        let values = try CalendarValue.dateTimes(of: property, zones: zones)
        guard values.count == 1 else {
            throw EventProblem(
                message: "\(property.name) \"\(shortenedForMessage(property.value))\" is not a date or date-time")
        }
        return values[0]
    }

    /// The values of several list properties, in order.
    private static func dateTimes(
        of properties: [ContentLine], zones: CalendarZones
    ) throws(EventProblem) -> [CalendarDateTime] {
        var values: [CalendarDateTime] = []
        for property in properties { values += try CalendarValue.dateTimes(of: property, zones: zones) }
        return values
    }

    /// An RDATE of periods (`start/end`) reduced to the periods' starts: the event's own length is used.
    private static func periodStarts(_ property: ContentLine) -> ContentLine {
        guard property.parameters["VALUE"]?.uppercased() == "PERIOD" else { return property }
        var starts = property
        starts.value = property.value.split(separator: ",").map {
            $0.split(separator: "/").first.map(String.init) ?? ""
        }.joined(separator: ",")
        return starts
    }
}
