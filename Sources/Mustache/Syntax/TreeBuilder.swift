/// Builds the node tree from tokens, matching every `{{/name}}` with its opening tag.
///
/// It works with its own stack, never recursing, so no template can exhaust the thread's.
struct TreeBuilder {
    /// Deeper nesting is refused, which bounds the work of everything that walks the tree.
    static let maxNesting = 1_000

    let source: [UInt8]
    let templateName: String

    private struct Frame {
        let open: Token?
        /// The indentation removed from the start of every line inside this frame: that of the
        /// innermost block argument (a block inside a parent tag), which is re-indented to the
        /// place where it is expanded.
        let dedent: [UInt8]
        var nodes: [Node] = []
    }

    func build(_ tokens: [Token]) throws(MustacheError) -> [Node] {
        var stack = [Frame(open: nil, dedent: [])]
        for token in tokens {
            let dedent = stack[stack.count - 1].dedent
            switch token.kind {
            case .text:
                let start = token.range.lowerBound
                let startsLine = start == 0 || source[start - 1] == UInt8(ascii: "\n")
                let text = removingIndent(dedent, fromLinesOf: source[token.range], startsLine: startsLine)
                if !text.isEmpty { stack[stack.count - 1].nodes.append(.text(text)) }
            case .variable, .unescaped:
                let variable = Variable(
                    name: Name(parsing: token.content)!, escaped: token.kind == .variable, position: token.position)
                stack[stack.count - 1].nodes.append(.variable(variable))
            case .comment, .delimiters:
                continue
            case .partial:
                stack[stack.count - 1].nodes.append(.partial(partialTag(token, dedent: dedent)))
            case .section, .inverted, .parent, .block:
                guard stack.count <= Self.maxNesting else {
                    throw error("\(tagText(token)) is nested more than \(Self.maxNesting) levels deep", token)
                }
                let isArgument = token.kind == .block && stack[stack.count - 1].open?.kind == .parent
                stack.append(Frame(open: token, dedent: isArgument ? token.indent : dedent))
            case .close:
                guard stack.count > 1, let open = stack.last?.open else {
                    throw error("\(tagText(token)) closes nothing: no section is open", token)
                }
                guard open.content == token.content else {
                    let at = "\(open.position.line):\(open.position.column)"
                    throw error("\(tagText(token)) does not match \(tagText(open)) opened at \(at)", token)
                }
                let frame = stack.removeLast()
                let enclosingDedent = stack[stack.count - 1].dedent
                stack[stack.count - 1].nodes.append(node(closing: frame, open: open, dedent: enclosingDedent))
            }
        }
        if let open = stack.last?.open {
            throw error("\(tagText(open)) is never closed: expected a closing tag for \"\(open.content)\"", open)
        }
        return stack[0].nodes
    }

    /// The node for a closed section, parent or block; `dedent` is the one around its tags.
    private func node(closing frame: Frame, open: Token, dedent: [UInt8]) -> Node {
        switch open.kind {
        case .parent:
            var arguments: [String: Block] = [:]
            for case .block(let block) in frame.nodes where arguments[block.name] == nil {
                arguments[block.name] = block
            }
            return .parent(ParentTag(partial: partialTag(open, dedent: dedent), arguments: arguments))
        case .block:
            let indent = removingIndent(dedent, from: open.indent)
            return .block(Block(name: open.content, nodes: frame.nodes, indent: indent, position: open.position))
        default:
            let name = Name(parsing: open.content)!
            return .section(
                Section(name: name, inverted: open.kind == .inverted, nodes: frame.nodes, position: open.position))
        }
    }

    private func partialTag(_ token: Token, dedent: [UInt8]) -> PartialTag {
        let reference: PartialReference =
            if let name = Token.dynamicName(in: token.content) { .dynamic(Name(parsing: name)!) } else {
                .fixed(token.content)
            }
        return PartialTag(
            reference: reference, indent: removingIndent(dedent, from: token.indent), standalone: token.standalone,
            position: token.position)
    }

    private func tagText(_ token: Token) -> String {
        String(decoding: source[token.range], as: UTF8.self)
    }

    private func error(_ message: String, _ token: Token) -> MustacheError {
        MustacheError(message, in: templateName, at: token.position)
    }
}

/// Removes `indent` from the start of every line of `text` (the first one only if it starts a
/// line). A line indented less loses what it has.
func removingIndent(_ indent: [UInt8], fromLinesOf text: ArraySlice<UInt8>, startsLine: Bool) -> [UInt8] {
    guard !indent.isEmpty else { return Array(text) }
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var atLineStart = startsLine
    var index = text.startIndex
    while index < text.endIndex {
        if atLineStart {
            index += commonPrefixLength(text[index...], indent)
            atLineStart = false
            continue
        }
        result.append(text[index])
        atLineStart = text[index] == UInt8(ascii: "\n")
        index += 1
    }
    return result
}

/// Removes as much of `indent` as `tagIndent` starts with.
func removingIndent(_ indent: [UInt8], from tagIndent: [UInt8]) -> [UInt8] {
    Array(tagIndent.dropFirst(commonPrefixLength(tagIndent[...], indent)))
}

private func commonPrefixLength(_ bytes: ArraySlice<UInt8>, _ prefix: [UInt8]) -> Int {
    zip(bytes, prefix).prefix { $0 == $1 }.count
}
