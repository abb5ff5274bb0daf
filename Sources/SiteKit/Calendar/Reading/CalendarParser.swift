import Foundation

/// Reads an iCalendar file (RFC 5545) into events, recurrences unexpanded.
///
/// A file that is not iCalendar, or is cut short, is an error naming the line; a damaged line is read as
/// calendar programs read it, or dropped, with a warning (`CalendarLines`, `CalendarStructure`). A VEVENT that cannot be used is dropped with a warning naming the line of its
/// `BEGIN:VEVENT` and its UID and summary; the rest of the file is kept. Times are read in the zone their
/// TZID names, as the file's VTIMEZONE defines it (`CalendarZones`); other components (VTODO,
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
        var revisions = EventRevisions(file: file, conversion: zones.conversion())
        for component in calendars.flatMap(\.components) where component.name == "VEVENT" {
            let location = SourceLocation(file: file, line: component.line)
            let label = label(of: component)
            var reader = EventReader(component, zones: zones)
            do {
                revisions.add(try reader.event(file: file, kind: kind), from: component)
                warnings += reader.notes.map { .warning(location, "\(label): \($0)") }
            } catch {
                warnings.append(.warning(location, "\(label): \(error.message); event dropped"))
            }
        }
        return Parsed(revisions.events, warnings: warnings + revisions.warnings)
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

    static func label(of event: CalendarEvent) -> String {
        label(uid: event.uid, summary: event.summary)
    }
}
