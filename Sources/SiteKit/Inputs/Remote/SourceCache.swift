import Foundation

/// The last-known-good copy of each remote source, in a folder outside the output (by default
/// `.sitegen-cache/` beside `Content/`): the raw body, and a small JSON of what is known about it.
///
/// File names come from a hash of the source's identity, never from fetched text. Each file is replaced
/// atomically (written aside, then renamed), and the metadata holds the body's checksum, so a body and
/// metadata from two different builds (a crash between the two renames) are detected, not trusted.
struct SourceCache: Sendable {
    /// The cache folder, which the build checked (`BuildPaths`); made on the first write.
    public let folder: URL

    /// A cache in `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// `.sitegen-cache/` beside the content folder: outside the output, so publishing never touches it.
    static func defaultFolder(contentFolder: URL) -> URL {
        contentFolder.deletingLastPathComponent().appendingPathComponent(".sitegen-cache", isDirectory: true)
    }

    /// The cached copy of `source`; nil when there is none. Throws `CacheDamage` when the files exist but
    /// cannot be trusted.
    public func read(_ source: RemoteSource) throws -> CachedSource? {
        let (bodyURL, metadataURL) = files(for: source)
        guard FileManager.default.fileExists(atPath: metadataURL.path) else { return nil }
        let metadata: CacheMetadata
        let body: Data
        do {
            metadata = try Self.decoder.decode(CacheMetadata.self, from: Data(contentsOf: metadataURL))
            body = try Data(contentsOf: bodyURL)
        } catch {
            throw CacheDamage(reason: "unreadable")
        }
        guard body.count == metadata.bytes, fnv1a64(body) == metadata.checksum else {
            throw CacheDamage(reason: "its body does not match its metadata")
        }
        return CachedSource(body: body, metadata: metadata)
    }

    /// Stores `body` as the last-known-good copy of `source`, replacing the previous one.
    public func write(_ body: Data, _ metadata: CacheMetadata, for source: RemoteSource) throws {
        let (bodyURL, metadataURL) = files(for: source)
        var metadata = metadata
        metadata.bytes = body.count
        metadata.checksum = fnv1a64(body)
        try ReplacedFile.write(body, to: bodyURL.path, makingFolder: true)
        try ReplacedFile.write(Self.encoder.encode(metadata), to: metadataURL.path)
    }

    /// Replaces only the metadata (after a 304: same body, new fetch time and validators).
    func update(_ metadata: CacheMetadata, for source: RemoteSource) throws {
        try ReplacedFile.write(Self.encoder.encode(metadata), to: files(for: source).metadata.path)
    }

    /// `<hash>.body` and `<hash>.json`.
    func files(for source: RemoteSource) -> (body: URL, metadata: URL) {
        let name = fnv1a64(Data(source.identity.utf8))
        return (folder.appendingPathComponent(name + ".body"), folder.appendingPathComponent(name + ".json"))
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}

/// A cached body and what is known about it.
struct CachedSource: Hashable, Sendable {
    /// The raw body as fetched.
    public var body: Data
    /// Its validators, URL, fetch time and entry count.
    var metadata: CacheMetadata
}

/// The JSON kept beside a cached body.
struct CacheMetadata: Hashable, Sendable, Codable {
    /// The URL it came from, secrets redacted: for people looking into the cache folder.
    public var url: String
    /// Sent back on the next fetch, for a 304.
    var validators: Validators
    /// When the body was fetched, or last confirmed by a 304.
    public var fetchedAt: Date
    /// How many entries the body parsed into, to notice a response with far fewer.
    public var entries: Int
    /// The body's length; set by `SourceCache.write`.
    public var bytes: Int
    /// The body's FNV-1a hash; set by `SourceCache.write`.
    var checksum: String

    /// Metadata for a body about to be written (length and checksum are filled in by the cache).
    public init(url: String, validators: Validators, fetchedAt: Date, entries: Int) {
        self.url = url
        self.validators = validators
        self.fetchedAt = fetchedAt
        self.entries = entries
        self.bytes = 0
        self.checksum = ""
    }
}

/// Cache files that exist but cannot be trusted; the loader treats them as no cache and says why.
struct CacheDamage: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why, e.g. `its body does not match its metadata`.
    public var reason: String

    /// `the cached copy is damaged (unreadable)`.
    public var description: String {
        "the cached copy is damaged (\(reason))"
    }
}

/// FNV-1a, 64 bits, as 16 hex digits: stable across runs and platforms (unlike `Hasher`), and enough to
/// tell a handful of configured sources apart and to notice a torn write; no adversary chooses these inputs.
/// Slugs are marked with it too (`Slug.marked(by:)`), where a name made to collide costs only a `-2`.
func fnv1a64(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    data.withUnsafeBytes { bytes in
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }
    return String(hash, radix: 16).leftPadded(to: 16)
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
