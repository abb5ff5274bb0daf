/// A tag of the memos: its name, its folder under `/tags/`, and the published memos carrying it, newest first.
struct MemoTag: Sendable {
    var name: String
    var slug: Slug
    var memos: [Memo]
}

extension MemoTag {
    /// A memo's tags, each once; a blank tag (`tags: [""]`) names nothing and is left out.
    static func names(of memo: Memo) -> [String] {
        let tags = memo.tags
        // Most memos have a few tags, none blank or twice: their own array then, with no set or copy made,
        // as every day page's key and record asks on every save in `serve`.
        if tags.count <= 8,
            tags.indices.allSatisfy({ position in
                !isBlank(tags[position]) && !tags[..<position].contains(tags[position])
            })
        {
            return tags
        }
        var seen: Set<String> = []
        return tags.filter { !isBlank($0) && seen.insert($0).inserted }
    }

    private static func isBlank(_ name: String) -> Bool {
        name.allSatisfy(\.isWhitespace)
    }

    /// Every tag of `memos` (oldest first), the most used first and then by name. Tags get their slugs by
    /// the categories' rule, from their names alone, so a tag keeps its folder whatever tags are added,
    /// back-dated ones among them.
    static func index(_ memos: [Memo]) -> [MemoTag] {
        var order: [String] = []
        var tagged: [String: [Memo]] = [:]
        for memo in memos {
            for name in names(of: memo) {
                if tagged[name] == nil { order.append(name) }
                tagged[name, default: []].append(memo)
            }
        }
        let slugs = SlugAssigner(overrides: [], fallback: "tag").assign(order)
        return order.map { MemoTag(name: $0, slug: slugs[$0]!, memos: tagged[$0]!.reversed()) }
            .sorted { ($0.memos.count, $1.name) > ($1.memos.count, $0.name) }
    }

    /// `tags` with each of `memos` in place of the memo of its day, whose tags it has.
    static func replacing(_ memos: [Memo], in tags: [MemoTag], at positions: [String: Int]) -> [MemoTag] {
        var tags = tags
        for memo in memos {
            for name in names(of: memo) {
                guard let tag = positions[name], let place = tags[tag].memos.firstIndex(where: { $0.day == memo.day })
                else { continue }
                tags[tag].memos[place] = memo
            }
        }
        return tags
    }
}
