import Foundation

/// Each memo's summary key, title, description and text, worked out for the index (`SiteIndex`).
extension SiteIndex {
    /// What the index holds of each memo, by position, and the summaries they were made from.
    struct MemoFields {
        var keys: [ContentHash]
        var titles: [String]
        var descriptions: [String]
        var texts: [StoredText]
        var summaries: MemoSummaries
    }

    /// The fields of `memos`, a memo whose summary is in `previous` not parsed again. A memo as it was in
    /// `earlier`, an earlier index of the same configuration, keeps its key; when `changed` says its memos
    /// are these but at those positions (`changedInPlace`), the others' fields are taken from it as they are.
    /// Otherwise the summaries are written to `folder`, when given, as they are made (`MemoSummaries.made`).
    static func summarize(
        _ memos: [Memo], markdown: MarkdownRenderer, words: SiteWords, previous: MemoSummaries?,
        earlier: SiteIndex?, changed: [Int]?, writingTo folder: URL? = nil
    ) -> MemoFields {
        if let earlier, let changed {
            var fields = MemoFields(
                keys: earlier.memoKeys, titles: earlier.memoTitles, descriptions: earlier.memoDescriptions,
                texts: earlier.memoTexts, summaries: earlier.summaries)
            for position in changed {
                let memo = memos[position]
                let (key, summary) = summarized(memo, previous: previous, markdown: markdown)
                (fields.keys[position], fields.texts[position]) = (key, summary.text)
                fields.titles[position] = title(of: memo, summary: summary, words: words)
                fields.descriptions[position] = description(of: memo, summary: summary)
                fields.summaries.entries[key] = summary
            }
            for position in changed where !fields.keys.contains(earlier.memoKeys[position]) {
                fields.summaries.entries[earlier.memoKeys[position]] = nil
            }
            // No file holds the entries changed here, so none is written as they are.
            fields.summaries.written = []
            return fields
        }
        // A memo as it was (its text shared with the earlier state's, so comparing it is cheap) keeps its key.
        let keys = memos.concurrentMap { [markdown] memo in
            let position = earlier?.memoPosition[memo.day]
            return position.flatMap { earlier!.memos[$0] == memo ? earlier!.memoKeys[$0] : nil }
                ?? MemoSummaries.key(of: memo, allowsRawHTML: markdown.allowsRawHTML)
        }
        let summaries = MemoSummaries.made(
            of: memos, keys: keys, previous: previous, markdown: markdown, writingTo: folder)
        let keyed = keys.map { summaries.entries[$0]! }
        return MemoFields(
            keys: keys,
            titles: zip(memos, keyed).map { memo, summary in title(of: memo, summary: summary, words: words) },
            descriptions: zip(memos, keyed).map { memo, summary in description(of: memo, summary: summary) },
            texts: keyed.map(\.text), summaries: summaries)
    }

    /// The positions of the memos that are not as in `earlier`, when each memo is on the day it was there
    /// with the tags it had; nil otherwise.
    static func changedInPlace(_ memos: [Memo], from earlier: SiteIndex) -> [Int]? {
        guard earlier.memos.count == memos.count else { return nil }
        var changed: [Int] = []
        for (position, memo) in memos.enumerated() where earlier.memos[position] != memo {
            let before = earlier.memos[position]
            guard before.day == memo.day, MemoTag.names(of: before) == MemoTag.names(of: memo) else { return nil }
            changed.append(position)
        }
        return changed
    }

    /// A memo's summary key and its summary, from `previous` when it has it.
    private static func summarized(
        _ memo: Memo, previous: MemoSummaries?, markdown: MarkdownRenderer
    ) -> (key: ContentHash, summary: MemoSummaries.Summary) {
        let key = MemoSummaries.key(of: memo, allowsRawHTML: markdown.allowsRawHTML)
        return (key, previous?.entries[key] ?? MemoSummaries.summary(of: memo, markdown: markdown))
    }

    /// The plain text of the memo at `position`: its summary's, or worked out again when the summaries' file
    /// no longer holds it.
    func memoText(at position: Int) -> String {
        memoTexts[position].read() ?? MemoSummaries.text(of: memos[position], markdown: markdown)
    }

    /// The memo's title: its front matter's, else its first heading's, else its date.
    private static func title(of memo: Memo, summary: MemoSummaries.Summary, words: SiteWords) -> String {
        memo.title ?? summary.heading ?? words.fullDate(memo.day)
    }

    /// The front matter's description, else the opening of the body.
    private static func description(of memo: Memo, summary: MemoSummaries.Summary) -> String {
        memo.description ?? summary.excerpt
    }
}
