/// The links and ids of one HTML page, or of a feed entry's HTML, found by a small scanner of tags and
/// attributes: one pass over the bytes, no regular expressions, so any page is read in linear time.
///
/// It reads what sitegen's themes write, and stays in step on anything else: comments, `<!DOCTYPE>`,
/// end tags, quoted and unquoted attribute values, and the raw text of `<script>` and `<style>`,
/// where a `<` starts no tag.
struct HTMLScanner {
    /// An attribute holding links, `href`, `src` or `srcset`: its value with entities decoded, where the
    /// attribute is, and the bytes of its value as written, quotes included, for a rewrite to replace.
    struct LinkAttribute: Equatable {
        var name: String
        var value: String
        var line: Int
        var column: Int
        var written: Range<Int>

        /// The links it holds: its value, or each URL of a `srcset`.
        var urls: [String] { name == "srcset" ? SourceSet(value).urls : [value] }
    }

    private(set) var links: [LinkAttribute] = []
    private(set) var ids: Set<String> = []

    private let bytes: [UInt8]
    private var index = 0
    /// Where the last link was found, so that finding each line and column costs only the bytes since.
    private var counted = (offset: 0, position: TextPosition())

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        scan()
    }

    private mutating func scan() {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else {
                index += 1
                continue
            }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "!") && starts(with: Self.commentStart) {
                skip(past: "-->")
            } else if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") || next == UInt8(ascii: "/") {
                skip(past: ">")
            } else if isLetter(next) {
                index += 1
                let name = lowercased(readWhile { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") })
                readAttributes()
                if name == "script" || name == "style" { skip(to: "</" + name) }
            } else {
                index += 1
            }
        }
    }

    /// Reads the attributes up to the tag's `>`, keeping links and ids.
    private mutating func readAttributes() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                return
            }
            if isSpace(byte) || byte == UInt8(ascii: "/") {
                index += 1
                continue
            }
            let nameStart = index
            let name = lowercased(
                readWhile {
                    !isSpace($0) && $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "/")
                })
            if name.isEmpty { index += 1 }
            _ = readWhile(isSpace)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            _ = readWhile(isSpace)
            let valueStart = index
            let value = decodeEntities(readValue())
            switch name {
            case "href", "src", "srcset":
                let place = position(at: nameStart)
                links.append(
                    LinkAttribute(
                        name: name, value: value, line: place.line, column: place.column,
                        written: valueStart..<min(index, bytes.count)))
            case "id": ids.insert(value)
            default: break
            }
        }
    }

    /// A quoted value (its closing quote may be missing at the end of the page) or an unquoted one.
    private mutating func readValue() -> ArraySlice<UInt8> {
        guard index < bytes.count else { return [] }
        let quote = bytes[index]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            return readWhile { !isSpace($0) && $0 != UInt8(ascii: ">") }
        }
        index += 1
        let value = readWhile { $0 != quote }
        index += 1
        return value
    }

    private mutating func readWhile(_ belongs: (UInt8) -> Bool) -> ArraySlice<UInt8> {
        let start = index
        while index < bytes.count, belongs(bytes[index]) { index += 1 }
        return bytes[start..<index]
    }

    private static let commentStart = Array("<!--".utf8)

    /// Whether the bytes at `index` are `pattern` (lowercase ASCII), in any case.
    private func starts(with pattern: [UInt8]) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where lowercase(bytes[index + offset]) != pattern[offset] { return false }
        return true
    }

    /// Moves past the next `text`, or to the end.
    private mutating func skip(past text: String) {
        skip(to: text)
        index = min(bytes.count, index + text.utf8.count)
    }

    /// Moves to the next `text` (an end tag, in any case), or to the end.
    private mutating func skip(to text: String) {
        let pattern = Array(text.utf8)
        while index < bytes.count, lowercase(bytes[index]) != pattern[0] || !starts(with: pattern) { index += 1 }
    }

    /// The line and column (counted in characters, as editors do) of `offset`, counting on from the last
    /// position asked for: links are found in order, so every byte is counted once.
    private mutating func position(at offset: Int) -> TextPosition {
        while counted.offset < offset {
            counted.position.advance(over: bytes[counted.offset])
            counted.offset += 1
        }
        return counted.position
    }
}

private func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercase(byte)) }
private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
}
private func lowercase(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
}
private func lowercased(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes.map(lowercase), as: UTF8.self) }
