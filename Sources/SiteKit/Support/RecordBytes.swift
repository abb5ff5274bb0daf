import Foundation

/// The binary records of the cache folder (`MemoSummaries`, `MemoRecords`): after a header line, words as
/// 8 little-endian bytes and texts as a 4-byte little-endian length (all ones for none) and their UTF-8
/// bytes. Records are the cache's, and anyone's to damage: reading checks every length against the bytes left.
struct RecordWriter {
    /// The bytes appended, or for a writer streaming to a file those not written to it yet.
    private(set) var bytes: [UInt8]
    /// Where the bytes go each time `flushSize` of them are held; nil to hold them all.
    private let file: ReplacedFile?
    /// Whether writing to `file` failed: the rest is then dropped, and `finish` says so.
    private var failed = false
    private static let flushSize = 1 << 18

    init(header: [UInt8], capacity: Int = 0) {
        bytes = header
        bytes.reserveCapacity(header.count + capacity)
        file = nil
    }

    /// A writer that writes to `file` as it goes, holding no more than about `flushSize` bytes.
    init(streamingTo file: ReplacedFile) {
        bytes = []
        bytes.reserveCapacity(Self.flushSize)
        self.file = file
    }

    /// Writes what is held to the file; whether every byte appended was written.
    mutating func finish() -> Bool {
        flush()
        return !failed
    }

