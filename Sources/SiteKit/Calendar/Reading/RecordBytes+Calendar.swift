/// The fields of a `CalendarRecord`: events, their times and the parser's warnings, written and read in the
/// same order. A number that may be absent is a word saying whether it is there, then the number.
extension RecordWriter {
    /// The count of `events`, then each with the count of its overrides and those; false, with some written,
    /// for an override that has overrides, which the parser never makes.
    mutating func append(events: [CalendarEvent]) -> Bool {
        append(UInt64(events.count))
        for event in events {
            guard event.overrides.allSatisfy(\.overrides.isEmpty) else { return false }
            append(event)
            append(UInt64(event.overrides.count))
            for override in event.overrides { append(override) }
        }
        return true
    }

    private mutating func append(_ event: CalendarEvent) {
        for text in [event.uid, event.summary, event.description, event.location, event.url] { append(text) }
        append(event.kind == .holiday ? 0 : 1)
        append(event.start)
        append(event.end)
        append(UInt64(event.recurrenceRules.count))
        for rule in event.recurrenceRules { append(rule) }
        append(event.recurrenceDates)
        append(UInt64(event.recurrencePeriods.count))
        for period in event.recurrencePeriods {
            append(period.start)
            append(period.end)
        }
        append(event.exceptionDates)
        append(UInt64(event.recurrenceID == nil ? 0 : 1))
        if let recurrenceID = event.recurrenceID { append(recurrenceID) }
        append(event.appliesToLaterOccurrences ? 1 : 0)
        append(event.isCancelled ? 1 : 0)
        append(event.source)
    }

    /// The count of `warnings`, then each.
    mutating func append(warnings: [Diagnostic]) {
        append(UInt64(warnings.count))
        for warning in warnings { append(warning) }
    }

    private mutating func append(_ warning: Diagnostic) {
        append(warning.severity == .warning ? 0 : 1)
        append(warning.location)
        append(warning.message)
        append(warning.excerpt?.text)
        append(number: warning.excerpt?.column)
    }

    private mutating func append(_ times: [CalendarDateTime]) {
        append(UInt64(times.count))
        for time in times { append(time) }
    }

    private mutating func append(_ time: CalendarDateTime) {
        append(UInt64(bitPattern: Int64(time.day.daysSinceEpoch)))
        append(number: time.secondsOfDay)
        append(time.timeZone)
    }

    private mutating func append(_ location: SourceLocation?) {
        append(location?.file)
        append(number: location?.line)
        append(number: location?.column)
    }

    private mutating func append(number: Int?) {
        append(number == nil ? 0 : 1)
        if let number { append(UInt64(bitPattern: Int64(number))) }
    }
}

extension RecordReader {
    /// What `append(events:)` wrote.
    mutating func events() -> [CalendarEvent]? {
        list { reader in
            guard var event = reader.event(), let overrides = reader.list({ $0.event() }) else { return nil }
            event.overrides = overrides
            return event
        }
    }

    /// An event as the parser makes it (texts cleaned, a URL only http(s)), without its overrides.
    private mutating func event() -> CalendarEvent? {
        guard let uid = presentText(), let summary = presentText(), case .some(let description) = text(),
            case .some(let place) = text(), case .some(let url) = text(), let kind = word(), kind <= 1,
            let start = time(), let end = time(), let rules = list({ $0.presentText() }), let dates = times(),
            let periods = list({ $0.period() }), let exceptions = times(), let hasRecurrenceID = word(),
            hasRecurrenceID <= 1
        else { return nil }
        let recurrenceID = hasRecurrenceID == 1 ? time() : nil
        guard hasRecurrenceID == 0 || recurrenceID != nil, let later = word(), later <= 1,
            let cancelled = word(), cancelled <= 1, case .some(let source) = location()
        else { return nil }
        guard Self.areAsParsed(lines: [uid, summary, place ?? ""], description: description, url: url) else {
            return nil
        }
        var event = CalendarEvent(
            uid: uid, summary: summary, description: description, location: place, url: url,
            kind: kind == 0 ? .holiday : .event, start: start, end: end, recurrenceRules: rules,
            recurrenceDates: dates, exceptionDates: exceptions, recurrenceID: recurrenceID,
            isCancelled: cancelled == 1, source: source)
        event.recurrencePeriods = periods
        event.appliesToLaterOccurrences = later == 1
        return event
    }

    /// Whether an event's texts, read back from a record, are what the calendar parser gives: one-line texts
    /// and a description cleaned, a URL only http(s). A record holding others is another's, never believed.
    static func areAsParsed(lines: [String], description: String?, url: String?) -> Bool {
        lines.allSatisfy { CleanText.singleLine($0) == $0 }
            && description.map { CleanText.multiLine($0) == $0 } ?? true
            && url.map { WebLink.checked($0) == $0 } ?? true
    }

    /// What `append(warnings:)` wrote.
    mutating func diagnostics() -> [Diagnostic]? {
        list { $0.diagnostic() }
    }

    /// A count, then as many of what `element` reads; nil when one of them is not there.
    mutating func list<Element>(_ element: (inout RecordReader) -> Element?) -> [Element]? {
        guard let count = count() else { return nil }
        var elements: [Element] = []
        for _ in 0..<count {
            guard let read = element(&self) else { return nil }
            elements.append(read)
        }
        return elements
    }

    private mutating func diagnostic() -> Diagnostic? {
        guard let severity = word(), severity <= 1, case .some(let location?) = location(),
            let message = presentText(), case .some(let excerpt) = text(), case .some(let column) = number()
        else { return nil }
        return Diagnostic(
            severity == 0 ? .warning : .error, at: location, message,
            excerpt.map { SourceExcerpt(text: $0, column: column) })
    }

    /// A count of things each at least a byte long: no more than the bytes left.
    mutating func count() -> Int? {
        guard let count = word(), count <= remainingBytes else { return nil }
        return Int(count)
    }

    private mutating func times() -> [CalendarDateTime]? {
        list { $0.time() }
    }

    private mutating func period() -> RecurrencePeriod? {
        guard let start = time(), let end = time() else { return nil }
        return RecurrencePeriod(start: start, end: end)
    }

    /// A date or date-time: a day the calendar has, a time of day within it.
    private mutating func time() -> CalendarDateTime? {
        guard let days = word().map({ Int64(bitPattern: $0) }), abs(days) <= 100_000_000,
            case .some(let seconds) = number(), (0..<86_400).contains(seconds ?? 0), case .some(let zone) = text()
        else { return nil }
        return CalendarDateTime(day: Day(daysSinceEpoch: Int(days)), secondsOfDay: seconds, timeZone: zone)
    }

    /// A location, or `.some(nil)` for none; nil when the bytes do not hold one.
    private mutating func location() -> SourceLocation?? {
        guard case .some(let file) = text(), case .some(let line) = number(), case .some(let column) = number()
        else { return nil }
        guard let file else { return line == nil && column == nil ? .some(nil) : nil }
        return .some(SourceLocation(file: file, line: line, column: column))
    }

    /// A number, or `.some(nil)` for none; nil when the bytes do not hold one.
    private mutating func number() -> Int?? {
        guard let isThere = word(), isThere <= 1 else { return nil }
        guard isThere == 1 else { return .some(nil) }
        guard let number = word() else { return nil }
        return .some(Int(Int64(bitPattern: number)))
    }
}
