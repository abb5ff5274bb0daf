import SiteKit
import Synchronization

/// Turns the store's state changes into progress lines on the terminal: what was read, what was
/// rendered and published, and each warning as it is found. Subscribed to the build's store.
final class ProgressReporter: Sendable {
    private let verbosity: CommandLineOptions.Verbosity
    private let print: @Sendable (String) -> Void
    private let warn: @Sendable (String) -> Void
    private let previous = Mutex(AppState())

    /// `print` writes a line to standard output, `warn` to standard error.
    init(
        verbosity: CommandLineOptions.Verbosity, print: @escaping @Sendable (String) -> Void,
        warn: @escaping @Sendable (String) -> Void
    ) {
        self.verbosity = verbosity
        self.print = print
        self.warn = warn
    }

    /// Called by the store with each new state.
    func observe(_ state: AppState) {
        let before = previous.withLock { previous in
            defer { previous = state }
            return previous
        }
        for warning in state.diagnostics.warnings.dropFirst(before.diagnostics.warnings.count) {
            warn(warning.printed)
        }
        guard verbosity != .quiet else { return }
        for line in lines(from: before, to: state) { print(line) }
    }

    private func lines(from before: AppState, to state: AppState) -> [String] {
        var lines: [String] = []
        if state.memos != before.memos {
            let drafts = state.memos.memos.count(where: \.isDraft)
            lines.append(
                "Read \(count(state.memos.memos.count, "memo"))"
                    + (drafts > 0 ? " (\(drafts) draft\(drafts == 1 ? "" : "s"))" : ""))
        }
        if state.pickup.messages != before.pickup.messages {
            lines.append("Read \(count(state.pickup.messages.count, "pickup message"))")
        }
        for feed in state.calendar.feeds where !before.calendar.feeds.contains(feed) {
            lines.append(
                "Read \(count(feed.events.count, feed.kind == .holiday ? "holiday" : "event")) from \(feed.name)")
        }
        if verbosity == .verbose {
            for source in state.diagnostics.sources where !before.diagnostics.sources.contains(source) {
                lines.append("  \(source.name): \(source.origin)")
            }
        }
        if state.build.pagesByKind != before.build.pagesByKind {
            lines.append("Rendered \(count(state.build.pageCount, "page"))")
        }
        if let published = state.build.published, before.build.published == nil {
            lines.append("Published \(count(published.written, "changed file")), \(published.unchanged) unchanged")
        }
        return lines
    }
}

/// "1 memo", "22 memos".
func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
}
