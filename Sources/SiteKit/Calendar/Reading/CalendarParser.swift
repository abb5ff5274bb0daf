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
            var reader = EventReader(component, zones: zones)
            do {
                parsed.append((try reader.event(file: file, kind: kind), component.line))
                warnings += reader.notes.map { .warning(location, "\(label): \($0)") }
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
}
