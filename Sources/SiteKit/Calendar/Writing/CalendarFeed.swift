import Foundation

/// `calendar.ics`: the site's events as an iCalendar subscription (RFC 5545) that calendar programs
/// read the way the month pages show them.
///
/// Recurrences stay rules (RRULE, RDATE, EXDATE, overrides with RECURRENCE-ID), so the subscription
/// covers every occurrence, not only the rendered months. Floating times are shown on the site in its
/// own zone, so they are written with the site's TZID: a subscriber in another zone sees the same
/// instants as the site.
public struct CalendarFeed {
    /// X-WR-CALNAME: the site's title.
    var name: String
    /// The site's zone identifier: X-WR-TIMEZONE, and the zone of floating times.
    var siteZone: String
    /// The build date: every DTSTAMP is its midnight, UTC.
    var stamp: Day
    var events: [CalendarEvent]

    /// A feed of `events`; public for the fuzz target, which reads back what it writes.
    public init(name: String, siteZone: String, stamp: Day, events: [CalendarEvent]) {
        self.name = name
        self.siteZone = siteZone
        self.stamp = stamp
        self.events = events
    }

    /// The feed's text.
    public var ics: String { String(decoding: bytes, as: UTF8.self) }

    /// The feed's UTF-8, as it is published.
    var bytes: [UInt8] {
        var writer = ICalendarWriter()
        writer.begin("VCALENDAR")
        writer.property("VERSION", "2.0")
        writer.text("PRODID", "-//sitegen//sitegen \(sitegenVersion)//EN")
        writer.property("CALSCALE", "GREGORIAN")
        writer.property("METHOD", "PUBLISH")
        writer.text("X-WR-CALNAME", name)
        writer.text("X-WR-TIMEZONE", siteZone)
        let years = zoneYears
        let tzids = Self.tzids(of: years.keys)
        for (zone, years) in years.sorted(by: { (tzids[$0.key]!, $0.key) < (tzids[$1.key]!, $1.key) }) {
            TimeZoneDefinition.write(zone, as: tzids[zone]!, years: years, into: &writer)
        }
        var conversion = WallClockConversion(siteZone: TimeZone(identifier: siteZone) ?? .gmt)
        let stamp = Self.stampText(self.stamp)
        var usedUIDs = Set<String>()
        var lastNumber: [String: Int] = [:]
        for event in events {
            // Feeds are read one by one, so two of them may share a UID; a subscriber would keep only one.
            var uid = event.uid
            var number = lastNumber[event.uid] ?? 1
            while usedUIDs.contains(uid) {
                number += 1
                uid = "\(event.uid)-\(number)"
            }
            usedUIDs.insert(uid)
            lastNumber[event.uid] = number
            write(event, uid: uid, stamp: stamp, tzids: tzids, conversion: &conversion, into: &writer)
            for override in event.overrides {
                write(
                    override.inheriting(from: event), uid: uid, stamp: stamp, tzids: tzids, conversion: &conversion,
                    into: &writer)
            }
        }
        writer.end("VCALENDAR")
        return writer.bytes
    }

    private func write(
        _ event: CalendarEvent, uid: String, stamp: String, tzids: [String: String],
        conversion: inout WallClockConversion, into writer: inout ICalendarWriter
    ) {
        writer.begin("VEVENT")
        writer.text("UID", uid)
        writer.property("DTSTAMP", stamp)
        if let recurrenceID = event.recurrenceID {
            let range = event.appliesToLaterOccurrences ? [(name: "RANGE", value: "THISANDFUTURE")] : []
            dateProperty("RECURRENCE-ID", recurrenceID, parameters: range, tzids: tzids, into: &writer)
        }
        dateProperty("DTSTART", event.start, tzids: tzids, into: &writer)
        // DTEND must be later than DTSTART: an event without a length is written without one.
        if conversion.instant(of: event.end) > conversion.instant(of: event.start) {
            dateProperty("DTEND", event.end, tzids: tzids, into: &writer)
        }
        for rule in event.recurrenceRules {
            writer.property("RRULE", RecurrenceUntil.normalised(rule, start: event.start, conversion: &conversion))
        }
        for date in event.recurrenceDates { dateProperty("RDATE", date, tzids: tzids, into: &writer) }
        for period in event.recurrencePeriods {
            dateProperty(
                "RDATE", period.start, until: period.end, parameters: [("VALUE", "PERIOD")], tzids: tzids, into: &writer
            )
        }
        for date in event.exceptionDates { dateProperty("EXDATE", date, tzids: tzids, into: &writer) }
        writer.text("SUMMARY", event.summary)
        if let description = event.description { writer.text("DESCRIPTION", description) }
        if let location = event.location { writer.text("LOCATION", location) }
        if let url = event.url { writer.property("URL", url) }
        if event.kind == .holiday { writer.property("TRANSP", "TRANSPARENT") }
        if event.isCancelled { writer.property("STATUS", "CANCELLED") }
        writer.end("VEVENT")
    }

