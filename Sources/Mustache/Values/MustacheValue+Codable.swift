import Foundation

extension MustacheValue: Decodable {
    /// Parses JSON text into a value: objects, arrays, strings, numbers, booleans and null.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(MustacheValue.self, from: json)
    }

    /// Decodes any self-describing document (JSON, property lists) into a value.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            var fields: [String: MustacheValue] = [:]
            for key in container.allKeys {
                fields[key.stringValue] = try container.decode(MustacheValue.self, forKey: key)
            }
            self = .object(fields)
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var elements: [MustacheValue] = []
            while !container.isAtEnd {
                elements.append(try container.decode(MustacheValue.self))
            }
            self = .array(elements)
            return
        }
        let container = try decoder.singleValueContainer()
        // Bool before numbers and Int before Double: JSONDecoder refuses the lossy conversions,
        // so each JSON scalar lands in exactly one case.
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }
}

extension MustacheValue: Encodable {
    /// Encodes the value as the JSON it was read from; lets view models embed ready-made values.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .int(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case .object(let fields):
            var container = encoder.container(keyedBy: AnyKey.self)
            for key in fields.keys.sorted() { try container.encode(fields[key]!, forKey: AnyKey(key)) }
        }
    }
}

/// A coding key made from any string: object keys are data, not a fixed set.
struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
