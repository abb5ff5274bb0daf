import Foundation

/// What the last build rendered, so that the next one renders only the pages whose inputs changed: for
/// each page, the key of what it was made from (`PageKey`), the hash of the bytes it was made into, and the
/// published file's identity (`FileIdentity`) once it was published.
///
/// It lives beside the remote sources' cache (`.sitegen-cache/rendered-pages`). It is a hint, never
/// trusted: a page is left unrendered only when its key is the cached one and the published file still
/// has the recorded identity or, failing that, hashes to the cached bytes. A cache that is missing, damaged or written by another sitegen binary
/// (its header names the format and the renderer) is ignored whole, and the build renders every page.
struct RenderCache: Sendable, Equatable, CacheFileRecord {
    struct Entry: Sendable, Equatable {
        var key: ContentHash
        var output: ContentHash
        /// The published file's identity, recorded after publishing; nil until then, or when it could not be trusted.
        var published: FileIdentity? = nil
    }

    /// By output path.
    var pages: [String: Entry]
    /// What each search part's shards were made from, by the part's name.
    var searchParts: [String: SearchPartRecord]

    static let fileName = "rendered-pages"
    static let format = 6

    /// The format, the version, the bytes of the running binary and the libraries it renders with: a page's
    /// key covers its inputs and its templates, this covers the code that renders them, whether or not the
    /// version number was raised.
    /// Nil when the binary cannot be read; no cache is then read or written.
    static let rendererIdentity: ContentHash? = {
        guard let path = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(path) }
        guard let binary = ContentHash(fileAt: String(cString: path)) else { return nil }
        var hasher = ContentHasher()
        hasher.add("sitegen render cache \(format) \(sitegenVersion)")
        hasher.add(binary)
        hasher.add(LinkedLibraries.identities())
        return hasher.hash
    }()

    init(pages: [String: Entry] = [:], searchParts: [String: SearchPartRecord] = [:]) {
        self.pages = pages
        self.searchParts = searchParts
    }

    /// Replaces the file `name` of `folder` (made when missing) with what `writing` appends, written as it is
    /// appended rather than held whole (`RecordWriter(streamingTo:)`); false when it could not be written,
    /// and the file is then left as it was.
    static func replace(_ name: String, in folder: URL, writing: (inout RecordWriter) -> Void) -> Bool {
        guard (try? ReplacedFile.makeFolder(folder)) != nil,
            let file = try? ReplacedFile(replacing: folder.appendingPathComponent(name).path)
        else { return false }
        var writer = RecordWriter(streamingTo: file)
        writing(&writer)
        guard writer.finish() else {
            file.abandon()
            return false
        }
        return (try? file.commit()) != nil
    }

    /// Records each page's identity as published (`identities`, taken in the staging folder before the
    /// swap, as `StagedTree.identities` gives them), none for a page without one; in place, as the cache of
    /// a large site is tens of megabytes.
    mutating func record(published identities: [String: FileIdentity]) {
        for index in pages.indices {
            pages.values[index].published = identities[pages.keys[index]]
        }
    }

    /// A header line naming the format and the renderer, then the page count and each page, in no order
    /// (`RecordWriter`): its path, its key's and output's two words each, and whether it has an identity (1)
    /// and its five words, or not (0); then the search parts' count and each part, sorted by name
    /// (`SearchPartRecord`). Binary, as reading fifteen thousand lines of text took longer than planning a
    /// night; unsorted, as sorting fifteen thousand paths took half the time of writing them.
    func append(identity: ContentHash, to writer: inout RecordWriter) {
        writer.append(section: Array("\(Self.header) \(identity)\n".utf8))
        writer.append(UInt64(pages.count))
        for (path, entry) in pages {
            writer.append(path)
            writer.append(entry.key)
            writer.append(entry.output)
            guard let published = entry.published else {
                writer.append(0)
                continue
            }
            writer.append(1)
            writer.append(published)
        }
        writer.append(UInt64(searchParts.count))
        for name in searchParts.keys.sorted() { searchParts[name]!.append(to: &writer) }
    }

    /// Reads `bytes`; nil unless they are exactly what `bytes(identity:)` writes, for this renderer.
    init?(bytes: [UInt8], identity: ContentHash) {
        guard var reader = RecordReader(bytes, header: Array("\(Self.header) \(identity)\n".utf8)) else {
            return nil
        }
        guard let count = reader.word(), count <= reader.remainingBytes / 44 else { return nil }
        var pages: [String: Entry] = [:]
        pages.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let path = reader.presentText(), let key = reader.hash(), let output = reader.hash(),
                let hasIdentity = reader.word(), hasIdentity <= 1
            else { return nil }
            var entry = Entry(key: key, output: output)
            if hasIdentity == 1 {
                guard let published = reader.identity() else { return nil }
                entry.published = published
            }
            guard pages.updateValue(entry, forKey: path) == nil else { return nil }
        }
        guard let partCount = reader.word(), partCount <= reader.remainingBytes / 20 else { return nil }
        var searchParts: [String: SearchPartRecord] = [:]
        for _ in 0..<partCount {
            guard let part = SearchPartRecord(reading: &reader),
                searchParts.updateValue(part, forKey: part.name) == nil
            else { return nil }
        }
        guard reader.isAtEnd else { return nil }
        self.pages = pages
        self.searchParts = searchParts
    }

    private static var header: String { "sitegen render cache \(format)" }
}
