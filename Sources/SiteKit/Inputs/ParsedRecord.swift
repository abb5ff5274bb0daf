import Foundation

/// An input as an earlier build parsed it, with the hash of what it was parsed from (`key`): a build that
/// finds the same takes the value and the warnings from the record rather than parsing the bytes again. The
/// warnings are kept as the parser gave them, and quoted from the bytes as a parsed input's are, so every
/// build gives them the same.
///
/// Each input has its file in the cache folder, named as `RecordShards` names shards (its place in `site.yml`
/// is the shard). A record that is missing, damaged, of another format or binary, of other bytes, or holding
/// what the parser could not have made is ignored, and the input is parsed and recorded again.
protocol ParsedRecord: Sendable {
    associatedtype Value: Sendable
    static var fileName: String { get }
    var key: ContentHash { get }
    var parsed: Parsed<Value> { get }
    init(key: ContentHash, parsed: Parsed<Value>)
    /// The record's bytes for the input at `index`, for this binary (`identity`); nil when it cannot hold
    /// the value.
    func bytes(identity: ContentHash, index: Int) -> [UInt8]?
    /// Reads what `bytes(identity:index:)` wrote; nil unless it is whole, of this input, and as parsed.
    init?(bytes: [UInt8], identity: ContentHash, index: Int)
}

extension ParsedRecord {
    /// The key of `data` as parsed with `settings` (the name warnings give the input, the kind of its values).
    static func key(of data: Data, parsedWith settings: String...) -> ContentHash {
        var hasher = ContentHasher()
        for setting in settings { hasher.add(setting) }
        data.withUnsafeBytes { hasher.add($0) }
        return hasher.hash
    }

    /// What `parse` makes of the bytes of `key`, taken from the record of the input at `index` in `folder`
    /// when it holds it; otherwise parsed, and recorded there. Without a folder, parsed.
    static func parsed(
        _ key: ContentHash, index: Int, in folder: URL?, parse: () throws(Diagnostic) -> Parsed<Value>
    ) throws(Diagnostic) -> Parsed<Value> {
        guard let folder, let identity = RenderCache.rendererIdentity else { return try parse() }
        let path = folder.appendingPathComponent(RecordShards.fileName(fileName, shard: index)).path
        if let bytes = OpenFolder.bytes(ofFileAtPath: path),
            let record = Self(bytes: bytes, identity: identity, index: index), record.key == key
        {
            return record.parsed
        }
        let parsed = try parse()
        if let bytes = Self(key: key, parsed: parsed).bytes(identity: identity, index: index) {
            try? ReplacedFile.write(bytes, to: path, makingFolder: true)
        }
        return parsed
    }
}
