import CCMark

/// GitHub's task list items: a list item whose paragraph begins, on the marker's line, with `[ ]`, `[x]`
/// or `[X]` and white space shows a disabled checkbox, checked for an `x`, in place of the brackets. The
/// checkbox and the paragraph's text are one label, which names the checkbox for assistive technology.
enum TaskListItems {
    static func recognise(in root: OpaquePointer, source: MarkdownSource) {
        guard source.contains(UInt8(ascii: "]")) else { return }
        for item in MarkdownNodes.all(under: root, where: { cmark_node_get_type($0) == CMARK_NODE_ITEM }) {
            guard let paragraph = cmark_node_first_child(item), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
                cmark_node_get_start_line(paragraph) == cmark_node_get_start_line(item),
                case let line = source.line(Int(cmark_node_get_start_line(paragraph))),
                case let marker = line.dropFirst(Int(cmark_node_get_start_column(paragraph)) - 1).prefix(4),
                marker.count == 4, marker.first == UInt8(ascii: "["), marker.dropFirst(2).first == UInt8(ascii: "]"),
                MarkdownBytes.isSpaceOrTab(marker.last!),
                case let mark = marker[marker.startIndex + 1],
                mark == UInt8(ascii: " ") || mark | 0x20 == UInt8(ascii: "x"),
                removeMarker(from: paragraph)
            else { continue }
            let checkbox = mark == UInt8(ascii: " ") ? "" : " checked=\"\""
            let label = GFMNode.taskMarker.make(
                enter: "<label><input type=\"checkbox\"\(checkbox) disabled=\"\" /> ", exit: "</label>")
            MarkdownNodes.moveChildren(of: paragraph, to: label)
            cmark_node_append_child(paragraph, label)
        }
    }

    /// Takes the marker and the white space after it off the paragraph's text; false when cmark read the
    /// brackets as something else than text (a link to a definition of `x`), which is then taken off whole.
    private static func removeMarker(from paragraph: OpaquePointer) -> Bool {
        guard let first = cmark_node_first_child(paragraph) else { return false }
        var rest: ArraySlice<UInt8>
        switch cmark_node_get_type(first) {
        case CMARK_NODE_TEXT:
            let literal = MarkdownNodes.literal(of: first)
            guard literal.count >= 3, literal[0] == UInt8(ascii: "[") else { return false }
            rest = literal.dropFirst(3)
        case CMARK_NODE_LINK:
            guard let after = cmark_node_next(first), cmark_node_get_type(after) == CMARK_NODE_TEXT else {
                return false
            }
            cmark_node_free(first)
            rest = MarkdownNodes.literal(of: after)[...]
            return replaceText(of: after, with: rest)
        default:
            return false
        }
        return replaceText(of: first, with: rest)
    }

    private static func replaceText(of node: OpaquePointer, with rest: ArraySlice<UInt8>) -> Bool {
        let trimmed = rest.drop(while: MarkdownBytes.isSpaceOrTab)
        if trimmed.isEmpty {
            cmark_node_free(node)
        } else {
            cmark_node_set_literal(node, String(decoding: trimmed, as: UTF8.self))
        }
        return true
    }
}
