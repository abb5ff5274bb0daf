import Foundation
import Synchronization
import Testing

@testable import SiteCommand
@testable import SiteKit

@Suite struct ProgressReporterTests {
    /// Lines written to standard output and standard error.
    final class Terminal: Sendable {
        let lines = Mutex<[String]>([])
        func print(_ line: String) { lines.withLock { $0.append("out: " + line) } }
        func warn(_ line: String) { lines.withLock { $0.append("err: " + line) } }
    }

    func states() -> [AppState] {
        var state = AppState()
        var states = [state]
        appReducer(
            &state,
            .memos(.loaded(memos: [Memo(day: Day(iso: "2026-11-03")!, isDraft: true, markdown: "", file: "m.md")])))
        states.append(state)
        appReducer(
            &state,
            .diagnostics(.warned(warnings: [.warning(SourceLocation(file: "p.json"), "entry 2: no id; entry dropped")]))
        )
        states.append(state)
        appReducer(
            &state,
            .diagnostics(
                .sourceLoaded(
                    source: .init(
                        name: "pickup messages", location: "x", origin: .network, isFallback: false, entries: 0))))
        appReducer(
            &state, .pickup(.loaded(messages: [PickupMessage(id: "1", title: "t", category: "c")], categories: [])))
        states.append(state)
        appReducer(&state, .build(.rendered(pagesByKind: [.home: 1, .day: 1], waitingMemos: 0)))
        appReducer(&state, .build(.published(written: 2, unchanged: 1, removed: 0)))
        states.append(state)
        return states
    }

    func run(_ verbosity: CommandLineOptions.Verbosity) -> [String] {
        let terminal = Terminal()
        let reporter = ProgressReporter(verbosity: verbosity, print: terminal.print, warn: terminal.warn)
        for state in states() + states().suffix(1) { reporter.observe(state) }
        return terminal.lines.withLock { $0 }
    }

    @Test func saysWhatWasReadRenderedAndPublishedAndEachWarningOnce() {
        #expect(
            run(.normal) == [
                "out: Read 1 memo (1 draft)",
                "err: warning: p.json: entry 2: no id; entry dropped",
                "out: Read 1 pickup message",
                "out: Rendered 2 pages",
                "out: Published 2 changed files, 1 unchanged",
            ])
    }

    @Test func quietKeepsOnlyWarningsAndVerboseAddsWhereSourcesCameFrom() {
        #expect(run(.quiet) == ["err: warning: p.json: entry 2: no id; entry dropped"])
        #expect(run(.verbose).contains("out:   pickup messages: network"))
    }

    @Test func theSummaryNamesPagesWarningsAndFallbacks() {
        var state = states().last!
        appReducer(
            &state,
            .diagnostics(
                .sourceLoaded(
                    source: .init(
                        name: "calendar x.ics", location: "x", origin: .unavailable, isFallback: true, entries: 0))))
        #expect(
            BuildSummary.line(for: state, output: "Output", seconds: 1.234)
                == "Built 2 pages (1 home, 1 day) into Output, 1 warning, from fallbacks for calendar x.ics (unavailable), in 1.23 s"
        )
    }
}
