import CCMark

/// Text that cmark must parse apart from the block it came in: a table's cells, each as inline text alone,
/// and the lines of a paragraph that a table cut short, as blocks. They are parsed in one more document,
/// ahead of the whole memo, so that the memo's link reference definitions apply to them as to the rest.
///
/// A cell goes in as an ATX heading, whose text cmark reads as inlines alone, never as a block (a cell's
/// `1.` is no list): `# text #`, where cmark takes off the closing `#` and keeps any before it.
struct SeparateParse {
    enum Piece {
        /// Inline text, which gives the inline nodes of its heading.
        case inline([UInt8])
        /// Lines, which give the blocks they parse into (none when they only define links).
        case blocks([ArraySlice<UInt8>])
    }

    private var lines: [[UInt8]] = []
    /// Each piece's first line and whether it is inline, in order.
    private var pieces: [(line: Int, isInline: Bool)] = []

    var isEmpty: Bool { pieces.isEmpty }

    /// Adds a piece; its nodes are at this position in `parse`'s result.
    mutating func add(_ piece: Piece) -> Int {
        pieces.append((lines.count + 1, { if case .inline = piece { true } else { false } }()))
        switch piece {
        case .inline(let text):
            lines.append(Array("# ".utf8) + text + Array(" #".utf8))
        case .blocks(let blockLines):
            lines += blockLines.map(Array.init)
            lines.append([])
        }
        return pieces.count - 1
    }

    /// Parses the pieces ahead of `source` and calls `use` with each piece's nodes, which it must move out:
    /// whatever is left of the document is freed after it.
    func parse(before source: MarkdownSource, _ use: ([[OpaquePointer]]) -> Void) {
        let text = MarkdownSource(lines: lines + [[]] + [source.bytes])
        let root = MarkdownTree.parse(text)
        defer { cmark_node_free(root) }
        var nodes = Array(repeating: [OpaquePointer](), count: pieces.count)
        var piece = 0
        for block in MarkdownNodes.children(of: root) {
            let line = Int(cmark_node_get_start_line(block))
            guard line <= lines.count else { break }
            while piece + 1 < pieces.count, pieces[piece + 1].line <= line { piece += 1 }
            if pieces[piece].isInline {
                nodes[piece] += MarkdownNodes.children(of: block)
            } else {
                nodes[piece].append(block)
            }
        }
        use(nodes)
    }
}
