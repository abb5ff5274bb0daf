/// Byte classes of CommonMark's and GitHub's scanners.
enum MarkdownBytes {
    static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isAlphabetic(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    static func isAlphabetic(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// cmark's `cmark_isspace`: space, tab, line feed, vertical tab, form feed and carriage return.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
    }

    /// The columns of white space a line begins with, a tab reaching the next multiple of four.
    static func columns(indenting line: ArraySlice<UInt8>) -> Int {
        var columns = 0
        for byte in line {
            guard isSpaceOrTab(byte) else { break }
            columns = byte == UInt8(ascii: "\t") ? columns / 4 * 4 + 4 : columns + 1
        }
        return columns
    }

    /// The line without up to `columns` columns of leading white space.
    static func unindenting(_ line: ArraySlice<UInt8>, by columns: Int) -> ArraySlice<UInt8> {
        var taken = 0
        var rest = line
        while taken < columns, let byte = rest.first, isSpaceOrTab(byte) {
            taken = byte == UInt8(ascii: "\t") ? taken / 4 * 4 + 4 : taken + 1
            rest = rest.dropFirst()
        }
        return rest
    }
}

extension Array where Element == UInt8 {
    func get(_ index: Int) -> UInt8? {
        indices.contains(index) ? self[index] : nil
    }
}
