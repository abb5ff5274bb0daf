/// One part of a site's search index (`SearchPart`), as static files: `search/index/PART/N.json`, each shard
/// holding the tokens whose key hashes to it, with the numbers of the documents holding each token
/// (ascending, each after the first as the difference from the one before), by kind. Each document has a
/// file of its own, `search/docs/KIND/NUMBER.json` (`documentFile`). A query loads the shards of its tokens
/// in every part and the files of the results it shows.
struct SearchIndex: Sendable {
    static let folder = "search"
    /// A shard for about this much text (a few thousand postings of a few bytes each) keeps a query's load
    /// small; the count is a power of two, so that it changes only when the text doubles or halves.
    static let textBytesPerShard = 65_536
    static let maxShards = 4_096

    let shardCount: Int
    let files: [OutputFile]

    /// The path of shard `shard` of the part named `part`.
    static func shardPath(_ shard: Int, of part: String) -> String {
        "\(folder)/index/\(part)/\(shard).json"
    }

    static func shardCount(forTextBytes bytes: Int) -> Int {
        var count = 1
        while count * textBytesPerShard < bytes, count < maxShards { count *= 2 }
        return count
    }

    /// The index of `documents` in `shardCount` shards (`shardCount(forTextBytes:)`).
    init(part: String, documents: [SearchDocument], shardCount: Int) {
        let kinds = SearchDocument.Kind.allCases
        let ordered = documents.sorted {
            (kinds.firstIndex(of: $0.kind)!, $0.number) < (kinds.firstIndex(of: $1.kind)!, $1.number)
        }
        let count = shardCount
        self.shardCount = count
        let tokens = ordered.concurrentMap { document in
            SearchText.tokens(of: document.title + "\n" + document.text).map {
                (token: $0, shard: SearchText.shard(of: $0, among: count))
            }
        }
        // Each shard's postings in the documents' order, so that each token's numbers come out ascending.
        var postings = [[(token: SearchText.Token, document: Int)]](repeating: [], count: count)
        for (position, tokens) in tokens.enumerated() {
            for (token, shard) in tokens { postings[shard].append((token, position)) }
        }
        let shardFiles = Array(postings.enumerated()).concurrentMap { shard, postings in
            var held: [SearchText.Token: [SearchDocument.Kind: [Int]]] = [:]
            for (token, position) in postings {
                held[token, default: [:]][ordered[position].kind, default: []].append(ordered[position].number)
            }
            return OutputFile(path: Self.shardPath(shard, of: part), bytes: Self.shardJSON(held))
        }
        files = shardFiles
    }

    private static func shardJSON(_ tokens: [SearchText.Token: [SearchDocument.Kind: [Int]]]) -> [UInt8] {
        var json = JSONBytes()
        json.append("{")
        // By their UTF-8, which for text in NFKC is the order of their characters.
        for (offset, (token, kinds)) in tokens.sorted(by: { $0.key.bytes.lexicographicallyPrecedes($1.key.bytes) })
            .enumerated()
        {
            if offset > 0 { json.append(",") }
            json.appendString(token.text)
            json.append(":{")
            for (kindOffset, kind) in SearchDocument.Kind.allCases.filter({ kinds[$0] != nil }).enumerated() {
                if kindOffset > 0 { json.append(",") }
                json.appendString(kind.rawValue)
                json.append(":[")
                var previous = 0
                for (position, number) in kinds[kind]!.enumerated() {
                    if position > 0 { json.append(",") }
                    json.append(String(position == 0 ? number : number - previous))
                    previous = number
                }
                json.append("]")
            }
            json.append("}")
        }
        json.append("}")
        return json.bytes
    }

    @Sendable static func documentFile(_ document: SearchDocument) -> OutputFile {
        var json = JSONBytes()
        json.append("{\"date\":")
        if let date = document.date { json.appendString(date) } else { json.append("null") }
        json.append(",\"text\":")
        json.appendString(String(document.text.prefix(SearchDocument.excerptSource)))
        json.append(",\"title\":")
        json.appendString(document.title)
        json.append(",\"url\":")
        json.appendString(document.url)
        json.append("}")
        return OutputFile(path: document.path, bytes: json.bytes)
    }
}

/// JSON written byte by byte: the index's files are many and large, and their order is fixed by hand.
private struct JSONBytes {
    var bytes: [UInt8] = []

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as UTF-8.
    mutating func appendString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case 0x0A: bytes += Array("\\n".utf8)
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
