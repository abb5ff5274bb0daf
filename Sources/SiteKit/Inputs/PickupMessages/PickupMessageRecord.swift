import Foundation

/// The pickup messages as an earlier build parsed them (`ParsedRecord`), from their bytes and the name
/// warnings give the source: parsing the JSON of 2,000 messages again took 40 ms of CPU of every rebuild,
/// one with nothing changed among them. Kept in `.sitegen-cache/message-records-0`.
struct PickupMessageRecord: ParsedRecord, Equatable {
    static let fileName = "message-records"
    static let version = 1

    var key: ContentHash
    /// What `PickupMessageParser.parse` made of the messages, its warnings unquoted.
    var parsed: Parsed<[PickupMessage]>

    /// A header naming the binary, then (`RecordWriter`) the key, the count of entries, the warnings, and each
    /// message: its id, title, category, image URL, body, date and link.
    func bytes(identity: ContentHash, index: Int) -> [UInt8]? {
        var writer = RecordShards.writer(
            Self.fileName, version: Self.version, identity: identity, shard: index,
            capacity: parsed.value.reduce(0) { $0 + ($1.body?.utf8.count ?? 0) + 200 })
        writer.append(key)
        writer.append(UInt64(parsed.entries))
        writer.append(warnings: parsed.warnings)
        writer.append(UInt64(parsed.value.count))
        for message in parsed.value {
            for text in [message.id, message.title, message.category] { writer.append(text) }
            for text in [message.imageURL, message.body, message.date?.iso, message.url] { writer.append(text) }
        }
        return writer.bytes
    }
}

extension PickupMessageRecord {
    /// Reads what `bytes(identity:index:)` wrote; nil unless it is whole, of this source, and every message
    /// is one the parser could have made: texts cleaned, an id and a title not blank, links only http(s).
    init?(bytes: [UInt8], identity: ContentHash, index: Int) {
        guard
            var reader = RecordShards.reader(
                of: bytes, Self.fileName, version: Self.version, identity: identity, shard: index),
            let key = reader.hash(), let entries = reader.word(), entries <= Int.max,
            let warnings = reader.diagnostics(),
            let messages = reader.list({ $0.message() }), reader.isAtEnd
        else { return nil }
        self.init(key: key, parsed: Parsed(messages, warnings: warnings, entries: Int(entries)))
    }
}

extension RecordReader {
    /// A message as `PickupMessageRecord.bytes` wrote it, when the parser could have made it.
    fileprivate mutating func message() -> PickupMessage? {
        guard let id = presentText(), let title = presentText(), let category = presentText(),
            case .some(let image) = text(), case .some(let body) = text(), case .some(let date) = text(),
            case .some(let url) = text(), !CleanText.isBlank(id), !CleanText.isBlank(title),
            [id, title, category].allSatisfy({ CleanText.singleLine($0) == $0 }),
            body.map({ CleanText.multiLine($0) == $0 }) ?? true,
            [image, url].allSatisfy({ $0.map { WebLink.checked($0) == $0 } ?? true })
        else { return nil }
        let day = date.flatMap(Day.init(iso:))
        guard date == nil || day?.iso == date else { return nil }
        return PickupMessage(id: id, title: title, category: category, imageURL: image, body: body, date: day, url: url)
    }
}
