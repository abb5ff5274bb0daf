/// Removes `prefix` from the start of every source line in `nodes`: the indentation a block
/// argument had where it was written, so it can take its parameter's indentation instead.
/// Nested blocks keep their own content but their indentation becomes relative to this one.
func dedent(_ nodes: [Node], by prefix: [UInt8]) -> [Node] {
    guard !prefix.isEmpty else { return nodes }
    return nodes.map { node in
        switch node {
        case .text(let text):
            return .text(Text(bytes: dedent(text, by: prefix), startsLine: text.startsLine))
        case .variable:
            return node
        case .section(var section):
            section.nodes = dedent(section.nodes, by: prefix)
            return .section(section)
        case .partial(var partial):
            partial.indent = removing(prefix, from: partial.indent[...])
            return .partial(partial)
        case .parent(var parent):
            parent.partial.indent = removing(prefix, from: parent.partial.indent[...])
            return .parent(parent)
        case .block(var block):
            block.indent = removing(prefix, from: block.indent[...])
            block.nodes = dedent(block.nodes, by: prefix)
            return .block(block)
        }
    }
}

private func dedent(_ text: Text, by prefix: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(text.bytes.count)
    var lineStart = text.startsLine
    var index = 0
    let bytes = text.bytes
    while index < bytes.count {
        if lineStart {
            index += commonPrefixLength(bytes[index...], prefix)
            lineStart = false
            continue
        }
        result.append(bytes[index])
        lineStart = bytes[index] == UInt8(ascii: "\n")
        index += 1
    }
    return result
}

/// Removes as much of `prefix` as the line starts with: a line indented less loses what it has.
private func removing(_ prefix: [UInt8], from bytes: ArraySlice<UInt8>) -> [UInt8] {
    Array(bytes.dropFirst(commonPrefixLength(bytes, prefix)))
}

private func commonPrefixLength(_ bytes: ArraySlice<UInt8>, _ prefix: [UInt8]) -> Int {
    zip(bytes, prefix).prefix { $0 == $1 }.count
}
