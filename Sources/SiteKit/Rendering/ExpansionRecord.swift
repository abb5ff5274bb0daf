import Foundation

/// The calendars' occurrences and warnings as the last build expanded them (`ExpandedCalendars`), with the
/// digest of what they were expanded from: the events, the years and the site's zone. A build whose events,
/// years and zone have that digest takes them from here instead of expanding them again, which took a core
/// for about 55 ms of every rebuild of a site with a few thousand events over twenty-seven years. The build
/// reads it beside reading the memos' summaries, and the index waits for it only where it would expand.
///
/// The record lives beside the render cache (`.sitegen-cache/calendar-expansion`). The texts of an event are
/// written once, and each occurrence names them by number, so reading shares them as expanding does. A
/// record that is missing, damaged, of another binary or format, or that holds an occurrence the events
/// could not have given (texts not clean, a URL not http(s)) is ignored.
struct ExpansionRecord: Sendable, Equatable, CacheFileRecord {
    static let fileName = "calendar-expansion"
    static let version = 1

    var key: ContentHash
    var occurrences: [CalendarOccurrence]
    var warnings: [Diagnostic]

    /// The digest of what an expansion is made from, as the record's bytes write the events.
    static func key(events: [CalendarEvent], years: [Int], timeZone: String) -> ContentHash {
        var writer = RecordWriter(header: [])
        _ = writer.append(events: events)
        for year in years { writer.append(UInt64(bitPattern: Int64(year))) }
        writer.append(timeZone)
        return ContentHash(of: writer.bytes)
    }

    init(key: ContentHash, occurrences: [CalendarOccurrence], warnings: [Diagnostic]) {
        self.key = key
        self.occurrences = occurrences
        self.warnings = warnings
    }

    /// A header naming the binary, then (`RecordWriter`) the key's two words, the warnings, each distinct set
    /// of texts (title, UID, description, location, URL, kind), and each occurrence: its day, the number of
    /// its texts, its flags and its times.
    func append(identity: ContentHash, to writer: inout RecordWriter) {
        writer.append(section: Self.header(identity))
        writer.append(key)
        writer.append(warnings: warnings)
        var numbers: [Texts: Int] = [:]
        var texts: [Texts] = []
        let numbered = occurrences.map { occurrence in
            let shared = Texts(occurrence)
            if let number = numbers[shared] { return number }
            numbers[shared] = texts.count
            texts.append(shared)
            return texts.count - 1
        }
        writer.append(UInt64(texts.count))
        for shared in texts {
            for text in [shared.title, shared.uid, shared.description, shared.location, shared.url] {
                writer.append(text)
            }
            writer.append(shared.kind == .holiday ? 0 : 1)
        }
        writer.append(UInt64(occurrences.count))
        for (occurrence, number) in zip(occurrences, numbered) {
            writer.append(UInt64(bitPattern: Int64(occurrence.day.daysSinceEpoch)))
            writer.append(UInt64(number))
            let flags = [occurrence.isAllDay, occurrence.continuesFromPreviousDay, occurrence.continuesToNextDay]
            writer.append(flags.enumerated().reduce(0) { $0 | ($1.element ? 1 << $1.offset : 0) })
            writer.append(occurrence.startTime)
            writer.append(occurrence.endTime)
        }
    }

    /// Reads what `bytes(identity:)` wrote; nil unless it is whole and every text is one an event could give.
    init?(bytes: [UInt8], identity: ContentHash) {
        guard var reader = RecordReader(bytes, header: Self.header(identity)), let key = reader.hash(),
            let warnings = reader.diagnostics(), let textCount = reader.count()
        else { return nil }
        var texts: [Texts] = []
        for _ in 0..<textCount {
            guard let title = reader.presentText(), let uid = reader.presentText(),
                case .some(let description) = reader.text(), case .some(let location) = reader.text(),
                case .some(let url) = reader.text(), let kind = reader.word(), kind <= 1
            else { return nil }
            let shared = Texts(
                title: title, uid: uid, description: description, location: location, url: url,
                kind: kind == 0 ? .holiday : .event)
            guard shared.isAsParsed else { return nil }
            texts.append(shared)
        }
        guard let occurrenceCount = reader.count() else { return nil }
        var occurrences: [CalendarOccurrence] = []
        occurrences.reserveCapacity(occurrenceCount)
        for _ in 0..<occurrenceCount {
            guard let days = reader.word().map({ Int64(bitPattern: $0) }), abs(days) <= 100_000_000,
                let number = reader.word(), number < texts.count, let flags = reader.word(), flags < 8,
                case .some(let startTime) = reader.text(), case .some(let endTime) = reader.text()
            else { return nil }
            let shared = texts[Int(number)]
            occurrences.append(
                CalendarOccurrence(
                    day: Day(daysSinceEpoch: Int(days)), title: shared.title, kind: shared.kind, uid: shared.uid,
                    description: shared.description, location: shared.location, url: shared.url,
                    isAllDay: flags & 1 != 0, startTime: startTime, endTime: endTime,
                    continuesFromPreviousDay: flags & 2 != 0, continuesToNextDay: flags & 4 != 0))
        }
        guard reader.isAtEnd else { return nil }
        self.init(key: key, occurrences: occurrences, warnings: warnings)
    }

    /// The texts an occurrence takes from its event, which its event's other occurrences share.
    private struct Texts: Hashable {
        var title: String
        var uid: String
        var description: String?
        var location: String?
        var url: String?
        var kind: CalendarKind

        init(
            title: String, uid: String, description: String?, location: String?, url: String?, kind: CalendarKind
        ) {
            (self.title, self.uid, self.description, self.location, self.url, self.kind) = (
                title, uid, description, location, url, kind
            )
        }

        init(_ occurrence: CalendarOccurrence) {
            self.init(
                title: occurrence.title, uid: occurrence.uid, description: occurrence.description,
                location: occurrence.location, url: occurrence.url, kind: occurrence.kind)
        }

        /// Whether the calendar parser could have given them.
        var isAsParsed: Bool {
            RecordReader.areAsParsed(lines: [title, uid, location ?? ""], description: description, url: url)
        }
    }

    private static func header(_ identity: ContentHash) -> [UInt8] {
        Array("sitegen calendar expansion \(version) \(identity)\n".utf8)
    }
}
