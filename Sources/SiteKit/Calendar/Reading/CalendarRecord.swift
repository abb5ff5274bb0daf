import Foundation

/// A calendar as an earlier build parsed it, with the hash of what it was parsed from (its bytes, the name
/// messages give it, the kind of its events): a build that finds the same takes the events and warnings
/// from the record rather than parsing the file again, which took a core for 60–90 ms of every rebuild of a
/// site with a few thousand events. The warnings are kept as the parser gave them, and quoted from the bytes
/// as a parsed file's are, so every build gives them the same.
///
/// Each calendar of `site.yml`'s list has its file in the cache folder (`.sitegen-cache/calendar-records-0`
/// for the first, named as `RecordShards` names shards). A record that is missing, damaged, of another
/// format or binary, or of other bytes is ignored, and the calendar is parsed and recorded again.
struct CalendarRecord: Sendable, Equatable {
    static let fileName = "calendar-records"
    static let version = 1

    var key: ContentHash
    /// What `CalendarParser.parse` made of the calendar, its warnings unquoted.
    var parsed: Parsed<[CalendarEvent]>

    static func key(of data: Data, file: String, kind: CalendarKind) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add(file)
        hasher.add(kind.rawValue)
        data.withUnsafeBytes { hasher.add($0) }
        return hasher.hash
    }

    /// What `parse` makes of `data`, taken from the record of the calendar at `index` of the list in
    /// `folder` when it holds it; otherwise parsed, and recorded there. Without a folder, parsed.
    static func parsed(
        _ data: Data, file: String, kind: CalendarKind, index: Int, in folder: URL?,
        parse: () throws(Diagnostic) -> Parsed<[CalendarEvent]>
    ) throws(Diagnostic) -> Parsed<[CalendarEvent]> {
        guard let folder, let identity = RenderCache.rendererIdentity else { return try parse() }
        let path = folder.appendingPathComponent(RecordShards.fileName(fileName, shard: index)).path
        let key = key(of: data, file: file, kind: kind)
        if let bytes = OpenFolder.bytes(ofFileAtPath: path),
            let record = CalendarRecord(bytes: bytes, identity: identity, index: index), record.key == key
        {
            return record.parsed
        }
        let parsed = try parse()
        if let bytes = CalendarRecord(key: key, parsed: parsed).bytes(identity: identity, index: index) {
            try? ReplacedFile.write(bytes, to: path, makingFolder: true)
        }
        return parsed
    }

    init(key: ContentHash, parsed: Parsed<[CalendarEvent]>) {
        self.key = key
        self.parsed = parsed
    }

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
