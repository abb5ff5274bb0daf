import CCMark

/// Turns back the sentinels `MarkdownSource` put after backslashes, in every node that holds text.
enum EscapeSentinels {
    static func restore(in root: OpaquePointer) {
        for node in MarkdownNodes.all(under: root, where: { _ in true }) {
            let type = cmark_node_get_type(node)
            let keepsBackslash = [
                CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE,
            ].contains(type)
            if let literal = cmark_node_get_literal(node) {
                cmark_node_set_literal(
                    node,
                    MarkdownSource.restoringEscapes(in: String(cString: literal), keepingBackslash: keepsBackslash))
            }
            if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
                // An autolink (`<https://…>`, its text its address) reads no escapes, in its text either.
                let isAutolink = Self.isAutolink(node)
                for (get, set) in [
                    (cmark_node_get_url, cmark_node_set_url), (cmark_node_get_title, cmark_node_set_title),
                ] {
                    if let value = get(node) {
                        _ = set(
                            node,
                            MarkdownSource.restoringEscapes(in: String(cString: value), keepingBackslash: isAutolink))
                    }
                }
                if isAutolink, let text = cmark_node_first_child(node) {
                    cmark_node_set_literal(
                        text,
                        String(cString: cmark_node_get_url(node)!).replacing("mailto:", with: "", maxReplacements: 1))
                }
            }
            if type == CMARK_NODE_CODE_BLOCK, let info = cmark_node_get_fence_info(node) {
                cmark_node_set_fence_info(
                    node, MarkdownSource.restoringEscapes(in: String(cString: info), keepingBackslash: false))
            }
        }
    }

    private static func isAutolink(_ link: OpaquePointer) -> Bool {
        guard let text = cmark_node_first_child(link), cmark_node_next(text) == nil,
            cmark_node_get_type(text) == CMARK_NODE_TEXT, let url = cmark_node_get_url(link).map(String.init(cString:))
        else { return false }
        let literal = String(cString: cmark_node_get_literal(text))
        return url == literal || url == "mailto:" + literal
    }
}
