/// A node of a parsed YAML document, with where it starts so errors can point at it.
///
/// Scalars stay text: what a value means (a bool, a number, a URL) is decided by the reader
/// that expects it, which can then say precisely what was wrong and where.
struct YAMLNode: Sendable, Equatable {
    enum Value: Sendable, Equatable {
        /// A scalar; `isPlain` is false for quoted and block scalars, whose text is never a null or a bool.
        case scalar(String, isPlain: Bool)
        case sequence([YAMLNode])
        /// Key order is kept as written.
        case mapping([(key: YAMLNode, value: YAMLNode)])

        public static func == (a: Value, b: Value) -> Bool {
            switch (a, b) {
            case (.scalar(let x, let p), .scalar(let y, let q)): return x == y && p == q
            case (.sequence(let x), .sequence(let y)): return x == y
            case (.mapping(let x), .mapping(let y)):
                return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: return false
            }
        }
    }

    public var value: Value
    /// 1-based line and column of the node's first character.
    public var line: Int
    public var column: Int

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// True for `~`, `null`, `Null`, `NULL` and an empty plain scalar, as in YAML's core schema.
    var isNull: Bool {
        if case .scalar(let text, isPlain: true) = value {
            return ["", "~", "null", "Null", "NULL"].contains(text)
        }
        return false
    }

    /// What kind of node this is, for messages such as "expected a mapping, found a sequence".
    var kindName: String {
        switch value {
        case .scalar: return isNull ? "null" : "a scalar"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }
}
