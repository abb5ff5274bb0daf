import Mustache

/// A category of pickup messages.
struct CategoryView: TemplateValue {
    var name: String
    var slug: String
    var url: String
    var count: Int
    /// "18件", "18 articles".
    var countLabel: String
    var messages: [MessageView]
    /// On the category's own pages: the links between them.
    var pager: PagerView?

    var templateValue: MustacheValue {
        .object([
            "name": .string(name), "slug": .string(slug), "url": .string(url), "count": .int(count),
            "countLabel": .string(countLabel), "messages": messages.templateValue,
            "pager": pager.templateValue,
        ])
    }
}
