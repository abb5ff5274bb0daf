import Foundation

/// The last plan of the site the command line published: every page's listing and key in the plan's order,
/// with the digest of what lists the pages (`shape(inputs:index:)`) and each memo's digest. A build whose
/// pages are listed from the same, and whose memos differ only in place (each on its day, with the tags it
/// had), plans the pages those memos touch (`TouchedPages`) and carries every other over, as `sitegen serve`
/// does with the plan it keeps in memory, rather than planning and keying ten thousand pages again.
///
/// The record lives beside the render cache (`.sitegen-cache/page-plan`). A page is carried over only when the
/// render cache has it with the recorded key and the output was found intact with it as published
/// (`ReusablePages.entry(found:key:)`); when one is not, or the record is missing, damaged, cut or of another
/// binary, every page is planned.
struct PlanRecord: Sendable, Equatable, CacheFileRecord {
    static let fileName = "page-plan"
    static let version = 1

    /// What lists the pages (`shape(inputs:index:)`).
    var shape: ContentHash
    /// Each memo's digest (`memoDigests(of:)`), in the index's order.
    var memos: [ContentHash]
    /// Every page, in the plan's order.
    var listings: [PageListing]
    /// Each page's key, in the order of `listings`.
    var keys: [ContentHash]

    /// The digest of what lists the pages and what every page shares: `inputs` (the settings, the theme, the
    /// binary and every input but the memos, as read), and each memo's day and tags.
    static func shape(inputs: ContentHash, index: SiteIndex) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add(inputs)
        hasher.add(UInt64(index.memos.count))
        for memo in index.memos {
            let tags = MemoTag.names(of: memo)
            hasher.add(UInt64(bitPattern: Int64(memo.day.daysSinceEpoch)))
            hasher.add(UInt64(tags.count))
            for tag in tags { hasher.add(tag) }
        }
        return hasher.hash
    }

    /// Each memo's digest: two memos with the same digest are equal.
    static func memoDigests(of index: SiteIndex) -> [ContentHash] {
        Array(index.memos.indices).concurrentMap { position in
            let memo = index.memos[position]
            var hasher = ContentHasher()
            // The summary's key holds the Markdown, and whether the memo has a title and a description.
            hasher.add(index.memoKeys[position])
            hasher.add(UInt64(bitPattern: Int64(memo.day.daysSinceEpoch)))
            for text in [memo.title, memo.file, memo.description, memo.image, memo.updated?.iso] {
                hasher.add(text == nil ? 0 : 1)
                hasher.add(text ?? "")
            }
            hasher.add(memo.isDraft ? 1 : 0)
            hasher.add(UInt64(memo.tags.count))
            for tag in memo.tags { hasher.add(tag) }
            hasher.add(UInt64(memo.files.count))
            for file in memo.files {
                for text in [file.path, file.source] { hasher.add(text) }
                hasher.add(file.hash)
                hasher.add(SiteIndex.digest(of: file.picture.map { [(file.path, $0)] } ?? []))
            }
            return hasher.hash
        }
    }

    /// The pages of `index` that may differ from this plan's, when its pages are listed from what this
    /// plan's were (`shape`) and its memos are this plan's but those changed in place.
    func touched(in index: SiteIndex, shape: ContentHash, memos: [ContentHash]) -> TouchedPages? {
        guard shape == self.shape, memos.count == self.memos.count, listings.count == keys.count else { return nil }
        return TouchedPages(changed: memos.indices.filter { memos[$0] != self.memos[$0] }, in: index)
    }

    init(shape: ContentHash, memos: [ContentHash], listings: [PageListing], keys: [ContentHash]) {
        (self.shape, self.memos, self.listings, self.keys) = (shape, memos, listings, keys)
    }

    /// A header naming the binary, then (`RecordWriter`) the shape, the memos' digests, and each page: its
    /// kind, file, URL, last modified day (all ones for none), whether it is listed, and its key.
    func bytes(identity: ContentHash) -> [UInt8] {
        var writer = RecordWriter(header: Self.header(identity), capacity: memos.count * 16 + listings.count * 120)
        writer.append(shape)
        writer.append(UInt64(memos.count))
        for memo in memos { writer.append(memo) }
        writer.append(UInt64(listings.count))
        for (listing, key) in zip(listings, keys) {
            writer.append(listing.kind.rawValue)
            writer.append(listing.file)
            writer.append(listing.url)
            writer.append(listing.lastModified.map { UInt64(bitPattern: Int64($0.daysSinceEpoch)) } ?? .max)
            writer.append(listing.isListed ? 1 : 0)
            writer.append(key)
        }
        return writer.bytes
    }

    /// Reads what `bytes(identity:)` wrote; nil unless it is whole.
    init?(bytes: [UInt8], identity: ContentHash) {
        guard var reader = RecordReader(bytes, header: Self.header(identity)), let shape = reader.hash(),
            let memoCount = reader.count()
        else { return nil }
        var memos: [ContentHash] = []
        memos.reserveCapacity(memoCount)
        for _ in 0..<memoCount {
            guard let memo = reader.hash() else { return nil }
            memos.append(memo)
        }
        guard let pageCount = reader.count() else { return nil }
        var (listings, keys) = ([PageListing](), [ContentHash]())
        listings.reserveCapacity(pageCount)
        keys.reserveCapacity(pageCount)
        for _ in 0..<pageCount {
            guard let kind = reader.presentText().flatMap(PageKind.init(rawValue:)), let file = reader.presentText(),
                let url = reader.presentText(), let modified = reader.word(), let listed = reader.word(), listed <= 1,
                let key = reader.hash()
            else { return nil }
            let days = Int64(bitPattern: modified)
            guard modified == .max || abs(days) <= 100_000_000 else { return nil }
            let lastModified = modified == .max ? nil : Day(daysSinceEpoch: Int(days))
            listings.append(
                PageListing(kind: kind, file: file, url: url, lastModified: lastModified, isListed: listed == 1))
            keys.append(key)
        }
        guard reader.isAtEnd else { return nil }
        self.init(shape: shape, memos: memos, listings: listings, keys: keys)
    }

    private static func header(_ identity: ContentHash) -> [UInt8] {
        Array("sitegen page plan \(version) \(identity)\n".utf8)
    }
}
