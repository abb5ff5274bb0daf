import Mustache

/// A tag: on a memo's page, in the list of every tag, and heading its own page.
struct TagView: TemplateValue {
    var name: String
    var slug: String
    var url: String
    /// How many published memos carry it, and that count in words: "3件", "3 memos".
    var count: Int
    var countLabel: String

    var templateValue: MustacheValue {
        .object([
            "name": .string(name), "slug": .string(slug), "url": .string(url), "count": .int(count),
            "countLabel": .string(countLabel),
        ])
    }
}
