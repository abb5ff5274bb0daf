/// A tag: on a memo's page, in the list of every tag, and heading its own page.
struct TagView: Encodable, Sendable {
    var name: String
    var slug: String
    var url: String
    /// How many published memos carry it, and that count in words: "3件", "3 memos".
    var count: Int
    var countLabel: String
}

/// `/tags/`: every tag, the most used first.
struct TagsView: Encodable, Sendable {
    var tags: [TagView]
    var hasTags: Bool
}

/// `/tags/SLUG/`: one tag's memos, newest first.
struct TagPageView: Encodable, Sendable {
    var tag: TagView
    var memos: [MemoSummaryView]
    var allTagsURL: String
}
