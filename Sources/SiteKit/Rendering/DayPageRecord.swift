/// What a memo's day page is made from besides what every page shares (the configuration, the menu,
/// `static/`'s pictures, the theme): everything `SitePages.dayPageDependencies` and the page's own fields
/// read of its memo, its neighbours, its tags and its day. Two plans whose shared parts are the same give
/// a day page the same key when its records are the same, so `sitegen serve` keys again only the day
/// pages whose records a save changed (`RecordedPlan`). Compared in place, field by field, rather
/// than copied out: ten thousand memos are compared on every save.
struct DayPageRecord {
    let index: SiteIndex
    let position: Int

    /// Whether the day page of `other` is made from the same as this one's.
    func isSame(as other: DayPageRecord) -> Bool {
        let (a, b) = (index, other.index)
        let (i, j) = (position, other.position)
        guard a.memoKeys[i] == b.memoKeys[j], a.memoTitles[i] == b.memoTitles[j],
            a.memoDescriptions[i] == b.memoDescriptions[j], a.memos[i] == b.memos[j],
            a.isAhead(a.memos[i]) == b.isAhead(b.memos[j])
        else { return false }
        for offset in [-1, 1] {
            let (k, l) = (i + offset, j + offset)
            switch (a.memos.indices.contains(k), b.memos.indices.contains(l)) {
            case (false, false): continue
            case (true, true):
                guard a.memos[k].day == b.memos[l].day, a.memoTitles[k] == b.memoTitles[l] else { return false }
            default: return false
            }
        }
        for name in MemoTag.names(of: a.memos[i]) {
            let (tag, other) = (a.tags[a.tagPosition[name]!], b.tags[b.tagPosition[name]!])
            guard tag.slug == other.slug, tag.memos.count == other.memos.count else { return false }
        }
        let day = a.memos[i].day
        guard a.occurrences[day] == b.occurrences[day] else { return false }
        let messages = a.messagesByDay[day] ?? []
        guard messages == b.messagesByDay[day] ?? [] else { return false }
        return messages.allSatisfy { message in
            a.messageNumber[message.id] == b.messageNumber[message.id]
                && a.slugs[message.category] == b.slugs[message.category]
        }
    }
}
