import Mustache

/// What a page's bytes are a function of, as one hash: its kind, the theme's templates and its template
/// context. The context is built with each memo body standing in for its HTML (`SiteIndex.withBodyStandIns`),
/// so that working out the key of an unchanged page costs no Markdown rendering; the code that renders is
/// in the render cache's header (`RenderCache.rendererIdentity`).
struct PageKey {
    let hash: ContentHash
    /// Whether the context holds stand-ins: it is then built again, with the HTML, before it is rendered.
    let hasStandIns: Bool

    init(kind: PageKind, theme: ContentHash, context: MustacheValue) {
        var hasher = ContentHasher()
        hasher.add(kind.rawValue)
        hasher.add(theme)
        var hasStandIns = false
        Self.add(context, to: &hasher, standIns: &hasStandIns)
        hash = hasher.hash
        self.hasStandIns = hasStandIns
    }

    /// What a page shows in place of a Markdown body's HTML while its key is worked out: the Markdown
    /// itself and how it is rendered, after a NUL that no cleaned text or cmark output begins with.
    static func standIn(forMarkdown markdown: String, allowsRawHTML: Bool) -> String {
        (allowsRawHTML ? "\u{0}raw\u{0}" : "\u{0}safe\u{0}") + markdown
    }

    private static func add(_ value: MustacheValue, to hasher: inout ContentHasher, standIns: inout Bool) {
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
            // A real text beginning with NUL would only cost a second build of the context, never a wrong page.
            if text.utf8.first == 0 { standIns = true }
        case .array(let elements):
            hasher.add(6)
            hasher.add(UInt64(elements.count))
            for element in elements { add(element, to: &hasher, standIns: &standIns) }
        case .object(let fields):
            // A dictionary's order changes from process to process, so each member is hashed apart and
            // the hashes are summed, which no order changes.
            var high: UInt64 = 0, low: UInt64 = 0
            for (key, member) in fields {
                var memberHasher = ContentHasher()
                memberHasher.add(key)
                add(member, to: &memberHasher, standIns: &standIns)
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
