import CCMark

/// GitHub's footnote definitions at the top level of a memo, taken out of the source before cmark parses
/// it for good: `[^label]:` at the start of a line begins one, whose blocks go on over the lines indented
/// by four columns (and blank lines, and lazy paragraph lines) after it, as in a list item.
///
/// cmark would read a definition as a paragraph, or as a link reference definition, and its indented lines
/// as code. So each definition's lines, unindented, go ahead of the memo as a block quote of their own, which
/// `Footnotes` takes apart again; in the memo the first line becomes an empty HTML comment and the others blank
/// lines, so that every block of the memo is on the line it was.
struct FootnoteDefinitions {
    /// Each definition's label, in the order of the block quotes ahead of the memo.
    let labels: [[UInt8]]
    /// The lines of the memo that held a definition's first line, in the new source.
    let placeholderLines: Set<Int>
    let source: MarkdownSource

    static let placeholder = Array("<!-- -->".utf8)

    /// Whether `bytes` hold `[^` anywhere: most memos have no footnote, and this is all they cost.
    static func mayHoldReference(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while let bracket = buffer[start...].firstIndex(of: UInt8(ascii: "[")) {
                if bracket + 1 < buffer.count, buffer[bracket + 1] == UInt8(ascii: "^") { return true }
                start = bracket + 1
            }
            return false
        }
    }

    /// The definitions of the memo parsed into `root`; nil when it has none.
    init?(in root: OpaquePointer, source: MarkdownSource) {
        guard Self.mayHoldReference(source.bytes) else { return nil }
        let starts = Self.definitionStarts(in: root, source: source)
        guard !starts.isEmpty else { return nil }
        var lines: [[UInt8]] = []
        var taken: [Int: Int] = [:]  // a definition's first line: its last line
        var labels: [[UInt8]] = []
        for (position, start) in starts.enumerated() {
            let limit = position + 1 < starts.count ? starts[position + 1].line : source.lineCount + 1
            let (body, last) = Self.body(from: start, before: limit, in: source)
            labels.append(start.label)
            taken[start.line] = last
            lines += body.map { Array("> ".utf8) + $0 }
            lines.append([])
        }
        let offset = lines.count
        var number = 1
        while number <= source.lineCount {
            if let last = taken[number] {
                lines.append(Self.placeholder)
                lines += Array(repeating: [], count: last - number)
                number = last + 1
            } else {
                lines.append(Array(source.line(number)))
                number += 1
            }
        }
        self.labels = labels
        self.placeholderLines = Set(taken.keys.map { $0 + offset })
        self.source = MarkdownSource(lines: lines)
    }

    private struct Start {
        let line: Int
        let label: [UInt8]
        /// The first line's text after `]:` and the white space after it.
        let text: ArraySlice<UInt8>
    }

    /// The lines that begin a definition: `[^label]:` indented by less than four columns, in a paragraph of
    /// the top level (or lazily after a block quote or a list), or where cmark saw only link definitions.
    private static func definitionStarts(in root: OpaquePointer, source: MarkdownSource) -> [Start] {
        let blocks = MarkdownNodes.children(of: root)
        var blockIndex = 0
        var starts: [Start] = []
        for number in 1...source.lineCount {
            let line = source.line(number)
            let indented = line.prefix(while: { $0 == UInt8(ascii: " ") })
            guard indented.count < 4, let (label, text) = definitionStart(line[indented.endIndex...]) else { continue }
            while blockIndex < blocks.count, cmark_node_get_end_line(blocks[blockIndex]) < number { blockIndex += 1 }
            if blockIndex < blocks.count, cmark_node_get_start_line(blocks[blockIndex]) <= number {
                switch cmark_node_get_type(blocks[blockIndex]) {
                case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_BLOCK_QUOTE: break
                case CMARK_NODE_LIST where indented.isEmpty: break
                default: continue
                }
            }
            starts.append(Start(line: number, label: label, text: text))
        }
        return starts
    }

    /// The label and the rest of a line that begins `[^label]:` (a label without white space or `]`).
    private static func definitionStart(_ line: ArraySlice<UInt8>) -> ([UInt8], ArraySlice<UInt8>)? {
        guard line.starts(with: "[^".utf8) else { return nil }
        let label = line.dropFirst(2).prefix { !MarkdownBytes.isSpace($0) && $0 != UInt8(ascii: "]") }
        guard !label.isEmpty, line[label.endIndex...].starts(with: "]:".utf8) else { return nil }
        return (Array(label), line[(label.endIndex + 2)...].drop(while: MarkdownBytes.isSpaceOrTab))
    }

    /// The definition's lines, unindented, and its last line: the lines after the first that are blank,
    /// indented by four columns, or lazy (right after a line with text) while they continue a paragraph.
    private static func body(
        from start: Start, before limit: Int, in source: MarkdownSource
    ) -> ([ArraySlice<UInt8>], Int) {
        var lazyLines: [Int] = []
        var number = start.line + 1
        while number < limit {
            let line = source.line(number)
            if !line.allSatisfy(MarkdownBytes.isSpaceOrTab), MarkdownBytes.columns(indenting: line) < 4 {
                guard !source.line(number - 1).allSatisfy(MarkdownBytes.isSpaceOrTab) else { break }
                lazyLines.append(number)
            }
            number += 1
        }
        var end = number - 1
        while true {
            while end > start.line, source.line(end).allSatisfy(MarkdownBytes.isSpaceOrTab) { end -= 1 }
            let body =
                [start.text]
                + ((start.line + 1)...max(start.line + 1, end)).filter { $0 <= end }.map { number in
                    MarkdownBytes.unindenting(source.line(number), by: 4)
                }
            // A lazy line that is no paragraph's continuation ends the definition before it.
            let tree = MarkdownTree.parse(MarkdownSource(lines: body.map(Array.init)))
            defer { cmark_node_free(tree) }
            guard
                let cut = lazyLines.first(where: {
                    $0 <= end && !continuesParagraph(line: $0 - start.line + 1, in: tree)
                })
            else { return (body, end) }
            end = cut - 1
        }
    }

    private static func continuesParagraph(line: Int, in root: OpaquePointer) -> Bool {
        var node = root
        while let child = MarkdownNodes.children(of: node).first(where: {
            cmark_node_get_start_line($0) <= line && line <= cmark_node_get_end_line($0)
        }) {
            if cmark_node_get_type(child) == CMARK_NODE_PARAGRAPH { return cmark_node_get_start_line(child) < line }
            node = child
        }
        return false
    }
}
