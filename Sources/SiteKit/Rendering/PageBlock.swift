/// Where a page stands in the site's order (`SitePages.pageOrder`): the pages of one block are listed
/// together, in the order of the blocks. A plan that carries pages over from the last one takes each block
/// whole: from its jobs when it planned the block (`TouchedPages`), from the last plan otherwise.
enum PageBlock: Hashable, Sendable {
    case home
    case year(Int)
    /// The year page at `/calendar/`: today's year's.
    case calendar
    case month(Month)
    case day(Day)
    /// The messages' pages: `/articles/` and each category's.
    case messages
    /// The list of tags.
    case tags
    /// The pages of the tag of this name.
    case tag(String)
    /// The standalone pages.
    case pages
    case search
    case notFound

    /// Where each block of `blocks` is, when the places of each are together; nil otherwise.
    static func ranges(of blocks: [PageBlock]) -> [PageBlock: Range<Int>]? {
        var ranges: [PageBlock: Range<Int>] = [:]
        ranges.reserveCapacity(blocks.count)
        var start = 0
        for end in blocks.indices where end + 1 == blocks.count || blocks[end + 1] != blocks[start] {
            guard ranges.updateValue(start..<(end + 1), forKey: blocks[start]) == nil else { return nil }
            start = end + 1
        }
        return ranges
    }

    /// Appends the block (`RecordWriter`): its case, a number (the year, the month counted from year 0,
    /// the day counted from the epoch; 0 for the others) and a name (the tag's; none for the others).
    func append(to writer: inout RecordWriter) {
        let (code, number, name): (UInt64, Int, String?) =
            switch self {
            case .home: (0, 0, nil)
            case .year(let year): (1, year, nil)
            case .calendar: (2, 0, nil)
            case .month(let month): (3, month.year * 12 + month.month - 1, nil)
            case .day(let day): (4, day.daysSinceEpoch, nil)
            case .messages: (5, 0, nil)
            case .tags: (6, 0, nil)
            case .tag(let tag): (7, 0, tag)
            case .pages: (8, 0, nil)
            case .search: (9, 0, nil)
            case .notFound: (10, 0, nil)
            }
        writer.append(code)
        writer.append(UInt64(bitPattern: Int64(number)))
        writer.append(name)
    }

    /// Reads what `append(to:)` wrote; nil unless it is a block of a year sitegen builds.
    init?(reading reader: inout RecordReader) {
        guard let code = reader.word(), let word = reader.word(), let name = reader.text() else { return nil }
        let number = Int(truncatingIfNeeded: Int64(bitPattern: word))
        guard (code == 7) == (name != nil), [1, 3, 4].contains(code) || number == 0, abs(number) <= 100_000_000
        else { return nil }
        switch code {
        case 0: self = .home
        case 1: self = .year(number)
        case 2: self = .calendar
        case 3:
            guard number >= 0, let month = Month(year: number / 12, month: number % 12 + 1) else { return nil }
            self = .month(month)
        case 4: self = .day(Day(daysSinceEpoch: number))
        case 5: self = .messages
        case 6: self = .tags
        case 7: self = .tag(name!)
        case 8: self = .pages
        case 9: self = .search
        case 10: self = .notFound
        default: return nil
        }
        let year =
            switch self {
            case .year(let year): year
            case .month(let month): month.year
            case .day(let day): day.year
            default: BuildDate.years.lowerBound
            }
        guard BuildDate.years.contains(year) else { return nil }
    }
}
