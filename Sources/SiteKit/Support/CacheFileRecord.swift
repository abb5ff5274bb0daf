import Foundation

/// A record of the cache folder kept whole in one file (`fileName`), which names the renderer's identity
/// (`RenderCache.rendererIdentity`): loaded only when it can be trusted whole, written by a rename, so a
/// build killed meanwhile leaves the old record or the new one. None is read or written when the binary
/// cannot be read.
protocol CacheFileRecord {
    static var fileName: String { get }
    /// Reads what `bytes(identity:)` wrote; nil unless it is whole and of the binary `identity` names.
    init?(bytes: [UInt8], identity: ContentHash)
    /// Appends the record, its header line first, as `init?(bytes:identity:)` reads it.
    func append(identity: ContentHash, to writer: inout RecordWriter)
}

extension CacheFileRecord {
    /// The record in `folder`, or nil when there is none that can be trusted.
    static func load(from folder: URL) -> Self? {
        guard let identity = RenderCache.rendererIdentity,
            let bytes = OpenFolder.bytes(ofFileAtPath: folder.appendingPathComponent(fileName).path)
        else { return nil }
        return Self(bytes: bytes, identity: identity)
    }

    /// The record's bytes, held whole.
    func bytes(identity: ContentHash) -> [UInt8] {
        var writer = RecordWriter(header: [])
        append(identity: identity, to: &writer)
        return writer.bytes
    }

    /// Writes the record into `folder` (made when missing) as it is made, so that a record of a hundred
    /// thousand pages is never held whole beside the site. A record that cannot be written is no error:
    /// the next build does the work it would have saved.
    func write(to folder: URL) {
        guard let identity = RenderCache.rendererIdentity else { return }
        _ = RenderCache.replace(Self.fileName, in: folder) { append(identity: identity, to: &$0) }
    }
}
