/// Documents of the search index that change together, indexed in shards of their own: the memos before
/// the latest memo's quarter, which a night leaves as they are; that quarter's memos and the pages; and
/// the articles, which change with the API. A build keeps the shards of a part whose documents did not
/// change (by `digest`) without reading their tokens, and a query reads its tokens' shards in every part.
struct SearchPart: Sendable {
    let name: String
    let documents: [SearchDocument]
    /// Each document's `digest`, in order: what its result file is keyed by, and what the part's digest is
    /// made from, so that no text is hashed twice.
    let documentDigests: [ContentHash]
    /// The part as the last plan made it, when this one is made from it (in `sitegen serve`): its shards,
    /// as published, are patched rather than made anew (`ShardPatch`), with its documents at hand.
    let earlier: Earlier?

    /// What a part's shards were made from, and the documents themselves.
    struct Earlier: Sendable {
        let record: SearchPartRecord
        let documents: [SearchDocument]
    }

    /// The part of `documented`, documents with their digests as worked out before.
    init(name: String, documented: [SearchDocument.Documented], earlier: SearchPart? = nil) {
        self.name = name
        documents = documented.map(\.document)
        documentDigests = documented.map(\.digest)
        self.earlier = earlier.map { Earlier(record: $0.record, documents: $0.documents) }
    }

    /// The shards for the part's text (`SearchIndex.shardCount(forTextBytes:)`).
    var shardCount: Int {
        SearchIndex.shardCount(forTextBytes: documents.reduce(0) { $0 + $1.textBytes })
    }

    var shardPaths: [String] {
        (0..<shardCount).map { SearchIndex.shardPath($0, of: name) }
    }

    /// Everything the part's shards are made from.
    var digest: ContentHash {
        Self.digest(name: name, shardCount: shardCount, documentDigests: documentDigests)
    }

    static func digest(name: String, shardCount: Int, documentDigests: [ContentHash]) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add("search part")
        hasher.add(name)
        hasher.add(UInt64(shardCount))
        for digest in documentDigests { hasher.add(digest) }
        return hasher.hash
    }

    /// What the render cache keeps of it for the next build.
    var record: SearchPartRecord {
        SearchPartRecord(
            name: name, shardCount: shardCount,
            members: zip(documents, documentDigests).map { .init(kind: $0.kind, number: $0.number, digest: $1) })
    }

    /// The shards, made anew, each handed to `made` as it is made (`SearchIndex.files(_:)`).
    func files<Made: Sendable>(_ made: @Sendable (OutputFile) -> Made) -> [Made] {
        SearchIndex(part: name, documents: documents, shardCount: shardCount).files(made)
    }

    /// The parts of `memos` (by day), `articles` and `pages`, the memos split at the first day of the latest
    /// one's quarter; a part without documents is left out.
    static func parts(
        memos: [SearchDocument.Documented], days: [Day], articles: [SearchDocument.Documented],
        pages: [SearchDocument.Documented]
    ) -> [SearchPart] {
        split(memos: memos, days: days, articles: articles, pages: pages).map {
            SearchPart(name: $0.name, documented: $0.members)
        }
    }

    /// What `parts` splits, of anything that stands for the documents (their sizes, for the search page).
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
