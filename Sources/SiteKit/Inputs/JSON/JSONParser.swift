import Foundation

/// Parses JSON text (RFC 8259) into a `JSONNode` tree, in one pass over the bytes.
///
/// Written here rather than taken from Foundation so that every value knows its line and column, and so
/// that hostile text cannot make the work deep: collections are built with an explicit stack, never by
/// recursion, and nesting beyond `maxDepth` is refused where it happens.
enum JSONParser {
    /// How many arrays and objects may be open inside each other. The pickup-message API needs four;
    /// the limit keeps every walk over the tree (comparing, freeing) shallow.
    static let maxDepth = 64

    /// The document in `data`; errors name `file` and the line and column where the text went wrong.
    static func parse(_ data: Data, file: String) throws(Diagnostic) -> JSONNode {
        var reader = JSONReader(bytes: [UInt8](data), file: file)
        return try reader.document()
    }
}

/// A collection being read, appended to in place so reading stays linear.
private struct OpenCollection {
    let start: JSONNode
    var items: [JSONNode] = []
    var members: [JSONNode.Member] = []
    var pendingKey: String?

    var isObject: Bool {
        if case .object = start.value { return true }
        return false
    }

    var node: JSONNode {
        var node = start
        node.value = isObject ? .object(members) : .array(items)
        return node
    }

    mutating func add(_ node: JSONNode) {
        if let key = pendingKey {
            members.append(JSONNode.Member(key: key, value: node))
        } else {
            items.append(node)
        }
    }
}

/// The parser's state: the bytes, where it is in them, and the collections open around it.
private struct JSONReader {
    var text: JSONText
    var stack: [OpenCollection] = []

    init(bytes: [UInt8], file: String) {
        text = JSONText(bytes: bytes, file: file)
    }

    mutating func document() throws(Diagnostic) -> JSONNode {
        text.skipByteOrderMark()
        while true {
            text.skipWhitespace()
            guard var node = try value() else { continue }
            while true {
                guard var top = stack.popLast() else {
                    text.skipWhitespace()
                    guard text.isAtEnd else { throw text.error("expected the end of the text, found \(text.found)") }
                    return node
                }
                top.add(node)
                text.skipWhitespace()
                let close = UInt8(ascii: top.isObject ? "}" : "]")
                if text.next == UInt8(ascii: ",") {
                    text.advance()
                    if top.isObject { top.pendingKey = try key() }
                    stack.append(top)
                    break
                }
                guard text.next == close else {
                    throw text.error("expected \",\" or \"\(Character(Unicode.Scalar(close)))\", found \(text.found)")
                }
                text.advance()
                node = top.node
            }
        }
    }

    /// A scalar value, or the empty collection just read; nil when a collection was opened instead.
    private mutating func value() throws(Diagnostic) -> JSONNode? {
        let (line, column) = (text.line, text.column)
        let node = { (value: JSONNode.Value) in JSONNode(value: value, line: line, column: column) }
        guard let byte = text.next else { throw text.error("expected a value, found \(text.found)") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = byte == UInt8(ascii: "{")
            guard stack.count < JSONParser.maxDepth else {
                throw text.error("nested more than \(JSONParser.maxDepth) levels deep")
            }
            text.advance()
            text.skipWhitespace()
            if text.next == UInt8(ascii: isObject ? "}" : "]") {
                text.advance()
                return node(isObject ? .object([]) : .array([]))
            }
            var open = OpenCollection(start: node(isObject ? .object([]) : .array([])))
            if isObject { open.pendingKey = try key() }
            stack.append(open)
            return nil
        case UInt8(ascii: "\""): return node(.string(try text.string()))
        case UInt8(ascii: "t"):
            try text.literal("true")
            return node(.bool(true))
        case UInt8(ascii: "f"):
            try text.literal("false")
            return node(.bool(false))
        case UInt8(ascii: "n"):
            try text.literal("null")
            return node(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return node(.number(try text.number()))
        default: throw text.error("expected a value, found \(text.found)")
        }
    }

    /// `"name":`, with the whitespace around it.
    private mutating func key() throws(Diagnostic) -> String {
        text.skipWhitespace()
        guard text.next == UInt8(ascii: "\"") else {
            throw text.error("expected a key in double quotes, found \(text.found)")
        }
        let name = try text.string()
        text.skipWhitespace()
        guard text.next == UInt8(ascii: ":") else {
            throw text.error("expected \":\" after the key, found \(text.found)")
        }
        text.advance()
        return name
    }
}
