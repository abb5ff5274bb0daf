/// The differences between two values of the same type, one readable line per differing field:
/// `state.counter.number: expected 1, actual 2`.
///
/// The walk follows `Mirror` through structs, classes, tuples, enums with payloads, optionals,
/// arrays (by index), dictionaries (by key) and sets (by element), so a large nested state is
/// reported by field path rather than as two dumps to compare by eye.
enum StateDifference {
    /// Enough lines to locate a mistake without drowning the test log.
    static let lineLimit = 40

    static func lines(expected: Any, actual: Any, root: String = "state") -> [String] {
        var lines: [String] = []
        walk(expected, actual, path: root, into: &lines)
        guard lines.count > lineLimit else { return lines }
        return lines.prefix(lineLimit) + ["… and \(lines.count - lineLimit) more differences"]
    }

    private static func walk(_ expected: Any, _ actual: Any, path: String, into lines: inout [String]) {
        let left = Mirror(reflecting: expected)
        let right = Mirror(reflecting: actual)
        guard type(of: expected) == type(of: actual), left.displayStyle == right.displayStyle else {
            return leaf(expected, actual, path: path, into: &lines)
        }
        switch left.displayStyle {
        case .struct?, .class?, .tuple?:
            // A type that hides its fields (an empty custom mirror) is compared as a whole.
            if left.children.isEmpty { return leaf(expected, actual, path: path, into: &lines) }
            for (index, (l, r)) in zip(left.children, right.children).enumerated() {
                walk(l.value, r.value, path: "\(path).\(l.label ?? String(index))", into: &lines)
            }
        case .optional? where left.children.count == 1 && right.children.count == 1:
            walk(left.children.first!.value, right.children.first!.value, path: path, into: &lines)
        case .enum?
        where left.children.count == 1 && right.children.count == 1
            && left.children.first!.label == right.children.first!.label:
            let (l, r) = (left.children.first!, right.children.first!)
            walk(l.value, r.value, path: "\(path).\(l.label ?? "")", into: &lines)
        case .collection?:
            walkElements(Array(left.children), Array(right.children), path: path, into: &lines)
        case .dictionary?:
            walkEntries(entries(left), entries(right), path: path, into: &lines)
        case .set?:
            walkSet(left, right, path: path, into: &lines)
        default:
            leaf(expected, actual, path: path, into: &lines)
        }
    }

    private static func walkElements(
        _ expected: [Mirror.Child], _ actual: [Mirror.Child], path: String, into lines: inout [String]
    ) {
        for index in 0..<max(expected.count, actual.count) {
            let elementPath = "\(path)[\(index)]"
            switch (index < expected.count, index < actual.count) {
            case (true, true):
                walk(expected[index].value, actual[index].value, path: elementPath, into: &lines)
            case (true, false):
                lines.append("\(elementPath): expected \(render(expected[index].value)), actual no element")
            default:
                lines.append("\(elementPath): expected no element, actual \(render(actual[index].value))")
            }
        }
    }

    /// A dictionary's entries keyed by the rendered key, so keys sort the same in every process.
    private static func entries(_ mirror: Mirror) -> [String: Any] {
        var entries: [String: Any] = [:]
        for child in mirror.children {
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2 else { continue }
            entries[render(pair[0].value)] = pair[1].value
        }
        return entries
    }

    private static func walkEntries(
        _ expected: [String: Any], _ actual: [String: Any], path: String, into lines: inout [String]
    ) {
        for key in Set(expected.keys).union(actual.keys).sorted() {
            let entryPath = "\(path)[\(key)]"
            switch (expected[key], actual[key]) {
            case (let e?, let a?):
                walk(e, a, path: entryPath, into: &lines)
            case (let e?, nil):
                lines.append("\(entryPath): expected \(render(e)), actual no entry")
            case (nil, let a?):
                lines.append("\(entryPath): expected no entry, actual \(render(a))")
            case (nil, nil):
                break
            }
        }
    }

    private static func walkSet(_ expected: Mirror, _ actual: Mirror, path: String, into lines: inout [String]) {
        let left = Set(expected.children.map { render($0.value) })
        let right = Set(actual.children.map { render($0.value) })
        for missing in left.subtracting(right).sorted() {
            lines.append("\(path): expected to contain \(missing), actual does not")
        }
        for extra in right.subtracting(left).sorted() {
            lines.append("\(path): expected not to contain \(extra), actual does")
        }
    }

    private static func leaf(_ expected: Any, _ actual: Any, path: String, into lines: inout [String]) {
        let left = render(expected)
        let right = render(actual)
        if left != right {
            lines.append("\(path): expected \(left), actual \(right)")
        }
    }

    /// Strings are quoted so that `""` and `" "` stay visible; other values read as in Swift.
    static func render(_ value: Any) -> String {
        if let string = value as? String { return string.debugDescription }
        if let character = value as? Character { return String(character).debugDescription }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return String(describing: value) }
        return mirror.children.first.map { render($0.value) } ?? "nil"
    }
}
