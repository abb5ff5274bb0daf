/// One piece of template source: a run of text (never past a newline) or one tag.
struct Token {
    enum Kind {
        case text, variable, unescaped, section, inverted, close, comment, partial, parent, block, delimiters

        /// Tags that print nothing where they stand, so a line holding only them and
        /// whitespace disappears from the output ("standalone" in the spec's words).
        var canStandAlone: Bool {
            switch self {
            case .section, .inverted, .close, .comment, .partial, .parent, .block, .delimiters: true
            case .text, .variable, .unescaped: false
            }
        }

        /// Tags that open content closed later by `{{/name}}` and print that content in place.
        var opensInlineContent: Bool { self == .section || self == .inverted || self == .block }
    }

    let kind: Kind
    /// Where the token is in the source, delimiters included.
    let range: Range<Int>
    /// The tag's content with the sigil and surrounding whitespace removed; empty for text.
    let content: String
    let position: SourcePosition
    /// Set by the standalone pass: see `Node`'s `PartialTag.indent` and `Block.indent`.
    var indent: [UInt8] = []
    var standalone = false
}
