import CCMark

/// GitHub's footnotes, once `FootnoteDefinitions` put each definition ahead of the memo as a block quote:
/// a `[^label]` in text whose label a definition has (in any case) becomes a numbered reference, numbered in
/// the order of first reference, and the referenced definitions a list at the end with links back.
/// Definitions nothing refers to are dropped; the first of two with one label wins.
enum Footnotes {
    /// `idPrefix` goes before each footnote's and reference's id.
    static func recognise(in root: OpaquePointer, definitions: FootnoteDefinitions, idPrefix: String) {
        for block in MarkdownNodes.children(of: root)
        where cmark_node_get_type(block) == CMARK_NODE_HTML_BLOCK
            && definitions.placeholderLines.contains(Int(cmark_node_get_start_line(block)))
        {
            cmark_node_free(block)
        }
        let blocks = MarkdownNodes.children(of: root)
        let bodies = Array(blocks.prefix(definitions.labels.count))
        var definitionByLabel: [String: Int] = [:]
        for (index, label) in definitions.labels.enumerated().reversed() {
            definitionByLabel[normalized(label)] = index
        }
        var numbered: [Int] = []
        var numberOf: [Int: Int] = [:]
        func reference(_ label: [UInt8]) -> String? {
            guard let definition = definitionByLabel[normalized(label)] else { return nil }
            if let number = numberOf[definition] {
                return "<sup class=\"footnote-ref\"><a href=\"#fn\(number)\">\(number)</a></sup>"
            }
            numbered.append(definition)
            let number = numbered.count
            numberOf[definition] = number
            return
                "<sup class=\"footnote-ref\"><a href=\"#\(idPrefix)fn\(number)\" id=\"\(idPrefix)fnref\(number)\">\(number)</a></sup>"
        }
        for block in blocks.dropFirst(bodies.count) { addReferences(under: block, reference) }
        var next = 0
        while next < numbered.count {
            addReferences(under: bodies[numbered[next]], reference)
            next += 1
        }
        if !numbered.isEmpty {
            let section = GFMNode.footnoteSection.make(
                enter: "<section class=\"footnotes\">\n<ol>", exit: "</ol>\n</section>")
            for (index, definition) in numbered.enumerated() {
                section.appendFootnote(
                    id: "\(idPrefix)fn\(index + 1)", referenceID: "\(idPrefix)fnref\(index + 1)",
                    body: bodies[definition])
            }
            cmark_node_append_child(root, section)
        }
        for body in bodies { cmark_node_free(body) }
    }

    /// Labels match as link labels do, whatever their case.
    private static func normalized(_ label: [UInt8]) -> String {
        String(decoding: label, as: UTF8.self).lowercased()
    }

    /// Replaces each `[^label]` in the text under `node` (outside links) that `reference` knows with its HTML.
    private static func addReferences(under node: OpaquePointer, _ reference: ([UInt8]) -> String?) {
        let texts = MarkdownNodes.all(under: node) { cmark_node_get_type($0) == CMARK_NODE_TEXT }
        for text in texts where !MarkdownNodes.isInLink(text) {
            let literal = MarkdownNodes.literal(of: text)
            var pieces: [OpaquePointer] = []
            var start = 0
            var search = 0
            while let open = literal[search...].firstRange(of: Array("[^".utf8))?.lowerBound {
                let label = literal[(open + 2)...].prefix {
                    !MarkdownBytes.isSpace($0) && $0 != UInt8(ascii: "]") && $0 != UInt8(ascii: "[")
                }
                search = label.endIndex
                guard !label.isEmpty, label.endIndex < literal.count, literal[label.endIndex] == UInt8(ascii: "]"),
                    let html = reference(Array(label))
                else { continue }
                if open > start { pieces.append(MarkdownNodes.text(literal[start..<open])) }
                pieces.append(GFMNode.footnoteReference.make(enter: html))
                start = label.endIndex + 1
                search = start
            }
            guard !pieces.isEmpty else { continue }
            if start < literal.count { pieces.append(MarkdownNodes.text(literal[start...])) }
            MarkdownNodes.replace(text, with: pieces)
        }
    }
}

extension OpaquePointer {
    /// Appends to this footnote list an item with `id`, holding the blocks of `body`, the last of which (or
    /// the item itself) ends with a link back to the first reference, `referenceID`.
    fileprivate func appendFootnote(id: String, referenceID: String, body: OpaquePointer) {
        let item = GFMNode.footnote.make(enter: "<li id=\"\(id)\">", exit: "</li>")
        MarkdownNodes.moveChildren(of: body, to: item)
        let backReference = "<a href=\"#\(referenceID)\" class=\"footnote-backref\">↩</a>"
        if let last = cmark_node_last_child(item), cmark_node_get_type(last) == CMARK_NODE_PARAGRAPH {
            cmark_node_append_child(last, GFMNode.footnoteReference.make(enter: " " + backReference))
        } else {
            cmark_node_append_child(item, GFMNode.footnote.make(enter: backReference))
        }
        cmark_node_append_child(self, item)
    }
}
