import Mustache

/// What a page's bytes are a function of, as one hash: its kind, the theme's templates and its template
/// context. The context is built with each memo body standing in for its HTML (`SiteIndex.withBodyStandIns`),
/// so that working out the key of an unchanged page costs no Markdown rendering; the code that renders is
/// in the render cache's header (`RenderCache.rendererIdentity`).
struct PageKey {
    let hash: ContentHash
    /// Where the context holds stand-ins, each as the members and list positions that lead to it.
    let standIns: [[Step]]

    enum Step {
        case member(String)
        case element(Int)
    }

    /// The key of a page whose dependencies are hashed already (`PageJob.dependencies`): it has no stand-ins.
    init(kind: PageKind, theme: ContentHash, dependencies: ContentHash) {
        var hasher = ContentHasher()
        hasher.add("dependencies")
        hasher.add(kind.rawValue)
        hasher.add(theme)
        hasher.add(dependencies)
        hash = hasher.hash
        standIns = []
    }

    init(kind: PageKind, theme: ContentHash, context: MustacheValue) {
        var hasher = ContentHasher()
        hasher.add(kind.rawValue)
        hasher.add(theme)
        var path: [Step] = []
        var standIns: [[Step]] = []
        Self.add(context, to: &hasher, path: &path, standIns: &standIns)
        hash = hasher.hash
        self.standIns = standIns
    }

    /// The context a page is rendered from: `context`, the one the key was worked out from, with each
    /// stand-in replaced by its Markdown's HTML. Only the objects and lists on the way to a stand-in are
    /// copied, rather than the whole context built again with the HTML.
    func rendering(_ context: MustacheValue) -> MustacheValue {
        var context = context
        for path in standIns { Self.replaceStandIn(in: &context, at: path[...]) }
        return context
    }

    /// What a page shows in place of a Markdown body's HTML while its key is worked out: the Markdown
    /// itself and how it is rendered, after a NUL that no cleaned text or cmark output begins with.
    static func standIn(forMarkdown markdown: String, allowsRawHTML: Bool) -> String {
        standInPrefix(allowsRawHTML: allowsRawHTML) + markdown
    }

    private static func standInPrefix(allowsRawHTML: Bool) -> String {
        allowsRawHTML ? "\u{0}raw\u{0}" : "\u{0}safe\u{0}"
    }

    /// The HTML a stand-in stands for; nil for any other text.
    static func html(ofStandIn text: String) -> String? {
        for allowsRawHTML in [false, true] {
            let prefix = standInPrefix(allowsRawHTML: allowsRawHTML)
            if text.utf8.starts(with: prefix.utf8) {
                return MarkdownRenderer(allowsRawHTML: allowsRawHTML).html(
                    text[text.utf8.index(text.startIndex, offsetBy: prefix.utf8.count)...])
            }
        }
        return nil
    }

    private static func replaceStandIn(in value: inout MustacheValue, at path: ArraySlice<Step>) {
        switch (value, path.first) {
        case (.string(let text), nil):
            value = .string(html(ofStandIn: text)!)
        case (.object(var fields), .member(let key)?):
            value = .null  // so that `fields` is the only reference to the members, and is not copied
            replaceStandIn(in: &fields[key]!, at: path.dropFirst())
            value = .object(fields)
        case (.array(var elements), .element(let position)?):
            value = .null
            replaceStandIn(in: &elements[position], at: path.dropFirst())
            value = .array(elements)
        default:
            preconditionFailure("a stand-in's path leads where the context has none")
        }
    }

    private static func add(
        _ value: MustacheValue, to hasher: inout ContentHasher, path: inout [Step], standIns: inout [[Step]]
    ) {
        switch value {
        case .null:
            hasher.add(0)
        case .bool(let value):
            hasher.add(value ? 2 : 1)
        case .int(let value):
            hasher.add(3)
            hasher.add(UInt64(bitPattern: Int64(value)))
        case .double(let value):
            hasher.add(4)
            hasher.add(value.bitPattern)
        case .string(let text):
            hasher.add(5)
            hasher.add(text)
            // No other text begins with NUL: `CleanText` removes it from everything that comes from outside.
            if text.utf8.first == 0 { standIns.append(path) }
        case .array(let elements):
            hasher.add(6)
            hasher.add(UInt64(elements.count))
            for (position, element) in elements.enumerated() {
                path.append(.element(position))
                add(element, to: &hasher, path: &path, standIns: &standIns)
                path.removeLast()
            }
        case .object(let fields):
            // A dictionary's order changes from process to process, so each member is hashed apart and
            // the hashes are summed, which no order changes.
            var high: UInt64 = 0
            var low: UInt64 = 0
            for (key, member) in fields {
                var memberHasher = ContentHasher()
                memberHasher.add(key)
                path.append(.member(key))
                add(member, to: &memberHasher, path: &path, standIns: &standIns)
                path.removeLast()
                let hash = memberHasher.hash
                high &+= hash.high
                low &+= hash.low
            }
            hasher.add(7)
            hasher.add(UInt64(fields.count))
            hasher.add(ContentHash(high: high, low: low))
        }
    }
}
