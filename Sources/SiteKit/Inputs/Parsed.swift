/// What a parser made of one input: the value, the warnings about entries it dropped or assumed, and how
/// many entries it has (pickup messages, calendar events, memos), which tells a shrunken source apart.
/// One type from the parser to the action that carries the value into the store.
public struct Parsed<Value> {
    public var value: Value
    public var warnings: [Diagnostic]
    public var entries: Int

    public init(_ value: Value, warnings: [Diagnostic] = [], entries: Int) {
        self.value = value
        self.warnings = warnings
        self.entries = entries
    }

    /// The same, with the lines of `text` the warnings are about quoted in them.
    func quoting(_ text: @autoclosure () -> String, file: String) -> Parsed {
        var parsed = self
        parsed.warnings = warnings.quoting(text(), file: file)
        return parsed
    }

    /// The same entries and warnings with the value transformed.
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> Parsed<T> {
        Parsed<T>(try transform(value), warnings: warnings, entries: entries)
    }
}

extension Parsed where Value: Collection {
    /// A list of entries: one entry per element.
    public init(_ value: Value, warnings: [Diagnostic] = []) {
        self.init(value, warnings: warnings, entries: value.count)
    }
}

extension Parsed: Sendable where Value: Sendable {}
extension Parsed: Equatable where Value: Equatable {}
