import Foundation

/// The site the last build published, as a whole: the digest of everything that build was made from
/// (`inputs`), the pages it counted, and the identity of every file and folder of the output. A build
/// whose inputs have the same digest, and which finds every entry of the output with its identity, has
/// nothing to render or publish: the output already is what it would make.
///
/// A file added, removed or renamed anywhere changes the identity of the folder holding it, and a file
/// written or linked changes its own, so the output cannot change unseen (see `FileIdentity` for the
/// clock's ticks). The marker is the exception: every build links it into its staging folder, which
/// changes its ctime, so it is checked by its bytes. The tree lives beside the render cache
/// (`.sitegen-cache/published-site`) and, like it, is ignored whole when it is missing, damaged or written
/// by another sitegen binary.
struct PublishedTree: Sendable, Equatable, CacheFileRecord {
    var inputs: Inputs
    var pagesByKind: [PageKind: Int]
    /// The files the output holds besides the marker: what a build that publishes nothing reports unchanged.
    var fileCount: Int {
        entries.count - folders.count
    }
    /// The output folder (".") and every folder below it, each an entry: recorded apart, as working them out
    /// from twenty-five thousand paths took longer than reading them.
    var folders: [String]
    /// The `.html` files among the content folder's files published as they are, which are no pages.
    var copiedHTML: Int
    /// By path below the output, the marker left out; "." is the output folder itself.
    var entries: [String: FileIdentity]

    static let fileName = "published-site"

    /// What a build is made from, as one digest: the settings, what is known before any input is read
    /// (the sitegen binary, `site.yml`'s bytes, the settings with the date, the theme), with the inputs
    /// as read.
    struct Inputs: Sendable, Equatable {
        var all: ContentHash

        /// The settings' digest: `site.yml`'s bytes (the settings' encoding leaves out the sources, whose
        /// kinds and names the pages show), the settings (date, drafts), the theme's templates and assets,
        /// and the sitegen binary. Nil when the binary cannot be read.
        static func settings(configuration: Data, settings: RenderSettings, theme: Theme) -> ContentHash? {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            guard let identity = RenderCache.rendererIdentity, let settings = try? encoder.encode(settings) else {
                return nil
            }
            var hasher = ContentHasher()
            hasher.add(identity)
            configuration.withUnsafeBytes { hasher.add($0) }
            settings.withUnsafeBytes { hasher.add($0) }
            hasher.add(theme.hash)
            for asset in theme.assets {
                hasher.add(asset.path)
                asset.bytes.withUnsafeBytes { hasher.add($0) }
            }
            return hasher.hash
        }

        init(settings: ContentHash, read: ContentHash) {
            var hasher = ContentHasher()
            hasher.add(settings)
            hasher.add(read)
            self.init(all: hasher.hash)
        }

        init(all: ContentHash) {
            self.all = all
        }
    }

    /// The identity of `output` once a site whose entries below it are `entries` is swapped in as it: taken
    /// once the clock has ticked past the swap, then confirmed by listing the folder, so that a file put into
    /// it after the swap is either seen in the listing or changes the folder's identity again. Nil when the
    /// folder holds anything else.
    static func root(of output: URL, holding entries: [String: FileIdentity]) -> FileIdentity? {
        FileIdentity.awaitNextTick()
        guard let root = FileIdentity.recorded(fileAt: output.path),
            let names = try? FileManager.default.contentsOfDirectory(atPath: output.path)
        else { return nil }
        // The names of a listing are distinct and hold no slash: it is the top-level entries and the marker
        // when it has as many names, each of them one of those. Counted, as no set of 25,000 paths is needed.
        let topLevel = entries.keys.count { $0 != "." && !$0.utf8.contains(UInt8(ascii: "/")) }
        guard names.count == topLevel + 1, names.contains(Publication.markerName),
            names.allSatisfy({ $0 == Publication.markerName || entries[$0] != nil })
        else { return nil }
        return root
    }

    /// Whether every entry of `output` still has its recorded identity, and the marker its bytes. Each is
    /// looked up from the output folder opened once, which saves walking its path 20,000 times.
    func isIntact(in output: URL) -> Bool {
        let folder = OpenFolder(output.path)
        return StagedSite.isPublished(StagedSite.marker, in: folder)
            && Array(entries).concurrentMap { path, identity in
                FileIdentity(fileAt: path, in: folder.descriptor) == identity
            }.allSatisfy { $0 }
    }

    /// The output's entries as listing it would find them while it is intact (`isIntact`), the marker
    /// among them, in no order.
    var listing: [FolderListing.Entry] {
        let folderSet = Set(folders)
        var listing = [FolderListing.Entry(path: Publication.markerName, kind: .file)]
        listing.reserveCapacity(entries.count)
        for path in folders where path != "." { listing.append(FolderListing.Entry(path: path, kind: .folder)) }
        for path in entries.keys where !folderSet.contains(path) {
            listing.append(FolderListing.Entry(path: path, kind: .file))
        }
        return listing
    }

