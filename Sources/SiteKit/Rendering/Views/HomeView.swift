import Mustache

/// The home page: this month, the pickup messages and the latest memos.
struct HomeView: TemplateValue {
    var month: MonthView
    var showsPickup: Bool
    var pickup: [MessageView]
    var latestMemos: [MemoSummaryView]
    var hasMemos: Bool

    var templateValue: MustacheValue {
        .object([
            "month": month.templateValue, "showsPickup": .bool(showsPickup), "pickup": pickup.templateValue,
            "latestMemos": latestMemos.templateValue, "hasMemos": .bool(hasMemos),
        ])
    }
}
