/// One shard of a search index as it is filled: each token with the numbers of the documents holding it,
/// by kind (in `SearchDocument.Kind.allCases` order), and then its file. A class, so that each shard of a
/// chunk of documents is filled by one task in place; no two tasks fill the same shard at once.
final class ShardPostings: @unchecked Sendable {
    typealias Posting = (token: SearchText.Token, kind: Int, number: Int)

    private var lists: [SearchText.Token: PostingList] = [:]

    init() {}

    /// The postings of a file `json()` wrote (`ShardPatch` patches them); nil for any other bytes.
    init?(json bytes: [UInt8]) {
        var reader = ShardReader(bytes: bytes)
        guard let numbers = reader.postings() else { return nil }
        lists = numbers.mapValues(PostingList.init(byKind:))
        guard json() == bytes else { return nil }
    }

    /// Adds postings of documents after every document added before.
    func add(_ postings: [Posting]) {
        // Filled as a local, then put back: a stored property is checked for exclusive access at every use.
        var lists = self.lists
        self.lists = [:]
        for posting in postings {
            lists[posting.token, default: PostingList()].append(
                kind: posting.kind, number: Int32(clamping: posting.number))
        }
        self.lists = lists
    }

    /// Adds a posting in its place among the token's numbers, wherever its document is numbered.
    func insert(_ posting: Posting) {
        lists[posting.token, default: PostingList()].insert(kind: posting.kind, number: Int32(clamping: posting.number))
    }

    /// Takes a posting out; a token left without any is taken out too.
    func remove(_ posting: Posting) {
        guard var list = lists[posting.token] else { return }
        list.remove(kind: posting.kind, number: Int32(clamping: posting.number))
        lists[posting.token] = list.isEmpty ? nil : list
    }

    /// `{"TOKEN":{"KIND":[FIRST,DIFFERENCE,...]},...}`, the tokens sorted by their UTF-8, which for text in
    /// NFKC is the order of their characters.
    func json() -> [UInt8] {
        var json = JSONBytes()
        json.append("{")
        let tokens = lists.keys.sorted { $0.precedes($1) }
        for (offset, token) in tokens.enumerated() {
            if offset > 0 { json.append(",") }
            json.appendString(token.text)
            json.append(":{")
            var firstKind = true
            lists[token]!.forEachKind { kind, values in
                if !firstKind { json.append(",") }
                firstKind = false
                json.appendString(SearchDocument.Kind.allCases[kind].rawValue)
                json.append(":[")
                for (position, value) in values.enumerated() {
                    if position > 0 { json.append(",") }
                    json.append(value)
                }
                json.append("]")
            }
            json.append("}")
        }
        json.append("}")
        return json.bytes
    }
}
