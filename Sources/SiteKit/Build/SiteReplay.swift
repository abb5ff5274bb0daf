import Foundation
import Redux

/// `sitegen replay`'s pipeline: a build's action log read back into its final state (no inputs, no
/// network), rendered with the settings its header recorded and today's theme, and published as a build
/// would. A log is trusted no more than the inputs: its header is held to `site.yml`'s rules, its actions
/// to the inputs' limits, and it is read a line at a time within its bounds.
public struct SiteReplay {
    let log: URL
    let output: URL
    let themes: URL

    public init(log: URL, output: URL, themes: URL) {
        self.log = log
        self.output = output
        self.themes = themes
    }

    public func publish() throws(BuildFailure) -> AppState {
        let publication = try failing { () throws(Diagnostic) in try Publication(output) }
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
        let theme = try failing { () throws(InputErrors) in
            try Theme.load(named: settings.config.theme, in: themes, language: settings.config.language, confined: true)
                .value
        }
        let store = Store(initialState: replayed.state, reducer: appReducer)
        let rendered = try failing { () throws(Diagnostic) in
            try SiteRenderer(theme: theme, settings: settings).render(store.state)
        }
        let site = RenderedSite(
            config: settings.config, files: rendered.files + theme.assets, store: store, subscription: nil)
        try site.publish(with: publication)
        return store.state
    }
}
