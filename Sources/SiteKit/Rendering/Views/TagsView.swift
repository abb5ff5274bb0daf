import Mustache

/// `/tags/`: every tag, the most used first.
struct TagsView: TemplateValue {
    var tags: [TagView]
    var hasTags: Bool

    var templateValue: MustacheValue {
        .object(["tags": tags.templateValue, "hasTags": .bool(hasTags)])
    }
}
