/// Where a bound of `CalendarLimits` cut an expansion short: by event and bound, the months it happened
/// in, so that each event gets one warning per bound however many months it reached.
struct BoundCuts {
    enum Bound: Hashable {
        /// An RRULE reached `maximumIterationsPerRule`.
        case iterations(rule: String)
        /// All rules together used up `maximumIterations`.
        case budgetSpent(rule: String)
        /// The event has more than `maximumOccurrencesPerEvent` occurrences in a month.
        case eventFull
        /// The month already holds `maximumOccurrencesPerMonth`; the events after this one are left out too.
        case monthFull

        /// Sorts the warnings of one event that start in the same month.
        var order: (Int, String) {
            switch self {
            case .iterations(let rule): (0, rule)
            case .budgetSpent(let rule): (1, rule)
            case .eventFull: (2, "")
            case .monthFull: (3, "")
            }
        }
    }

    private var months: [Int: [Bound: [Month]]] = [:]

    mutating func add(_ bound: Bound, event: Int, month: Month) {
        if months[event, default: [:]][bound, default: []].last != month {
            months[event, default: [:]][bound, default: []].append(month)
        }
    }

    /// The warnings, in event order, then bound order, each naming the event by its VEVENT's place.
    func warnings(events: [CalendarEvent]) -> [Diagnostic] {
        months.keys.sorted().flatMap { index -> [Diagnostic] in
            let event = events[index]
            let label = CalendarParser.label(uid: event.uid, summary: event.summary)
            let location = event.source ?? SourceLocation(file: "calendar")
            return months[index]!.sorted {
                ($0.value[0], $0.key.order.0, $0.key.order.1) < ($1.value[0], $1.key.order.0, $1.key.order.1)
            }.map { bound, months -> Diagnostic in
                let when =
                    months.count == 1
                    ? "in \(months[0])"
                    : "in \(months[0]) and \(months.count - 1) more month\(months.count == 2 ? "" : "s")"
                return Diagnostic.warning(location, "\(label): \(Self.message(bound, when: when))")
            }
        }
    }

    private static func message(_ bound: Bound, when: String) -> String {
        switch bound {
        case .iterations(let rule):
            return
                "RRULE \"\(shortenedForMessage(rule))\" was stopped after \(CalendarLimits.maximumIterationsPerRule) steps \(when); later occurrences there are not shown"
        case .budgetSpent(let rule):
            return
                "RRULE \"\(shortenedForMessage(rule))\" was not followed \(when): all calendars together have used their \(CalendarLimits.maximumIterations) steps"
        case .eventFull:
            return
                "more than \(CalendarLimits.maximumOccurrencesPerEvent) occurrences \(when); only the first \(CalendarLimits.maximumOccurrencesPerEvent) are shown"
        case .monthFull:
            return
                "not shown \(when), which already shows \(CalendarLimits.maximumOccurrencesPerMonth) occurrences; later events there are left out too"
        }
    }
}
