import Mustache

/// The links between the pages of a list (a tag's memos, a category's articles): the previous and the next
/// page, and the page numbers, the current one marked. Nil on a list of one page.
struct PagerView: TemplateValue {
    var previous: String?
    var next: String?
    var numbers: [PageNumberView]

    var templateValue: MustacheValue {
        .object(["previous": previous.templateValue, "next": next.templateValue, "numbers": numbers.templateValue])
    }
}

/// A page number of a pager, or the gap (`…`) for the numbers left out, which has no number nor link.
struct PageNumberView: TemplateValue {
    var number: Int?
    var url: String?
    var isCurrent: Bool

    var templateValue: MustacheValue {
        .object(["number": number.templateValue, "url": url.templateValue, "isCurrent": .bool(isCurrent)])
    }
}
