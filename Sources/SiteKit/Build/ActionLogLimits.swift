/// The bounds within which `sitegen replay` reads an action log. A log is anyone's file and replaying it
/// reads nothing else, so it is held to what a build holds its inputs to: each text an action carries is
/// no larger than the input file it was read from may be, and the log itself is bounded by its size before
/// a byte of it is read and by its lines as they are read.
enum ActionLogLimits {
    /// The largest log replayed: a hundred times the largest input file. A log is mostly the memos'
    /// text; 100,000 memos of 2 KB (ten times the benchmark's site) make a log of about 250 MB.
    static let maximumBytes = 100 * TextFile.sizeLimit

    /// The longest line: half the largest log. Every memo is in one action, and so on one line.
    static let maximumLineBytes = 50 * TextFile.sizeLimit

    /// Why `action` carries more than a build could have read, or nil when it does not: a memo's or a page's
    /// Markdown, a pickup message's body or a calendar event's description over the limit of one input file.
    static func problem(with action: AppAction) -> String? {
        switch action {
        case .memos(.loaded(let memos)):
            memos.lazy.compactMap { memo in
                oversized("memo \(shortenedForMessage(memo.file)): the Markdown", memo.markdown)
            }.first
        case .pages(.loaded(let pages)):
            pages.lazy.compactMap { page in
                oversized("page \(shortenedForMessage(page.file)): the Markdown", page.markdown)
            }.first
        case .pickup(.loaded(let messages, _)):
            messages.lazy.compactMap { message in
                oversized("pickup message \"\(shortenedForMessage(message.id))\": the body", message.body)
            }.first
        case .calendar(.loaded(let feed, _, let events)):
            events.lazy.flatMap { [$0] + $0.overrides }.compactMap { event in
                oversized(
                    "\(shortenedForMessage(feed)), event \"\(shortenedForMessage(event.uid))\": the description",
                    event.description)
            }.first
        case .build, .diagnostics, .staticFiles:
            nil
        }
    }

    private static func oversized(_ what: @autoclosure () -> String, _ text: String?) -> String? {
        guard let size = text?.utf8.count, size > TextFile.sizeLimit else { return nil }
        return "\(what()) is \(size) bytes, larger than the limit of \(TextFile.sizeLimit) bytes of an input file"
    }
}
