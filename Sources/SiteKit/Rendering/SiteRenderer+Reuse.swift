/// The files a build makes beside its pages (feeds, the search index), each kept as published when it
/// would have the same bytes, so that publishing neither reads it back nor writes it: the search index is
/// thousands of files.
extension SiteRenderer {
    /// A file made, or nil for one kept, with its entry in the render cache.
    typealias Made = (path: String, file: OutputFile?, entry: RenderCache.Entry)

    /// A feed or the sitemap: made whole, kept when its bytes hash as the published file's.
    static func keptByBytes(_ file: OutputFile, reusing published: ReusablePages?) -> Made {
        let output = ContentHash(of: file.bytes)
        if let entry = published?.entry(keeping: file.path, key: output) { return (file.path, nil, entry) }
        return (file.path, file, RenderCache.Entry(key: output, output: output))
    }

    /// A search result's file: kept when it was made from the same document, without writing its JSON.
    static func searchFile(of document: SearchDocument, reusing published: ReusablePages?) -> Made {
        let key = document.digest
        if let entry = published?.entry(keeping: document.path, key: key) { return (document.path, nil, entry) }
        let file = SearchIndex.documentFile(document)
        return (file.path, file, RenderCache.Entry(key: key, output: ContentHash(of: file.bytes)))
    }

    /// The shards of a search part: kept when each was made from the same documents and is still published,
    /// made anew otherwise.
    static func shards(of part: SearchPart, reusing published: ReusablePages?) -> [Made] {
        let digest = part.digest
        let kept = part.shardPaths.map { path in published?.entry(keeping: path, key: digest) }
        if !kept.contains(where: { $0 == nil }) {
            return zip(part.shardPaths, kept).map { ($0, nil, $1!) }
        }
        return part.files.map { file in
            (file.path, file, RenderCache.Entry(key: digest, output: ContentHash(of: file.bytes)))
        }
    }
}
