/// Search: its page, and the documents its index covers.
extension SitePages {
    /// Every document search finds; a new kind of document is one more list here.
    private func searchDocuments() -> [SearchDocument] {
        memoDocuments() + articleDocuments() + pageDocuments()
    }

    /// The index's files: its shards and a file for each document.
    func searchFiles() -> [OutputFile] {
        SearchIndex(documents: searchDocuments(), shardCount: searchShardCount).files
    }

    /// `/search/`: the form, and where the script finds the index.
    func searchView() -> SearchView {
        SearchView(
            indexURL: index.links.file(SearchIndex.folder + "/"), shardCount: searchShardCount,
            scriptURL: index.links.asset("search.js"))
    }

    /// The index's shard count, from the size of what it covers: known before the index is built, as the
    /// search page that tells it to the script is rendered alongside.
    var searchShardCount: Int {
        let bytes =
            index.memos.reduce(0) { $0 + $1.markdown.utf8.count }
            + index.messages.reduce(0) { $0 + $1.title.utf8.count + ($1.body?.utf8.count ?? 0) }
            + index.pages.reduce(0) { $0 + $1.markdown.utf8.count }
        return SearchIndex.shardCount(forTextBytes: bytes)
    }

    private func memoDocuments() -> [SearchDocument] {
        Array(index.memos.indices).map { [self] position in
            let memo = index.memos[position]
            return SearchDocument(
                kind: .memo, number: memo.day.daysSinceEpoch - Self.firstDay, url: index.links.day(memo.day),
                title: index.memoTitles[position], date: index.words.fullDate(memo.day),
                text: index.memoTexts[position])
        }
    }

    private func articleDocuments() -> [SearchDocument] {
        let markdown = index.untrustedMarkdown
        return index.messages.concurrentMap { [self] message in
            let view = messageView(message)
            return SearchDocument(
                kind: .article, number: index.messageNumber[message.id]!, url: view.categoryURL + "#" + view.anchor,
                title: message.title, date: view.date, text: message.body.map(markdown.plainText) ?? "")
        }
    }

    /// Memos are numbered by their day, from 1 January of the year 1, the first day a memo can have.
    /// The standalone pages, numbered in the order of their names.
    private func pageDocuments() -> [SearchDocument] {
        zip(index.pages, index.pageTitles).enumerated().map { [markdown = index.markdown] position, page in
            let (page, title) = page
            return SearchDocument(
                kind: .page, number: position, url: index.links.page(Slug(validating: page.name)!), title: title,
                date: nil,
                text: markdown.plainText(SiteIndex.bodyWithoutTitleHeading(title: page.title, markdown: page.markdown)))
        }
    }

    private static let firstDay = Day(year: 1, month: 1, day: 1)!.daysSinceEpoch
}
