/// Renders a node tree into UTF-8 bytes. One renderer serves one `render` call, so templates
/// themselves stay immutable and can be rendered from many tasks at once.
///
/// Sections, partials and blocks are walked with an explicit stack of frames, not recursion:
/// a template nested 1,000 deep renders on any thread, whatever the size of its stack.
struct Renderer {
    /// Frames open at once. A template nests at most `TreeBuilder.maxNesting` levels; this
    /// bound stops partials that include themselves.
    static let maxDepth = 2_000
    /// Context frames one render may search through. A name is looked up from the innermost frame out,
    /// so a partial that includes itself inside a section searches ever deeper stacks: without this bound
    /// its error (at `maxDepth`) would take minutes. A real page searches a few thousand frames.
    static let maxLookupSteps = 10_000_000

    private var lookupSteps = 0
    var output: [UInt8] = []
    /// Written before each line of template text: the indentation of standalone partials and
    /// of blocks being expanded.
    var indent: [UInt8] = []
    var atLineStart = true
    private var contexts: [MustacheValue]
    /// The block arguments of the parent tags being rendered, outermost first, with the name of
    /// the template each was written in (for errors inside them).
    private var arguments: [(blocks: [String: Block], template: String)] = []
    private var frames: [Frame] = []
    private let partials: any PartialResolver
    private let strict: Bool

    /// Nodes being rendered, and what to undo when they are done.
    private struct Frame {
        let nodes: [Node]
        var next = 0
        let template: String
        let exit: Exit
        /// The elements of a list section still to come, each rendered with the same nodes.
        var remaining: ArraySlice<MustacheValue> = []
    }

    private enum Exit {
        case none
        case popContext
        /// Cuts the indentation back to the length it had: the buffer is reused, never copied.
        case restoreIndent(length: Int, popArguments: Bool)
    }

    init(context: MustacheValue, partials: any PartialResolver, strict: Bool, capacity: Int) {
        contexts = [context]
        self.partials = partials
        self.strict = strict
        output.reserveCapacity(capacity)
    }

    mutating func render(_ nodes: [Node], in template: String) throws(MustacheError) {
        frames.append(Frame(nodes: nodes, template: template, exit: .none))
        while let top = frames.indices.last {
            guard frames[top].next < frames[top].nodes.count else {
                if let element = frames[top].remaining.first {
                    // The next element of a list section: same nodes, new context on top.
                    contexts[contexts.count - 1] = element
                    frames[top].remaining.removeFirst()
                    frames[top].next = 0
                } else {
                    finish(frames.removeLast())
                }
                continue
            }
            let node = frames[top].nodes[frames[top].next]
            frames[top].next += 1
            let template = frames[top].template
            switch node {
            case .text(let text): writeText(text)
            case .variable(let variable): try render(variable, in: template)
            case .section(let section): try enter(section, in: template)
            case .partial(let partial): try enter(partial, arguments: nil, in: template)
            case .parent(let parent): try enter(parent.partial, arguments: parent.arguments, in: template)
            case .block(let block): try enter(block, in: template)
            }
        }
    }

    private mutating func finish(_ frame: Frame) {
        switch frame.exit {
        case .none:
            break
        case .popContext:
            contexts.removeLast()
        case .restoreIndent(let length, let popArguments):
            indent.removeLast(indent.count - length)
            if popArguments { arguments.removeLast() }
        }
    }

    private mutating func render(_ variable: Variable, in template: String) throws(MustacheError) {
        guard let value = try lookup(variable.name, in: template, at: variable.position) else {
            if strict {
                throw MustacheError("variable \"\(variable.name.text)\" not found", in: template, at: variable.position)
            }
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

    private mutating func enter(_ section: Section, in template: String) throws(MustacheError) {
        let found = try lookup(section.name, in: template, at: section.position)
        if found == nil, strict {
            let kind = section.inverted ? "inverted section" : "section"
            throw MustacheError("\(kind) \"\(section.name.text)\" not found", in: template, at: section.position)
        }
        let value = found ?? .null
        guard value.isTruthy != section.inverted else { return }
        try checkDepth(at: section.position, in: template)
        if section.inverted {
            frames.append(Frame(nodes: section.nodes, template: template, exit: .none))
        } else if case .array(let elements) = value {
            contexts.append(elements[0])  // a truthy list is not empty
            frames.append(
                Frame(nodes: section.nodes, template: template, exit: .popContext, remaining: elements.dropFirst()))
        } else {
            contexts.append(value)
            frames.append(Frame(nodes: section.nodes, template: template, exit: .popContext))
        }
    }

    private mutating func enter(
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
        try checkDepth(at: tag.position, in: template)
        let outerLength = indent.count
        if tag.standalone {
            indent += tag.indent
            atLineStart = true
        }
        if let arguments { self.arguments.append((arguments, template)) }
        frames.append(
            Frame(
                nodes: partial.nodes, template: partial.name,
                exit: .restoreIndent(length: outerLength, popArguments: arguments != nil)))
    }

    /// The name a partial tag refers to; nil when a dynamic name has no string value.
    private mutating func partialName(_ tag: PartialTag, in template: String) throws(MustacheError) -> String? {
        switch tag.reference {
        case .fixed(let name):
            return name
        case .dynamic(let name):
            let value = try lookup(name, in: template, at: tag.position)
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
    private mutating func enter(_ block: Block, in template: String) throws(MustacheError) {
        try checkDepth(at: block.position, in: template)
        guard let (argument, argumentTemplate) = argument(named: block.name) else {
            return frames.append(Frame(nodes: block.nodes, template: template, exit: .none))
        }
        let outerLength = indent.count
        indent += block.indent
        frames.append(
            Frame(
                nodes: argument.nodes, template: argumentTemplate,
                exit: .restoreIndent(length: outerLength, popArguments: false)))
    }

    private func argument(named name: String) -> (Block, String)? {
        for level in arguments {
            if let block = level.blocks[name] { return (block, level.template) }
        }
        return nil
    }

    private func checkDepth(at position: SourcePosition, in template: String) throws(MustacheError) {
        guard frames.count < Self.maxDepth else {
            throw MustacheError(
                "templates nested more than \(Self.maxDepth) levels deep while rendering (a partial that includes itself?)",
                in: template, at: position)
        }
    }

    /// Finds a name in the context stack, innermost first. Only the first part of a dotted name
    /// searches the stack; the rest must be found inside it.
    private mutating func lookup(
        _ name: Name, in template: String, at position: SourcePosition
    ) throws(MustacheError) -> MustacheValue? {
        guard let first = name.parts.first else { return contexts.last }
        lookupSteps += contexts.count
        guard lookupSteps <= Self.maxLookupSteps else {
            throw MustacheError(
                "rendering searched more than \(Self.maxLookupSteps) context levels (a partial that includes itself?)",
                in: template, at: position)
        }
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
