/// Builds the node tree from tokens, matching every `{{/name}}` with its opening tag.
struct TreeBuilder {
    /// Deeper nesting is refused at compile time, so rendering never runs out of stack.
    static let maxNesting = 1_000

    let source: [UInt8]
    let templateName: String

    private struct Frame {
        let open: Token?
        var nodes: [Node] = []
    }

    func build(_ tokens: [Token]) throws(MustacheError) -> [Node] {
        var stack = [Frame(open: nil)]
        for token in tokens {
            switch token.kind {
            case .text:
                let start = token.range.lowerBound
                let startsLine = start == 0 || source[start - 1] == UInt8(ascii: "\n")
                stack[stack.count - 1].nodes.append(
                    .text(Text(bytes: Array(source[token.range]), startsLine: startsLine)))
            case .variable, .unescaped:
                let variable = Variable(
                    name: Name(parsing: token.content)!, escaped: token.kind == .variable, position: token.position)
                stack[stack.count - 1].nodes.append(.variable(variable))
            case .comment, .delimiters:
                continue
            case .partial:
                stack[stack.count - 1].nodes.append(.partial(partialTag(token)))
            case .section, .inverted, .parent, .block:
                guard stack.count <= Self.maxNesting else {
                    throw error("\(tagText(token)) is nested more than \(Self.maxNesting) levels deep", token)
                }
                stack.append(Frame(open: token))
            case .close:
                guard stack.count > 1, let open = stack.last?.open else {
                    throw error("\(tagText(token)) closes nothing: no section is open", token)
                }
                guard open.content == token.content else {
                    let at = "\(open.position.line):\(open.position.column)"
                    throw error("\(tagText(token)) does not match \(tagText(open)) opened at \(at)", token)
                }
                let frame = stack.removeLast()
                let enclosing = stack.last!.open?.kind
                stack[stack.count - 1].nodes.append(node(closing: frame, open: open, enclosing: enclosing))
            }
        }
        if let open = stack.last?.open {
            throw error("\(tagText(open)) is never closed: expected a closing tag for \"\(open.content)\"", open)
        }
        return stack[0].nodes
    }

    private func node(closing frame: Frame, open: Token, enclosing: Token.Kind?) -> Node {
        switch open.kind {
        case .parent:
            var arguments: [String: Block] = [:]
            for case .block(let block) in frame.nodes where arguments[block.name] == nil {
                arguments[block.name] = block
            }
            return .parent(ParentTag(partial: partialTag(open), arguments: arguments))
        case .block:
            // An argument's indentation is removed here and its parameter's added at expansion.
            let nodes = enclosing == .parent ? dedent(frame.nodes, by: open.indent) : frame.nodes
            return .block(Block(name: open.content, nodes: nodes, indent: open.indent, position: open.position))
        default:
            let name = Name(parsing: open.content)!
            return .section(
                Section(name: name, inverted: open.kind == .inverted, nodes: frame.nodes, position: open.position))
        }
    }

    private func partialTag(_ token: Token) -> PartialTag {
        let reference: PartialReference =
            if let name = Token.dynamicName(in: token.content) { .dynamic(Name(parsing: name)!) } else { .fixed(token.content) }
        return PartialTag(reference: reference, indent: token.indent, standalone: token.standalone, position: token.position)
    }

    private func tagText(_ token: Token) -> String {
        String(decoding: source[token.range], as: UTF8.self)
    }

    private func error(_ message: String, _ token: Token) -> MustacheError {
        MustacheError(message, in: templateName, at: token.position)
    }
}
