import Foundation

@testable import SiteKit

/// A calendar file around `body`, with CRLF line ends as producers write them.
func calendarFile(_ body: String) -> String {
    (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//sitegen tests//JA"]
        + body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } + [
            "END:VCALENDAR", "",
        ])
        .joined(separator: "\r\n")
}

func day(_ iso: String) -> Day {
    Day(iso: iso)!
}

func zone(_ identifier: String) -> TimeZone {
    TimeZone(identifier: identifier)!
}

/// Parses a test calendar, expecting no file error.
func parseEvents(_ body: String, kind: CalendarKind = .event) throws -> (events: [CalendarEvent], warnings: [String]) {
    let result = try CalendarParser.parse(calendarFile(body), file: "cal.ics", kind: kind)
    return (result.value, result.warnings.map(\.description))
}

/// Parses and expands a test calendar over a range: `day time–time title` lines, easy to compare.
func expandedLines(_ body: String, from first: String, through last: String, in timeZone: String) throws -> [String] {
    let events = try parseEvents(body).events
    return CalendarExpansion.occurrences(of: events, from: day(first), through: day(last), timeZone: zone(timeZone))
        .map(\.line)
}

extension CalendarOccurrence {
    /// `2026-11-03 10:00-11:30 会議`, or `2026-11-03 all-day 文化の日`, with `<` and `>` for days it
    /// continues from and into.
    var line: String {
        let time = isAllDay ? "all-day" : "\(startTime ?? "?")-\(endTime ?? "?")"
        return "\(day.iso) \(continuesFromPreviousDay ? "<" : "")\(time)\(continuesToNextDay ? ">" : "") \(title)"
    }
}

extension CalendarExpansion {
    /// The occurrences from `first` through `last` (days in `timeZone`), without the warnings: the
    /// months that hold the range, expanded, then cut to it.
    static func occurrences(
        of events: [CalendarEvent], from first: Day, through last: Day, timeZone: TimeZone
    ) -> [CalendarOccurrence] {
        guard first <= last else { return [] }
        var months = [Month(containing: first)]
        while months.last! < Month(containing: last) { months.append(months.last!.next) }
        return expand(events, in: months, timeZone: timeZone).occurrences.filter { $0.day >= first && $0.day <= last }
    }
}
