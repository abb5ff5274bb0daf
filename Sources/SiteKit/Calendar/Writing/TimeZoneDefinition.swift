import CICal
import Foundation
import Synchronization

/// The VTIMEZONE a TZID needs (RFC 5545 section 3.6.5), so that a calendar program that does not know
/// the zone by name still reads the times right.
///
/// libical writes the zone's whole history from the system's zone data, with rules for the years
/// ahead. For the names libical has no VTIMEZONE for (`GMT`, `UTC`), the observances are made from
/// Foundation's transitions over the years the events use.
enum TimeZoneDefinition {
    /// libical's zone table is process-wide state: one reader at a time.
    private static let libicalLock = Mutex(())

    /// Adds the VTIMEZONE of `identifier` to `writer`, named `tzid`; `years` are the years the fallback
    /// covers. A zone a calendar file defined is written as it defined it.
    static func write(
        _ identifier: String, as tzid: String, years: ClosedRange<Int>, into writer: inout ICalendarWriter
    ) {
        writer.begin("VTIMEZONE")
        writer.text("TZID", tzid)
        if let lines = ZoneDefinition.isDefinition(identifier) ? definedLines(identifier) : libicalLines(identifier) {
            for line in lines {
                guard let colon = line.firstIndex(of: ":") else { continue }
                writer.property(String(line[..<colon]), String(line[line.index(after: colon)...]))
            }
        } else if let zone = TimeZone(identifier: identifier) {
            writeObservances(of: zone, years: years, into: &writer)
        }
        writer.end("VTIMEZONE")
    }

    /// The lines inside a definition's VTIMEZONE, without its TZID, and with a TZNAME (`UTC-0500`) in each
    /// observance that has none: some readers take a time in a zone without one for a floating time.
    private static func definedLines(_ text: String) -> [String] {
        var lines: [String] = []
        var isNamed = false
        var offset: Substring?
        for line in text.split(separator: "\r\n").dropFirst().dropLast() where !line.hasPrefix("TZID:") {
            if line.hasPrefix("BEGIN:") { (isNamed, offset) = (false, nil) }
            if line.hasPrefix("TZNAME:") { isNamed = true }
            if line.hasPrefix("TZOFFSETTO:") { offset = line.dropFirst("TZOFFSETTO:".count) }
            if line.hasPrefix("END:"), !isNamed, let offset { lines.append("TZNAME:UTC\(offset)") }
            lines.append(String(line))
        }
        return lines
    }

    /// The lines inside libical's VTIMEZONE, unfolded, without its own TZID (which carries a
    /// `/freeassociation.sourceforge.net/` prefix); nil when libical does not know the zone.
    private static func libicalLines(_ identifier: String) -> [String]? {
        let text: String? = libicalLock.withLock { _ in
            guard let zone = icaltimezone_get_builtin_timezone(identifier),
                let component = icaltimezone_get_component(zone),
                let buffer = icalcomponent_as_ical_string_r(component)
            else { return nil }
            defer { icalmemory_free_buffer(buffer) }
            return String(cString: buffer)
        }
        guard let text else { return nil }
        let lines = text.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\r\n\t", with: "")
            .components(separatedBy: "\r\n").filter { !$0.isEmpty }
        guard lines.first == "BEGIN:VTIMEZONE", lines.last == "END:VTIMEZONE" else { return nil }
        return lines.dropFirst().dropLast().filter { !$0.hasPrefix("TZID:") }
    }

    /// One observance for the offset at the start of the first year, then one per transition until
    /// the end of the last year.
    private static func writeObservances(of zone: TimeZone, years: ClosedRange<Int>, into writer: inout ICalendarWriter)
    {
        guard let firstDay = Day(year: years.lowerBound, month: 1, day: 1),
            let lastDay = Day(year: years.upperBound, month: 12, day: 31)
        else { return }
        let first = Date(timeIntervalSince1970: TimeInterval(firstDay.daysSinceEpoch) * 86_400)
        let end = Date(timeIntervalSince1970: TimeInterval(lastDay.daysSinceEpoch + 1) * 86_400)
        let offset = zone.secondsFromGMT(for: first)
        observance(
            at: first, from: offset, to: offset, isDaylight: zone.isDaylightSavingTime(for: first), into: &writer)
        var date = first
        while let transition = zone.nextDaylightSavingTimeTransition(after: date), transition < end {
            observance(
                at: transition, from: zone.secondsFromGMT(for: transition.addingTimeInterval(-1)),
                to: zone.secondsFromGMT(for: transition),
                isDaylight: zone.isDaylightSavingTime(for: transition), into: &writer)
            date = transition
        }
    }

    /// An observance starting at `instant`; its DTSTART is the local time before the change.
    private static func observance(
        at instant: Date, from: Int, to: Int, isDaylight: Bool, into writer: inout ICalendarWriter
    ) {
        let kind = isDaylight ? "DAYLIGHT" : "STANDARD"
        writer.begin(kind)
        let wall = WallClockConversion.dateTime(ofWallClock: Int(instant.timeIntervalSince1970) + from, timeZone: nil)
        writer.property("DTSTART", CalendarFeed.basicFormat(wall))
        writer.property("TZOFFSETFROM", offsetText(from))
        writer.property("TZOFFSETTO", offsetText(to))
        writer.end(kind)
    }

    /// `+0900`, or `+091859` when the offset has seconds.
    private static func offsetText(_ seconds: Int) -> String {
        let magnitude = abs(seconds)
        let text = (seconds < 0 ? "-" : "+") + twoDigits(magnitude / 3600) + twoDigits(magnitude / 60 % 60)
        return magnitude % 60 == 0 ? text : text + twoDigits(magnitude % 60)
    }
}
