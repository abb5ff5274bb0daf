/// The files a build makes beside its pages (feeds, the search index), each kept as published when it
/// would have the same bytes, so that publishing neither reads it back nor writes it (the search index is
/// thousands of files), and otherwise placed in the staging folder as soon as it is made, as pages are.
extension SiteRenderer {
    /// What became of a file, with its entry in the render cache.
    typealias Made = Swift.Result<(path: String, page: Page, entry: RenderCache.Entry), Diagnostic>

    /// A feed or the sitemap: made whole, kept when its bytes hash as the published file's.
    static func keptByBytes(
        _ file: OutputFile, reusing published: ReusablePages?, into staged: (any FileDestination)?
    ) -> Made {
        let output = ContentHash(of: file.bytes)
        if let entry = published?.entry(keeping: file.path, key: output) { return .success((file.path, .kept, entry)) }
        return deliver(file, entry: RenderCache.Entry(key: output, output: output), into: staged)
    }

    /// The sitemap of `listings`: kept when it lists the same pages with the same dates, without its XML made.
    static func sitemapFile(
        of listings: [PageListing], pages: SitePages, reusing published: ReusablePages?,
        into staged: (any FileDestination)?
    ) -> Made {
        let key = Sitemap.digest(of: listings)
        if let entry = published?.entry(keeping: Sitemap.path, key: key) {
            return .success((Sitemap.path, .kept, entry))
        }
        let file = OutputFile(path: Sitemap.path, text: pages.sitemap(of: listings).xml)
        return deliver(file, entry: RenderCache.Entry(key: key, output: ContentHash(of: file.bytes)), into: staged)
    }

    /// A file of search documents (`SearchIndex.documentFile`): kept when it was made from the same
    /// documents, by their digests, without the documents gathered or its JSON written.
    static func searchFile(
        _ file: DocumentFile, of parts: [SearchPart], reusing published: ReusablePages?,
        into staged: (any FileDestination)?
    ) -> Made {
        var hasher = ContentHasher()
        hasher.add("search documents")
        for (part, range) in file.members {
            for digest in parts[part].documentDigests[range] { hasher.add(digest) }
        }
        let key = hasher.hash
        if let entry = published?.entry(keeping: file.path, key: key) { return .success((file.path, .kept, entry)) }
        let made = SearchIndex.documentFile(file.members.flatMap { parts[$0.part].documents[$0.range] })
        return deliver(made, entry: RenderCache.Entry(key: key, output: ContentHash(of: made.bytes)), into: staged)
    }

    /// The documents of one file of search documents: a range of documents in each part it takes them from.
    typealias DocumentFile = (path: String, members: [(part: Int, range: Range<Int>)])

    /// The files of the documents of `parts`, in the files' order: a file's documents may be in two parts
    /// (the memos of either side of a quarter's start). Documents are numbered in order within a part, so
    /// the documents of a file are found side by side, told apart by their kind and number.
    static func documentFiles(of parts: [SearchPart]) -> [DocumentFile] {
        var files: [String: [(part: Int, range: Range<Int>)]] = [:]
        for (position, part) in parts.enumerated() {
            let documents = part.documents
            var start = 0
            while start < documents.count {
                let (kind, file) = (documents[start].kind, documents[start].number / SearchIndex.documentsPerFile)
                var end = start + 1
                while end < documents.count, documents[end].kind == kind,
                    documents[end].number / SearchIndex.documentsPerFile == file
                {
                    end += 1
                }
                files[documents[start].path, default: []].append((position, start..<end))
                start = end
            }
        }
        return files.sorted { $0.key < $1.key }.map { (path: $0.key, members: $0.value) }
    }

    /// The shards of a search part: kept when each was made from the same documents and is still published,
    /// made anew otherwise.
    static func shards(
        of part: SearchPart, reusing published: ReusablePages?, into staged: (any FileDestination)?
    ) -> [Made] {
        let digest = part.digest
        let kept = part.shardPaths.map { path in published?.entry(keeping: path, key: digest) }
        if !kept.contains(where: { $0 == nil }) {
            return zip(part.shardPaths, kept).map { .success(($0, .kept, $1!)) }
        }
        return part.files.map { file in
            deliver(file, entry: RenderCache.Entry(key: digest, output: ContentHash(of: file.bytes)), into: staged)
        }
    }

    /// A file made: placed in the staging folder when there is one, held otherwise.
    private static func deliver(
        _ file: OutputFile, entry: RenderCache.Entry, into staged: (any FileDestination)?
    ) -> Made {
        Swift.Result { () throws(Diagnostic) in
            guard let staged else { return (file.path, .rendered(file), entry) }
            try staged.place(file)
            return (file.path, .placed, entry)
        }
    }
}
