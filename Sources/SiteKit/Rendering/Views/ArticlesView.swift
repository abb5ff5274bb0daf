import Mustache

/// `/articles/`: every category with its messages.
struct ArticlesView: TemplateValue {
    var categories: [CategoryView]
    var total: Int

    var templateValue: MustacheValue {
        .object(["categories": categories.templateValue, "total": .int(total)])
    }
}
