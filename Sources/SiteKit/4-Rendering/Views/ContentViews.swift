/// The home page: this month, the pickup messages and the latest memos.
struct HomeView: Encodable, Sendable {
    var month: MonthView
    var showsPickup: Bool
    var pickup: [MessageView]
    var latestMemos: [MemoSummaryView]
    var hasMemos: Bool
}

/// A memo day's page.
struct DayPageView: Encodable, Sendable {
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
    @Nullable var previous: LinkView?
    @Nullable var next: LinkView?
    var month: LinkView
}

/// A memo in a list: its day, title and the start of its text.
struct MemoSummaryView: Encodable, Sendable {
    var url: String
    var iso: String
    var date: String
    var title: String
    var excerpt: String
}

/// A pickup message.
struct MessageView: Encodable, Sendable {
    /// An HTML id for the message, safe whatever the API's id is.
    var anchor: String
    var title: String
    var category: String
    var categoryURL: String
    @Nullable var imageURL: String?
    @Nullable var url: String?
    /// The body rendered by cmark, or nil.
    @Nullable var html: String?
    @Nullable var date: String?
    @Nullable var dateISO: String?
}

/// A category of pickup messages.
struct CategoryView: Encodable, Sendable {
    var name: String
    var slug: String
    var url: String
    var count: Int
    /// "18件", "18 articles".
    var countLabel: String
    var messages: [MessageView]
}

/// `/articles/`: every category with its messages.
struct ArticlesView: Encodable, Sendable {
    var categories: [CategoryView]
    var total: Int
}
