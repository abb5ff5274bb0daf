import Mustache

/// A memo in a list: its day, title and the start of its text.
struct MemoSummaryView: TemplateValue {
    var url: String
    var iso: String
    var date: String
    var title: String
    var excerpt: String
    /// Dated after the build date, and shown only by `sitegen serve` or `--future`.
    var isScheduled: Bool

    var templateValue: MustacheValue {
        .object([
            "url": .string(url), "iso": .string(iso), "date": .string(date), "title": .string(title),
            "excerpt": .string(excerpt), "isScheduled": .bool(isScheduled),
        ])
    }
}
