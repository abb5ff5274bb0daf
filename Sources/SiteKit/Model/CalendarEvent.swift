/// What a calendar file holds, as the site configuration says per file: holidays mark a day, events
/// are listed in it.
public enum CalendarKind: String, Codable, Sendable, Hashable, CaseIterable {
    case holiday, event
}

/// An iCalendar DATE or DATE-TIME exactly as written: the wall-clock day and time and the zone they are
/// in. Kept unresolved because recurrence rules repeat in wall-clock time (a weekly 10:00 meeting stays
/// at 10:00 across daylight saving changes) and floating times take the site's zone.
public struct CalendarDateTime: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The calendar day.
    public var day: Day
    /// Seconds since midnight, or nil for a DATE (an all-day value).
    var secondsOfDay: Int?
    /// The zone: an IANA identifier (`"Asia/Tokyo"`), `"UTC"` for a `Z` time, the text of a VTIMEZONE for
    /// a zone a calendar file defines that no IANA zone matches (`ZoneDefinition`), or nil for a floating
    /// time, which is read in the site's time zone. Always nil for a DATE.
    public var timeZone: String?

    /// A DATE-TIME, or a DATE when `secondsOfDay` is nil.
    public init(day: Day, secondsOfDay: Int? = nil, timeZone: String? = nil) {
        self.day = day
        self.secondsOfDay = secondsOfDay
        self.timeZone = secondsOfDay == nil ? nil : timeZone
    }

    /// Whether this is a DATE value.
    var isDate: Bool { secondsOfDay == nil }

    /// Seconds since 1970-01-01T00:00 of this wall-clock time, as if it were UTC.
    var wallClockSeconds: Int {
        day.daysSinceEpoch * 86_400 + (secondsOfDay ?? 0)
    }

    /// `2026-11-03`, `2026-11-03T10:00:00 Asia/Tokyo`, `2026-11-03T01:00:00Z`, `2026-11-03T10:00:00`; a zone
    /// a file defines by its TZID.
    public var description: String {
        guard let seconds = secondsOfDay else { return day.iso }
        let time =
            "\(day.iso)T" + [seconds / 3600, seconds / 60 % 60, seconds % 60].map(twoDigits).joined(separator: ":")
        switch timeZone {
        case nil: return time
        case "UTC": return time + "Z"
        case let zone? where ZoneDefinition.isDefinition(zone): return "\(time) \(ZoneDefinition.name(of: zone))"
        case let zone?: return "\(time) \(zone)"
        }
    }
}

/// One VEVENT of a calendar file, with its recurrence unexpanded, so it can travel through the store's
/// state and action log as data and be expanded later, in a pure step, over whichever months are
/// rendered (see `CalendarExpansion`).
public struct CalendarEvent: Codable, Sendable, Equatable {
    /// The UID; a stable one is made from the file and line when the event has none.
    public var uid: String
    /// SUMMARY: the title shown on the calendar (empty when the event has none).
    public var summary: String
    /// DESCRIPTION.
    public var description: String?
    /// LOCATION.
    public var location: String?
    /// URL, only when it is an http or https URL.
    public var url: String?
    /// Holiday or event, as the caller said for the file.
    public var kind: CalendarKind
    /// DTSTART.
    public var start: CalendarDateTime
    /// DTEND (exclusive), or DTSTART plus DURATION; for an all-day event without either, the next day.
    public var end: CalendarDateTime
    /// RRULE values, as written (`FREQ=WEEKLY;BYDAY=TU;UNTIL=20261231T000000Z`).
    var recurrenceRules: [String]
    /// RDATE values: extra starts.
    var recurrenceDates: [CalendarDateTime]
    /// RDATE periods (`VALUE=PERIOD`): extra occurrences with an end of their own.
    var recurrencePeriods: [RecurrencePeriod]
    /// EXDATE values: starts that are left out.
    var exceptionDates: [CalendarDateTime]
    /// For an instance that overrides one occurrence of a recurring event: the RECURRENCE-ID, the
    /// original start of the occurrence it replaces.
    var recurrenceID: CalendarDateTime?
    /// For an overriding instance whose RECURRENCE-ID has `RANGE=THISANDFUTURE`: its change applies to
    /// the later occurrences too, each moved by the time it moved and given its length and texts.
    var appliesToLaterOccurrences: Bool
    /// STATUS:CANCELLED: the event (or overridden occurrence) is not shown.
    public var isCancelled: Bool
    /// The instances that replace single occurrences of this recurring event (same UID, with a
    /// RECURRENCE-ID), in file order.
    var overrides: [CalendarEvent]
    /// Where the VEVENT begins, for warnings about it found while it is expanded.
    public var source: SourceLocation?

    /// Creates an event; only the title, kind and times are required. It has no RDATE periods and
    /// applies to no later occurrences.
    public init(
        uid: String, summary: String, description: String? = nil, location: String? = nil, url: String? = nil,
        kind: CalendarKind, start: CalendarDateTime, end: CalendarDateTime,
        recurrenceRules: [String] = [], recurrenceDates: [CalendarDateTime] = [],
        exceptionDates: [CalendarDateTime] = [],
        recurrenceID: CalendarDateTime? = nil, isCancelled: Bool = false, overrides: [CalendarEvent] = [],
        source: SourceLocation? = nil
    ) {
        self.uid = uid
        self.summary = summary
        self.description = description
        self.location = location
        self.url = url
        self.kind = kind
        self.start = start
        self.end = end
        self.recurrenceRules = recurrenceRules
        self.recurrenceDates = recurrenceDates
        recurrencePeriods = []
        self.exceptionDates = exceptionDates
        self.recurrenceID = recurrenceID
        appliesToLaterOccurrences = false
        self.isCancelled = isCancelled
        self.overrides = overrides
        self.source = source
    }

    /// Whether the event takes whole days (DATE values) rather than a time span.
    var isAllDay: Bool { start.isDate }

    /// Whether the event repeats (by a rule or by extra dates).
    var isRecurring: Bool { !recurrenceRules.isEmpty || !recurrenceDates.isEmpty || !recurrencePeriods.isEmpty }
}

/// An RDATE period: an occurrence's start and its own end, in the start's zone.
struct RecurrencePeriod: Codable, Sendable, Hashable {
    var start: CalendarDateTime
    var end: CalendarDateTime
}
