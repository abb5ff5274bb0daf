import Foundation

/// Typed, checked access to a YAML mapping whose keys are known in advance.
///
/// Every mistake becomes a `Diagnostic` that names the file, the line and column of the
/// offending node, and the dotted key path (`months.before: expected a whole number, found "two"`).
struct YAMLFields {
    let file: String
    /// Dotted path of this mapping inside the document ("" at the top).
    let path: String
    let node: YAMLNode
    private let entries: [String: (key: YAMLNode, value: YAMLNode)]
    let keys: [String]

    init(_ node: YAMLNode, file: String, path: String = "") throws(Diagnostic) {
        guard case .mapping(let pairs) = node.value else {
            throw .error(
                SourceLocation(file: file, line: node.line, column: node.column),
                "\(path.isEmpty ? "" : path + ": ")expected a mapping, found \(node.kindName)")
        }
        self.file = file
        self.path = path
        self.node = node
        var entries: [String: (key: YAMLNode, value: YAMLNode)] = [:]
        var keys: [String] = []
        for pair in pairs {
            guard case .scalar(let name, _) = pair.key.value else { continue }
            entries[name] = pair
            keys.append(name)
        }
        self.entries = entries
        self.keys = keys
    }

    func location(of node: YAMLNode) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }

    func keyPath(_ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    func problem(_ key: String, _ node: YAMLNode, _ message: String) -> Diagnostic {
        .error(location(of: node), "\(keyPath(key)): \(message)")
    }

    /// The value for `key`, or nil when it is absent or null.
    func value(_ key: String) -> YAMLNode? {
        guard let value = entries[key]?.value, !value.isNull else { return nil }
        return value
    }

    /// One line of text, cleaned of control characters (`CleanText.singleLine`): every text of a
    /// configuration or front matter is a name, a title, a path or a URL.
    func string(_ key: String) throws(Diagnostic) -> String? {
        guard let node = value(key) else { return nil }
        guard case .scalar(let text, _) = node.value else {
            throw problem(key, node, "expected text, found \(node.kindName)")
        }
        return CleanText.singleLine(text)
    }

    func requiredString(_ key: String) throws(Diagnostic) -> String {
        guard let text = try string(key) else {
            throw .error(location(of: node), "\(keyPath(key)): missing; it is required")
        }
        guard !CleanText.isBlank(text) else {
            throw problem(key, value(key)!, "empty; it is required")
        }
        return text
    }

    /// YAML's core schema's booleans, which are booleans only unquoted: `"true"` is text.
    private static let booleans = [
        "true": true, "True": true, "TRUE": true, "false": false, "False": false, "FALSE": false,
    ]

    /// `true` or `false`, with one phrasing for the mistakes of every boolean field, each saying what to write.
    func bool(_ key: String) throws(Diagnostic) -> Bool? {
        guard let node = value(key) else { return nil }
        guard case .scalar(let text, let isPlain) = node.value else {
            throw problem(key, node, "expected true or false, found \(node.kindName)")
        }
        switch (Self.booleans[text], isPlain) {
        case (let bool?, true): return bool
        case (_?, false):
            throw problem(key, node, "expected true or false (without quotes), found the text \"\(text)\"")
        case (nil, _): throw problem(key, node, "expected true or false, found \"\(text)\"")
        }
    }

    func int(_ key: String, in range: ClosedRange<Int>) throws(Diagnostic) -> Int? {
        guard let node = value(key) else { return nil }
        guard case .scalar(let text, _) = node.value, let number = Int(text) else {
            throw problem(
                key, node,
                "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(describe(node))")
        }
        guard range.contains(number) else {
            throw problem(
                key, node, "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(number)")
        }
        return number
    }

    func double(_ key: String, in range: ClosedRange<Double>) throws(Diagnostic) -> Double? {
        guard let node = value(key) else { return nil }
        guard case .scalar(let text, _) = node.value, let number = Double(text), range.contains(number) else {
            throw problem(
                key, node, "expected a number from \(range.lowerBound) to \(range.upperBound), found \(describe(node))")
        }
        return number
    }

    /// One of `choices`, named in the error when the value is something else.
    func choice<T: RawRepresentable & CaseIterable>(_ key: String, of type: T.Type) throws(Diagnostic) -> T?
    where T.RawValue == String {
        guard let text = try string(key) else { return nil }
        guard let choice = T(rawValue: text) else {
            let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw problem(
                key, value(key)!,
                "expected one of \(names), found \"\(text)\"\(NearestName.hint(for: text, among: T.allCases.map(\.rawValue)))"
            )
        }
        return choice
    }

    /// A list of texts; a single text counts as a list of one.
    func strings(_ key: String) throws(Diagnostic) -> [String]? {
        guard let node = value(key) else { return nil }
        switch node.value {
        case .scalar(let text, _): return [CleanText.singleLine(text)]
        case .sequence(let items):
            var texts: [String] = []
            for item in items {
                guard case .scalar(let text, _) = item.value, !item.isNull else {
                    throw .error(
                        location(of: item), "\(keyPath(key)): expected a list of texts, found \(item.kindName) in it")
                }
                texts.append(CleanText.singleLine(text))
            }
            return texts
        case .mapping: throw problem(key, node, "expected a list of texts, found a mapping")
        }
    }

    func mapping(_ key: String) throws(Diagnostic) -> YAMLFields? {
        guard let node = value(key) else { return nil }
        return try YAMLFields(node, file: file, path: keyPath(key))
    }

    func sequence(_ key: String) throws(Diagnostic) -> [YAMLNode]? {
        guard let node = value(key) else { return nil }
        guard case .sequence(let items) = node.value else {
            throw problem(key, node, "expected a list, found \(node.kindName)")
        }
        return items
    }

    /// A warning for each key that is not in `known`, so a misspelt key does not silently do nothing, with
    /// the known key it is likely a slip of.
    func unknownKeys(known: Set<String>) -> [Diagnostic] {
        keys.filter { !known.contains($0) }.map { key in
            .warning(
                location(of: entries[key]!.key),
                "\(keyPath(key)): unknown key; ignored\(NearestName.hint(for: key, among: known))")
        }
    }

    private func describe(_ node: YAMLNode) -> String {
        if case .scalar(let text, _) = node.value { return "\"\(text)\"" }
        return node.kindName
    }
}
