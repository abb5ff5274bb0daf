/// The last plan of the site the command line published: every page's listing and key in the plan's order,
/// with the digest of what every page shares and the memos do not list (`shape(inputs:menu:)`), the date, each
/// memo's day, digest and tags, and each tag's slug and count. A build whose pages share the same sees which
/// memos were added, changed or removed, and whether the date moved, plans the pages those touch
/// (`TouchedPages(from:to:memos:)`) and carries every other over, as `sitegen serve` does with the plan it
/// keeps in memory, rather than planning and keying ten thousand pages again: a night plans a few dozen.
///
/// The record lives beside the render cache (`.sitegen-cache/page-plan`). A page is carried over only when the
/// render cache has it with the recorded key and the output was found intact with it as published
/// (`ReusablePages.entry(found:key:)`); when one is not, or the record is missing, damaged, cut or of another
/// binary, every page is planned.
struct PlanRecord: Sendable, Equatable, CacheFileRecord {
    static let fileName = "page-plan"
    static let version = 2

    /// What every page shares but the date, and the memos do not list (`shape(inputs:menu:)`).
    var shape: ContentHash
    /// The build date.
    var today: Day
    /// Each memo, in the index's order.
    var memos: [MemoEntry]
    /// Each tag, in the index's order.
    var tags: [TagEntry]
    /// Every page, in the plan's order.
    var listings: [PageListing]
    /// Each page's key, in the order of `listings`.
    var keys: [ContentHash]

    /// A memo as the pages show it: two memos of a day with the same digest are equal.
    struct MemoEntry: Sendable, Equatable {
        var day: Day
        var digest: ContentHash
        var tags: [String]
    }

    /// A tag as the day pages show it beside each of its memos.
    struct TagEntry: Sendable, Equatable {
        var name: String
        var slug: String
        var count: Int
    }

    /// The digest of what every page shares but the date, and the memos do not list: `inputs` (the settings
    /// but the date, the theme, the binary and every input but the memos, as read), and the menu.
    static func shape(inputs: ContentHash, menu: ContentHash) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add(inputs)
        hasher.add(menu)
        return hasher.hash
    }

    /// Each memo of `index` with its digest: its summary's key, which holds the Markdown and whether the memo
    /// has a title and a description, and every other field.
    static func memoEntries(of index: SiteIndex) -> [MemoEntry] {
        Array(index.memos.indices).concurrentMap { position in
            let memo = index.memos[position]
            var hasher = ContentHasher()
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
            return MemoEntry(day: memo.day, digest: hasher.hash, tags: MemoTag.names(of: memo))
        }
    }

    /// Each tag of `index`.
    static func tagEntries(of index: SiteIndex) -> [TagEntry] {
        index.tags.map { TagEntry(name: $0.name, slug: $0.slug.value, count: $0.memos.count) }
    }

    init(
        shape: ContentHash, today: Day, memos: [MemoEntry], tags: [TagEntry], listings: [PageListing],
        keys: [ContentHash]
    ) {
        (self.shape, self.today, self.memos, self.tags) = (shape, today, memos, tags)
        (self.listings, self.keys) = (listings, keys)
    }

    /// A header naming the binary, then (`RecordWriter`) the shape, the date, each memo (its day, digest and
    /// tags), each tag (its name, slug and count), and each page: its kind, file, URL, last modified day (all
    /// ones for none), whether it is listed, its block and its key.
    func append(identity: ContentHash, to writer: inout RecordWriter) {
        writer.append(section: Self.header(identity))
        writer.append(shape)
        writer.append(Self.word(today))
        writer.append(UInt64(memos.count))
        for memo in memos {
            writer.append(Self.word(memo.day))
            writer.append(memo.digest)
            writer.append(UInt64(memo.tags.count))
            for tag in memo.tags { writer.append(tag) }
        }
        writer.append(UInt64(tags.count))
        for tag in tags {
            for text in [tag.name, tag.slug] { writer.append(text) }
            writer.append(UInt64(tag.count))
        }
        writer.append(UInt64(listings.count))
        for (listing, key) in zip(listings, keys) {
            writer.append(listing.kind.rawValue)
            writer.append(listing.file)
            writer.append(listing.url)
            writer.append(listing.lastModified.map(Self.word) ?? .max)
            writer.append(listing.isListed ? 1 : 0)
            listing.block.append(to: &writer)
            writer.append(key)
        }
    }

    /// Reads what `bytes(identity:)` wrote; nil unless it is whole.
    init?(bytes: [UInt8], identity: ContentHash) {
        guard var reader = RecordReader(bytes, header: Self.header(identity)), let shape = reader.hash(),
            let today = reader.word().flatMap(Self.day), let memoCount = reader.count()
        else { return nil }
        var memos: [MemoEntry] = []
        memos.reserveCapacity(memoCount)
        for _ in 0..<memoCount {
            guard let day = reader.word().flatMap(Self.day), let digest = reader.hash(), let tagCount = reader.count()
            else { return nil }
            var tags: [String] = []
            for _ in 0..<tagCount {
                guard let tag = reader.presentText() else { return nil }
                tags.append(tag)
            }
            memos.append(MemoEntry(day: day, digest: digest, tags: tags))
        }
        guard let tagCount = reader.count() else { return nil }
        var tags: [TagEntry] = []
        for _ in 0..<tagCount {
            guard let name = reader.presentText(), let slug = reader.presentText(), let count = reader.word(),
                count <= memoCount
            else { return nil }
            tags.append(TagEntry(name: name, slug: slug, count: Int(count)))
        }
        guard let pageCount = reader.count() else { return nil }
        var (listings, keys) = ([PageListing](), [ContentHash]())
        listings.reserveCapacity(pageCount)
        keys.reserveCapacity(pageCount)
        for _ in 0..<pageCount {
            guard let kind = reader.presentText().flatMap(PageKind.init(rawValue:)), let file = reader.presentText(),
                let url = reader.presentText(), let modified = reader.word(), let listed = reader.word(), listed <= 1,
                let block = PageBlock(reading: &reader), let key = reader.hash()
            else { return nil }
            let lastModified = modified == .max ? nil : Self.day(modified)
            guard modified == .max || lastModified != nil else { return nil }
            listings.append(
                PageListing(
                    kind: kind, file: file, url: url, lastModified: lastModified, isListed: listed == 1, block: block))
            keys.append(key)
        }
        guard reader.isAtEnd else { return nil }
        self.init(shape: shape, today: today, memos: memos, tags: tags, listings: listings, keys: keys)
    }

    private static func word(_ day: Day) -> UInt64 {
        UInt64(bitPattern: Int64(day.daysSinceEpoch))
    }

    /// The day `word` counts from the epoch, when it is one of a year a build may fall in.
    private static func day(_ word: UInt64) -> Day? {
        let days = Int64(bitPattern: word)
        guard abs(days) <= 100_000_000 else { return nil }
        let day = Day(daysSinceEpoch: Int(days))
        return BuildDate.years.contains(day.year) ? day : nil
    }

    private static func header(_ identity: ContentHash) -> [UInt8] {
        Array("sitegen page plan \(version) \(identity)\n".utf8)
    }
}
