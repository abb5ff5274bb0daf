/// One shard of a search index as it is filled: each token with the numbers of the documents holding it,
/// by kind (in `SearchDocument.Kind.allCases` order), and then its file. A class, so that each shard of a
/// chunk of documents is filled by one task in place; no two tasks fill the same shard at once.
final class ShardPostings: @unchecked Sendable {
    typealias Posting = (token: SearchText.Token, kind: Int, number: Int)

    private var numbers: [SearchText.Token: [[Int32]]] = [:]

    /// Adds postings of documents after every document added before.
    func add(_ postings: [Posting]) {
        let kinds = SearchDocument.Kind.allCases.count
        for posting in postings {
            numbers[posting.token, default: Array(repeating: [], count: kinds)][posting.kind].append(
                Int32(clamping: posting.number))
        }
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
