/// Reads a shard's file back into its postings (`ShardPostings.init(json:)`): the JSON that
/// `ShardPostings.json()` writes, and nothing else. Every step checks the byte it expects, so any other
/// input ends in nil, in one pass over the bytes.
struct ShardReader {
    let bytes: [UInt8]
    private var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Each token's numbers by kind, the differences added up; nil unless the bytes are a whole shard.
    mutating func postings() -> [SearchText.Token: [[Int32]]]? {
        let kinds = SearchDocument.Kind.allCases
        var numbers: [SearchText.Token: [[Int32]]] = [:]
        guard take("{") else { return nil }
        var first = true
        while !take("}") {
            guard first || take(","), let token = string(), take(":"), take("{"), numbers[token] == nil else {
                return nil
            }
            first = false
            var byKind = [[Int32]](repeating: [], count: kinds.count)
            var firstKind = true
            while !take("}") {
                guard firstKind || take(","), let name = string(),
                    let kind = kinds.firstIndex(where: { $0.rawValue == name.text }),
                    byKind[kind].isEmpty, take(":"), take("[")
                else { return nil }
                firstKind = false
                var previous: Int64 = 0
                repeat {
                    guard let value = integer() else { return nil }
                    let number = byKind[kind].isEmpty ? value : previous + value
                    guard number <= Int64(Int32.max) else { return nil }
                    byKind[kind].append(Int32(number))
                    previous = number
                } while take(",")
                guard take("]") else { return nil }
            }
            numbers[token] = byKind
        }
        return position == bytes.count ? numbers : nil
    }

    private mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    /// A JSON string as `JSONBytes.appendString` writes one, as a token of its UTF-8.
    private mutating func string() -> SearchText.Token? {
        guard take("\"") else { return nil }
        var text: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return SearchText.Token(bytes: text)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return nil }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): text.append(escaped)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "u"):
                    guard position + 4 <= bytes.count,
                        let code = UInt8(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
                    else { return nil }
                    text.append(code)
                    position += 4
                default: return nil
                }
            case ..<0x20: return nil
            default: text.append(byte)
            }
        }
        return nil
    }

    /// A number of decimal digits, no more than ten.
    private mutating func integer() -> Int64? {
        let start = position
        var value: Int64 = 0
        while position < bytes.count, position - start < 10, (0x30...0x39).contains(bytes[position]) {
            value = value * 10 + Int64(bytes[position] - 0x30)
            position += 1
        }
        return position > start ? value : nil
    }
}
