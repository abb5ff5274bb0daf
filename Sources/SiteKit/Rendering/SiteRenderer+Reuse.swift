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

    /// The calendar subscription: kept when it is made from the same (`SitePages.calendarFeedKey`), without
    /// its text made; restamped from the published one when that was made from the same events with the date
    /// `stampedBefore` (the last plan's), which only its stamps show.
    static func calendarFile(
        of pages: SitePages, stampedBefore before: Day?, reusing published: ReusablePages?,
        into staged: (any FileDestination)?
    ) -> Made {
        let (path, key) = (ExpandedCalendars.subscriptionPath, pages.calendarFeedKey())
        if let entry = published?.entry(keeping: path, key: key) { return .success((path, .kept, entry)) }
        if let before, before != pages.index.today,
            let bytes = published?.publishedBytes(of: path, key: pages.calendarFeedKey(stamp: before)),
            let restamped = CalendarFeed.restamped(bytes, from: before, to: pages.index.today)
        {
            let file = OutputFile(path: path, bytes: restamped)
            return deliver(file, entry: RenderCache.Entry(key: key, output: ContentHash(of: restamped)), into: staged)
        }
        let file = pages.index.calendars.subscription.value
        return deliver(file, entry: RenderCache.Entry(key: key, output: ContentHash(of: file.bytes)), into: staged)
    }

    /// The sitemap of `listings`, in parts when it is more than one file may list (`Sitemap.parts`): each
    /// file kept when it lists the same pages with the same dates, without its XML made.
    static func sitemapFiles(
        of listings: [PageListing], pages: SitePages, reusing published: ReusablePages?,
        into staged: (any FileDestination)?, maximumURLs: Int = Sitemap.maximumURLs
    ) -> [Made] {
        let parts = Sitemap.parts(of: listings, maximumURLs: maximumURLs)
        let file = { (path: String, listings: ArraySlice<PageListing>) -> Made in
            var hasher = ContentHasher()
            hasher.add(path)
            hasher.add(Sitemap.digest(of: listings))
            let key = hasher.hash
            if let entry = published?.entry(keeping: path, key: key) { return .success((path, .kept, entry)) }
            let file = OutputFile(path: path, text: pages.sitemap(of: Array(listings)).xml)
            return deliver(file, entry: RenderCache.Entry(key: key, output: ContentHash(of: file.bytes)), into: staged)
        }
        guard parts.count > 1 else { return [file(Sitemap.path, parts[0])] }
        let listed = parts.enumerated().map { number, listings in
            Sitemap.Page(
                url: pages.index.links.absolute(pages.index.links.file(Sitemap.partPath(number + 1))),
                lastModified: listings.compactMap(\.lastModified).max()?.iso)
        }
        let index = OutputFile(path: Sitemap.path, text: Sitemap.indexXML(of: listed))
        return parts.enumerated().map { file(Sitemap.partPath($0 + 1), $1) }
            + [keptByBytes(index, reusing: published, into: staged)]
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
            for member in parts[part].members[range] { hasher.add(member.digest) }
        }
        let key = hasher.hash
        if let entry = published?.entry(keeping: file.path, key: key) { return .success((file.path, .kept, entry)) }
        let made = SearchIndex.documentFile(file.members.flatMap { $0.range.map(parts[$0.part].document) })
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
            let members = part.members
            var start = 0
            while start < members.count {
                let (kind, file) = (members[start].kind, members[start].number / SearchIndex.documentsPerFile)
                var end = start + 1
                while end < members.count, members[end].kind == kind,
                    members[end].number / SearchIndex.documentsPerFile == file
                {
                    end += 1
                }
                files[SearchDocument.path(kind: kind, number: members[start].number), default: []].append(
                    (position, start..<end))
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
        let paths = part.shardPaths
        let kept = paths.map { path in published?.entry(keeping: path, key: digest) }
        if !kept.contains(where: { $0 == nil }) {
            return zip(paths, kept).map { .success(($0, .kept, $1!)) }
        }
        if let published, let patched = patchedShards(of: part, at: paths, keyed: digest, from: published) {
            return patched.map { path, made in
                switch made {
                case .kept(let entry): .success((path, .kept, entry))
                case .patched(let bytes):
                    deliver(
                        OutputFile(path: path, bytes: bytes),
                        entry: RenderCache.Entry(key: digest, output: ContentHash(of: bytes)), into: staged)
                }
            }
        }
        return part.files { file in
            deliver(file, entry: RenderCache.Entry(key: digest, output: ContentHash(of: file.bytes)), into: staged)
        }
    }

    /// A shard of a patched part: kept as published, under the part's new digest, or patched.
    private enum PatchedShard {
        case kept(RenderCache.Entry)
        case patched([UInt8])
    }

    /// The shards of `part` (at `paths`, keyed by its digest `key`) patched from those of its earlier self
    /// (`ShardPatch`), as the last plan made it or the render cache records it: nil when there is none, or a
    /// shard is not published as it made it.
    private static func patchedShards(
        of part: SearchPart, at paths: [String], keyed key: ContentHash, from published: ReusablePages
    ) -> [(path: String, made: PatchedShard)]? {
        let patch: ShardPatch?
        let earlier: SearchPartRecord
        if let held = part.earlier {
            earlier = held.record
            patch = ShardPatch(from: earlier, to: part, document: held.document)
        } else if let recorded = published.cache.searchParts[part.name] {
            earlier = recorded
            patch = ShardPatch(from: earlier, to: part) { published.publishedDocument(recorded.members[$0]) }
        } else {
            return nil
        }
        guard let patch else { return nil }
        let (touched, earlierKey) = (patch.shards, earlier.digest)
        var shards: [(path: String, made: PatchedShard)] = []
        for (shard, path) in paths.enumerated() {
            if touched.contains(shard) {
                guard let bytes = published.publishedBytes(of: path, key: earlierKey),
                    let patched = patch.apply(to: bytes, shard: shard)
                else { return nil }
                shards.append((path, .patched(patched)))
            } else {
                guard var entry = published.entry(keeping: path, key: earlierKey) else { return nil }
                entry.key = key
                shards.append((path, .kept(entry)))
            }
        }
        return shards
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
