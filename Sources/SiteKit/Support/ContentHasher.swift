/// Builds a `ContentHash` from pieces: each is framed into one buffer (bytes followed by their length,
/// numbers as 8 bytes, hashes as 16), which is hashed once with XXH3-128, so that pieces which join into
/// the same bytes ("a" then "b", and "ab") still give different hashes.
struct ContentHasher {
    private var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(512)
    }

    mutating func add(_ piece: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: piece)
        append(UInt64(piece.count))
    }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    mutating func add(_ number: UInt64) {
        append(number)
    }

    mutating func add(_ hash: ContentHash) {
        append(hash.high)
        append(hash.low)
    }

    var hash: ContentHash {
        bytes.withUnsafeBytes { ContentHash(xxh3: $0) }
    }

    private mutating func append(_ word: UInt64) {
        withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
