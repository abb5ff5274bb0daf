/// The events of a file as its edits leave them (RFC 5545 §3.8.7.4): of the VEVENTs that share a UID
/// and a RECURRENCE-ID (or have none), the highest SEQUENCE is the event, then the latest LAST-MODIFIED,
/// then the latest DTSTAMP, then the first in the file; the others are dropped with a warning naming the
/// one that replaced them. An edited event exported with its older copies (Thunderbird, Google) so
/// shows as last edited.
///
/// Each recurring event is then given the instances that override its occurrences (same UID, with a
/// RECURRENCE-ID), in file order; an override with no recurring event of its UID stands alone.
struct EventRevisions {
    /// How recent an edit is, compared key by key.
    private struct Revision: Comparable {
        var sequence: Int
        var lastModified: Int?
        var stamp: Int?

        init(_ component: CalendarComponent, conversion: inout WallClockConversion) {
            sequence = component.property("SEQUENCE").flatMap { Int($0.value) } ?? 0
            lastModified = component.property("LAST-MODIFIED").flatMap { CalendarValue.dateTime($0.value) }.map {
                conversion.instant(of: $0)
            }
            stamp = component.property("DTSTAMP").flatMap { CalendarValue.dateTime($0.value) }.map {
                conversion.instant(of: $0)
            }
        }

        static func < (a: Revision, b: Revision) -> Bool {
            (a.sequence, a.lastModified ?? .min, a.stamp ?? .min) < (
                b.sequence, b.lastModified ?? .min, b.stamp ?? .min
            )
        }

        /// What makes `self` later than `other`, for the warning.
        func reason(over other: Revision) -> String {
            if sequence != other.sequence { return "which has a higher SEQUENCE" }
            if lastModified != other.lastModified { return "which was modified later" }
            return "which has a later DTSTAMP"
        }
    }

    private struct Candidate {
        var event: CalendarEvent
        var line: Int
        var revision: Revision
    }

    private struct Key: Hashable {
        var uid: String
        var occurrence: OccurrenceKey?
    }

    private let file: String
    private var conversion: WallClockConversion
    private var candidates: [Candidate] = []
    private var current: [Key: Int] = [:]
    /// The keys in the order they were first seen.
    private var keys: [Key] = []
    private(set) var warnings: [Diagnostic] = []

    /// Revisions of the events of `file`, whose times `conversion` reads.
    init(file: String, conversion: WallClockConversion) {
        self.file = file
        self.conversion = conversion
    }

    /// Adds the event read from `component`, which replaces an earlier edit of it or is replaced by one.
    mutating func add(_ event: CalendarEvent, from component: CalendarComponent) {
        let key = Key(uid: event.uid, occurrence: event.recurrenceID.map { conversion.matchKey(of: $0) })
        let candidate = Candidate(
            event: event, line: component.line, revision: Revision(component, conversion: &conversion))
        guard let index = current[key] else {
            current[key] = candidates.count
            keys.append(key)
            candidates.append(candidate)
            return
        }
        let earlier = candidates[index]
        if earlier.revision < candidate.revision {
            drop(earlier, for: candidate, because: candidate.revision.reason(over: earlier.revision))
            candidates[index] = candidate
        } else if candidate.revision < earlier.revision {
            drop(candidate, for: earlier, because: earlier.revision.reason(over: candidate.revision))
        } else {
            let what = event.recurrenceID == nil ? "repeats the UID of" : "overrides the same occurrence as"
            warn(candidate, "\(what) the event at line \(earlier.line); event dropped")
        }
    }

    /// The events, recurring ones with their overrides, in the order their first edits appear.
    var events: [CalendarEvent] {
        var events: [CalendarEvent] = []
        var recurring: [String: Int] = [:]
        for key in keys where key.occurrence == nil {
            let event = candidates[current[key]!].event
            if event.isRecurring { recurring[event.uid] = events.count }
            events.append(event)
        }
        for key in keys where key.occurrence != nil {
            let override = candidates[current[key]!].event
            if let master = recurring[override.uid] {
                events[master].overrides.append(override)
            } else {
                events.append(override)
            }
        }
        return events
    }

    private mutating func drop(_ older: Candidate, for newer: Candidate, because reason: String) {
        warn(older, "replaced by the edit at line \(newer.line), \(reason); event dropped")
    }

    private mutating func warn(_ candidate: Candidate, _ message: String) {
        warnings.append(
            .warning(
                SourceLocation(file: file, line: candidate.line),
                "\(CalendarParser.label(of: candidate.event)): \(message)"))
    }
}
