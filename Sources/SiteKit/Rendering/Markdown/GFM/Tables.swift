import CCMark

/// GitHub's tables, found in the paragraphs cmark made of them: a paragraph line of cells (the header)
/// followed by a delimiter row of as many columns starts a table, whose rows are the lines after it up to
/// the end of the paragraph or a line that is no row (a pipe alone, or a lazy line missing its `>`). The
/// paragraph's lines before the header, and those after a table that ends early, stay paragraphs.
enum Tables {
    /// Turns every paragraph of `root` that holds a table into its tables and paragraphs.
    static func recognise(in root: OpaquePointer, source: MarkdownSource) {
        guard source.contains(UInt8(ascii: "-")) else { return }
        var parse = SeparateParse()
        var rewrites: [(paragraph: OpaquePointer, segments: [Segment])] = []
        for paragraph in MarkdownNodes.all(under: root, where: { cmark_node_get_type($0) == CMARK_NODE_PARAGRAPH }) {
            let lines = ParagraphLines(paragraph, source: source)
            let segments = segments(of: lines, adding: &parse)
            if segments.contains(where: \.isTable) { rewrites.append((paragraph, segments)) }
        }
        guard !parse.isEmpty else { return }
        parse.parse(before: source) { nodes in
            for (paragraph, segments) in rewrites {
                for segment in segments {
                    for node in segment.nodes(from: nodes) { cmark_node_insert_before(paragraph, node) }
                }
                cmark_node_free(paragraph)
            }
        }
    }

    /// A paragraph's lines: what each holds after its block quotes' markers, and whether it may be a row.
    private struct ParagraphLines {
        let texts: [ArraySlice<UInt8>]
        /// Nil for a lazy line, or one indented by four columns or more (which would start code in a
        /// table): it may be a header but no delimiter or body row.
        let rows: [ArraySlice<UInt8>?]

        init(_ paragraph: OpaquePointer, source: MarkdownSource) {
            let first = Int(cmark_node_get_start_line(paragraph))
            let last = Int(cmark_node_get_end_line(paragraph))
            var depth = 0
            var parent = cmark_node_parent(paragraph)
            while let current = parent {
                if cmark_node_get_type(current) == CMARK_NODE_BLOCK_QUOTE { depth += 1 }
                parent = cmark_node_parent(current)
            }
            let firstLine = source.line(first)
            let column = Int(cmark_node_get_start_column(paragraph)) - 1
            var texts = [firstLine.dropFirst(column).drop(while: MarkdownBytes.isSpaceOrTab)]
            var rows: [ArraySlice<UInt8>?] = [texts[0]]
            // Where the container's content starts: a list item's at its first block, a quote's after its marker.
            let item = cmark_node_parent(paragraph).flatMap { cmark_node_get_type($0) == CMARK_NODE_ITEM ? $0 : nil }
            let itemColumn = item.flatMap(cmark_node_first_child).map { Int(cmark_node_get_start_column($0)) - 1 }
            for number in (first + 1)...max(first + 1, last) where number <= last {
                let content = source.content(ofLine: number, quoteDepth: depth)
                let text = content?.drop(while: MarkdownBytes.isSpaceOrTab)
                let base = (itemColumn.map { source.line(number).startIndex + $0 } ?? content?.startIndex) ?? 0
                rows.append(text.flatMap { $0.startIndex - base < 4 ? $0 : nil })
                texts.append(text ?? source.content(ofLazyLine: number))
            }
            self.texts = texts
            self.rows = rows
        }
    }

    private enum Segment {
        case paragraph(piece: Int)
        case table(alignments: [TableRow.Alignment], rows: [[Int?]])

        var isTable: Bool {
            if case .table = self { true } else { false }
        }

        /// The segment's nodes, built from the nodes its pieces parsed into (lines that only define links
        /// parse into none).
        func nodes(from nodes: [[OpaquePointer]]) -> [OpaquePointer] {
            switch self {
            case .paragraph(let piece):
                for node in nodes[piece] { cmark_node_unlink(node) }
                return nodes[piece]
            case .table(let alignments, let rows):
                let table = GFMNode.table.make(enter: "<table>", exit: "</table>")
                for (part, partRows) in [("thead", rows.prefix(1)), ("tbody", rows.dropFirst())] where !partRows.isEmpty
                {
                    let section = GFMNode.table.make(enter: "<\(part)>", exit: "</\(part)>")
                    let cellName = part == "thead" ? "th" : "td"
                    for cells in partRows {
                        let row = GFMNode.tableRow.make(enter: "<tr>", exit: "</tr>")
                        for (alignment, piece) in zip(alignments, cells) {
                            let cell = GFMNode.tableCell.make(
                                enter: "<\(cellName)\(alignment.attribute)>", exit: "</\(cellName)>\n")
                            for node in piece.map({ nodes[$0] }) ?? [] {
                                cmark_node_unlink(node)
                                cmark_node_append_child(cell, node)
                            }
                            cmark_node_append_child(row, cell)
                        }
                        cmark_node_append_child(section, row)
                    }
                    cmark_node_append_child(table, section)
                }
                return [table]
            }
        }
    }

    /// The tables and paragraphs the lines make, each cell and paragraph added to `parse`.
    private static func segments(of lines: ParagraphLines, adding parse: inout SeparateParse) -> [Segment] {
        let count = lines.texts.count
        guard count >= 2 else { return [] }
        var segments: [Segment] = []
        var start = 0
        while start < count {
            var found: (delimiter: Int, alignments: [TableRow.Alignment], header: TableRow)?
            for delimiter in (start + 1)..<max(start + 1, count) {
                guard let row = lines.rows[delimiter], let first = row.first,
                    first == UInt8(ascii: "|") || first == UInt8(ascii: ":") || first == UInt8(ascii: "-"),
                    let alignments = TableRow.alignments(ofDelimiterRow: row),
                    let header = TableRow(lines.texts[delimiter - 1]), header.cells.count == alignments.count
                else { continue }
                found = (delimiter, alignments, header)
                break
            }
            guard let found else {
                if !segments.isEmpty {
                    segments.append(.paragraph(piece: parse.add(.blocks(Array(lines.texts[start...])))))
                }
                break
            }
            if found.delimiter - 1 > start {
                segments.append(
                    .paragraph(piece: parse.add(.blocks(Array(lines.texts[start..<(found.delimiter - 1)])))))
            }
            var rows = [found.header]
            var next = found.delimiter + 1
            while next < count, let line = lines.rows[next], let row = TableRow(line) {
                rows.append(row)
                next += 1
            }
            let columns = found.alignments.count
            let pieces = rows.map { row in
                (0..<columns).map { column in
                    column < row.cells.count && !row.cells[column].isEmpty ? parse.add(.inline(row.cells[column])) : nil
                }
            }
            segments.append(.table(alignments: found.alignments, rows: pieces))
            start = next
        }
        return segments
    }
}
