import Mustache

/// Renders the final state into the site's pages with a theme: a pure function of both.
public struct SiteRenderer: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    /// The pages, how many of each kind, and what rendering had to leave out (calendar events cut
    /// short by a bound).
    public struct Result: Sendable {
        public var files: [OutputFile]
        public var pagesByKind: [String: Int]
        public var warnings: [Diagnostic]
    }

    /// Renders every page, on every core. The first failing page (in page order) is the error.
    public func render(_ state: AppState) throws(Diagnostic) -> Result {
        let index = try SiteIndex(state: state)
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
        var pagesByKind: [String: Int] = [:]
        for (job, result) in zip(jobs, rendered) {
            files.append(try result.get())
            pagesByKind[job.kind.rawValue, default: 0] += 1
        }
        return Result(files: files, pagesByKind: pagesByKind, warnings: index.calendarWarnings)
    }
}
