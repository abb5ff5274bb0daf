import Mustache

/// The home page: this month, the latest memos and the first pickup messages.
struct HomeView: TemplateValue {
    var month: MonthView
    var showsPickup: Bool
    var pickup: [MessageView]
    /// Whether there are messages past those shown, which `articlesURL` lists.
    var hasMoreArticles: Bool
    var articlesURL: String
    var latestMemos: [MemoSummaryView]
    var hasMemos: Bool

    var templateValue: MustacheValue {
        .object([
            "month": month.templateValue, "showsPickup": .bool(showsPickup), "pickup": pickup.templateValue,
            "hasMoreArticles": .bool(hasMoreArticles), "articlesURL": .string(articlesURL),
            "latestMemos": latestMemos.templateValue, "hasMemos": .bool(hasMemos),
        ])
    }
}
