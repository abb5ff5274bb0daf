/// One event on one day of the site's calendar, in the site's time zone: what a calendar cell or a memo
/// day lists. An event that spans several days has one occurrence per day.
struct CalendarOccurrence: Codable, Sendable, Hashable {
    /// The day, in the site's time zone.
    public var day: Day
    /// The event's SUMMARY.
    public var title: String
    /// Holiday or event.
    public var kind: CalendarKind
    /// The event's UID (shared by every occurrence of a recurring event).
    public var uid: String
    /// DESCRIPTION.
    public var description: String?
    /// LOCATION.
    public var location: String?
    /// An http(s) URL.
    public var url: String?
    /// Whether the event takes whole days.
    var isAllDay: Bool
    /// For a timed event, its start in the site's time zone, `HH:mm` (also on the days it continues into).
    var startTime: String?
    /// For a timed event, its end in the site's time zone, `HH:mm`.
    var endTime: String?
    /// Whether the event began on an earlier day.
    var continuesFromPreviousDay: Bool
    /// Whether the event goes on into the next day.
    var continuesToNextDay: Bool

    /// Creates an occurrence.
    public init(
        day: Day, title: String, kind: CalendarKind, uid: String, description: String? = nil, location: String? = nil,
        url: String? = nil, isAllDay: Bool, startTime: String? = nil, endTime: String? = nil,
        continuesFromPreviousDay: Bool = false, continuesToNextDay: Bool = false
    ) {
        self.day = day
        self.title = title
        self.kind = kind
        self.uid = uid
        self.description = description
        self.location = location
        self.url = url
        self.isAllDay = isAllDay
        self.startTime = startTime
        self.endTime = endTime
        self.continuesFromPreviousDay = continuesFromPreviousDay
        self.continuesToNextDay = continuesToNextDay
    }
}
