import CCMark

/// GitHub's strikethrough among the children of one inline container: runs of one or two tildes that
/// may open or close by CommonMark's flanking rules, matched closer by closer with the nearest opener as
/// cmark-gfm matches them (a run of one never closes a run of two; longer runs are text).
enum Strikethrough {
    private struct Delimiter {
        let node: OpaquePointer
        let length: Int
        let canOpen: Bool
        let canClose: Bool
        /// The delimiters still unmatched before and after, as a list that skips the matched ones.
        var previous: Int
        var next: Int
    }

    static func recognise(among parent: OpaquePointer) {
        var delimiters = split(MarkdownNodes.children(of: parent))
        guard delimiters.count >= 2 else { return }
        func remove(_ first: Int, through last: Int) {
            let (before, after) = (delimiters[first].previous, delimiters[last].next)
            if before >= 0 { delimiters[before].next = after }
            if after < delimiters.count { delimiters[after].previous = before }
        }
        // Where the search for an opener stops, by the closer's length: no opener at or below it can match.
        var openersBottom = [1: -1, 2: -1]
        var closer = 0
        while closer < delimiters.count {
            let (current, next) = (delimiters[closer], delimiters[closer].next)
            guard current.canClose else {
                closer = next
                continue
            }
            var opener = current.previous
            while opener > openersBottom[current.length]!, !matches(delimiters[opener], current) {
                opener = delimiters[opener].previous
            }
            if opener > openersBottom[current.length]! {
                if delimiters[opener].length == current.length {
                    strike(from: delimiters[opener].node, to: current.node)
                }
                remove(opener, through: closer)
            } else {
                openersBottom[current.length] = current.previous
                if !current.canOpen { remove(closer, through: closer) }
            }
            closer = next
        }
    }

    /// Whether `opener` is the opener `closer` takes: one that may open, unless one of them may both open
    /// and close and their lengths add up to a multiple of three (CommonMark's rule for emphasis).
    private static func matches(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
        opener.canOpen && !((closer.canOpen || opener.canClose) && (opener.length + closer.length) % 3 == 0)
    }

    /// Splits each tilde run that may open or close into a text node of its own; its delimiters, in order.
    private static func split(_ children: [OpaquePointer]) -> [Delimiter] {
        var delimiters: [Delimiter] = []
        for child in children
        where cmark_node_get_type(child) == CMARK_NODE_TEXT && MarkdownNodes.literal(of: child, containsAnyOf: "~") {
            let literal = MarkdownNodes.literal(of: child)
            var pieces: [OpaquePointer] = []
            var start = 0
            var index = 0
            while index < literal.count {
                guard literal[index] == UInt8(ascii: "~") else {
                    index += 1
                    continue
                }
                let runEnd = literal[index...].firstIndex { $0 != UInt8(ascii: "~") } ?? literal.count
                let before = index > 0 ? scalar(before: index, in: literal) : InlineExtensions.scalar(before: child)
                let after =
                    runEnd < literal.count ? scalar(at: runEnd, in: literal) : InlineExtensions.scalar(after: child)
                let flanking = Flanking.run(between: before, and: after)
                if runEnd - index <= 2, flanking.canOpen || flanking.canClose {
                    if index > start { pieces.append(MarkdownNodes.text(literal[start..<index])) }
                    let run = MarkdownNodes.text(literal[index..<runEnd])
                    pieces.append(run)
                    delimiters.append(
                        Delimiter(
                            node: run, length: runEnd - index, canOpen: flanking.canOpen, canClose: flanking.canClose,
                            previous: delimiters.count - 1, next: delimiters.count + 1))
                    start = runEnd
                }
                index = runEnd
            }
            guard !pieces.isEmpty else { continue }
            if start < literal.count { pieces.append(MarkdownNodes.text(literal[start...])) }
            MarkdownNodes.replace(child, with: pieces)
        }
        return delimiters
    }

    /// Wraps the nodes between two runs in a strikethrough, in place of the runs.
    private static func strike(from opener: OpaquePointer, to closer: OpaquePointer) {
        let strikethrough = GFMNode.strikethrough.make(enter: "<del>", exit: "</del>")
        cmark_node_insert_before(opener, strikethrough)
        while let node = cmark_node_next(opener), node != closer {
            cmark_node_unlink(node)
            cmark_node_append_child(strikethrough, node)
        }
        cmark_node_free(opener)
        cmark_node_free(closer)
    }

    private static func scalar(before index: Int, in literal: [UInt8]) -> Unicode.Scalar {
        var start = index - 1
        while start > 0, literal[start] & 0xC0 == 0x80 { start -= 1 }
        return String(decoding: literal[start..<index], as: UTF8.self).unicodeScalars.last ?? "\n"
    }

    private static func scalar(at index: Int, in literal: [UInt8]) -> Unicode.Scalar {
        String(decoding: literal[index..<min(index + 4, literal.count)], as: UTF8.self).unicodeScalars.first ?? "\n"
    }
}
