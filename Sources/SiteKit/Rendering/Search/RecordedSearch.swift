/// What a build of the command line knows of the memos' search documents before making any: each memo's
/// digest (`PlanRecord.MemoEntry`), the settings but the date, and the search parts the render cache
/// records. A memo's document is a function of the two digests (its source): a member recorded with the
/// source a memo has now has the digest its document would have, so a night makes the documents of its
/// new and changed memos alone, where it made all ten thousand to learn that the older part was unchanged.
struct RecordedSearch: Sendable {
    /// The digest of the settings but the date (`PublishedTree.Inputs.settings`): the configuration, the
    /// theme and its words, and the binary.
    let settings: ContentHash
    /// Each memo of the index the parts are made for, in its order.
    let memos: [PlanRecord.MemoEntry]
    /// The parts the last build recorded, by name.
    let parts: [String: SearchPartRecord]

    /// What the document of a memo with digest `memo` is made from, with the settings of `settings`.
    static func source(settings: ContentHash, memo: ContentHash) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add("memo search source")
        hasher.add(settings)
        hasher.add(memo)
        return hasher.hash
    }

    /// Each memo's member of its part, with its source, and each memo's document by its position, made when
    /// asked. A memo's digest is the recorded one when a part records its number with its source; any other
    /// memo's document is made for its digest, and kept for when it is asked for.
    func memoMembers(
        document: @escaping @Sendable (Int) -> SearchDocument
    ) -> (members: [SearchPartRecord.Member], document: @Sendable (Int) -> SearchDocument) {
        let recorded = Dictionary(
            parts.values.flatMap { $0.members.filter { $0.kind == .memo && $0.source != nil } }.map { ($0.number, $0) },
            uniquingKeysWith: { first, _ in first })
        let (settings, memos) = (settings, memos)
        let made = Array(memos.indices).concurrentMap { position -> (SearchPartRecord.Member, SearchDocument?) in
            let source = Self.source(settings: settings, memo: memos[position].digest)
            let number = SitePages.searchNumber(of: memos[position].day)
            if let member = recorded[number], member.source == source { return (member, nil) }
            let made = document(position)
            return (.init(kind: .memo, number: number, digest: made.digest, source: source), made)
        }
        let documents = made.map(\.1)
        return (made.map(\.0), { documents[$0] ?? document($0) })
    }
}
