import Mustache

/// `/NAME/`: a standalone page (`Content/pages/NAME.md`).
struct StandalonePageView: TemplateValue {
    var name: String
    var title: String
    /// The page rendered by cmark, as a memo is.
    var html: String

    var templateValue: MustacheValue {
        .object(["name": .string(name), "title": .string(title), "html": .string(html)])
    }
}
