import CCMark

/// A parsed cmark document that frees its nodes when it goes out of scope; non-copyable so the tree
/// has exactly one owner and is freed exactly once.
struct MarkdownTree: ~Copyable {
    let root: OpaquePointer

    /// Parses CommonMark. cmark accepts any input, so parsing cannot fail short of running out of memory.
    init(_ markdown: some StringProtocol) {
        func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> OpaquePointer? {
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_DEFAULT)
            }
        }
        // A substring's bytes in place: a stand-in's Markdown is not copied out of it to be parsed.
        let root =
            markdown.utf8.withContiguousStorageIfAvailable(parse)
            ?? {
                var copy = String(markdown)
                return copy.withUTF8(parse)
            }()
        guard let root else { fatalError("cmark could not allocate a document") }
        self.root = root
    }

    deinit {
        cmark_node_free(root)
    }

    /// Calls `visit` with the text of the document's inline nodes in order; see `walkText(in:skipping:_:)`.
    func walkText(skipping skipped: Set<UInt32>, _ visit: (String, Bool) -> Bool) {
        Self.walkText(in: root, skipping: skipped, visit)
    }

    /// Calls `visit` with the literal text of each text and code span under `node`, and a space for
    /// each line break. The flag is true when the piece begins a new block (a paragraph, a list item),
    /// so callers can separate blocks. Subtrees of the `skipped` node types are not entered.
    /// `visit` returns false to stop the walk early.
    static func walkText(in node: OpaquePointer, skipping skipped: Set<UInt32>, _ visit: (String, Bool) -> Bool) {
        guard let iterator = cmark_iter_new(node) else { return }
        defer { cmark_iter_free(iterator) }
        var blockBreak = false
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(current)
            if skipped.contains(type.rawValue) {
                // Jump to the node's exit event so nothing inside it is visited.
                cmark_iter_reset(iterator, current, CMARK_EVENT_EXIT)
                blockBreak = true
                continue
            }
            switch type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                let literal = cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
                if !visit(literal, blockBreak) { return }
                blockBreak = false
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                if !visit(" ", false) { return }
            default:
                if type.rawValue <= CMARK_NODE_LAST_BLOCK.rawValue { blockBreak = true }
            }
        }
    }

    /// Replaces each image node that shows a picture of `pictures` with the `<img>` it gets, as a custom
    /// inline node, which cmark writes as it is in safe mode too: its URL is a local picture's.
    func placePictures(_ pictures: PicturePlacement) {
        var images: [(node: OpaquePointer, html: String)] = []
        guard let iterator = cmark_iter_new(root) else { return }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_IMAGE
            else { continue }
            let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            guard let picture = pictures.picture(at: url) else { continue }
            // The alt text as cmark writes it: the plain text of the image's description.
            var alt = ""
            Self.walkText(in: node, skipping: []) { piece, _ in
                alt += piece
                return true
            }
            let title = cmark_node_get_title(node).map { String(cString: $0) } ?? ""
            images.append((node, PicturePlacement.image(picture, url: url, alt: alt, title: title)))
        }
        cmark_iter_free(iterator)
        for (node, html) in images {
            guard let placed = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
            cmark_node_set_on_enter(placed, html)
            cmark_node_set_on_exit(placed, "")
            cmark_node_insert_before(node, placed)
            cmark_node_free(node)
        }
    }
}
