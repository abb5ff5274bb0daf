import CYAML

/// Parses YAML text into a `YAMLNode` tree with libyaml's event parser.
///
/// One document per text (a configuration file, a memo's front matter). Anchors, aliases and
/// tags are refused: configuration has no use for them, and refusing aliases rules out
/// exponential "billion laughs" documents.
enum YAMLParser {
    /// How many collections may be open inside each other. Configuration and front matter need a
    /// handful; the limit keeps every walk over the tree (comparing, freeing) shallow, and stops
    /// libyaml early on hostile input, whose scanner slows down with each open flow collection.
    static let maxDepth = 64

    /// Parses `text`; an empty document gives nil. Errors name `file`, the line and the column.
    /// `lineOffset` shifts reported lines, for YAML that starts further down a file (front matter).
    public static func parse(_ text: String, file: String, lineOffset: Int = 0) throws(Diagnostic) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw .error(SourceLocation(file: file), "YAML: the parser could not be initialised")
        }
        defer { yaml_parser_delete(&parser) }

        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(Diagnostic) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = TreeBuilder(file: file, lineOffset: lineOffset)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    throw builder.parserError(parser)
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return builder.root }
                try builder.handle(event)
            }
        }
    }
}

/// Folds libyaml's event stream into a tree with an explicit stack, so deep nesting cannot overflow.
private struct TreeBuilder {
    /// A collection being built; appended to in place so building stays linear.
    private struct Frame {
        let isMapping: Bool
        let line: Int
        let column: Int
        var items: [YAMLNode] = []
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var keys: Set<String> = []
        var pendingKey: YAMLNode?

        var node: YAMLNode {
            YAMLNode(isMapping ? .mapping(pairs) : .sequence(items), line: line, column: column)
        }
    }

    let file: String
    let lineOffset: Int
    var root: YAMLNode?
    private var documents = 0
    private var stack: [Frame] = []

    init(file: String, lineOffset: Int) {
        self.file = file
        self.lineOffset = lineOffset
    }

    func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1)
    }

    func parserError(_ parser: yaml_parser_t) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed document"
        var message = "YAML: \(problem)"
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " (\(context) at line \(Int(parser.context_mark.line) + 1 + lineOffset))"
        }
        return .error(location(parser.problem_mark), message)
    }

    mutating func handle(_ event: yaml_event_t) throws(Diagnostic) {
        let here = location(event.start_mark)
        let (line, column) = (here.line ?? 0, here.column ?? 0)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 { throw .error(here, "YAML: expected one document, found a second one") }
        case YAML_ALIAS_EVENT:
            throw .error(here, "YAML: aliases (*name) are not supported")
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            try refuseAnchorOrTag(scalar.anchor, scalar.tag, at: here)
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            try add(
                YAMLNode(.scalar(text, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE), line: line, column: column))
        case YAML_SEQUENCE_START_EVENT:
            try refuseAnchorOrTag(event.data.sequence_start.anchor, event.data.sequence_start.tag, at: here)
            try open(Frame(isMapping: false, line: line, column: column), at: here)
        case YAML_MAPPING_START_EVENT:
            try refuseAnchorOrTag(event.data.mapping_start.anchor, event.data.mapping_start.tag, at: here)
            try open(Frame(isMapping: true, line: line, column: column), at: here)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            try add(stack.removeLast().node)
        default:
            break
        }
    }

    private mutating func open(_ frame: Frame, at here: SourceLocation) throws(Diagnostic) {
        guard stack.count < YAMLParser.maxDepth else {
            throw .error(here, "YAML: nested more than \(YAMLParser.maxDepth) levels deep")
        }
        stack.append(frame)
    }

    private func refuseAnchorOrTag(
        _ anchor: UnsafeMutablePointer<yaml_char_t>?, _ tag: UnsafeMutablePointer<yaml_char_t>?, at here: SourceLocation
    ) throws(Diagnostic) {
        if anchor != nil { throw .error(here, "YAML: anchors (&name) are not supported") }
        if let tag, !String(cString: tag).hasPrefix("tag:yaml.org,2002:") {
            throw .error(here, "YAML: tags (!name) are not supported")
        }
    }

    private mutating func add(_ node: YAMLNode) throws(Diagnostic) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        if let key = stack[top].pendingKey {
            stack[top].pairs.append((key, node))
            stack[top].pendingKey = nil
            return
        }
        let here = SourceLocation(file: file, line: node.line, column: node.column)
        guard case .scalar(let name, _) = node.value else {
            throw .error(here, "YAML: a mapping key must be a scalar, found \(node.kindName)")
        }
        guard stack[top].keys.insert(name).inserted else {
            throw .error(here, "YAML: duplicate key \"\(name)\"")
        }
        stack[top].pendingKey = node
    }
}
