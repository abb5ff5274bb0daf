extension SitePages {
    /// The search index's parts (`SearchPart`) of the documents of `index`. With `earlier`, the parts of
    /// the last plan when the memos at `changed` are the only documents that changed since, a part without
    /// one of them is taken as it was, its documents neither copied nor hashed again, and one with them
    /// is made from it (`SearchPart.earlier`).
    static func searchParts(
        of index: SiteIndex, memos: [SearchDocument.Documented], articles: [SearchDocument.Documented],
        earlier: [SearchPart]?, changed: Set<Int>?
    ) -> [SearchPart] {
        let pages = pageDocuments(of: index).map(\.documented)
        guard let earlier, let changed else {
            return SearchPart.parts(memos: memos, days: index.memos.map(\.day), articles: articles, pages: pages)
        }
        let split = SearchPart.split(
            memos: memos.indices.map(PartMember.memo), days: index.memos.map(\.day),
            articles: articles.indices.map(PartMember.article), pages: pages.indices.map(PartMember.page))
        return split.map { part in
            let kept = earlier.first { $0.name == part.name }
            if let kept, kept.documents.count == part.members.count,
                !part.members.contains(where: {
                    if case .memo(let position) = $0 { changed.contains(position) } else { false }
                })
            {
                return kept
            }
            return SearchPart(
                name: part.name,
                documented: part.members.map { member in
                    switch member {
                    case .memo(let position): memos[position]
                    case .article(let position): articles[position]
                    case .page(let position): pages[position]
                    }
                }, earlier: kept)
        }
    }

    /// A document of a part, by its place among the memos', the articles' or the pages' documents.
    private enum PartMember {
        case memo(Int)
        case article(Int)
        case page(Int)
    }

    /// The search page, which tells its script each part's shard count: worked out from the documents'
    /// sizes, without making the documents.
    func searchView() -> SearchView {
        let parts = SearchPart.split(
            memos: zip(index.memoTitles, index.memoTexts).map { $0.utf8.count + $1.utf8.count },
            days: index.memos.map(\.day),
            articles: zip(index.messages, index.messageTexts).map { $0.title.utf8.count + $1.utf8.count },
            pages: Self.pageDocuments(of: index).map(\.textBytes))
        return SearchView(
            indexURL: index.links.file(SearchIndex.folder + "/"),
            parts: parts.map { "\($0.name)=\(SearchIndex.shardCount(forTextBytes: $0.members.reduce(0, +)))" }
                .joined(separator: " "),
            scriptURL: index.links.asset("search.js"))
    }

    /// Each memo's search document with its digest; a memo whose title and text are as in `earlier` (an
    /// earlier plan of the same configuration, in `serve`) takes its document from there, and when `touched`
    /// says which memos changed since, every other does without being compared.
    static func memoDocuments(
        of index: SiteIndex, earlier: (index: SiteIndex, documents: LazyValue<[SearchDocument.Documented]>)?,
        touched: TouchedPages? = nil
    ) -> [SearchDocument.Documented] {
        let earlier = earlier.flatMap { $0.index.configDigest == index.configDigest ? $0 : nil }
        let kept = earlier?.documents.value
        if var documents = kept, let touched {
            for position in touched.memos { documents[position] = document(of: index, at: position) }
            return documents
        }
        return Array(index.memos.indices).concurrentMap { position in
            let memo = index.memos[position]
            if let earlier, let kept, let before = earlier.index.memoPosition[memo.day],
                earlier.index.memoTitles[before] == index.memoTitles[position],
                earlier.index.memoTexts[before] == index.memoTexts[position]
            {
                return kept[before]
            }
            return document(of: index, at: position)
        }
    }

    private static func document(of index: SiteIndex, at position: Int) -> SearchDocument.Documented {
        let memo = index.memos[position]
        return SearchDocument(
            kind: .memo, number: memo.day.daysSinceEpoch - firstDay, url: index.links.day(memo.day),
            title: index.memoTitles[position], date: index.words.fullDate(memo.day), text: index.memoTexts[position]
        ).documented
    }

    func articleDocuments() -> [SearchDocument] {
        zip(index.messages, index.messageTexts).map { [self] message, text in
            let view = messageView(message)
            return SearchDocument(
                kind: .article, number: index.messageNumber[message.id]!, url: view.categoryURL + "#" + view.anchor,
                title: message.title, date: view.date, text: text)
        }
    }

    /// The standalone pages, numbered in the order of their names.
    private static func pageDocuments(of index: SiteIndex) -> [SearchDocument] {
        zip(index.pages, index.pageTitles).enumerated().map { [markdown = index.markdown] position, page in
            let (page, title) = page
            return SearchDocument(
                kind: .page, number: position, url: index.links.page(Slug(validating: page.name)!), title: title,
                date: nil,
                text: markdown.plainText(SiteIndex.bodyWithoutTitleHeading(title: page.title, markdown: page.markdown)))
        }
    }

    /// Memos are numbered by their day, from 1 January of the year 1, the first day a memo can have.
    private static let firstDay = Day(year: 1, month: 1, day: 1)!.daysSinceEpoch
}
