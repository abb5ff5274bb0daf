/// The calendar feeds' events, unexpanded: recurrences are expanded when the months are rendered,
/// over exactly the months that are rendered.
public struct CalendarState: Codable, Sendable, Equatable {
    /// One entry per feed, in the order of `site.yml`.
    public var feeds: [Feed] = []

    public init() {}

    public struct Feed: Codable, Sendable, Equatable {
        public var name: String
        public var kind: CalendarKind
        public var events: [CalendarEvent]
    }

    /// Every feed's events, in feed order.
    public var events: [CalendarEvent] {
        feeds.flatMap(\.events)
    }
}

public enum MonthlyCalendarAction: Codable, Sendable, Equatable {
    /// A feed was read; loading the same feed again replaces its events.
    case loaded(feed: String, kind: CalendarKind, events: [CalendarEvent])
}

func monthlyCalendarReducer(_ state: inout CalendarState, _ action: MonthlyCalendarAction) {
    switch action {
    case .loaded(let name, let kind, let events):
        let feed = CalendarState.Feed(name: name, kind: kind, events: events)
        if let index = state.feeds.firstIndex(where: { $0.name == name }) {
            state.feeds[index] = feed
        } else {
            state.feeds.append(feed)
        }
    }
}
