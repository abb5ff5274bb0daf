import Foundation

/// What the last build rendered, so that the next one renders only the pages whose inputs changed: for
/// each page, the key of what it was made from (`PageKey`), the hash of the bytes it was made into, and the
/// published file's identity (`FileIdentity`) once it was published.
///
/// It lives beside the remote sources' cache (`.sitegen-cache/rendered-pages`). It is a hint, never
/// trusted: a page is left unrendered only when its key is the cached one and the published file still
/// has the recorded identity or, failing that, hashes to the cached bytes. A cache that is missing, damaged or written by another sitegen binary
/// (its header names the format and the renderer) is ignored whole, and the build renders every page.
struct RenderCache: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var key: ContentHash
        var output: ContentHash
        /// The published file's identity, recorded after publishing; nil until then, or when it could not be trusted.
        var published: FileIdentity? = nil
    }

    /// By output path.
    var pages: [String: Entry]

    static let fileName = "rendered-pages"
    static let format = 3

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

    init(pages: [String: Entry] = [:]) {
        self.pages = pages
    }

    /// The cache in `folder`, or nil when there is none that can be trusted.
    static func load(from folder: URL) -> RenderCache? {
        guard let identity = rendererIdentity,
            let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        return RenderCache(text: text, identity: identity)
    }

    /// Writes the cache into `folder` (made when missing) by a rename, so a build killed meanwhile leaves
    /// the old cache or the new one. A cache that cannot be written is no error: the next build renders everything.
    func write(to folder: URL) {
        guard let identity = Self.rendererIdentity else { return }
        _ = Self.replace(Self.fileName, in: folder, with: text(identity: identity))
    }

    /// Replaces the file `name` of `folder` (made when missing) with `text` whole; false when it could not be written.
    static func replace(_ name: String, in folder: URL, with text: String) -> Bool {
        (try? ReplacedFile.write(Array(text.utf8), to: folder.appendingPathComponent(name).path, makingFolder: true))
            != nil
    }

    /// This cache with the identity of every page as published in `folder`, which must hold the pages'
    /// cached bytes: taken after the swap, since linking a file into the staging folder changes its ctime.
    /// Each page is looked up from the folder opened once, which saves walking the folder's own path ten
    /// thousand times.
    func recordingPublished(in folder: URL, known: [String: FileIdentity] = [:]) -> RenderCache {
        let opened = OpenFolder(folder.path)
        let paths = Array(pages.keys)
        var recorded = self
        for (path, identity) in zip(
            paths, paths.concurrentMap { known[$0] ?? FileIdentity.recorded(fileAt: $0, in: opened.descriptor) })
        {
            recorded.pages[path]?.published = identity
        }
        return recorded
    }

    /// A header line, then one line per page, sorted by path: `KEY OUTPUT IDENTITY PATH`, the identity `-` when none.
    func text(identity: ContentHash) -> String {
        var text = TextBytes(reservingCapacity: 160 * (pages.count + 1))
        text.append("\(Self.header) \(identity)\n")
        for path in pages.keys.sorted() {
            let entry = pages[path]!
            entry.key.write(into: &text)
            text.append(byte: UInt8(ascii: " "))
            entry.output.write(into: &text)
            text.append(byte: UInt8(ascii: " "))
            if let published = entry.published {
                published.write(into: &text)
            } else {
                text.append(byte: UInt8(ascii: "-"))
            }
            text.append(byte: UInt8(ascii: " "))
            text.append(path)
            text.append(byte: UInt8(ascii: "\n"))
        }
        return text.text
    }

    /// Reads `text`; nil unless every line is as `text(identity:)` writes it, for this renderer. Lines are
    /// found on the UTF-8 bytes, as splitting ten thousand lines into Characters costs more than the rest.
    init?(text: String, identity: ContentHash) {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.popLast()?.isEmpty == true, let header = lines.first,
            header.elementsEqual("\(Self.header) \(identity)".utf8)
        else { return nil }
        var pages: [String: Entry] = [:]
        pages.reserveCapacity(lines.count)
        for line in lines.dropFirst() {
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, let key = ContentHash(hex: Substring(fields[0])),
                let output = ContentHash(hex: Substring(fields[1]))
            else { return nil }
            let identity = Substring(fields[2])
            var entry = Entry(key: key, output: output)
            if identity != "-" {
                guard let published = FileIdentity(text: identity) else { return nil }
                entry.published = published
            }
            guard pages.updateValue(entry, forKey: String(Substring(fields[3]))) == nil else { return nil }
        }
        self.pages = pages
    }

    private static var header: String { "sitegen render cache \(format)" }
}
