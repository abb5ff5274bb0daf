/// Renders a node tree into UTF-8 bytes. One renderer serves one `render` call, so templates
/// themselves stay immutable and can be rendered from many tasks at once.
struct Renderer {
    /// Sections, partials and blocks entered at once. A template nests at most
    /// `TreeBuilder.maxNesting` levels; this bound catches partials that include themselves.
    static let maxDepth = 2_000

    var output: [UInt8] = []
    private var contexts: [MustacheValue]
    /// The block arguments of the parent tags being rendered, outermost first, with the name of
    /// the template each was written in (for errors inside them).
    private var arguments: [(blocks: [String: Block], template: String)] = []
    var indent: [UInt8] = []
    var atLineStart = true
    private var depth = 0
    private let partials: any PartialResolver
    private let strict: Bool

    init(context: MustacheValue, partials: any PartialResolver, strict: Bool, capacity: Int) {
        contexts = [context]
        self.partials = partials
        self.strict = strict
        output.reserveCapacity(capacity)
    }

    mutating func render(_ nodes: [Node], in template: String) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text): writeText(text.bytes)
            case .variable(let variable): try render(variable, in: template)
            case .section(let section): try render(section, in: template)
            case .partial(let partial): try render(partial, arguments: nil, in: template)
            case .parent(let parent): try render(parent.partial, arguments: parent.arguments, in: template)
            case .block(let block): try render(block, in: template)
            }
        }
    }

    private mutating func render(_ variable: Variable, in template: String) throws(MustacheError) {
        guard let value = lookup(variable.name) else {
            if strict { throw MustacheError("variable \"\(variable.name.text)\" not found", in: template, at: variable.position) }
            return
        }
        switch value {
        case .string(let string):
            writeValue(string, escaped: variable.escaped)
        case .array, .object:
            if strict {
                let kind = if case .array = value { "a list" } else { "an object" }
                throw MustacheError(
                    "variable \"\(variable.name.text)\" is \(kind), not text: use a section",
                    in: template, at: variable.position)
            }
        default:
            writeValue(value.text ?? "", escaped: variable.escaped)
        }
    }

    private mutating func render(_ section: Section, in template: String) throws(MustacheError) {
        let found = lookup(section.name)
        if found == nil, strict {
            let kind = section.inverted ? "inverted section" : "section"
            throw MustacheError("\(kind) \"\(section.name.text)\" not found", in: template, at: section.position)
        }
        let value = found ?? .null
        guard value.isTruthy != section.inverted else { return }
        try descend(at: section.position, in: template)
        defer { depth -= 1 }
        switch value {
        case _ where section.inverted:
            try render(section.nodes, in: template)
        case .array(let elements):
            for element in elements { try render(section.nodes, in: template, context: element) }
        default:
            try render(section.nodes, in: template, context: value)
        }
    }

    private mutating func render(
        _ tag: PartialTag, arguments: [String: Block]?, in template: String
    ) throws(MustacheError) {
        guard let name = try partialName(tag, in: template) else { return }
        guard let partial = try partials.template(named: name) else {
            if strict {
                let kind = arguments == nil ? "partial" : "parent"
                throw MustacheError("\(kind) \"\(name)\" not found", in: template, at: tag.position)
            }
            return
        }
        try descend(at: tag.position, in: template)
        defer { depth -= 1 }
        let outerIndent = indent
        if tag.standalone {
            indent += tag.indent
            atLineStart = true
        }
        if let arguments { self.arguments.append((arguments, template)) }
        try render(partial.nodes, in: partial.name)
        if arguments != nil { self.arguments.removeLast() }
        indent = outerIndent
    }

    /// The name a partial tag refers to; nil when a dynamic name has no string value.
    private func partialName(_ tag: PartialTag, in template: String) throws(MustacheError) -> String? {
        switch tag.reference {
        case .fixed(let name):
            return name
        case .dynamic(let name):
            let value = lookup(name)
            if case .string(let partialName) = value { return partialName }
            if strict, value == nil {
                throw MustacheError("dynamic partial name \"\(name.text)\" not found", in: template, at: tag.position)
            }
            if strict, value != .null {
                throw MustacheError(
                    "dynamic partial name \"\(name.text)\" is \(value!), not a string", in: template, at: tag.position)
            }
            return nil
        }
    }

    /// A block renders the argument a parent tag gave for it, re-indented to the block's
    /// place, or else its own content. The outermost argument wins: the spec gives the
    /// top-level child template the last word.
    private mutating func render(_ block: Block, in template: String) throws(MustacheError) {
        try descend(at: block.position, in: template)
        defer { depth -= 1 }
        guard let (argument, argumentTemplate) = argument(named: block.name) else {
            return try render(block.nodes, in: template)
        }
        let outerIndent = indent
        indent += block.indent
        try render(argument.nodes, in: argumentTemplate)
        indent = outerIndent
    }

    private func argument(named name: String) -> (Block, String)? {
        for level in arguments {
            if let block = level.blocks[name] { return (block, level.template) }
        }
        return nil
    }

    private mutating func render(_ nodes: [Node], in template: String, context: MustacheValue) throws(MustacheError) {
        contexts.append(context)
        try render(nodes, in: template)
        contexts.removeLast()
    }

    /// Counts one more level of nesting, refusing to go past `maxDepth`; callers undo it.
    private mutating func descend(at position: SourcePosition, in template: String) throws(MustacheError) {
        guard depth < Self.maxDepth else {
            throw MustacheError(
                "templates nested more than \(Self.maxDepth) levels deep while rendering (a partial that includes itself?)",
                in: template, at: position)
        }
        depth += 1
    }

    /// Finds a name in the context stack, innermost first. Only the first part of a dotted name
    /// searches the stack; the rest must be found inside it.
    private func lookup(_ name: Name) -> MustacheValue? {
        guard let first = name.parts.first else { return contexts.last }
        var found: MustacheValue?
        for context in contexts.reversed() {
            if case .object(let fields) = context, let value = fields[first] {
                found = value
                break
            }
        }
        guard var value = found else { return nil }
        for part in name.parts.dropFirst() {
            guard case .object(let fields) = value, let next = fields[part] else { return nil }
            value = next
        }
        return value
    }
}
