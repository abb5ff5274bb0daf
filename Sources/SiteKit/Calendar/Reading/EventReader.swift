/// One VEVENT read into an event, dropping the smallest thing a fault spoils: a part of a rule, then
/// a property, and the event itself only when its DTSTART or RECURRENCE-ID cannot be read. Each drop is
/// a note for the event's warning. An event whose end is missing or before its start is shown at its
/// start, as calendar programs show it.
struct EventReader {
    let component: CalendarComponent
    let zones: CalendarZones
    /// Reads the times of the file's zones, with its definitions.
    private var conversion: WallClockConversion
    /// What was dropped or read otherwise than written, for the warning.
    private(set) var notes: [String] = []

    /// Most parts a damaged rule may have to be repaired part by part: a rule has at most fourteen kinds,
    /// and each part tried is one more reading of the rule.
    static let maximumRuleParts = 32

    init(_ component: CalendarComponent, zones: CalendarZones) {
        self.component = component
        self.zones = zones
        conversion = zones.conversion()
    }

    /// The event, or the problem that makes it unusable.
    mutating func event(file: String, kind: CalendarKind) throws(EventProblem) -> CalendarEvent {
        let component = component
        let text = { (name: String) in component.property(name).map { CalendarValue.text($0.value) } }
        guard let startProperty = component.property("DTSTART") else { throw EventProblem(message: "no DTSTART") }
        let start = try single(startProperty)
        var url = text("URL")
        if let raw = url, WebLink.checked(raw) == nil {
            notes.append("URL \"\(shortenedForMessage(raw))\" is not an http(s) URL; URL dropped")
            url = nil
        }
        let recurrenceID = try component.property("RECURRENCE-ID").map { (property) throws(EventProblem) in
            try single(property)
        }
        let isPeriods = { (property: ContentLine) in property.parameters["VALUE"]?.uppercased() == "PERIOD" }
        var event = CalendarEvent(
            uid: text("UID") ?? "\(file):\(component.line)",
            summary: text("SUMMARY") ?? "",
            description: component.property("DESCRIPTION").map { CalendarValue.text($0.value, multiLine: true) },
            location: text("LOCATION"),
            url: url.flatMap(WebLink.checked),
            kind: kind,
            start: start,
            end: end(from: start),
            recurrenceRules: component.properties("RRULE").compactMap { rule($0) },
            recurrenceDates: component.properties("RDATE").filter { !isPeriods($0) }.flatMap { self.dates(of: $0) },
            exceptionDates: component.properties("EXDATE").flatMap { self.dates(of: $0) },
            recurrenceID: recurrenceID,
            isCancelled: component.property("STATUS")?.value.uppercased() == "CANCELLED",
            source: SourceLocation(file: file, line: component.line)
        )
        event.recurrencePeriods = component.properties("RDATE").filter(isPeriods).flatMap { periods(of: $0) }
        event.appliesToLaterOccurrences =
            component.property("RECURRENCE-ID")?.parameters["RANGE"]?.uppercased() == "THISANDFUTURE"
        return event
    }

    /// DTEND, or DTSTART plus DURATION, or the default end: the next day for a DATE, DTSTART itself for
    /// a DATE-TIME. A DTEND of the other kind than DTSTART is read as DTSTART's kind, as the independent
    /// reader reads it: a date as 00:00 that day in DTSTART's zone, a date-time as the whole days it reaches.
    private mutating func end(from start: CalendarDateTime) -> CalendarDateTime {
        let atStart = start.isDate ? CalendarDateTime(day: start.day.adding(days: 1)) : start
        if let property = component.property("DTEND") {
            var end: CalendarDateTime
            do {
                end = try single(property)
            } catch {
                notes.append("\(error.message); DTEND dropped")
                return atStart
            }
            if end.isDate, !start.isDate {
                notes.append("DTEND is a date where DTSTART is a date-time; read as 00:00 that day")
                end = CalendarDateTime(day: end.day, secondsOfDay: 0, timeZone: start.timeZone)
            } else if !end.isDate, start.isDate {
                notes.append("DTEND is a date-time where DTSTART is a date; read as whole days")
                end = CalendarDateTime(day: end.secondsOfDay == 0 ? end.day : end.day.adding(days: 1))
            }
            guard conversion.instant(of: end) >= conversion.instant(of: start) else {
                notes.append("DTEND is before DTSTART; DTEND dropped, the event is shown at its start")
                return atStart
            }
            return end
        }
        guard let property = component.property("DURATION") else { return atStart }
        let seconds: Int
        do {
            seconds = try CalendarValue.durationSeconds(of: property)
        } catch {
            notes.append("\(error.message); DURATION dropped")
            return atStart
        }
        guard seconds >= 0 else {
            notes.append("DURATION \"\(shortenedForMessage(property.value))\" is negative; DURATION dropped")
            return atStart
        }
        return Self.end(of: start, lasting: seconds, conversion: &conversion)
    }

