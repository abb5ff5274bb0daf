/// `sitegen check`'s pipeline: stages 2 to 4 of a build (`SiteBuilder.render`), then the site's internal
/// links checked in the files rendered, instead of publishing them.
extension SiteBuilder {
    /// The final state and what the link check found; the output is not touched.
    public func check(
        observer: (@Sendable (AppState) -> Void)?, timing: ((String, Duration) -> Void)?
    ) async throws(BuildFailure) -> (state: AppState, report: LinkChecker.Report) {
        var clock = StageClock(report: timing)
        let site = try await render(observer: observer, clock: &clock)
        defer { site.subscription?.cancel() }
        let report = LinkChecker(links: SiteLinks(baseURL: site.config.baseURL, basePath: site.config.basePath))
            .check(site.files, alongside: site.contentFiles)
        clock.lap("link check")
        return (site.store.state, report)
    }
}
