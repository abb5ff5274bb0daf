import Mustache

/// A pickup message.
struct MessageView: TemplateValue {
    /// An HTML id for the message, safe whatever the API's id is.
    var anchor: String
    var title: String
    var category: String
    var categoryURL: String
    var imageURL: String?
    var url: String?
    /// The body rendered by cmark, or nil.
    var html: String?
    var date: String?
    var dateISO: String?

    var templateValue: MustacheValue {
        .object([
            "anchor": .string(anchor), "title": .string(title), "category": .string(category),
            "categoryURL": .string(categoryURL),
            "imageURL": imageURL.templateValue, "url": url.templateValue, "html": html.templateValue,
            "date": date.templateValue,
            "dateISO": dateISO.templateValue,
        ])
    }
}
