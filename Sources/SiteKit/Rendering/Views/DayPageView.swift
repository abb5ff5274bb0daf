import Mustache

/// A memo day's page.
struct DayPageView: TemplateValue {
    var iso: String
    var date: String
    var title: String
    var tags: [TagView]
    var hasTags: Bool
    /// The memo rendered by cmark: the only HTML a template inserts unescaped.
    var html: String
    /// Dated after the build date, and shown only by `sitegen serve` or `--future`.
    var isScheduled: Bool
    var holidays: [String]
    var events: [EventView]
    var pickup: [MessageView]
    /// Whether the aside with holidays, events and messages has anything to show.
    var hasSideNotes: Bool
    var previous: LinkView?
    var next: LinkView?
    var month: LinkView

    var templateValue: MustacheValue {
        .object([
            "iso": .string(iso), "date": .string(date), "title": .string(title), "tags": tags.templateValue,
            "hasTags": .bool(hasTags), "html": .string(html), "isScheduled": .bool(isScheduled),
            "holidays": holidays.templateValue,
            "events": events.templateValue,
            "pickup": pickup.templateValue, "hasSideNotes": .bool(hasSideNotes), "previous": previous.templateValue,
            "next": next.templateValue, "month": month.templateValue,
        ])
    }
}