    private mutating func flush() {
        guard let file, !bytes.isEmpty else { return }
        if !failed {
            do {
                try bytes.withUnsafeBytes { try file.write($0) }
            } catch {
                failed = true
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func flushWhenFull() {
        if file != nil, bytes.count >= Self.flushSize { flush() }
    }

    mutating func append(_ word: UInt64) {
        withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
        flushWhenFull()
    }

    mutating func append(_ text: String?) {
        guard var text else {
            withUnsafeBytes(of: UInt32.max.littleEndian) { bytes.append(contentsOf: $0) }
            return
        }
        text.withUTF8 { utf8 in
            withUnsafeBytes(of: UInt32(utf8.count).littleEndian) { bytes.append(contentsOf: $0) }
            bytes.append(contentsOf: utf8)
        }
        flushWhenFull()
    }

    /// Bytes as they are, without a length: a section whose lengths were written before it.
    mutating func append(section: some Collection<UInt8>) {
        bytes.append(contentsOf: section)
        flushWhenFull()
    }

    /// A hash: its two words.
    mutating func append(_ hash: ContentHash) {
        append(hash.high)
        append(hash.low)
    }

    /// A file's identity: its five words.
    mutating func append(_ identity: FileIdentity) {
        for word in [identity.device, identity.inode, UInt64(bitPattern: identity.size)] { append(word) }
        for word in [identity.modified, identity.changed] { append(UInt64(bitPattern: word)) }
    }

    /// The space a text takes: its length and its bytes.
    static func size(of text: String?) -> Int {
        4 + (text?.utf8.count ?? 0)
    }
}

/// Reads what `RecordWriter` wrote, field by field in the order written; nil for a field the bytes do not hold.
struct RecordReader {
    private let bytes: [UInt8]
    private var position: Int

    /// The reader of `bytes` after `header`, or nil when they do not begin with it.
    init?(_ bytes: [UInt8], header: [UInt8]) {
        guard bytes.starts(with: header) else { return nil }
        self.bytes = bytes
        position = header.count
    }

    var isAtEnd: Bool { position == bytes.count }

    /// The bytes not read yet: what a count read from the bytes is checked against before anything is reserved.
    var remainingBytes: UInt64 { UInt64(bytes.count - position) }

    mutating func word() -> UInt64? {
        load(UInt64.self)
    }

    mutating func hash() -> ContentHash? {
        guard let high = word(), let low = word() else { return nil }
        return ContentHash(high: high, low: low)
    }

    /// A text: nil when the bytes do not hold one, `.some(nil)` for none.
    mutating func text() -> String?? {
        guard let length = load(UInt32.self) else { return nil }
        if length == UInt32.max { return .some(nil) }
        guard let utf8 = fixed(Int(length)), let text = String(validating: utf8, as: UTF8.self) else {
            return nil
        }
        return .some(text)
    }

    /// A file's identity, as `RecordWriter` appends it.
    mutating func identity() -> FileIdentity? {
        guard let device = word(), let inode = word(), let size = word(), let modified = word(),
            let changed = word()
        else { return nil }
        return FileIdentity(
            device: device, inode: inode, size: Int64(bitPattern: size), modified: Int64(bitPattern: modified),
            changed: Int64(bitPattern: changed))
    }

    /// A text that must be there.
    mutating func presentText() -> String? {
        guard case .some(let text?) = text() else { return nil }
        return text
    }

    /// A little-endian integer, read in place: a record file is twenty thousand of them.
    private mutating func load<Integer: FixedWidthInteger>(_: Integer.Type) -> Integer? {
        let size = MemoryLayout<Integer>.size
        guard bytes.count - position >= size else { return nil }
        defer { position += size }
        return bytes.withUnsafeBytes {
            Integer(littleEndian: $0.loadUnaligned(fromByteOffset: position, as: Integer.self))
        }
    }

    private mutating func fixed(_ count: Int) -> ArraySlice<UInt8>? {
        guard bytes.count - position >= count else { return nil }
        defer { position += count }
        return bytes[position..<position + count]
    }
}

/// Records split into sixty-four files of the cache folder, `NAME-0` to `NAME-3f`, so that a night that changes
/// one memo rewrites one of them; each file is read and written on its own, on every core.
enum RecordShards {
    static let count = 1 << 6

    /// The shard of a record whose key hashes to `hash`: its top bits, which spread records evenly.
    static func shard(of hash: ContentHash) -> Int {
        Int(hash.high >> (64 - 6))
    }

    static func fileName(_ name: String, shard: Int) -> String {
        "\(name)-\(String(shard, radix: 16))"
    }

    /// The reader of a shard's bytes, or nil unless they begin with its header: a line naming the records
    /// (`memo-summaries` as "memo summaries"), their format's version, the binary that wrote them (the
    /// render cache's identity) and the file, so a file of another kind, format, binary or shard is refused.
    static func reader(
        of bytes: [UInt8], _ name: String, version: Int, identity: ContentHash, shard: Int
    ) -> RecordReader? {
        RecordReader(bytes, header: header(name, version: version, identity: identity, shard: shard))
    }

    /// The writer of a shard's bytes, the header written.
    static func writer(
        _ name: String, version: Int, identity: ContentHash, shard: Int, capacity: Int
    ) -> RecordWriter {
        RecordWriter(header: header(name, version: version, identity: identity, shard: shard), capacity: capacity)
    }

    /// The header line of a shard's file.
    static func header(_ name: String, version: Int, identity: ContentHash, shard: Int) -> [UInt8] {
        let kind = name.replacingOccurrences(of: "-", with: " ")
        return Array("sitegen \(kind) \(version) \(identity) \(fileName(name, shard: shard))\n".utf8)
    }

    /// The bytes of a shard that leaves texts in its file (`StoredText`): the header, the length of the
    /// `entries` section, the section, then the texts one after the other, their lengths being the entries'.
    static func bytes(
        _ name: String, version: Int, identity: ContentHash, shard: Int, entries: [UInt8], texts: [String]
    ) -> [UInt8] {
        var writer = writer(
            name, version: version, identity: identity, shard: shard,
            capacity: 8 + entries.count + texts.reduce(0) { $0 + $1.utf8.count })
        writer.append(UInt64(entries.count))
        writer.append(section: entries)
        for text in texts { writer.append(section: text.utf8) }
        return writer.bytes
    }

    /// The reader of the entries section of a shard written by `bytes(_:version:identity:shard:entries:texts:)`,
    /// and where in `file` its texts begin; nil unless the file begins with the shard's header and holds
    /// the whole section.
    static func entries(
        of file: RecordFile, _ name: String, version: Int, identity: ContentHash, shard: Int
    ) -> (reader: RecordReader, texts: Int)? {
        let header = header(name, version: version, identity: identity, shard: shard)
        guard let head = file.bytes(at: 0, count: header.count + 8), var opening = RecordReader(head, header: header),
            let length = opening.word(), length <= UInt64(file.size - head.count),
            let section = file.bytes(at: head.count, count: Int(length)),
            let reader = RecordReader(section, header: [])
        else { return nil }
        return (reader, head.count + section.count)
    }

    /// The records of every shard `read` makes something of (given the shard, its file open and the render
    /// cache's identity), merged; nil when it makes nothing of any, or the binary has no identity. The
    /// file is given rather than its bytes, for records that leave some of what they hold in it (`StoredText`).
    static func loadFiles<Key: Hashable & Sendable, Value: Sendable>(
        _ name: String, from folder: URL, _ read: @Sendable (Int, RecordFile, ContentHash) -> [Key: Value]?
    ) -> [Key: Value]? {
        guard let identity = RenderCache.rendererIdentity else { return nil }
        let shards = Array(0..<count).concurrentMap { shard in
            RecordFile(path: folder.appendingPathComponent(fileName(name, shard: shard)).path)
                .flatMap { read(shard, $0, identity) }
        }
        guard shards.contains(where: { $0 != nil }) else { return nil }
        var records: [Key: Value] = [:]
        records.reserveCapacity(shards.reduce(0) { $0 + ($1?.count ?? 0) })
        for shard in shards { records.merge(shard ?? [:]) { first, _ in first } }
        return records
    }

    /// Writes `bytes` as `shard`'s file by a rename (`ReplacedFile`) and gives the file as written, open, for
    /// records that leave what they hold in it (`StoredText`); nil when it could not be written.
    static func writeFile(_ name: String, to folder: URL, shard: Int, _ bytes: [UInt8]) -> RecordFile? {
        let path = folder.appendingPathComponent(fileName(name, shard: shard)).path
        guard (try? ReplacedFile.write(bytes, to: path, makingFolder: true)) != nil else { return nil }
        return RecordFile(path: path)
    }

    /// Writes the bytes of `shards`, each by a rename (`ReplacedFile`); a file that cannot be written is
    /// left as it was, for the next build to find out of date.
    static func write(_ name: String, to folder: URL, shards: [Int], _ bytes: @Sendable (Int) -> [UInt8]) {
        _ = shards.concurrentMap { shard in
            try? ReplacedFile.write(
                bytes(shard), to: folder.appendingPathComponent(fileName(name, shard: shard)).path, makingFolder: true)
        }
    }
}
