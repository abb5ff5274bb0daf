import Foundation

/// A calendar as an earlier build parsed it (`ParsedRecord`), from its bytes, the name messages give it and
/// the kind of its events: parsing the file again took a core for 60–90 ms of every rebuild of a site with a
/// few thousand events. Each calendar of `site.yml`'s list has its file (`.sitegen-cache/calendar-records-0`
/// for the first).
struct CalendarRecord: ParsedRecord, Equatable {
    static let fileName = "calendar-records"
    static let version = 1

    var key: ContentHash
    /// What `CalendarParser.parse` made of the calendar, its warnings unquoted.
    var parsed: Parsed<[CalendarEvent]>

    /// A header naming the binary and the calendar's place, then (`RecordWriter`) the key's two words, the
    /// count of entries, the warnings and the events; nil for an event whose overrides have overrides, which
    /// the parser never makes and a record does not hold.
    func bytes(identity: ContentHash, index: Int) -> [UInt8]? {
        var writer = RecordShards.writer(
            Self.fileName, version: Self.version, identity: identity, shard: index,
            capacity: parsed.value.count * 200)
        writer.append(key)
        writer.append(UInt64(parsed.entries))
        writer.append(warnings: parsed.warnings)
        guard writer.append(events: parsed.value) else { return nil }
        return writer.bytes
    }
}

extension CalendarRecord {
    /// Reads what `bytes(identity:index:)` wrote; nil unless it is whole, of this calendar, and every event
    /// is one the parser could have made: texts cleaned, a URL only http(s).
    init?(bytes: [UInt8], identity: ContentHash, index: Int) {
        guard
            var reader = RecordShards.reader(
                of: bytes, Self.fileName, version: Self.version, identity: identity, shard: index),
            let key = reader.hash(), let entries = reader.word(), entries <= Int.max,
            let warnings = reader.diagnostics(), let events = reader.events(), reader.isAtEnd
        else { return nil }
        self.init(
            key: key, parsed: Parsed(events, warnings: warnings, entries: Int(entries)))
    }
}
