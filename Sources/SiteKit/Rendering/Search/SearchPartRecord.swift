/// What a search part's published shards were made from, kept in the render cache for the next build:
/// each document's kind, number and digest, in order, and the shard count. A rebuild that changed a few
/// documents of the part patches its shards (`ShardPatch`) rather than tokenizing every document again;
/// the documents that changed or went are read back from their published files and must hash to their
/// recorded digests, and the record must hash to the key the shards are cached under, so a record that
/// does not say what the shards are is not used. A memo's member also records what its document was made
/// from (`source`), so that a night takes an unchanged memo's digest from here without making its document.
struct SearchPartRecord: Sendable, Equatable {
    struct Member: Sendable, Equatable {
        var kind: SearchDocument.Kind
        var number: Int
        var digest: ContentHash
        /// For a memo's document made on the command line, the digest of the memo and of the settings
        /// (`RecordedSearch.source`), which the document is a function of; nil otherwise.
        var source: ContentHash? = nil
    }

    let name: String
    let shardCount: Int
    let members: [Member]

    /// What the part's shards are keyed by (`SearchPart.digest`).
    var digest: ContentHash {
        SearchPart.digest(name: name, shardCount: shardCount, members: members)
    }

    init(name: String, shardCount: Int, members: [Member]) {
        self.name = name
        self.shardCount = shardCount
        self.members = members
    }

    /// Its name, shard count and member count, then each member's kind (its place in
    /// `SearchDocument.Kind.allCases`), number and digest, and whether it has a source (1) and the source,
    /// or not (0), as words.
    func append(to writer: inout RecordWriter) {
        writer.append(name)
        writer.append(UInt64(shardCount))
        writer.append(UInt64(members.count))
        let kinds = SearchDocument.Kind.allCases
        for member in members {
            writer.append(UInt64(kinds.firstIndex(of: member.kind)!))
            writer.append(UInt64(bitPattern: Int64(member.number)))
            writer.append(member.digest)
            guard let source = member.source else {
                writer.append(0)
                continue
            }
            writer.append(1)
            writer.append(source)
        }
    }

    /// Reads what `append(to:)` wrote; nil unless the bytes hold a whole record of a shard count a part can have.
    init?(reading reader: inout RecordReader) {
        let kinds = SearchDocument.Kind.allCases
        guard let name = reader.presentText(), let shardCount = reader.word(), let count = reader.word(),
            (1...UInt64(SearchIndex.maxShards)).contains(shardCount), shardCount.nonzeroBitCount == 1,
            count <= reader.remainingBytes / 40
        else { return nil }
        var members: [Member] = []
        members.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let kind = reader.word(), kind < kinds.count, let number = reader.word(), let digest = reader.hash(),
                let hasSource = reader.word(), hasSource <= 1
            else { return nil }
            var source: ContentHash?
            if hasSource == 1 {
                guard let read = reader.hash() else { return nil }
                source = read
            }
            members.append(
                Member(
                    kind: kinds[Int(kind)], number: Int(Int64(bitPattern: number)), digest: digest, source: source))
        }
        self.init(name: name, shardCount: Int(shardCount), members: members)
    }
}

extension SearchPartRecord.Member {
    /// The member of a document with its digest, without a source.
    init(_ documented: SearchDocument.Documented) {
        self.init(kind: documented.document.kind, number: documented.document.number, digest: documented.digest)
    }
}
