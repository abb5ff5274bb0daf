import CCMark

/// A parsed cmark document that frees its nodes when it goes out of scope; non-copyable so the tree
/// has exactly one owner and is freed exactly once.
struct MarkdownTree: ~Copyable {
    let root: OpaquePointer

    /// Parses CommonMark with GitHub's extensions. cmark accepts any input, so parsing cannot fail short
    /// of running out of memory.
    init(_ markdown: some StringProtocol, footnoteIDPrefix: String = "") {
        var source = MarkdownSource(markdown)
        let hasEscapes = source.hasEscapes
        var root = Self.parse(source)
        let footnotes = FootnoteDefinitions(in: root, source: source)
        if let footnotes {
            cmark_node_free(root)
            source = footnotes.source
            root = Self.parse(source)
        }
        Tables.recognise(in: root, source: source)
        InlineExtensions.recognise(in: root)
        TaskListItems.recognise(in: root, source: source)
        if let footnotes { Footnotes.recognise(in: root, definitions: footnotes, idPrefix: footnoteIDPrefix) }
        if hasEscapes { EscapeSentinels.restore(in: root) }
        self.root = root
    }

    static func parse(_ source: MarkdownSource) -> OpaquePointer {
        let root = source.bytes.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_SOURCEPOS)
            }
        }
        guard let root else { fatalError("cmark could not allocate a document") }
        return root
    }

    deinit {
        cmark_node_free(root)
    }

    /// Calls `visit` with the text of the document's inline nodes in order; see `walkText(in:skipping:_:)`.
    func walkText(skipping skipped: Set<UInt32>, _ visit: (UnsafeBufferPointer<UInt8>, Bool) -> Bool) {
        Self.walkText(in: root, skipping: skipped, visit)
    }

    private static let space = [UInt8(ascii: " ")]

    /// Calls `visit` with the literal text of each text and code span under `node` (its UTF-8 where cmark
    /// keeps it, valid since cmark repairs what it parses), and a space for each line break. The flag is true
    /// when the piece begins a new block (a paragraph, a list item, a table cell), so callers can separate
    /// blocks. Subtrees of the `skipped` node types, and footnotes, are not entered. `visit` returns false to
    /// stop the walk early.
    static func walkText(
        in node: OpaquePointer, skipping skipped: Set<UInt32>, _ visit: (UnsafeBufferPointer<UInt8>, Bool) -> Bool
    ) {
        // The types as bits, so that each node is not hashed to look it up; cmark's types are below 64.
        let skippedTypes = skipped.reduce(UInt64(0)) { $0 | ($1 < 64 ? 1 << $1 : 0) }
        guard let iterator = cmark_iter_new(node) else { return }
        defer { cmark_iter_free(iterator) }
        var blockBreak = false
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(current)
            let kind = GFMNode.kind(of: current)
            if (type.rawValue < 64 && skippedTypes & (1 << type.rawValue) != 0) || kind == .footnoteSection {
                // Jump to the node's exit event so nothing inside it is visited.
                cmark_iter_reset(iterator, current, CMARK_EVENT_EXIT)
                blockBreak = true
                continue
            }
            switch type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if !visit(MarkdownNodes.literalInPlace(of: current), blockBreak) { return }
                blockBreak = false
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                if !Self.space.withUnsafeBufferPointer({ visit($0, false) }) { return }
            default:
                if type.rawValue <= CMARK_NODE_LAST_BLOCK.rawValue || kind == .tableCell { blockBreak = true }
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
                alt += String(decoding: piece, as: UTF8.self)
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
