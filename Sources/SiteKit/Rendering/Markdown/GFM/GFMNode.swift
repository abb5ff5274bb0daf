import CCMark

/// The nodes GitHub's extensions add to cmark's tree: custom blocks and inlines whose HTML cmark writes
/// as given (it is all made here, never taken from the memo), each tagged with its kind in the node's user data.
enum GFMNode: Int {
    case table = 1
    case tableRow, tableCell, strikethrough, footnoteReference, footnoteSection, footnote, taskMarker

    /// The kind of `node`, when it is one of these.
    static func kind(of node: OpaquePointer) -> GFMNode? {
        cmark_node_get_user_data(node).flatMap { GFMNode(rawValue: Int(bitPattern: $0)) }
    }

    /// A new custom block or inline of this kind that cmark renders as `enter`, its children, then `exit`.
    func make(enter: String, exit: String = "") -> OpaquePointer {
        let isBlock = [.table, .tableRow, .footnoteSection, .footnote].contains(self)
        let node = cmark_node_new(isBlock ? CMARK_NODE_CUSTOM_BLOCK : CMARK_NODE_CUSTOM_INLINE)!
        cmark_node_set_on_enter(node, enter)
        cmark_node_set_on_exit(node, exit)
        cmark_node_set_user_data(node, UnsafeMutableRawPointer(bitPattern: rawValue))
        return node
    }
}
