import CCMark

/// GitHub's inline extensions on cmark's text nodes: extended autolinks, then strikethrough (so that a
/// tilde inside a link's address is never a delimiter, as in cmark-gfm, which reads the address first).
enum InlineExtensions {
    static func recognise(in root: OpaquePointer) {
        cmark_consolidate_text_nodes(root)
        // Only a text with a colon, a "w" or an at sign can hold an autolink, and only a parent with a tilde
        // in a text of its own a strikethrough: the others are passed over without copying their text.
        let texts = MarkdownNodes.all(under: root) {
            cmark_node_get_type($0) == CMARK_NODE_TEXT && MarkdownNodes.literal(of: $0, containsAnyOf: ":w@")
        }
        for text in texts where !MarkdownNodes.isInLink(text) { autolink(text) }
        let parents = MarkdownNodes.all(under: root) { node in
            var child = cmark_node_first_child(node)
            while let current = child {
                if cmark_node_get_type(current) == CMARK_NODE_TEXT,
                    MarkdownNodes.literal(of: current, containsAnyOf: "~")
                {
                    return true
                }
                child = cmark_node_next(current)
            }
            return false
        }
        for parent in parents { Strikethrough.recognise(among: parent) }
        cmark_consolidate_text_nodes(root)
    }

    private static func autolink(_ text: OpaquePointer) {
        let literal = MarkdownNodes.literal(of: text)
        let links = ExtendedAutolinks.find(in: literal, after: scalar(before: text))
        guard !links.isEmpty else { return }
        var pieces: [OpaquePointer] = []
        var start = 0
        for link in links {
            if link.range.lowerBound > start {
                pieces.append(MarkdownNodes.text(literal[start..<link.range.lowerBound]))
            }
            let node = cmark_node_new(CMARK_NODE_LINK)!
            cmark_node_set_url(node, link.url)
            cmark_node_append_child(node, MarkdownNodes.text(literal[link.range]))
            pieces.append(node)
            start = link.range.upperBound
        }
        if start < literal.count { pieces.append(MarkdownNodes.text(literal[start...])) }
        MarkdownNodes.replace(text, with: pieces)
    }

    /// The character before `node` in the source, as far as the delimiter rules and autolinks need it:
    /// a line feed at the start of a block or after a line break, and the markup's punctuation after
    /// or at the start of emphasis, links and the like.
    static func scalar(before node: OpaquePointer) -> Unicode.Scalar {
        guard let previous = cmark_node_previous(node) else {
            return opens(cmark_node_parent(node)) ?? "\n"
        }
        switch cmark_node_get_type(previous) {
        case CMARK_NODE_TEXT:
            return String(decoding: MarkdownNodes.literal(of: previous), as: UTF8.self).unicodeScalars.last ?? "\n"
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: return "\n"
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE: return ")"
        case CMARK_NODE_CODE: return "`"
        case CMARK_NODE_HTML_INLINE: return ">"
        default: return closes(previous) ?? "*"
        }
    }

    /// The character after `node` in the source; see `scalar(before:)`.
    static func scalar(after node: OpaquePointer) -> Unicode.Scalar {
        guard let next = cmark_node_next(node) else {
            return closes(cmark_node_parent(node)) ?? "\n"
        }
        switch cmark_node_get_type(next) {
        case CMARK_NODE_TEXT:
            return String(decoding: MarkdownNodes.literal(of: next), as: UTF8.self).unicodeScalars.first ?? "\n"
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: return "\n"
        case CMARK_NODE_LINK: return "["
        case CMARK_NODE_IMAGE: return "!"
        case CMARK_NODE_CODE: return "`"
        case CMARK_NODE_HTML_INLINE: return "<"
        default: return opens(next) ?? "*"
        }
    }

    /// The punctuation an inline container begins with; nil for a block (or a table cell).
    private static func opens(_ node: OpaquePointer?) -> Unicode.Scalar? {
        switch MarkdownNodes.type(of: node) {
        case CMARK_NODE_EMPH, CMARK_NODE_STRONG: "*"
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE: "["
        case CMARK_NODE_CUSTOM_INLINE: node.flatMap(GFMNode.kind) == .strikethrough ? "~" : nil
        default: nil
        }
    }

    private static func closes(_ node: OpaquePointer?) -> Unicode.Scalar? {
        switch MarkdownNodes.type(of: node) {
        case CMARK_NODE_EMPH, CMARK_NODE_STRONG: "*"
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE: "]"
        case CMARK_NODE_CUSTOM_INLINE: node.flatMap(GFMNode.kind) == .strikethrough ? "~" : nil
        default: nil
        }
    }
}
