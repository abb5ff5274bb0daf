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
}
