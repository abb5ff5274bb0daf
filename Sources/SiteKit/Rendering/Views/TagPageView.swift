import Mustache

/// `/tags/SLUG/`: one tag's memos, newest first.
struct TagPageView: TemplateValue {
    var tag: TagView
    var memos: [MemoSummaryView]
    var allTagsURL: String
    var pager: PagerView?

    var templateValue: MustacheValue {
        .object([
            "tag": tag.templateValue, "memos": memos.templateValue, "allTagsURL": .string(allTagsURL),
            "pager": pager.templateValue,
        ])
    }
}
