import Foundation

/// The site the last build published and the render cache it left: a page whose key is the cached one
/// and whose published file still has the cached bytes is kept as it is, not rendered again.
public struct ReusablePages: Sendable {
    public let folder: URL
    let cache: RenderCache
    private let opened: OpenFolder

    init(folder: URL, cache: RenderCache) {
        self.folder = folder
        self.cache = cache
        opened = OpenFolder(folder.path)
    }

    /// Whether the published `file` still has the bytes `entry` names: trusted without reading it when it
    /// still has the identity recorded after publishing, read back and hashed otherwise (a hand edit).
    func hasBytes(of entry: RenderCache.Entry, at file: String) -> Bool {
        if let published = entry.published, FileIdentity(fileAt: file, below: opened) == published { return true }
        return ContentHash(fileAt: file, below: opened) == entry.output
    }
}
