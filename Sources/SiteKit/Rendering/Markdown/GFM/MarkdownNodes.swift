import CCMark
import Glibc

/// Reading and rearranging cmark's nodes.
enum MarkdownNodes {
    static func children(of node: OpaquePointer) -> [OpaquePointer] {
        var children: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            children.append(current)
            child = cmark_node_next(current)
        }
        return children
    }

    /// The nodes of the tree under `root` (itself included) that `include` picks, in document order.
    static func all(under root: OpaquePointer, where include: (OpaquePointer) -> Bool) -> [OpaquePointer] {
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }
        var nodes: [OpaquePointer] = []
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), include(node) {
                nodes.append(node)
            }
        }
        return nodes
    }

    static func type(of node: OpaquePointer?) -> cmark_node_type {
        node.map(cmark_node_get_type) ?? CMARK_NODE_NONE
    }

    static func literal(of node: OpaquePointer) -> [UInt8] {
        Array(literalInPlace(of: node))
    }

    /// The literal of `node` where cmark keeps it, valid until the node changes; empty when it has none.
    static func literalInPlace(of node: OpaquePointer) -> UnsafeBufferPointer<UInt8> {
        guard let literal = cmark_node_get_literal(node) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(
            start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
    }

    /// Whether the literal of `node` holds any of the ASCII characters of `characters`, read where cmark
    /// keeps it rather than copied.
    static func literal(of node: OpaquePointer, containsAnyOf characters: String) -> Bool {
        guard let literal = cmark_node_get_literal(node) else { return false }
        return strpbrk(literal, characters) != nil
    }

    static func text(_ bytes: some Collection<UInt8>) -> OpaquePointer {
        let node = cmark_node_new(CMARK_NODE_TEXT)!
        cmark_node_set_literal(node, String(decoding: bytes, as: UTF8.self))
        return node
    }

    /// Whether `node` is inside a link or an image, where no other link may go.
    static func isInLink(_ node: OpaquePointer) -> Bool {
        var parent = cmark_node_parent(node)
        while let current = parent {
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE { return true }
            parent = cmark_node_parent(current)
        }
        return false
    }

    /// Moves every child of `source` to the end of `target`'s children.
    static func moveChildren(of source: OpaquePointer, to target: OpaquePointer) {
        while let child = cmark_node_first_child(source) {
            cmark_node_unlink(child)
            cmark_node_append_child(target, child)
        }
    }

    /// Replaces the text node `node` with `pieces`, in order; the node is freed.
    static func replace(_ node: OpaquePointer, with pieces: [OpaquePointer]) {
        for piece in pieces { cmark_node_insert_before(node, piece) }
        cmark_node_free(node)
    }
}
