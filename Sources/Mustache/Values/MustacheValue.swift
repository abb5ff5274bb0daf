/// A value a template renders: the context of `{{name}}` tags and `{{#sections}}`.
///
/// Build one from JSON (`MustacheValue(json:)`), from any `Encodable` view model
/// (`MustacheValue(encoding:)`) or from literals. An object has no key order of its own: its
/// `description` lists keys sorted, so every printout of a value is the same from run to run.
public enum MustacheValue: Sendable, Hashable {
    /// A missing value: renders as nothing and is falsey. Optional fields encode to it.
    case null
    /// A boolean: `true` renders a section once, `false` skips it.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A floating-point number; integral values render without a fractional part.
    case double(Double)
    /// A string; `{{name}}` escapes it for HTML, `{{{name}}}` and `{{&name}}` do not.
    case string(String)
    /// A list: a section renders once per element.
    case array([MustacheValue])
    /// A set of named values: a section over it pushes it on the context stack.
    case object([String: MustacheValue])

    /// Whether a section renders (`true`) or an inverted section does (`false`).
    ///
    /// The spec defines sections by JavaScript truthiness (`!!data`), so besides `null`, `false`
    /// and the empty list, the empty string and zero are falsey too.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int(let value): value != 0
        case .double(let value): value != 0 && !value.isNaN
        case .string(let value): !value.isEmpty
        case .array(let values): !values.isEmpty
        case .object: true
        }
    }

    /// The value stored under `key` when this value is an object.
    public subscript(key: String) -> MustacheValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }

    /// The text `{{name}}` prints for a scalar; nil for lists and objects, which have no text.
    var text: String? {
        switch self {
        case .null: ""
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): Self.text(of: value)
        case .string(let value): value
        case .array, .object: nil
        }
    }

    /// Integral doubles print as integers (`85`, not `85.0`), as every JavaScript-based
    /// implementation does, so a number reads the same whether it came from JSON or Swift.
    private static func text(of value: Double) -> String {
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
            return String(Int(value))
        }
        return String(value)
    }
}

extension MustacheValue: CustomStringConvertible {
    /// The value as compact JSON with sorted keys: deterministic, for messages and tests.
    public var description: String {
        switch self {
        case .null: return "null"
        case .bool, .int, .double: return text ?? ""
        case .string(let value): return Self.quoted(value)
        case .array(let values): return "[" + values.map(\.description).joined(separator: ",") + "]"
        case .object(let fields):
            let members = fields.keys.sorted().map { Self.quoted($0) + ":" + fields[$0]!.description }
            return "{" + members.joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20: result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

extension MustacheValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `nil` is `.null`.
    public init(nilLiteral: ()) { self = .null }
    /// A boolean literal is `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer literal is `.int`.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A floating-point literal is `.double`.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A string literal is `.string`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array literal is `.array`.
    public init(arrayLiteral elements: MustacheValue...) { self = .array(elements) }
    /// A dictionary literal is `.object`; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