    /// The end of something that starts at `start` and lasts `seconds`: exact for a date-time, so that
    /// an hour is an hour even across a daylight saving change; whole days, rounded up, for a date.
    private static func end(
        of start: CalendarDateTime, lasting seconds: Int, conversion: inout WallClockConversion
    ) -> CalendarDateTime {
        if start.isDate {
            return CalendarDateTime(day: start.day.adding(days: (seconds + 86_399) / 86_400))
        }
        let zone = conversion.zone(of: start)
        let endWall = WallClockConversion.wallClock(ofInstant: conversion.instant(of: start) + seconds, in: zone)
        return WallClockConversion.dateTime(ofWallClock: endWall, timeZone: start.timeZone)
    }

    /// An RRULE as it is followed: with the parts libical cannot read left out (as the independent reader
    /// leaves out a `COUNT=-1`), kept greedily in the order written, FREQ first, each while the rule so
    /// far stays readable, so that of two parts that exclude each other (COUNT and UNTIL) the first is
    /// kept. Nil, with a note, when not even its FREQ can be read.
    private mutating func rule(_ property: ContentLine) -> String? {
        let rule = property.value
        guard !RecurrenceRule.isValid(rule) else { return rule }
        let quoted = "RRULE \"\(shortenedForMessage(rule))\""
        guard !rule.isEmpty else {
            notes.append("RRULE is empty; RRULE dropped")
            return nil
        }
        let parts = rule.split(separator: ";").map(String.init)
        guard parts.count <= Self.maximumRuleParts,
            let frequency = parts.firstIndex(where: { $0.uppercased().hasPrefix("FREQ=") }),
            RecurrenceRule.isValid(parts[frequency])
        else {
            notes.append("\(quoted) is not a recurrence rule; RRULE dropped")
            return nil
        }
        var kept = [parts[frequency]]
        for (index, part) in parts.enumerated() where index != frequency {
            if RecurrenceRule.isValid((kept + [part]).joined(separator: ";")) {
                kept.append(part)
            } else {
                notes.append("\(quoted) has a part that cannot be read, \"\(shortenedForMessage(part))\"; part dropped")
            }
        }
        return kept.joined(separator: ";")
    }

    /// The dates of an RDATE or EXDATE; none, with a note, when the property cannot be read.
    private mutating func dates(of property: ContentLine) -> [CalendarDateTime] {
        guard !property.value.isEmpty else {
            notes.append("\(property.name) is empty; \(property.name) dropped")
            return []
        }
        do {
            return try CalendarValue.dateTimes(of: property, zones: zones)
        } catch {
            notes.append("\(error.message); \(property.name) dropped")
            return []
        }
    }

    /// The periods of an RDATE;VALUE=PERIOD; none, with a note, when the property cannot be read.
    private mutating func periods(of property: ContentLine) -> [RecurrencePeriod] {
        guard !property.value.isEmpty else {
            notes.append("RDATE is empty; RDATE dropped")
            return []
        }
        do {
            return try Self.periods(of: property, zones: zones, conversion: &conversion)
        } catch {
            notes.append("\(error.message); RDATE dropped")
            return []
        }
    }

    /// Periods, `start/end` or `start/duration`, both ends in the property's TZID, none ending before it starts.
    private static func periods(
        of property: ContentLine, zones: CalendarZones, conversion: inout WallClockConversion
    ) throws(EventProblem) -> [RecurrencePeriod] {
        let notPeriods = EventProblem(
            message: "RDATE \"\(shortenedForMessage(property.value))\" is not a list of periods")
        let items = property.value.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        }
        var starts = property
        starts.value = items.map { $0[0] }.joined(separator: ",")
        var periods: [RecurrencePeriod] = []
        for (item, start) in zip(items, try CalendarValue.dateTimes(of: starts, zones: zones)) {
            guard item.count == 2, !start.isDate else { throw notPeriods }
            var end: CalendarDateTime
            if CalendarValue.hasDateShape(item[1]) {
                var ending = property
                ending.value = item[1]
                end = try CalendarValue.dateTimes(of: ending, zones: zones)[0]
            } else {
                guard let seconds = CalendarValue.durationSeconds(item[1]) else { throw notPeriods }
                end = Self.end(of: start, lasting: seconds, conversion: &conversion)
            }
            guard !end.isDate, conversion.instant(of: end) >= conversion.instant(of: start) else { throw notPeriods }
            periods.append(RecurrencePeriod(start: start, end: end))
        }
        return periods
    }

    /// The one date or date-time of a property that takes a single value.
    private func single(_ property: ContentLine) throws(EventProblem) -> CalendarDateTime {
        let values = try CalendarValue.dateTimes(of: property, zones: zones)
        guard values.count == 1 else {
            throw EventProblem(
                message: "\(property.name) \"\(shortenedForMessage(property.value))\" is not a date or date-time")
        }
        return values[0]
    }
}
