/// One logical line of an iCalendar file, unfolded: its bytes and the physical lines they came from.
///
/// Works on UTF-8 bytes: in a Swift string CR LF is one character, and byte offsets give columns cheaply.
struct FoldedLine {
    /// A physical line's part of the bytes: where it starts, its line number, and whether a folding
    /// space or tab was removed before it.
    struct Segment {
        var offset: Int
        var line: Int
        var droppedFoldingSpace: Bool
    }

    var bytes: [UInt8] = []
    var segments: [Segment] = []

    /// The physical line the logical line starts on.
    var line: Int { segments[0].line }

    /// The line and column (in Unicode scalars, from 1) of a byte offset, for messages.
    func location(ofByte offset: Int, file: String) -> SourceLocation {
        let segment = segments.last { $0.offset <= offset } ?? segments[0]
        let scalars = bytes[segment.offset..<min(offset, bytes.count)].count { $0 & 0xC0 != 0x80 }
        return SourceLocation(file: file, line: segment.line, column: scalars + (segment.droppedFoldingSpace ? 2 : 1))
    }

    /// The line as text, shortened for a message.
    var excerpt: String { shortenedForMessage(String(decoding: bytes, as: UTF8.self)) }

    /// This line with `next` after it, as if `next` had been folded onto it without its folding space.
    func joined(with next: FoldedLine) -> FoldedLine {
        var joined = self
        joined.segments += next.segments.map {
            Segment(offset: $0.offset + bytes.count, line: $0.line, droppedFoldingSpace: $0.droppedFoldingSpace)
        }
        joined.bytes += next.bytes
        return joined
    }

    /// Splits on LF (dropping a CR before it) and joins folded lines: a line that starts with a space or
    /// a tab continues the one before. Blank lines are skipped.
    static func unfold(_ text: String) -> [FoldedLine] {
        var result: [FoldedLine] = []
        var lineNumber = 0
        for var physical in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if physical.last == UInt8(ascii: "\r") { physical = physical.dropLast() }
            if let first = physical.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t"), !result.isEmpty {
                let offset = result[result.count - 1].bytes.count
                result[result.count - 1].segments.append(
                    Segment(offset: offset, line: lineNumber, droppedFoldingSpace: true))
                result[result.count - 1].bytes.append(contentsOf: physical.dropFirst())
            } else if !physical.isEmpty {
                result.append(
                    FoldedLine(
                        bytes: Array(physical),
                        segments: [Segment(offset: 0, line: lineNumber, droppedFoldingSpace: false)]))
            }
        }
        return result
    }
}
