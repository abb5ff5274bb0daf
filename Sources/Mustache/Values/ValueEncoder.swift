import Foundation

extension MustacheValue {
    /// Encodes a view model straight into a value, without a JSON round trip.
    ///
    /// Unlike `JSONEncoder`, an optional property that is `nil` is kept as `.null` rather than
    /// left out, so a template (and strict mode) sees that the key exists and is empty.
    /// `URL`s become their absolute strings; other types encode as their `Encodable`
    /// conformance says (a `Date`, for example, becomes a number: format dates before).
    public init(encoding value: some Encodable) throws {
        let root = EncodedNode()
        try root.store(value)
        self = root.build()
    }
}

/// One value under construction. Containers hand out nodes by reference because Swift's
/// `Encoder` lets a nested container outlive the call that created it.
final class EncodedNode {
    /// A field or element: scalars are stored as they are, sparing a node per property.
    enum Slot {
        case value(MustacheValue)
        case node(EncodedNode)

        func build() -> MustacheValue {
            switch self {
            case .value(let value): value
            case .node(let node): node.build()
            }
        }
    }

    var scalar: MustacheValue = .null
    var fields: [String: Slot]?
    var elements: [Slot]?

    func build() -> MustacheValue {
        if let fields { return .object(fields.mapValues { $0.build() }) }
        if let elements { return .array(elements.map { $0.build() }) }
        return scalar
    }

    /// Stores any encodable, short-cutting the types whose own `Encodable` shape is not the
    /// one a template wants.
    func store<T: Encodable>(_ value: T) throws {
        if let value = value as? MustacheValue {
            scalar = value
        } else if let url = value as? URL {
            scalar = .string(url.absoluteString)
        } else {
            try value.encode(to: ValueEncoder(node: self))
        }
    }
}

/// Integers wider than `Int` (a large `UInt64`) fall back to a double rather than trapping.
func integerValue(_ value: some BinaryInteger) -> MustacheValue {
    if let exact = Int(exactly: value) { return .int(exact) }
    return .double(Double(value))
}

/// Its containers never fail on their own, so no coding path is kept for messages: it would be built
/// for every property of every page.
struct ValueEncoder: Encoder {
    let node: EncodedNode
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if node.fields == nil { node.fields = [:] }
        return KeyedEncodingContainer(KeyedValueContainer<Key>(node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node.elements == nil { node.elements = [] }
        return UnkeyedValueContainer(node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(node: node)
    }
}

struct SingleValueContainer: SingleValueEncodingContainer {
    let node: EncodedNode
    var codingPath: [any CodingKey] { [] }

    func encodeNil() { node.scalar = .null }
    func encode(_ value: Bool) { node.scalar = .bool(value) }
    func encode(_ value: String) { node.scalar = .string(value) }
    func encode(_ value: Double) { node.scalar = .double(value) }
    func encode(_ value: Float) { node.scalar = .double(Double(value)) }
    func encode(_ value: Int) { node.scalar = .int(value) }
    func encode(_ value: Int8) { node.scalar = integerValue(value) }
    func encode(_ value: Int16) { node.scalar = integerValue(value) }
    func encode(_ value: Int32) { node.scalar = integerValue(value) }
    func encode(_ value: Int64) { node.scalar = integerValue(value) }
    func encode(_ value: UInt) { node.scalar = integerValue(value) }
    func encode(_ value: UInt8) { node.scalar = integerValue(value) }
    func encode(_ value: UInt16) { node.scalar = integerValue(value) }
    func encode(_ value: UInt32) { node.scalar = integerValue(value) }
    func encode(_ value: UInt64) { node.scalar = integerValue(value) }
    func encode<T: Encodable>(_ value: T) throws { try node.store(value) }
}
