/// A value written as one JSON string (`"2026-11-03"`, `"2026-11"`, `"gourmet"`), so action logs
/// and caches stay readable; decoding checks the text as strictly as the type's own parser.
protocol TextCodable: Codable {
    /// Parses the text form, or nil when it is not one.
    init?(codableText: String)
    var codableText: String { get }
    /// What the text should look like, for the decoding error: "a date of the form YYYY-MM-DD".
    static var codableForm: String { get }
}

extension TextCodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self(codableText: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not \(Self.codableForm)")
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(codableText)
    }
}
