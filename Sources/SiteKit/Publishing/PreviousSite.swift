import CLinux
import Foundation

/// The site that was published before the current one, kept in the cache folder after a swap
/// (`.sitegen-cache/previous-site`), so that the next build stages into it instead of into an empty folder.
///
/// Most of its files are hard links to the published ones, so a build that changes a few pages then
/// replaces those few and links the ones that changed since, instead of making ten thousand folders and
/// links and then removing as many: the work follows what changed, not the size of the site. It is a
/// hint, never trusted: a file is kept in it only when it is the very file (device and inode) published
/// at that path; anything else in it is replaced or removed (`StagedSite.finish`). A tree without
/// sitegen's marker, or with anything but folders and plain files, is never used. The cache folder may
/// lie on another file system than the output; the tree is then not kept, and every build starts empty.
///
/// The tree is kept with the record of it as it was published (`PublishedTree`, in `previous-site-tree`
/// beside it), when the build that swapped it out found it intact. The next build then looks at its folders
/// instead of listing them: a folder with its recorded identity holds the entries it held (adding, removing
/// or renaming one changes it), so its files are the recorded ones, each the very file (inode) it was.
struct PreviousSite: Sendable {
    let folder: URL

    /// The kept tree's entries, and, when they were known from its record, every entry's identity as
    /// recorded: a folder's is its identity now, a file's names its inode.
    struct Taken {
        var entries: [FolderListing.Entry]
        var recorded: [String: FileIdentity]?
    }

    static let recordName = "previous-site-tree"

    private var cache: URL { folder.deletingLastPathComponent() }

    /// Moves the kept tree into the place of `staging` (an empty folder this build made beside the output)
    /// and gives its entries; nil when there is none that can be used, and `staging` is left as it was.
    /// A tree with the marker that cannot be used is removed, and an empty one (an empty output the first
    /// swap replaced), since it would only be in the way of the next. Its record is used once: removed here,
    /// it describes no tree a failed build gives back.
    func take(into staging: URL) -> Taken? {
        let tree = PublishedTree.load(from: cache, named: Self.recordName)
        unlink(cache.appendingPathComponent(Self.recordName).path)
        var status = stat()
        guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
        guard lstat(folder.appendingPathComponent(Publication.markerName).path, &status) == 0,
            status.st_mode & S_IFMT == S_IFREG
        else {
            rmdir(folder.path)
            return nil
        }
        let recorded = tree.flatMap { tree in
            Self.entries(of: folder, asRecordedIn: tree).map { (tree: tree, entries: $0) }
        }
        let entries = recorded?.entries ?? (try? FolderListing.entries(below: folder, displayName: folder.path))
        guard let entries, entries.allSatisfy({ $0.path == Publication.markerName || Self.isUsable($0) }),
            rename(folder.path, staging.path) == 0
        else {
            try? FileManager.default.removeItem(at: folder)
            return nil
        }
        return Taken(entries: entries, recorded: recorded?.tree.entries)
    }

    /// The entries of `folder` as `tree` records them, when it holds what that records: the names at its top,
    /// and every folder below with its recorded identity, looked at on every core; nil otherwise.
    private static func entries(of folder: URL, asRecordedIn tree: PublishedTree) -> [FolderListing.Entry]? {
        guard let top = try? FolderListing.entries(in: folder, displayName: folder.path) else { return nil }
        let listing = tree.listing
        let recordedTop = listing.filter { !$0.path.utf8.contains(UInt8(ascii: "/")) }
        let described = { (entry: FolderListing.Entry) in "\(entry.kind == .folder) \(entry.path)" }
        guard top.count == recordedTop.count, Set(top.map(described)) == Set(recordedTop.map(described)) else {
            return nil
        }
        let opened = OpenFolder(folder.path)
        let intact = tree.folders.filter { $0 != "." }.concurrentMap { path in
            FileIdentity(fileAt: path, in: opened.descriptor) == tree.entries[path]
        }
        return intact.allSatisfy { $0 } ? listing : nil
    }

    /// Whether `keep` will keep what is now at `staging`: nothing is in the way, and the cache is on its file system.
    func canKeep(_ staging: URL) -> Bool {
        try? ReplacedFile.makeFolder(cache)
        var cache = stat()
        var site = stat()
        return lstat(folder.path, &cache) != 0 && errno == ENOENT
            && stat(folder.deletingLastPathComponent().path, &cache) == 0
            && stat(staging.path, &site) == 0 && cache.st_dev == site.st_dev
    }

    /// Keeps `swappedOut`, the site a swap just replaced, for the next build; false when it cannot be kept (a
    /// folder of that name is in the way, or the cache is on another file system), and the caller removes it.
    /// When it `wasIntact` (found as the published site's record, `PublishedTree.fileName`, records it), that
    /// record is moved beside it as its own: the file, not written since, rather than its tree written again.
    func keep(_ swappedOut: URL, wasIntact: Bool = false) -> Bool {
        try? ReplacedFile.makeFolder(cache)
        guard renameat2(AT_FDCWD, swappedOut.path, AT_FDCWD, folder.path, UInt32(SITEGEN_RENAME_NOREPLACE)) == 0
        else { return false }
        let record = cache.appendingPathComponent(Self.recordName).path
        if !wasIntact || rename(cache.appendingPathComponent(PublishedTree.fileName).path, record) != 0 {
            unlink(record)
        }
        return true
    }

    /// Folders and plain files that are not hidden: what sitegen publishes. A hidden entry (whose folder
    /// the listing does not enter), a link, a FIFO or a name that is not UTF-8 is none of sitegen's. Any
    /// other name the new site does not have is removed like any page it no longer has.
    private static func isUsable(_ entry: FolderListing.Entry) -> Bool {
        (entry.kind == .file || entry.kind == .folder) && !entry.isHidden
    }
}
