import Foundation

/// One part of a site's search index (`SearchPart`), as static files: `search/index/PART/N.json`, each shard
/// holding the tokens whose key hashes to it, with the numbers of the documents holding each token
/// (ascending, each after the first as the difference from the one before), by kind. The documents of a
/// kind are in files of `documentsPerFile`, `search/docs/KIND/NUMBER ÷ 4.json` (`documentFile`). A query
/// loads the shards of its tokens in every part and the files of the results it shows.
struct SearchIndex: Sendable {
    static let folder = "search"
    /// A shard for about this much text (a few thousand postings of a few bytes each) keeps a query's load
    /// small; the count is a power of two, so that it changes only when the text doubles or halves.
    static let textBytesPerShard = 65_536
    static let maxShards = 4_096

    let part: String
    private let shards: [ShardPostings]
    var shardCount: Int { shards.count }

    /// The path of shard `shard` of the part named `part`.
    static func shardPath(_ shard: Int, of part: String) -> String {
        "\(folder)/index/\(part)/\(shard).json"
    }

    static func shardCount(forTextBytes bytes: Int) -> Int {
        var count = 1
        while count * textBytesPerShard < bytes, count < maxShards { count *= 2 }
        return count
    }

    /// The index of the documents whose kinds and numbers are `keys`, each made by `document` from its place
    /// when its chunk is indexed: a part's documents hold its whole text, and a chunk's are let go once
    /// their tokens are in the shards.
    init(
        part: String, keys: [(kind: SearchDocument.Kind, number: Int)], document: @Sendable (Int) -> SearchDocument,
        shardCount: Int
    ) {
        let kinds = SearchDocument.Kind.allCases
        let order = keys.indices.sorted {
            (kinds.firstIndex(of: keys[$0].kind)!, keys[$0].number)
                < (kinds.firstIndex(of: keys[$1].kind)!, keys[$1].number)
        }
        let count = shardCount
        self.part = part
        let shards = (0..<count).map { _ in ShardPostings() }
        // A chunk of documents at a time, so that only a chunk's documents and tokens are held beside the
        // shards'; the documents' order makes each token's numbers ascending.
        for start in stride(from: 0, to: order.count, by: Self.documentsPerChunk) {
            let chunk = Array(order[start..<min(start + Self.documentsPerChunk, order.count)])
            let tokens = chunk.concurrentMap { place in
                document(place).tokens.map { (token: $0, shard: SearchText.shard(of: $0, among: count)) }
            }
            var added = [[ShardPostings.Posting]](repeating: [], count: count)
            for (place, tokens) in zip(chunk, tokens) {
                let kind = kinds.firstIndex(of: keys[place].kind)!
                for (token, shard) in tokens { added[shard].append((token, kind, keys[place].number)) }
            }
            _ = Array(zip(shards, added)).concurrentMap { shard, added in shard.add(added) }
        }
        self.shards = shards
    }

    /// The shards' files, each handed to `made` as soon as it is made, so that only the files being handed
    /// on are held as bytes rather than all of a part's.
    func files<Made: Sendable>(_ made: @Sendable (OutputFile) -> Made) -> [Made] {
        Array(shards.enumerated()).concurrentMap { number, shard in
            made(OutputFile(path: Self.shardPath(number, of: part), bytes: shard.json()))
        }
    }

    private static let documentsPerChunk = 256

    /// The documents a file holds: a few, so that a site has a file for every few documents rather than
    /// for each (half its files were these), while a page of ten results loads little more than their own.
    static let documentsPerFile = 4

    /// The file of `documents`, which share one `path`: an object of each one's title, URL, date and text,
    /// by its number, in ascending order.
    static func documentFile(_ documents: [SearchDocument]) -> OutputFile {
        var json = JSONBytes()
        json.append("{")
        for (position, document) in documents.sorted(by: { $0.number < $1.number }).enumerated() {
            json.append(position == 0 ? "\"\(document.number)\":" : ",\"\(document.number)\":")
            json.append("{\"date\":")
            if let date = document.date { json.appendString(date) } else { json.append("null") }
            json.append(",\"text\":")
            json.appendString(document.keptText)
            json.append(",\"title\":")
            json.appendString(document.title)
            json.append(",\"url\":")
            json.appendString(document.url)
            json.append("}")
        }
        json.append("}")
        return OutputFile(path: documents[0].path, bytes: json.bytes)
    }

    /// The documents of kind `kind` a file `documentFile` made holds, their texts cut to the excerpt's
    /// source; nil for bytes that are not such a file.
    static func documents(inFile bytes: [UInt8], kind: SearchDocument.Kind) -> [SearchDocument]? {
        struct Stored: Decodable {
            var date: String?
            var text: String
            var title: String
            var url: String
        }
        guard let stored = try? JSONDecoder().decode([String: Stored].self, from: Data(bytes)) else { return nil }
        var documents: [SearchDocument] = []
        for (key, document) in stored {
            guard let number = Int(key) else { return nil }
            documents.append(
                SearchDocument(
                    kind: kind, number: number, url: document.url, title: document.title, date: document.date,
                    text: document.text))
        }
        return documents
    }
}
