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

/// A memo day's page.
struct DayPageView: TemplateValue {
    var iso: String
    var date: String
    var title: String
    var tags: [TagView]
    var hasTags: Bool
    /// The memo rendered by cmark: the only HTML a template inserts unescaped.
    var html: String
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
            "hasTags": .bool(hasTags), "html": .string(html), "holidays": holidays.templateValue,
            "events": events.templateValue,
            "pickup": pickup.templateValue, "hasSideNotes": .bool(hasSideNotes), "previous": previous.templateValue,
            "next": next.templateValue, "month": month.templateValue,
        ])
    }
}

/// A memo in a list: its day, title and the start of its text.
struct MemoSummaryView: TemplateValue {
    var url: String
    var iso: String
    var date: String
    var title: String
    var excerpt: String

    var templateValue: MustacheValue {
        .object([
            "url": .string(url), "iso": .string(iso), "date": .string(date), "title": .string(title),
            "excerpt": .string(excerpt),
        ])
    }
}

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

/// A category of pickup messages.
struct CategoryView: TemplateValue {
    var name: String
    var slug: String
    var url: String
    var count: Int
    /// "18件", "18 articles".
    var countLabel: String
    var messages: [MessageView]

    var templateValue: MustacheValue {
        .object([
            "name": .string(name), "slug": .string(slug), "url": .string(url), "count": .int(count),
            "countLabel": .string(countLabel), "messages": messages.templateValue,
        ])
    }
}

/// `/articles/`: every category with its messages.
struct ArticlesView: TemplateValue {
    var categories: [CategoryView]
    var total: Int

    var templateValue: MustacheValue {
        .object(["categories": categories.templateValue, "total": .int(total)])
    }
}
