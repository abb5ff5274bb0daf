/// Documents of the search index that change together, indexed in shards of their own: the memos before
/// the latest memo's quarter, which a night leaves as they are; that quarter's memos and the pages; and
/// the articles, which change with the API. A build keeps the shards of a part whose documents did not
/// change (by `digest`) without reading their tokens, and a query reads its tokens' shards in every part.
struct SearchPart: Sendable {
    var name: String
    var documents: [SearchDocument]

    /// The shards for the part's text (`SearchIndex.shardCount(forTextBytes:)`).
    var shardCount: Int {
        SearchIndex.shardCount(forTextBytes: documents.reduce(0) { $0 + $1.title.utf8.count + $1.text.utf8.count })
    }

    var shardPaths: [String] {
        (0..<shardCount).map { SearchIndex.shardPath($0, of: name) }
    }

    /// Everything the part's shards are made from.
    var digest: ContentHash {
        var hasher = ContentHasher()
        hasher.add("search part")
        hasher.add(name)
        hasher.add(UInt64(shardCount))
        for document in documents {
            hasher.add(document.kind.rawValue)
            hasher.add(UInt64(document.number))
            hasher.add(document.title)
            hasher.add(document.text)
        }
        return hasher.hash
    }

    /// The shards, made anew.
    var files: [OutputFile] {
        SearchIndex(part: name, documents: documents, shardCount: shardCount).files
    }

    /// The parts of `memos` (by day), `articles` and `pages`, the memos split at the first day of the latest
    /// one's quarter; a part without documents is left out.
    static func parts(
        memos: [SearchDocument], days: [Day], articles: [SearchDocument], pages: [SearchDocument]
    )
        -> [SearchPart]
    {
        let split = days.last.map { Day(year: $0.year, month: ($0.month - 1) / 3 * 3 + 1, day: 1)! }
        let settled = split.map { split in days.prefix { $0 < split }.count } ?? 0
        return [
            SearchPart(name: "memos", documents: Array(memos[..<settled])),
            SearchPart(name: "recent", documents: Array(memos[settled...]) + pages),
            SearchPart(name: "articles", documents: articles),
        ].filter { !$0.documents.isEmpty }
    }
}
