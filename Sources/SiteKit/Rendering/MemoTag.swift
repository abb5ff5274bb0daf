/// A tag of the memos: its name, its folder under `/tags/`, and the published memos carrying it, newest first.
struct MemoTag: Sendable {
    var name: String
    var slug: Slug
    var memos: [Memo]
}

extension MemoTag {
    /// A memo's tags, each once; a blank tag (`tags: [""]`) names nothing and is left out.
    static func names(of memo: Memo) -> [String] {
        var seen: Set<String> = []
        return memo.tags.filter { !$0.allSatisfy(\.isWhitespace) && seen.insert($0).inserted }
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
}
