extension SitePages {
    /// The search index's parts (`SearchPart`) of the documents of `index`: each memo's member and document
    /// by position (`memos`), and the articles' documents. With `earlier`, the parts of the last plan when
    /// the memos at `changed` are the only documents that changed since, a part without one of them is taken
    /// as it was, its documents neither copied nor hashed again, and one with them is made from it
    /// (`SearchPart.earlier`).
    static func searchParts(
        of index: SiteIndex, memos: MemoMembers, articles: [SearchDocument.Documented], earlier: [SearchPart]?,
        changed: Set<Int>?
    ) -> [SearchPart] {
        let pages = pageDocuments(of: index).map(\.documented)
        let split = SearchPart.split(
            memos: memos.members.indices.map(PartMember.memo), days: index.memos.map(\.day),
            articles: articles.indices.map(PartMember.article), pages: pages.indices.map(PartMember.page))
        return split.map { part in
            let kept = earlier?.first { $0.name == part.name }
            if let kept, let changed, kept.members.count == part.members.count,
                !part.members.contains(where: {
                    if case .memo(let position) = $0 { changed.contains(position) } else { false }
                })
            {
                return kept
            }
            let placed = part.members
            return SearchPart(
                name: part.name,
                members: placed.map { member in
                    switch member {
                    case .memo(let position): memos.members[position]
                    case .article(let position): .init(articles[position])
                    case .page(let position): .init(pages[position])
                    }
                },
                textBytes: placed.reduce(0) { bytes, member in
                    switch member {
                    case .memo(let position):
                        bytes + index.memoTitles[position].utf8.count + index.memoTexts[position].utf8Count
                    case .article(let position): bytes + articles[position].document.textBytes
                    case .page(let position): bytes + pages[position].document.textBytes
                    }
                },
                document: { place in
                    switch placed[place] {
                    case .memo(let position): memos.document(position)
                    case .article(let position): articles[position].document
                    case .page(let position): pages[position].document
                    }
                }, earlier: kept)
        }
    }

    /// Each memo's member of its search part, and each memo's document by its position.
    typealias MemoMembers = (members: [SearchPartRecord.Member], document: @Sendable (Int) -> SearchDocument)

    /// The memos' members of `index` from their documents' digests (`memoDigests`), with their sources when
    /// `recorded` has them; or, when it records parts, from there (`RecordedSearch.memoMembers`).
    static func memoMembers(
        of index: SiteIndex, digests: LazyValue<[ContentHash]>, recorded: RecordedSearch?
    ) -> MemoMembers {
        if let recorded, !recorded.parts.isEmpty, digests.computedValue == nil {
            return recorded.memoMembers { memoDocument(of: index, at: $0) }
        }
        let sources = recorded.map { recorded in
            recorded.memos.map { RecordedSearch.source(settings: recorded.settings, memo: $0.digest) }
        }
        let members = digests.value.enumerated().map { position, digest in
            var member = SearchPartRecord.Member(
                kind: .memo, number: searchNumber(of: index.memos[position].day), digest: digest)
            member.source = sources?[position]
            return member
        }
        return (members, { memoDocument(of: index, at: $0) })
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
            memos: zip(index.memoTitles, index.memoTexts).map { $0.utf8.count + $1.utf8Count },
            days: index.memos.map(\.day),
            articles: zip(index.messages, index.messageTexts).map { $0.title.utf8.count + $1.utf8.count },
            pages: Self.pageDocuments(of: index).map(\.textBytes))
        return SearchView(
            indexURL: index.links.file(SearchIndex.folder + "/"),
            parts: parts.map { "\($0.name)=\(SearchIndex.shardCount(forTextBytes: $0.members.reduce(0, +)))" }
                .joined(separator: " "),
            scriptURL: index.links.asset("search.js"))
    }

    /// Each memo's search document's digest; a memo whose title and text are as in `earlier` (an earlier
    /// plan of the same configuration, in `serve`) takes its digest from there, and when `touched` says which
    /// memos changed since, every other does without being compared. The documents are let go once hashed,
    /// and made again when written, so that the plan does not hold the site's whole text.
    static func memoDigests(
        of index: SiteIndex,
        earlier: (index: SiteIndex, digests: LazyValue<[ContentHash]>, parts: LazyValue<[SearchPart]>)?,
        touched: TouchedPages? = nil
    ) -> [ContentHash] {
        let earlier = earlier.flatMap { $0.index.configDigest == index.configDigest ? $0 : nil }
        let kept = earlier.map {
            $0.digests.computedValue ?? memoDigests(inParts: $0.parts.computedValue, count: $0.index.memos.count)
                ?? $0.digests.value
        }
        if var digests = kept, let touched {
            for position in touched.memos { digests[position] = memoDocument(of: index, at: position).digest }
            return digests
        }
        return Array(index.memos.indices).concurrentMap { position in
            let memo = index.memos[position]
            if let earlier, let kept, let before = earlier.index.memoPosition[memo.day],
                earlier.index.memoTitles[before] == index.memoTitles[position],
                earlier.index.memoTexts[before] == index.memoTexts[position]
            {
                return kept[before]
            }
            return memoDocument(of: index, at: position).digest
        }
    }

    /// The memos' digests as a plan's search parts hold them, in the memos' order: a build that took them
    /// from the render cache (`RecordedSearch`) made no document, which `serve`'s next save would otherwise
    /// make of every memo to compare. Nil when the parts were not made.
    private static func memoDigests(inParts parts: [SearchPart]?, count: Int) -> [ContentHash]? {
        let digests = parts?.flatMap { $0.members.lazy.filter { $0.kind == .memo }.map(\.digest) }
        return digests?.count == count ? digests : nil
    }

    static func memoDocument(of index: SiteIndex, at position: Int) -> SearchDocument {
        let memo = index.memos[position]
        return SearchDocument(
            kind: .memo, number: searchNumber(of: memo.day), url: index.links.day(memo.day),
            title: index.memoTitles[position], date: index.words.fullDate(memo.day), text: index.memoText(at: position))
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

    /// A memo's number among the search documents: its day's, from 1 January of the year 1, the first day
    /// a memo can have.
    static func searchNumber(of day: Day) -> Int {
        day.daysSinceEpoch - firstDay
    }

    private static let firstDay = Day(year: 1, month: 1, day: 1)!.daysSinceEpoch
}
