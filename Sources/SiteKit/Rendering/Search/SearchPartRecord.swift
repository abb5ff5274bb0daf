/// What a search part's published shards were made from, kept in the render cache for the next build:
/// each document's kind, number and digest, in order, and the shard count. A rebuild that changed a few
/// documents of the part patches its shards (`ShardPatch`) rather than tokenizing every document again;
/// the documents that changed or went are read back from their published files and must hash to their
/// recorded digests, and the record must hash to the key the shards are cached under, so a record that
/// does not say what the shards are is not used.
struct SearchPartRecord: Sendable, Equatable {
    struct Member: Sendable, Equatable {
        var kind: SearchDocument.Kind
        var number: Int
        var digest: ContentHash
    }

    let name: String
    let shardCount: Int
    let members: [Member]

    /// What the part's shards are keyed by (`SearchPart.digest`).
    var digest: ContentHash {
        SearchPart.digest(name: name, shardCount: shardCount, documentDigests: members.map(\.digest))
    }

    init(name: String, shardCount: Int, members: [Member]) {
        self.name = name
        self.shardCount = shardCount
        self.members = members
    }

    /// Its name, shard count and member count, then each member's kind (its place in
    /// `SearchDocument.Kind.allCases`), number and digest, as words.
    func append(to writer: inout RecordWriter) {
        writer.append(name)
        writer.append(UInt64(shardCount))
        writer.append(UInt64(members.count))
        let kinds = SearchDocument.Kind.allCases
        for member in members {
            writer.append(UInt64(kinds.firstIndex(of: member.kind)!))
            writer.append(UInt64(bitPattern: Int64(member.number)))
            writer.append(member.digest)
        }
    }

    /// Reads what `append(to:)` wrote; nil unless the bytes hold a whole record of a shard count a part can have.
    init?(reading reader: inout RecordReader) {
        let kinds = SearchDocument.Kind.allCases
        guard let name = reader.presentText(), let shardCount = reader.word(), let count = reader.word(),
            (1...UInt64(SearchIndex.maxShards)).contains(shardCount), shardCount.nonzeroBitCount == 1,
            count <= reader.remainingBytes / 32
        else { return nil }
        var members: [Member] = []
        members.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let kind = reader.word(), kind < kinds.count, let number = reader.word(), let digest = reader.hash()
            else { return nil }
            members.append(
                Member(
                    kind: kinds[Int(kind)], number: Int(Int64(bitPattern: number)),
                    digest: digest))
        }
        self.init(name: name, shardCount: Int(shardCount), members: members)
    }
}
