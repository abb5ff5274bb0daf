/// Documents of the search index that change together, indexed in shards of their own: the memos before
/// the latest memo's quarter, which a night leaves as they are; that quarter's memos and the pages; and
/// the articles, which change with the API. A build keeps the shards of a part whose documents did not
/// change (by `digest`) without reading their tokens, and a query reads its tokens' shards in every part.
struct SearchPart: Sendable {
    let name: String
    /// Each document's kind, number and digest (what its result file is keyed by, and what the part's
    /// digest is made from, so that no text is hashed twice), and a memo's source, in order.
    let members: [SearchPartRecord.Member]
    /// The bytes of its documents' titles and texts, which its shard count follows.
    let textBytes: Int
    /// The document of each member, by its place, made when asked: a night that keeps a part's shards and
    /// files makes none of its documents.
    let document: @Sendable (Int) -> SearchDocument
    /// The part as the last plan made it, when this one is made from it (in `sitegen serve`): its shards,
    /// as published, are patched rather than made anew (`ShardPatch`), with its documents at hand.
    let earlier: Earlier?

    /// What a part's shards were made from, and its documents.
    struct Earlier: Sendable {
        let record: SearchPartRecord
        let document: @Sendable (Int) -> SearchDocument
    }

    init(
        name: String, members: [SearchPartRecord.Member], textBytes: Int,
        document: @escaping @Sendable (Int) -> SearchDocument, earlier: SearchPart? = nil
    ) {
        (self.name, self.members, self.textBytes, self.document) = (name, members, textBytes, document)
        self.earlier = earlier.map { Earlier(record: $0.record, document: $0.document) }
    }

    /// The part of `documented`, documents with their digests as worked out before.
    init(name: String, documented: [SearchDocument.Documented], earlier: SearchPart? = nil) {
        self.init(
            name: name,
            members: documented.map(SearchPartRecord.Member.init),
            textBytes: documented.reduce(0) { $0 + $1.document.textBytes }, document: { documented[$0].document },
            earlier: earlier)
    }

    /// The shards for the part's text (`SearchIndex.shardCount(forTextBytes:)`).
    var shardCount: Int {
        SearchIndex.shardCount(forTextBytes: textBytes)
    }

    var shardPaths: [String] {
        (0..<shardCount).map { SearchIndex.shardPath($0, of: name) }
    }

    /// Everything the part's shards are made from.
    var digest: ContentHash {
        Self.digest(name: name, shardCount: shardCount, members: members)
    }

    static func digest(name: String, shardCount: Int, members: [SearchPartRecord.Member]) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add("search part")
        hasher.add(name)
        hasher.add(UInt64(shardCount))
        for member in members { hasher.add(member.digest) }
        return hasher.hash
    }

    /// What the render cache keeps of it for the next build.
    var record: SearchPartRecord {
        SearchPartRecord(name: name, shardCount: shardCount, members: members)
    }

    /// The shards, made anew, each handed to `made` as it is made (`SearchIndex.files(_:)`).
    func files<Made: Sendable>(_ made: @Sendable (OutputFile) -> Made) -> [Made] {
        SearchIndex(
            part: name, keys: members.map { ($0.kind, $0.number) }, document: document, shardCount: shardCount
        ).files(made)
    }

    /// The parts of `memos` (by day), `articles` and `pages`, of anything that stands for the documents (their
    /// places, their sizes for the search page): the memos split at the first day of the latest one's
    /// quarter; a part without documents is left out.
    static func split<Member>(
        memos: [Member], days: [Day], articles: [Member], pages: [Member]
    ) -> [(name: String, members: [Member])] {
        let split = days.last.map { Day(year: $0.year, month: ($0.month - 1) / 3 * 3 + 1, day: 1)! }
        let settled = split.map { split in days.prefix { $0 < split }.count } ?? 0
        let parts = [
            (name: "memos", members: Array(memos[..<settled])),
            (name: "recent", members: Array(memos[settled...]) + pages),
            (name: "articles", members: articles),
        ]
        return parts.filter { !$0.members.isEmpty }
    }
}