    /// A DATE as `VALUE=DATE`, a UTC time with `Z`, any other time with its TZID (the site's if floating);
    /// a period's end, in the same zone as its start, after a slash.
    private func dateProperty(
        _ name: String, _ value: CalendarDateTime, until end: CalendarDateTime? = nil,
        parameters: [(name: String, value: String)] = [], tzids: [String: String], into writer: inout ICalendarWriter
    ) {
        let zone = zone(of: value).map { tzids[$0] ?? $0 }
        // A floating time in a site whose zone is UTC is written as UTC too.
        let written = { (value: CalendarDateTime) in
            Self.basicFormat(
                zone == nil
                    ? CalendarDateTime(day: value.day, secondsOfDay: value.secondsOfDay, timeZone: "UTC") : value)
        }
        let text = written(value) + (end.map { "/" + written($0) } ?? "")
        if value.isDate {
            writer.property(name, parameters: parameters + [("VALUE", "DATE")], text)
        } else if let zone {
            writer.property(name, parameters: parameters + [("TZID", zone)], text)
        } else {
            writer.property(name, parameters: parameters, text)
        }
    }

    /// The TZID each zone is written with: an IANA zone by its identifier, a zone a calendar file defined
    /// by its own TZID, numbered when two definitions share one.
    private static func tzids(of zones: some Collection<String>) -> [String: String] {
        var tzids: [String: String] = [:]
        var taken = Set(zones.filter { !ZoneDefinition.isDefinition($0) })
        for zone in zones.sorted() {
            guard ZoneDefinition.isDefinition(zone) else {
                tzids[zone] = zone
                continue
            }
            // As a parameter value can hold no double quote, the TZID property may not either.
            let written = String(
                String.UnicodeScalarView(ZoneDefinition.name(of: zone).unicodeScalars.filter { $0 != "\"" }))
            let name = written.isEmpty ? "Zone" : written
            var tzid = name
            var number = 1
            while taken.contains(tzid) {
                number += 1
                tzid = "\(name) (\(number))"
            }
            taken.insert(tzid)
            tzids[zone] = tzid
        }
        return tzids
    }

    /// Every DTSTAMP's value: the stamp's midnight, UTC.
    private static func stampText(_ stamp: Day) -> String {
        basicFormat(CalendarDateTime(day: stamp, secondsOfDay: 0, timeZone: "UTC"))
    }

    /// The text `ics` of a feed stamped `before`, as the same feed stamped `after` writes it: the two differ
    /// in their DTSTAMP lines alone while the stamps are in one year, the zones' definitions reaching the
    /// stamp's next year. Nil when they are not. A DTSTAMP line is never folded, and a text's line break
    /// is escaped, so every line that begins with the property is one of them.
    static func restamped(_ ics: [UInt8], from before: Day, to after: Day) -> [UInt8]? {
        let (old, new) = (
            Array("\r\nDTSTAMP:\(stampText(before))\r\n".utf8), Array("\r\nDTSTAMP:\(stampText(after))\r\n".utf8)
        )
        guard before.year == after.year, old.count == new.count else { return nil }
        var bytes = ics
        bytes.withUnsafeMutableBufferPointer { bytes in
            var at = 0
            while at + old.count <= bytes.count {
                if bytes[at] == old[0], bytes[at + 1] == old[1], bytes[at..<at + old.count].elementsEqual(old) {
                    _ = bytes[at..<at + new.count].update(fromContentsOf: new)
                    // The line break it ends with begins the next line.
                    at += old.count - 2
                } else {
                    at += 1
                }
            }
        }
        return bytes
    }

    /// The zone a time is written in (an IANA identifier or a definition's text), or nil for UTC.
    private func zone(of value: CalendarDateTime) -> String? {
        guard !value.isDate else { return nil }
        let zone = value.timeZone ?? siteZone
        return zone == "UTC" ? nil : zone
    }

    /// Each TZID used, with the years its values fall in (and the build year after them, since a rule
    /// may go on past its last written date).
    private var zoneYears: [String: ClosedRange<Int>] {
        var years: [String: ClosedRange<Int>] = [:]
        let values = events.flatMap { event in
            ([event] + event.overrides).flatMap {
                [$0.start, $0.end] + $0.recurrenceDates + $0.recurrencePeriods.flatMap { [$0.start, $0.end] }
                    + $0.exceptionDates + ($0.recurrenceID.map { [$0] } ?? [])
            }
        }
        for value in values {
            guard let zone = zone(of: value) else { continue }
            let known = years[zone] ?? value.day.year...max(value.day.year, stamp.year + 1)
            years[zone] = min(known.lowerBound, value.day.year)...max(known.upperBound, value.day.year)
        }
        return years
    }

    /// `20261103`, `20261103T100000`, or `20261103T010000Z` for a UTC time.
    static func basicFormat(_ value: CalendarDateTime) -> String {
        // The dashes left out byte by byte: Foundation's replacingOccurrences went through NSString for every date.
        let date = String(decoding: value.day.iso.utf8.filter { $0 != UInt8(ascii: "-") }, as: UTF8.self)
        guard let seconds = value.secondsOfDay else { return date }
        return date + "T" + twoDigits(seconds / 3600) + twoDigits(seconds / 60 % 60) + twoDigits(seconds % 60)
            + (value.timeZone == "UTC" ? "Z" : "")
    }
}
