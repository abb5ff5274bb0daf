import Foundation
import Redux

/// `sitegen replay LOG`: rebuilds a site from a build's action log alone (no inputs, no network), with
/// the settings its header recorded and today's theme, and publishes it as a build would. With the same
/// theme the pages are byte for byte the ones that build published.
public struct ReplayCommand: Sendable {
    public var log: String
    public var arguments: CommandLineOptions
    let print: @Sendable (String) -> Void
    let warn: @Sendable (String) -> Void

    public init(
        log: String, arguments: CommandLineOptions, print: @escaping @Sendable (String) -> Void,
        warn: @escaping @Sendable (String) -> Void
    ) {
        self.log = log
        self.arguments = arguments
        self.print = print
        self.warn = warn
    }

    public func run() async -> Int32 {
        let started = ContinuousClock.now
        do throws(BuildFailure) {
            let state = try replay(
                into: commandLineURL(arguments.output), themes: commandLineURL(arguments.themes),
                log: commandLineURL(log))
            if arguments.verbosity != .quiet {
                print(
                    BuildSummary.line(
                        for: state, output: arguments.output, seconds: started.duration(to: .now).inSeconds))
            }
            return 0
        } catch {
            for diagnostic in error.diagnostics { warn("error: \(diagnostic)") }
            warn("sitegen: the replay failed; \(arguments.output) was left as it was")
            return error.exitCode
        }
    }

    private func replay(into output: URL, themes: URL, log: URL) throws(BuildFailure) -> AppState {
        let guarded = try GuardedOutput(output)
        let name = displayPath(log)
        let file = try failing { () throws(Diagnostic) in
            try TextFile.open(log, displayName: name, limit: ActionLogLimits.maximumBytes)
        }
        let replayed: (header: ActionLogHeader, state: AppState)
        do {
            replayed = try ActionLog.replay(
                file, maximumLineLength: ActionLogLimits.maximumLineBytes, header: ActionLogHeader.self,
                into: AppState(), reducer: appReducer,
                check: { ActionLogLimits.problem(with: $0) ?? ActionInvariants.problem(with: $0) })
        } catch let error as ActionLogError {
            throw BuildFailure(.build, [.error(SourceLocation(file: name, line: error.line), error.message)])
        } catch {
            throw BuildFailure(
                .build, [.error(SourceLocation(file: name), "cannot read the file (\(TextFile.reason(error)))")])
        }
        let header = replayed.header
        guard header.sitegen == sitegenVersion, header.format == ActionLogHeader.currentFormat else {
            throw BuildFailure(
                .build,
                [
                    .error(
                        SourceLocation(file: name, line: 1),
                        "written by sitegen \(header.sitegen) (log format \(header.format)); this is sitegen \(sitegenVersion) (log format \(ActionLogHeader.currentFormat)), which cannot replay it"
                    )
                ])
        }
        let settings = header.settings
        let theme = try failing { () throws(Diagnostic) in try Theme.load(named: settings.config.theme, in: themes) }
        let store = Store(initialState: replayed.state, reducer: appReducer)
        let rendered = try failing { () throws(Diagnostic) in
            try SiteRenderer(theme: theme, settings: settings).render(store.state)
        }
        let site = RenderedSite(
            config: settings.config, files: rendered.files + theme.assets, store: store, subscription: nil)
        try guarded.publish(site)
        return store.state
    }
}
