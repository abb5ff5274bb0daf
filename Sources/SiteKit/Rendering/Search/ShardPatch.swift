/// What changed in a search part since its shards were published (`SearchPartRecord`), as postings: the
/// tokens each changed, added or removed document lost and gained, by the shard they are in. An edit of an
/// older memo changes a few tokens of one document, so only their shards are read back and patched, where
/// making the part anew tokenized its thousands of documents. The patched shards are byte for byte what
/// making the part anew gives: a shard is its postings, written in one order.
struct ShardPatch {
    private var removed: [Int: [ShardPostings.Posting]] = [:]
    private var added: [Int: [ShardPostings.Posting]] = [:]

    /// The shards whose postings change.
    var shards: Set<Int> { Set(removed.keys).union(added.keys) }

    /// The patch from the part `earlier` records to `part`, documents matched by kind and number;
    /// `document` gives the earlier document of a member that changed or went, by its place in
    /// `earlier.members`. Nil when the shard counts differ, when a document needed cannot be had, or when
    /// more than half of the documents changed, beyond which making the part anew costs no more.
    init?(from earlier: SearchPartRecord, to part: SearchPart, document: (Int) -> SearchDocument?) {
        let shardCount = part.shardCount
        guard earlier.shardCount == shardCount else { return nil }
        let kinds = SearchDocument.Kind.allCases
        var unmatched: [Place: Int] = [:]
        for (position, member) in earlier.members.enumerated() {
            guard unmatched.updateValue(position, forKey: Place(kind: member.kind, number: member.number)) == nil
            else { return nil }
        }
        var changes: [(before: Int?, after: Int?)] = []
        for (position, new) in part.members.enumerated() {
            let before = unmatched.removeValue(forKey: Place(kind: new.kind, number: new.number))
            if before.map({ earlier.members[$0].digest != new.digest }) ?? true {
                changes.append((before, position))
            }
        }
        changes += unmatched.values.sorted().map { ($0, nil) }
        guard changes.count * 2 <= max(part.members.count, earlier.members.count) else { return nil }
        for (before, after) in changes {
            var lost: Set<SearchText.Token> = []
            if let before {
                guard let old = document(before) else { return nil }
                lost = old.tokens
            }
            let gained = after.map { part.document($0).tokens } ?? []
            let member = after.map { part.members[$0] } ?? earlier.members[before!]
            let kind = kinds.firstIndex(of: member.kind)!
            for token in lost.subtracting(gained) {
                removed[SearchText.shard(of: token, among: shardCount), default: []].append(
                    (token, kind, member.number))
            }
            for token in gained.subtracting(lost) {
                added[SearchText.shard(of: token, among: shardCount), default: []].append((token, kind, member.number))
            }
        }
    }

    /// A document's place in its part's shards.
    private struct Place: Hashable {
        var kind: SearchDocument.Kind
        var number: Int
    }

    /// The file of shard `shard` patched from its published bytes; nil when they are not a shard's file.
    func apply(to bytes: [UInt8], shard: Int) -> [UInt8]? {
        guard let postings = ShardPostings(json: bytes) else { return nil }
        removed[shard]?.forEach(postings.remove)
        added[shard]?.forEach(postings.insert)
        return postings.json()
    }
}
