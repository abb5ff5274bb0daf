/// A line and column in UTF-8 text, moved on one byte at a time. The column counts Unicode scalars, as
/// editors count characters: UTF-8 continuation bytes do not move it.
struct TextPosition: Equatable, Sendable {
    private(set) var line = 1
    private(set) var column = 1

    mutating func advance(over byte: UInt8) {
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
}
