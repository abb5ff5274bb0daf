/// A value of a parsed JSON document, with where it starts, so a reader can say which entry or field
/// is wrong by line and column.
///
/// Numbers stay text, as written: what a value means is decided by the reader that expects it.
struct JSONNode: Sendable, Equatable {
    enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([JSONNode])
        /// Members in the order written; a key may repeat (`member` takes the last, as most readers do).
        case object([Member])
    }

    struct Member: Sendable, Equatable {
        var key: String
        var value: JSONNode
    }

    var value: Value
    /// 1-based line, and column counted in Unicode scalars, of the value's first character.
    var line: Int
    var column: Int

    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// The value of the last member named `key`, when this is an object that has one.
    func member(_ key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// What kind of value this is, for messages such as "expected an array, found null".
    var kindName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
