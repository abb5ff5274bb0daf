import Foundation
import Redux

/// One build: load the configuration and the theme, read every input into the store, render the
/// final state, publish it atomically. Each step is its own component; this type only sequences them.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Builds and publishes the site, and returns the final state. `observer` is subscribed to the
    /// store for the whole build (the terminal's progress lines); `timing` hears how long each stage took.
    public func build(observer: (@Sendable (AppState) -> Void)? = nil, timing: ((String) -> Void)? = nil) async throws(BuildFailure) -> AppState {
        var clock = StageClock(report: timing)
        let lock = try failing { () throws(Diagnostic) in try BuildLock(for: options.output) }
        defer { withExtendedLifetime(lock) {} }
        let publisher = AtomicPublisher(output: options.output)
        _ = try failing { () throws(Diagnostic) in try publisher.existingOutput() }

        let configFile = options.content.appendingPathComponent("site.yml")
        let (config, configWarnings) = try failing { () throws(Diagnostic) in try ConfigLoader.load(configFile, displayName: displayPath(configFile)) }
        let theme = try failing { () throws(Diagnostic) in
            try Theme.load(from: options.themes.appendingPathComponent(config.theme), displayName: displayPath(options.themes.appendingPathComponent(config.theme)))
        }

        clock.lap("configuration and theme")

        let logSink = try options.actionLog.map { url throws(BuildFailure) in try actionLogSink(url) }
        let store = Store(initialState: AppState(), reducer: appReducer,
                          middleware: logSink.map { [ActionLog.middleware(writingTo: $0)] } ?? [])
        let subscription = observer.map { store.subscribe($0) }
        defer { subscription?.cancel() }

        store.dispatch(.build(.configured(config, buildDate: options.buildDate.day(in: config.timeZone), includesDrafts: options.includesDrafts)))
        if !configWarnings.isEmpty { store.dispatch(.diagnostics(.warned(configWarnings))) }
        if config.pickupHidden { store.dispatch(.pickup(.hide)) }

        try await InputLoader(options: options, config: config).load(into: store)
        // Slug overrides can only be checked against the categories the messages brought.
        let slugs = SlugAssigner(overrides: config.categorySlugs).assign(store.state.pickup.messages.map(\.category))
        if !slugs.diagnostics.isEmpty { store.dispatch(.diagnostics(.warned(slugs.diagnostics))) }
        clock.lap("inputs")

        let rendered = try failing { () throws(Diagnostic) in try SiteRenderer(theme: theme).render(store.state) }
        if !rendered.warnings.isEmpty { store.dispatch(.diagnostics(.warned(rendered.warnings))) }
        store.dispatch(.build(.rendered(pagesByKind: rendered.pagesByKind)))
        clock.lap("rendering")
        if let error = logSink?.error {
            throw BuildFailure(.build, [.error(SourceLocation(file: displayPath(options.actionLog!)), "cannot write the action log (\(TextFile.reason(error)))")])
        }

        let report = try failing { () throws(Diagnostic) in try publisher.publish(rendered.files + theme.assets) }
        store.dispatch(.build(.published(written: report.written, unchanged: report.unchanged)))
        clock.lap("publishing")
        return store.state
    }

    private func actionLogSink(_ url: URL) throws(BuildFailure) -> ActionLogSink {
        guard FileManager.default.createFile(atPath: url.path, contents: nil), let handle = try? FileHandle(forWritingTo: url) else {
            throw BuildFailure(.build, [.error(SourceLocation(file: displayPath(url)), "cannot create the action log")])
        }
        return .fileHandle(handle)
    }
}

/// Runs a step whose error is a single diagnostic, as a build failure.
func failing<T>(_ step: () throws(Diagnostic) -> T) throws(BuildFailure) -> T {
    do {
        return try step()
    } catch {
        throw BuildFailure(.build, [error])
    }
}
