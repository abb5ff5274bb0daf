/// One shard of a search index as it is filled: each token with the numbers of the documents holding it,
/// by kind (in `SearchDocument.Kind.allCases` order), and then its file. A class, so that each shard of a
/// chunk of documents is filled by one task in place; no two tasks fill the same shard at once.
final class ShardPostings: @unchecked Sendable {
    typealias Posting = (token: SearchText.Token, kind: Int, number: Int)

    private var numbers: [SearchText.Token: [[Int32]]] = [:]

    init() {}

    /// The postings of a file `json()` wrote (`ShardPatch` patches them); nil for any other bytes.
    init?(json bytes: [UInt8]) {
        var reader = ShardReader(bytes: bytes)
        guard let numbers = reader.postings() else { return nil }
        self.numbers = numbers
        guard json() == bytes else { return nil }
    }

    /// Adds postings of documents after every document added before.
    func add(_ postings: [Posting]) {
        let kinds = SearchDocument.Kind.allCases.count
        // Filled as a local, then put back: a stored property is checked for exclusive access at every use.
        var numbers = self.numbers
        self.numbers = [:]
        for posting in postings {
            numbers[posting.token, default: Array(repeating: [], count: kinds)][posting.kind].append(
                Int32(clamping: posting.number))
        }
        self.numbers = numbers
    }

    /// Adds a posting in its place among the token's numbers, wherever its document is numbered.
    func insert(_ posting: Posting) {
        let number = Int32(clamping: posting.number)
        var byKind = numbers[posting.token] ?? Array(repeating: [], count: SearchDocument.Kind.allCases.count)
        let place = byKind[posting.kind].firstIndex { $0 >= number } ?? byKind[posting.kind].endIndex
        guard place == byKind[posting.kind].endIndex || byKind[posting.kind][place] != number else { return }
        byKind[posting.kind].insert(number, at: place)
        numbers[posting.token] = byKind
    }

    /// Takes a posting out; a token left without any is taken out too.
    func remove(_ posting: Posting) {
        guard var byKind = numbers[posting.token] else { return }
        byKind[posting.kind].removeAll { $0 == Int32(clamping: posting.number) }
        numbers[posting.token] = byKind.allSatisfy(\.isEmpty) ? nil : byKind
    }

    /// `{"TOKEN":{"KIND":[FIRST,DIFFERENCE,...]},...}`, the tokens sorted by their UTF-8, which for text in
    /// NFKC is the order of their characters.
    func json() -> [UInt8] {
        var json = JSONBytes()
        json.append("{")
        let tokens = numbers.keys.sorted { $0.precedes($1) }
        for (offset, token) in tokens.enumerated() {
            if offset > 0 { json.append(",") }
            json.appendString(token.text)
            json.append(":{")
            let byKind = numbers[token]!
            for (kindOffset, kind) in SearchDocument.Kind.allCases.indices.filter({ !byKind[$0].isEmpty }).enumerated()
            {
                if kindOffset > 0 { json.append(",") }
                json.appendString(SearchDocument.Kind.allCases[kind].rawValue)
                json.append(":[")
                var previous: Int32 = 0
                for (position, number) in byKind[kind].enumerated() {
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
}
