import Foundation

/// The new site's tree as `StagedSite.finish` leaves it for the records of the next build: where it is,
/// its files and the folders above them (as `finish` worked them out, rather than again from tens of
/// thousands of paths), and the identities it already knows of its entries (`finish`'s `record`).
struct StagedTree {
    /// The staging folder just before the swap, or the output once the site it replaced is removed.
    var folder: URL
    /// The site's files, distinct, the marker not among them.
    var files: [String]
    /// Every folder above `files`, the output folder itself left out.
    var folders: Set<String>
    /// Identities looked at as the files were checked and untouched since; empty when none can be trusted.
    var known: [String: FileIdentity]

    /// The identity of every file and folder of the tree, the folder itself left out, and whether each has
    /// one: an entry missing, or changed too recently to be trusted (`FileIdentity.recorded`), is left out.
    /// Those `known` are taken, the others looked up on every core.
    mutating func identities() -> (entries: [String: FileIdentity], isWhole: Bool) {
        var entries: [String: FileIdentity] = [:]
        swap(&entries, &known)
        entries.reserveCapacity(folders.count + files.count)
        let missing = folders.filter { entries[$0] == nil } + files.filter { entries[$0] == nil }
        let opened = OpenFolder(folder.path)
        var isWhole = true
        for (path, identity) in zip(
            missing, missing.concurrentMap { FileIdentity.recorded(fileAt: $0, in: opened.descriptor) })
        {
            guard let identity else {
                isWhole = false
                continue
            }
            entries[path] = identity
        }
        return (entries, isWhole)
    }
}
