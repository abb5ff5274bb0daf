/// What changed in a search part since its shards were published (`SearchPart.earlier`), as postings: the
/// tokens each changed document lost and gained, by the shard they are in. A save in `sitegen serve` that
/// edits an older memo changes a few tokens of one document, so only their shards are read back and
/// patched, where making the part anew tokenized its thousands of documents. The patched shards are
/// byte for byte what making the part anew gives: a shard is its postings, written in one order.
struct ShardPatch {
    private var removed: [Int: [ShardPostings.Posting]] = [:]
    private var added: [Int: [ShardPostings.Posting]] = [:]

    /// The shards whose postings change.
    var shards: Set<Int> { Set(removed.keys).union(added.keys) }

    /// The patch from `earlier` to `part`: nil unless both hold the same documents in the same order (by
    /// kind and number) in as many shards, and at most half of them changed, beyond which making the
    /// part anew costs no more.
    init?(from earlier: SearchPart.Earlier, to part: SearchPart) {
        let (before, after, shardCount) = (earlier.documents, part.documents, part.shardCount)
        guard before.count == after.count, earlier.shardCount == shardCount else { return nil }
        let changed = after.indices.filter { earlier.documentDigests[$0] != part.documentDigests[$0] }
        guard changed.count * 2 <= after.count else { return nil }
        let kinds = SearchDocument.Kind.allCases
        for position in changed {
            let (old, new) = (before[position], after[position])
            guard old.kind == new.kind, old.number == new.number else { return nil }
            let kind = kinds.firstIndex(of: new.kind)!
            let (lost, gained) = (old.tokens, new.tokens)
            for token in lost.subtracting(gained) {
                removed[SearchText.shard(of: token, among: shardCount), default: []].append((token, kind, new.number))
            }
            for token in gained.subtracting(lost) {
                added[SearchText.shard(of: token, among: shardCount), default: []].append((token, kind, new.number))
            }
        }
    }

    /// The file of shard `shard` patched from its published bytes; nil when they are not a shard's file.
    func apply(to bytes: [UInt8], shard: Int) -> [UInt8]? {
        guard let postings = ShardPostings(json: bytes) else { return nil }
        removed[shard]?.forEach(postings.remove)
        added[shard]?.forEach(postings.insert)
        return postings.json()
    }
}
