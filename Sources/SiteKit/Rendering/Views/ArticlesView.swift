import Mustache

/// A page of `/articles/`: this page's messages under their categories, and on the first, every category.
struct ArticlesView: TemplateValue {
    /// Every category, without its messages, on the first page; none on the others.
    var categories: [CategoryView]
    /// The categories of this page's messages, each with those of its messages the page shows.
    var sections: [CategoryView]
    var total: Int
    var pager: PagerView?

    var templateValue: MustacheValue {
        .object([
            "categories": categories.templateValue, "sections": sections.templateValue, "total": .int(total),
            "hasArticles": .bool(total > 0), "hasIndex": .bool(!categories.isEmpty), "pager": pager.templateValue,
        ])
    }
}
