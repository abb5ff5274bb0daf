/// The search index of a site, as static files: `search/index/N.json`, each shard holding the tokens whose
/// key hashes to it, with the numbers of the documents holding each token (ascending, each after the first
/// as the difference from the one before), by kind; and `search/docs/KIND/NUMBER.json` for each document.
/// A query loads the shards of its tokens and the files of the results it shows.
struct SearchIndex: Sendable {
    static let folder = "search"
    /// A shard for about this much text (a few thousand postings of a few bytes each) keeps a query's load
    /// small; the count is a power of two, so that it changes only when the text doubles or halves.
    static let textBytesPerShard = 65_536
    static let maxShards = 4_096

    let shardCount: Int
    let files: [OutputFile]

    static func shardCount(forTextBytes bytes: Int) -> Int {
        var count = 1
        while count * textBytesPerShard < bytes, count < maxShards { count *= 2 }
        return count
    }

    /// The index of `documents` in `shardCount` shards (`shardCount(forTextBytes:)`).
    init(documents: [SearchDocument], shardCount: Int) {
        let kinds = SearchDocument.Kind.allCases
        let ordered = documents.sorted {
            (kinds.firstIndex(of: $0.kind)!, $0.number) < (kinds.firstIndex(of: $1.kind)!, $1.number)
        }
        let tokens = ordered.concurrentMap { document in
            Array(SearchText.tokens(of: document.title + "\n" + document.text))
        }
        self.shardCount = shardCount
        let count = shardCount
        let shards = tokens.concurrentMap { tokens in tokens.map { SearchText.shard(of: $0, among: count) } }
        // A group of shards on each task, each task reading every document's tokens for its own shards.
        let groups = Array(stride(from: 0, to: shardCount, by: max(1, shardCount / 16)))
        let shardFiles = groups.concurrentMap { first in
            let last = min(first + max(1, count / 16), count)
            var held = [[SearchText.Token: [SearchDocument.Kind: [Int]]]](repeating: [:], count: last - first)
            for (position, document) in ordered.enumerated() {
                for (token, shard) in zip(tokens[position], shards[position]) where (first..<last).contains(shard) {
                    held[shard - first][token, default: [:]][document.kind, default: []].append(document.number)
                }
            }
            return held.enumerated().map { offset, tokens in
                OutputFile(path: "\(Self.folder)/index/\(first + offset).json", bytes: Self.shardJSON(tokens))
            }
        }
        files = shardFiles.flatMap { $0 } + ordered.concurrentMap(Self.documentFile)
    }

    private static func shardJSON(_ tokens: [SearchText.Token: [SearchDocument.Kind: [Int]]]) -> [UInt8] {
        var json = JSONBytes()
        json.append("{")
        for (offset, (token, kinds)) in tokens.sorted(by: { $0.key.text < $1.key.text }).enumerated() {
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

    @Sendable private static func documentFile(_ document: SearchDocument) -> OutputFile {
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