    /// The tree recorded in `folder` (as `name`: a kept previous site's is `PreviousSite.recordName`),
    /// whatever settings it was made with, or nil when there is none that can be trusted: found intact, it
    /// also stands for the output of a build whose settings changed (the next night), which keeps pages on
    /// its word.
    static func load(from folder: URL, named name: String = fileName) -> PublishedTree? {
        guard let identity = RenderCache.rendererIdentity,
            let bytes = OpenFolder.bytes(ofFileAtPath: folder.appendingPathComponent(name).path)
        else { return nil }
        return PublishedTree(bytes: bytes, identity: identity)
    }

    /// Writes the tree into `folder` by a rename, as `RenderCache.write` does. Nil, or a tree that cannot be
    /// written, removes the one there, so that no tree is ever trusted but the last one recorded.
    static func replace(in folder: URL, named name: String = fileName, with tree: PublishedTree?) {
        let written =
            tree.flatMap { tree in
                RenderCache.rendererIdentity.map { identity in
                    RenderCache.replace(name, in: folder) { tree.append(identity: identity, to: &$0) }
                }
            } ?? false
        if !written { unlink(folder.appendingPathComponent(name).path) }
    }

    /// A header line naming the format and the binary, then (`RecordWriter`) the inputs' two words, the
    /// folder count, the copied `.html` files, the count of page kinds and each kind with its count, and
    /// the count of entries and each one's path and identity, the folders first in their order, the files
    /// in no order: sorting twenty-five thousand paths, and writing and reading them as lines of text, took
    /// longer than the rest of recording them.
    func append(identity: ContentHash, to writer: inout RecordWriter) {
        writer.append(section: Array("\(Self.header) \(identity)\n".utf8))
        writer.append(inputs.all)
        for word in [UInt64(folders.count), UInt64(copiedHTML)] { writer.append(word) }
        writer.append(UInt64(pagesByKind.count))
        for (kind, count) in pagesByKind.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            writer.append(kind.rawValue)
            writer.append(UInt64(count))
        }
        writer.append(UInt64(entries.count))
        let folderSet = Set(folders)
        for path in folders {
            writer.append(path)
            writer.append(entries[path]!)
        }
        for (path, entry) in entries where !folderSet.contains(path) {
            writer.append(path)
            writer.append(entry)
        }
    }

    /// Reads `bytes`; nil unless they are exactly what `bytes(identity:)` writes, for this binary.
    init?(bytes: [UInt8], identity: ContentHash) {
        guard var reader = RecordReader(bytes, header: Array("\(Self.header) \(identity)\n".utf8)),
            let inputs = reader.hash(), let folderCount = reader.word(),
            let copiedHTML = reader.word(), let kindCount = reader.word(), kindCount <= PageKind.allCases.count
        else { return nil }
        var pagesByKind: [PageKind: Int] = [:]
        for _ in 0..<kindCount {
            guard let name = reader.presentText(), let kind = PageKind(rawValue: name), let count = reader.word(),
                count <= UInt32.max, pagesByKind.updateValue(Int(count), forKey: kind) == nil
            else { return nil }
        }
        // An entry is at least its path's length and its identity's five words.
        guard let count = reader.word(), count <= reader.remainingBytes / 44 else { return nil }
        guard folderCount <= count else { return nil }
        var entries: [String: FileIdentity] = [:]
        var folders: [String] = []
        entries.reserveCapacity(Int(count))
        folders.reserveCapacity(Int(folderCount))
        for index in 0..<count {
            guard let path = reader.presentText(), let entry = reader.identity(),
                entries.updateValue(entry, forKey: path) == nil
            else { return nil }
            if index < folderCount { folders.append(path) }
        }
        // The counts are checked, not believed: a record may claim only as many pages as it has pages.
        guard reader.isAtEnd, copiedHTML <= entries.count,
            pagesByKind.values.reduce(0, +) + Int(copiedHTML) == entries.keys.count(where: { $0.hasSuffix(".html") })
        else { return nil }
        self.init(
            inputs: Inputs(all: inputs), pagesByKind: pagesByKind, folders: folders, copiedHTML: Int(copiedHTML),
            entries: entries)
    }

    init(
        inputs: Inputs, pagesByKind: [PageKind: Int], folders: [String], copiedHTML: Int,
        entries: [String: FileIdentity]
    ) {
        self.inputs = inputs
        self.pagesByKind = pagesByKind
        precondition(folders.allSatisfy { entries[$0] != nil }, "every folder is an entry")
        self.folders = folders
        self.copiedHTML = copiedHTML
        self.entries = entries
    }

    private static var header: String { "sitegen published site 7" }
}
