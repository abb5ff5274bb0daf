extension SitePages {
    /// `/tags/`: every tag with its count.
    func tagsView() -> TagsView {
        TagsView(tags: index.tags.map { tagView($0) }, hasTags: !index.tags.isEmpty)
    }

    /// A page of `/tags/SLUG/`: the memos with a tag, newest first, with their excerpts.
    func tagPage(_ tag: MemoTag, page: ListPage) -> TagPageView {
        TagPageView(
            tag: tagView(tag), memos: tag.memos[page.entries].map { memoSummary($0) }, allTagsURL: index.links.tags,
            pager: page.pager)
    }

    /// The tags of a memo's page, linked to their pages.
    func tagViews(of memo: Memo) -> [TagView] {
        MemoTag.names(of: memo).map { tagView(index.tags[index.tagPosition[$0]!]) }
    }

    private func tagView(_ tag: MemoTag) -> TagView {
        TagView(
            name: tag.name, slug: tag.slug.value, url: index.links.tag(tag.slug),
            count: tag.memos.count, countLabel: index.words.memoCount(tag.memos.count))
    }
}
