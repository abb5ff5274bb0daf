/// The keyed container of `ValueEncoder`: an object's fields.
///
/// Every `encodeIfPresent` is overridden because synthesized `Encodable` code calls them for
/// optional properties, and the default would drop a `nil` key instead of storing `.null`.
struct KeyedValueContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodedNode
    var codingPath: [any CodingKey] { [] }

    private func child(_ key: Key) -> EncodedNode {
        let child = EncodedNode()
        node.fields![key.stringValue] = .node(child)
        return child
    }

    private func set(_ value: MustacheValue, _ key: Key) { node.fields![key.stringValue] = .value(value) }

    func encodeNil(forKey key: Key) { set(.null, key) }
    func encode(_ value: Bool, forKey key: Key) { set(.bool(value), key) }
    func encode(_ value: String, forKey key: Key) { set(.string(value), key) }
    func encode(_ value: Double, forKey key: Key) { set(.double(value), key) }
    func encode(_ value: Float, forKey key: Key) { set(.double(Double(value)), key) }
    func encode(_ value: Int, forKey key: Key) { set(.int(value), key) }
    func encode(_ value: Int8, forKey key: Key) { set(integerValue(value), key) }
    func encode(_ value: Int16, forKey key: Key) { set(integerValue(value), key) }
    func encode(_ value: Int32, forKey key: Key) { set(integerValue(value), key) }
    func encode(_ value: Int64, forKey key: Key) { set(integerValue(value), key) }
    func encode(_ value: UInt, forKey key: Key) { set(integerValue(value), key) }
    func encode(_ value: UInt8, forKey key: Key) { set(integerValue(value), key) }
    func encode(_ value: UInt16, forKey key: Key) { set(integerValue(value), key) }
    func encode(_ value: UInt32, forKey key: Key) { set(integerValue(value), key) }
    func encode(_ value: UInt64, forKey key: Key) { set(integerValue(value), key) }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try child(key).store(value)
    }

    func encodeIfPresent(_ value: Bool?, forKey key: Key) { set(value.map { .bool($0) } ?? .null, key) }
    func encodeIfPresent(_ value: String?, forKey key: Key) { set(value.map { .string($0) } ?? .null, key) }
    func encodeIfPresent(_ value: Double?, forKey key: Key) { set(value.map { .double($0) } ?? .null, key) }
    func encodeIfPresent(_ value: Float?, forKey key: Key) { set(value.map { .double(Double($0)) } ?? .null, key) }
    func encodeIfPresent(_ value: Int?, forKey key: Key) { set(value.map { .int($0) } ?? .null, key) }
    func encodeIfPresent(_ value: Int8?, forKey key: Key) { set(value.map(integerValue) ?? .null, key) }
    func encodeIfPresent(_ value: Int16?, forKey key: Key) { set(value.map(integerValue) ?? .null, key) }
    func encodeIfPresent(_ value: Int32?, forKey key: Key) { set(value.map(integerValue) ?? .null, key) }
    func encodeIfPresent(_ value: Int64?, forKey key: Key) { set(value.map(integerValue) ?? .null, key) }
    func encodeIfPresent(_ value: UInt?, forKey key: Key) { set(value.map(integerValue) ?? .null, key) }
    func encodeIfPresent(_ value: UInt8?, forKey key: Key) { set(value.map(integerValue) ?? .null, key) }
    func encodeIfPresent(_ value: UInt16?, forKey key: Key) { set(value.map(integerValue) ?? .null, key) }
    func encodeIfPresent(_ value: UInt32?, forKey key: Key) { set(value.map(integerValue) ?? .null, key) }
    func encodeIfPresent(_ value: UInt64?, forKey key: Key) { set(value.map(integerValue) ?? .null, key) }

    func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return set(.null, key) }
        try encode(value, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        ValueEncoder(node: child(key)).container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        ValueEncoder(node: child(key)).unkeyedContainer()
    }

    func superEncoder() -> any Encoder {
        ValueEncoder(node: child(Key(stringValue: "super")!))
    }

    func superEncoder(forKey key: Key) -> any Encoder {
        ValueEncoder(node: child(key))
    }
}

/// The unkeyed container of `ValueEncoder`: a list's elements.
struct UnkeyedValueContainer: UnkeyedEncodingContainer {
    let node: EncodedNode
    var codingPath: [any CodingKey] { [] }
    var count: Int { node.elements!.count }

    private func next() -> EncodedNode {
        let child = EncodedNode()
        node.elements!.append(.node(child))
        return child
    }

    private func append(_ value: MustacheValue) { node.elements!.append(.value(value)) }

    func encodeNil() { append(.null) }
    func encode(_ value: Bool) { append(.bool(value)) }
    func encode(_ value: String) { append(.string(value)) }
    func encode(_ value: Double) { append(.double(value)) }
    func encode(_ value: Float) { append(.double(Double(value))) }
    func encode(_ value: Int) { append(.int(value)) }
    func encode(_ value: Int8) { append(integerValue(value)) }
    func encode(_ value: Int16) { append(integerValue(value)) }
    func encode(_ value: Int32) { append(integerValue(value)) }
    func encode(_ value: Int64) { append(integerValue(value)) }
    func encode(_ value: UInt) { append(integerValue(value)) }
    func encode(_ value: UInt8) { append(integerValue(value)) }
    func encode(_ value: UInt16) { append(integerValue(value)) }
    func encode(_ value: UInt32) { append(integerValue(value)) }
    func encode(_ value: UInt64) { append(integerValue(value)) }

    func encode<T: Encodable>(_ value: T) throws {
        try next().store(value)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        ValueEncoder(node: next()).container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        ValueEncoder(node: next()).unkeyedContainer()
    }

    func superEncoder() -> any Encoder {
        ValueEncoder(node: next())
    }
}
