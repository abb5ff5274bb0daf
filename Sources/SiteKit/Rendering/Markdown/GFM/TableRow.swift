/// One line of a table split into cells as GitHub splits it: on each `|` not escaped by a backslash (inside
/// code spans too), with one leading and one trailing pipe optional, each cell trimmed and its `\|` made `|`.
struct TableRow: Equatable {
    let cells: [[UInt8]]

    /// Nil when the line holds no cell (it is empty, or a pipe alone).
    init?(_ line: ArraySlice<UInt8>) {
        var cells: [[UInt8]] = []
        var offset = line.startIndex + Self.pipeLength(in: line, at: line.startIndex)
        while offset < line.endIndex {
            let cellEnd = Self.cellEnd(in: line, from: offset)
            let pipe = Self.pipeLength(in: line, at: cellEnd)
            if cellEnd > offset || pipe > 0 { cells.append(Self.unescapingPipes(line[offset..<cellEnd])) }
            offset = cellEnd + pipe
            if pipe == 0 { break }
        }
        guard !cells.isEmpty else { return nil }
        self.cells = cells
    }

    /// How a column's cells are aligned, from the colons of its delimiter: as a style attribute, as
    /// cmark-gfm writes it when told to prefer them, since HTML5 has made `align` obsolete.
    enum Alignment: Equatable {
        case none, left, center, right

        var attribute: String {
            switch self {
            case .none: ""
            case .left: " style=\"text-align: left\""
            case .center: " style=\"text-align: center\""
            case .right: " style=\"text-align: right\""
            }
        }
    }

    /// The columns of a delimiter row (`| :-- | --: |`: dashes, each with an optional colon at either
    /// end, between pipes); nil when the line is none.
    static func alignments(ofDelimiterRow line: ArraySlice<UInt8>) -> [Alignment]? {
        var index = line.startIndex
        func skip(_ byte: UInt8) -> Bool {
            guard index < line.endIndex, line[index] == byte else { return false }
            index += 1
            return true
        }
        func skipSpaces() {
            while index < line.endIndex, isSpaceChar(line[index]) { index += 1 }
        }
        var alignments: [Alignment] = []
        _ = skip(UInt8(ascii: "|"))
        while true {
            skipSpaces()
            let left = skip(UInt8(ascii: ":"))
            let dashes = index
            while skip(UInt8(ascii: "-")) {}
            guard index > dashes else { return nil }
            let right = skip(UInt8(ascii: ":"))
            alignments.append(left ? (right ? .center : .left) : (right ? .right : .none))
            skipSpaces()
            guard skip(UInt8(ascii: "|")) else { break }
            let afterPipe = index
            skipSpaces()
            if index == line.endIndex { break }
            index = afterPipe
        }
        return index == line.endIndex ? alignments : nil
    }

    /// GitHub's `spacechar`: space, tab, vertical tab and form feed.
    private static func isSpaceChar(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == 0x09 || byte == 0x0B || byte == 0x0C
    }

    /// The length of a pipe and the spaces after it at `index`; 0 when there is no pipe.
    private static func pipeLength(in line: ArraySlice<UInt8>, at index: Int) -> Int {
        guard index < line.endIndex, line[index] == UInt8(ascii: "|") else { return 0 }
        var end = index + 1
        while end < line.endIndex, isSpaceChar(line[end]) { end += 1 }
        return end - index
    }

    private static func cellEnd(in line: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start
        while index < line.endIndex, line[index] != UInt8(ascii: "|") {
            index +=
                line[index] == UInt8(ascii: "\\") && index + 1 < line.endIndex && line[index + 1] == UInt8(ascii: "|")
                ? 2 : 1
        }
        return index
    }

    private static func unescapingPipes(_ cell: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        var index = cell.startIndex
        while index < cell.endIndex {
            if cell[index] == UInt8(ascii: "\\"), index + 1 < cell.endIndex, cell[index + 1] == UInt8(ascii: "|") {
                index += 1
            }
            result.append(cell[index])
            index += 1
        }
        let trimmed = result.drop(while: MarkdownBytes.isSpace).reversed().drop(while: MarkdownBytes.isSpace).reversed()
        return Array(trimmed)
    }
}
