import Mustache

/// What every page depends on besides the state: the configuration, "today" and whether drafts are
/// published. Inputs of rendering, never state, so they cannot be missing when a page is rendered.
public struct RenderSettings: Codable, Sendable, Equatable {
    public var config: SiteConfig
    /// The build date in the site's time zone: the month the home page shows, the day marked in calendars.
    public var today: Day
    /// Whether memos marked `draft: true` are published (`--drafts`).
    public var includesDrafts: Bool

    public init(config: SiteConfig, today: Day, includesDrafts: Bool = false) {
        self.config = config
        self.today = today
        self.includesDrafts = includesDrafts
    }
}

/// Renders the final state into the site's pages with a theme: a pure function of the state, the
/// settings and the theme.
public struct SiteRenderer: Sendable {
    public let theme: Theme
    public let settings: RenderSettings

    public init(theme: Theme, settings: RenderSettings) {
        self.theme = theme
        self.settings = settings
    }

    /// The pages, how many of each kind, and what rendering had to leave out (calendar events cut
    /// short by a bound).
    public struct Result: Sendable {
        public var files: [OutputFile]
        public var pagesByKind: [PageKind: Int]
        /// What rendering cut short (a recurring event past a bound), to be dispatched as warnings.
        public var warnings: [Diagnostic]
    }

    /// Renders every page, on every core. The first failing page (in page order) is the error.
    public func render(_ state: AppState) throws(Diagnostic) -> Result {
        let index = SiteIndex(state: state, settings: settings)
        let jobs = index.pageJobs()
        let theme = self.theme
        let rendered = jobs.concurrentMap { job in
            Swift.Result { () throws(Diagnostic) -> OutputFile in
                let context: MustacheValue
                do {
                    context = try MustacheValue(encoding: job.context())
                } catch {
                    throw .error(SourceLocation(file: job.file), "cannot build the template context (\(error))")
                }
                return OutputFile(path: job.file, text: try theme.render(job.kind, context: context))
            }
        }
        var files: [OutputFile] = []
        var pagesByKind: [PageKind: Int] = [:]
        for (job, result) in zip(jobs, rendered) {
            files.append(try result.get())
            pagesByKind[job.kind, default: 0] += 1
        }
        return Result(files: files + index.feedFiles(pages: jobs), pagesByKind: pagesByKind, warnings: index.calendarWarnings)
    }
}
