import Foundation

/// The site the last build published and the render cache it left: a page whose key is the cached one
/// and whose published file still has the cached bytes is kept as it is, not rendered again.
public struct ReusablePages: Sendable {
    let cache: RenderCache
    /// The published folder, opened.
    private let folder: OpenFolder
    /// Whether the cache is known to be what the folder holds, as `sitegen serve`'s private site is, which
    /// only the server itself writes (`PreviewSite`): its files are then not looked at to be kept.
    private let isTrusted: Bool
    /// The identity of every file and folder of the published folder, each found as recorded at the start
    /// of this build (`PublishedTree.isIntact`): a page published with one of them is not looked at again.
    private let found: [String: FileIdentity]

    /// `found`: the entries of the published tree, when it was found intact.
    init(folder: URL, cache: RenderCache, found: [String: FileIdentity] = [:]) {
        self.cache = cache
        self.folder = OpenFolder(folder.path)
        isTrusted = false
        self.found = found
    }

    /// Pages kept on the cache's word alone: `cache` is what sitegen itself last wrote into `folder`, which
    /// no one else writes.
    init(trusting cache: RenderCache, in folder: URL) {
        self.cache = cache
        self.folder = OpenFolder(folder.path)
        isTrusted = true
        found = [:]
    }

    /// The cached entry of `file` when it was made from what `key` names and is still published with its
    /// bytes: the file is then kept as it is. The entry keeps its identity only when the file was found with
    /// it just now, so that publishing can rely on it (`StagedSite.finish`); a file found by its bytes has none.
    func entry(keeping file: String, key: ContentHash) -> RenderCache.Entry? {
        guard var entry = cache.pages[file], entry.key == key else { return nil }
        guard !isTrusted else { return entry }
        if let published = entry.published,
            found[file] == published || FileIdentity(fileAt: file, below: folder) == published
        {
            return entry
        }
        guard ContentHash(fileAt: file, below: folder) == entry.output else { return nil }
        entry.published = nil
        return entry
    }

    /// The cached entry of `file` when it was made from what `key` names and the published tree was found
    /// intact with it as published: a page carried over from the last plan (`PlanRecord`), kept without
    /// being looked at.
    func entry(found file: String, key: ContentHash) -> RenderCache.Entry? {
        guard let entry = cache.pages[file], entry.key == key, let published = entry.published,
            found[file] == published
        else { return nil }
        return entry
    }

    /// The bytes of `file` as published, when it was made from what `key` names and they are the bytes the
    /// cache records: what a file made from them is patched from (`ShardPatch`).
    func publishedBytes(of file: String, key: ContentHash) -> [UInt8]? {
        guard let entry = cache.pages[file], entry.key == key, let bytes = folder.bytes(ofFileAt: file),
            ContentHash(of: bytes) == entry.output
        else { return nil }
        return bytes
    }

    /// The document `member` of a search part as its published file holds it, when it hashes to the
    /// member's digest, which tells it is the document the part's shards were made from: a file changed
    /// since, or a text longer than the file keeps, gives nil.
    func publishedDocument(_ member: SearchPartRecord.Member) -> SearchDocument? {
        guard let bytes = folder.bytes(ofFileAt: SearchDocument.path(kind: member.kind, number: member.number)),
            let document = SearchIndex.documents(inFile: bytes, kind: member.kind)?.first(where: {
                $0.number == member.number
            }),
            document.digest == member.digest
        else { return nil }
        return document
    }
}
