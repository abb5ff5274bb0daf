/// A tag of the memos: its name, its folder under `/tags/`, and the published memos carrying it, newest first.
struct MemoTag: Sendable {
    var name: String
    var slug: Slug
    var memos: [Memo]
}

extension SiteIndex {
    /// A memo's tags, each once; a blank tag (`tags: [""]`) names nothing and is left out.
    static func tagNames(of memo: Memo) -> [String] {
        var seen: Set<String> = []
        return memo.tags.filter { !$0.allSatisfy(\.isWhitespace) && seen.insert($0).inserted }
    }

    /// Every tag of `memos` (oldest first), the most used first and then by name. Tags get their slugs by
    /// the categories' rule, from their names alone, so a tag keeps its folder whatever tags are added,
    /// back-dated ones among them.
    static func tagIndex(_ memos: [Memo]) -> [MemoTag] {
        var names: [String] = []
        var tagged: [String: [Memo]] = [:]
        for memo in memos {
            for name in tagNames(of: memo) {
                if tagged[name] == nil { names.append(name) }
                tagged[name, default: []].append(memo)
            }
        }
        let slugs = SlugAssigner(overrides: [], fallback: "tag").assign(names)
        return names.map { MemoTag(name: $0, slug: slugs[$0]!, memos: tagged[$0]!.reversed()) }
            .sorted { ($0.memos.count, $1.name) > ($1.memos.count, $0.name) }
    }

    /// `/tags/`: every tag with its count.
    func tagsView() -> TagsView {
        TagsView(tags: tags.map { tagView($0) }, hasTags: !tags.isEmpty)
    }

    /// `/tags/SLUG/`: the memos with a tag, newest first, with their excerpts.
    func tagPage(_ tag: MemoTag) -> TagPageView {
        TagPageView(tag: tagView(tag), memos: tag.memos.map { memoSummary($0) }, allTagsURL: links.tags)
    }

    /// The tags of a memo's page, linked to their pages.
    func tagViews(of memo: Memo) -> [TagView] {
        Self.tagNames(of: memo).map { tagView(tags[tagPosition[$0]!]) }
    }

    private func tagView(_ tag: MemoTag) -> TagView {
        TagView(
            name: tag.name, slug: tag.slug.value, url: links.tag(tag.slug),
            count: tag.memos.count, countLabel: language.memoCount(tag.memos.count))
    }
}
