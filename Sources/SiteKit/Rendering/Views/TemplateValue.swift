import Mustache

/// A view model that builds its template value itself. Written out rather than derived through
/// `Encodable`: the generic encoder cost more than rendering the templates (a sixth of a build's CPU).
/// A `nil` field becomes `.null`, never a missing key, so strict mode still finds `{{#previous}}`.
protocol TemplateValue: Sendable {
    var templateValue: MustacheValue { get }
}

extension Optional: TemplateValue where Wrapped: TemplateValue {
    var templateValue: MustacheValue { map(\.templateValue) ?? .null }
}

extension Array: TemplateValue where Element: TemplateValue {
    var templateValue: MustacheValue { .array(map(\.templateValue)) }
}

extension String: TemplateValue {
    var templateValue: MustacheValue { .string(self) }
}

extension Int: TemplateValue {
    var templateValue: MustacheValue { .int(self) }
}

extension Bool: TemplateValue {
    var templateValue: MustacheValue { .bool(self) }
}

/// A value built already, as a page's content is (`PageJob.content`).
extension MustacheValue: TemplateValue {
    var templateValue: MustacheValue { self }
}
