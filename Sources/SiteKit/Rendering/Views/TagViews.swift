import Mustache

/// A tag: on a memo's page, in the list of every tag, and heading its own page.
struct TagView: TemplateValue {
    var name: String
    var slug: String
    var url: String
    /// How many published memos carry it, and that count in words: "3件", "3 memos".
    var count: Int
    var countLabel: String

    var templateValue: MustacheValue {
        .object([
            "name": .string(name), "slug": .string(slug), "url": .string(url), "count": .int(count),
            "countLabel": .string(countLabel),
        ])
    }
}

/// `/tags/`: every tag, the most used first.
struct TagsView: TemplateValue {
    var tags: [TagView]
    var hasTags: Bool

    var templateValue: MustacheValue {
        .object(["tags": tags.templateValue, "hasTags": .bool(hasTags)])
    }
}

/// `/tags/SLUG/`: one tag's memos, newest first.
struct TagPageView: TemplateValue {
    var tag: TagView
    var memos: [MemoSummaryView]
    var allTagsURL: String

    var templateValue: MustacheValue {
        .object(["tag": tag.templateValue, "memos": memos.templateValue, "allTagsURL": .string(allTagsURL)])
    }
}
