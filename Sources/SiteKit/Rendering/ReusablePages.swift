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

    /// The cached entry of `file` when it was made from what `key` names and is still published with its
    /// bytes: the file is then kept as it is.
    func entry(keeping file: String, key: ContentHash) -> RenderCache.Entry? {
        guard let entry = cache.pages[file], entry.key == key, hasBytes(of: entry, at: file) else { return nil }
        return entry
    }

    /// Whether the published `file` still has the bytes `entry` names: trusted without reading it when it
    /// still has the identity recorded after publishing, read back and hashed otherwise (a hand edit).
    func hasBytes(of entry: RenderCache.Entry, at file: String) -> Bool {
        if let published = entry.published, FileIdentity(fileAt: file, below: opened) == published { return true }
        return ContentHash(fileAt: file, below: opened) == entry.output
    }
}
