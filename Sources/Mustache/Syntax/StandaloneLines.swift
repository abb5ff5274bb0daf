/// Applies the spec's standalone rule: a line holding only whitespace and tags that print
/// nothing in place (sections, comments, partials, parents, blocks, delimiter changes) is
/// removed from the output, newline included. As the inheritance spec asks, several such tags
/// may share the line (`{{<base}}{{$main}}`), unless a section or block opens and closes on
/// it: that is inline content, like `  {{$title}}{{/title}}`.
///
/// The pass also computes the indentation of partials, parents and blocks (see `Node`).
struct StandaloneLines {
    let source: [UInt8]

    func apply(to tokens: [Token]) -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        var lineStart = 0
        for index in tokens.indices {
            let token = tokens[index]
            let endsLine = token.kind == .text && source[token.range.upperBound - 1] == UInt8(ascii: "\n")
            if endsLine || index == tokens.count - 1 {
                result += process(tokens[lineStart...index])
                lineStart = index + 1
            }
        }
        return result
    }

    private func process(_ line: ArraySlice<Token>) -> [Token] {
        let lineOffset = line.first!.range.lowerBound
        guard isStandalone(line) else {
            return line.map { token in
                var token = token
                if token.kind == .block { token.indent = leadingWhitespace(from: lineOffset) }
                return token
            }
        }
        let indent = leadingWhitespace(from: lineOffset)
        let nextLineOffset = line.last!.range.upperBound
        return line.filter { $0.kind != .text }.map { token in
            var token = token
            token.standalone = true
            switch token.kind {
            case .partial, .parent: token.indent = indent
            case .block: token.indent = leadingWhitespace(from: nextLineOffset)
            default: break
            }
            return token
        }
    }

    private func isStandalone(_ line: ArraySlice<Token>) -> Bool {
        var hasTag = false
        var opensContent = false
        for token in line {
            if token.kind == .text {
                guard isBlank(token.range, endsLine: token.range.upperBound == line.last!.range.upperBound) else {
                    return false
                }
                continue
            }
            guard token.kind.canStandAlone, !(opensContent && token.kind == .close) else { return false }
            hasTag = true
            opensContent = opensContent || token.kind.opensInlineContent
        }
        return hasTag
    }

    /// Spaces and tabs, and a final `\n` or `\r\n` when the text ends the line.
    private func isBlank(_ range: Range<Int>, endsLine: Bool) -> Bool {
        var end = range.upperBound
        if endsLine, end > range.lowerBound, source[end - 1] == UInt8(ascii: "\n") {
            end -= 1
            if end > range.lowerBound, source[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        }
        return source[range.lowerBound..<end].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    private func leadingWhitespace(from offset: Int) -> [UInt8] {
        Array(source[offset...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
    }
}
