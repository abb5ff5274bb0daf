import Foundation
import Redux

/// One build, in five stages, each the work of a folder of `Sources/SiteKit`; this type only sequences them:
///
/// 1. Guard (`Publishing/`, `Build/BuildPaths`): take the lock beside the output, check it is a folder
///    sitegen may replace, and that the folders the build uses do not cross.
/// 2. Configure (`Inputs/Config/`, `Rendering/Theme`): read `site.yml` and load the theme it names.
/// 3. Read (`Inputs/`, `Calendar/Reading/`, `State/`): memos, pickup messages and calendars, from files or
///    over HTTP with the cache, dispatched through the store in the order of `site.yml`.
/// 4. Render (`Rendering/`, `Calendar/Recurrence/`, `Calendar/Writing/`): the final state, with the
///    configuration and the build date as inputs.
/// 5. Publish (`Publishing/`): stage the pages beside the output, record what is staged, and swap it in at
///    once; the records are what was rendered (the render cache), so the next build renders only the pages
///    that change, and what the output was made from (`PublishedTree`), so that a build with nothing
///    changed skips 4 and 5.
///
/// A failure at any stage throws before stage 5, so the published site is left as it was; so does
/// cancelling the build's task while it renders.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions
    public let services: BuildServices

    public init(options: BuildOptions, services: BuildServices) {
        self.options = options
        self.services = services
    }

    /// Builds and publishes the site, and returns the final state. `observer` is subscribed to the
    /// store for the whole build (the terminal's progress lines); `timing` hears how long each stage took.
    public func build(
        observer: (@Sendable (AppState) -> Void)? = nil, timing: ((String, Duration) -> Void)? = nil
    ) async throws(BuildFailure) -> AppState {
        try await publish(observer: observer, timing: timing).state
    }

    /// `build`, which also gives the configuration the site was built with: `sitegen serve` serves the
    /// site below its base path. `swapped` is told that configuration as soon as the output holds the new
    /// site, before the records for the next build are written: a browser waiting for it need not wait
    /// for them too.
    public func publish(
        observer: (@Sendable (AppState) -> Void)?, timing: ((String, Duration) -> Void)?,
        swapped: ((SiteConfig) -> Void)? = nil
    ) async throws(BuildFailure) -> (state: AppState, config: SiteConfig) {
        // The site's index, pages and records take tens of milliseconds to free, which the caller need not wait for.
        let site = ReleasedAside(try await publishSite(observer: observer, timing: timing, swapped: swapped))
        defer { site.release() }
        return (site.value!.store.state, site.value!.config)
    }

    /// `publish`, giving all the build made, and with `keepsMemory` what `sitegen serve` keeps for its next
    /// build (`PreviewSite`: `RenderedSite.memory`, with the memos' folder as read).
    func publishSite(
        observer: (@Sendable (AppState) -> Void)?, timing: ((String, Duration) -> Void)?,
        swapped: ((SiteConfig) -> Void)? = nil, keepsMemory: Bool = false
    ) async throws(BuildFailure) -> RenderedSite {
        var clock = StageClock(report: timing)
        // Hashing the binary for the records' identity takes a core for tens of milliseconds: done while the
        // configuration and the theme are read on one.
        DispatchQueue.global().async { _ = RenderCache.rendererIdentity }
        let publication = try failing { () throws(Diagnostic) in
            try Publication(
                options.output, keepingPreviousIn: options.renderCacheFolder.appendingPathComponent("previous-site"))
        }
        var site = try await render(
            observer: observer, clock: &clock, publishingInto: publication, keepsMemoFolder: keepsMemory)
        defer { site.subscription?.cancel() }
        let expansion = site.memory?.pages.map { $0.index.calendars.expansion.value }
        // The memos' summaries are each a function of their key, so they are recorded before the site is
        // published, whether or not that succeeds.
        if site.unchanged == nil {
            site.summaries.write(to: options.renderCacheFolder, replacing: site.previousSummaries)
        }
        // What only a next build in the same process would use (the index, the pages' listings, the
        // summaries) is freed beside publishing, rather than held while the site is recorded.
        if !keepsMemory {
            var memory = site.memory.take()
            // Its cache is the site's, recorded in place once published.
            memory?.cache = RenderCache()
            let unused = (memory, site.summaries, site.previousSummaries.take())
            site.summaries = MemoSummaries()
            ReleasedAside(unused).release()
        }
        var staged: StagedIdentities?
        try site.publish(with: publication) { staged = StagedIdentities($0) }
        swapped?(site.config)
        if site.unchanged == nil {
            record(&site, staged: staged.take(), in: publication.folder, expansion: expansion)
        }
        clock.lap("publishing")
        return site
    }

    /// Stages 2 to 4: what `build` publishes, and what `sitegen check` checks. With a `publication`, the pages
    /// the output and the render cache already have are kept (`RenderedSite.kept`), not rendered, and the
    /// others are placed in its staging folder as they are rendered; that folder is made only when there is
    /// something to render, so a build with nothing changed prepares none.
    func render(
        observer: (@Sendable (AppState) -> Void)?, clock: inout StageClock,
        publishingInto publication: Publication? = nil, keepsMemoFolder: Bool = false
    ) async throws(BuildFailure) -> RenderedSite {
        try failing { () throws(Diagnostic) in try BuildPaths(options: options).check() }
        let configFile = options.content.appendingPathComponent("site.yml")
        let (parsedConfig, configBytes) = try failing { () throws(InputErrors) in
            let name = displayPath(configFile)
            let (bytes, text): (Data, String)
            do throws(Diagnostic) {
                bytes = try services.readFile(configFile, name, nil)
                text = try TextFile.decode(bytes, displayName: name)
            } catch {
                throw InputErrors(NewSite.missing(configFile, content: options.content) ?? error)
            }
            do throws(InputErrors) {
                return (try ConfigLoader.parse(text, file: name).quoting(text, file: name), bytes)
            } catch {
                throw error.quoting(text, file: name)
            }
        }
        let config = parsedConfig.value
        let loadedTheme = try failing { () throws(InputErrors) in
            try Theme.load(named: config.theme, in: options.themes, language: config.language)
        }
        let theme = loadedTheme.value
        clock.lap("configuration and theme")

        let settings = RenderSettings(
            config: config, today: options.buildDate.day(in: config.timeZone), includesDrafts: options.includesDrafts,
            includesFuture: options.includesFuture, favicons: Favicon.found(inContent: options.content))
        let logSink = try options.actionLog.map { url throws(BuildFailure) in try actionLogSink(url) }
        if let logSink { ActionLog.writeHeader(ActionLogHeader(settings: settings), to: logSink) }
        let store = Store(
            initialState: AppState(), reducer: appReducer,
            middleware: logSink.map { [ActionLog.middleware(writingTo: $0)] } ?? [])
        let subscription = observer.map { store.subscribe($0) }

        let warnings = parsedConfig.warnings + loadedTheme.warnings
        if !warnings.isEmpty { store.dispatch(.diagnostics(.warned(warnings: warnings))) }
        // Skipped only without an action log, whose readers may expect the actions of a rendered site. Whether
        // the output is still what the last build recorded is looked at while the inputs are read, rather than
        // after them. A tree found intact also vouches for the published pages a build with changed inputs or
        // settings keeps, and for what the output holds.
        let settingsDigest = PublishedTree.Inputs.settings(configuration: configBytes, settings: settings, theme: theme)
        let intactTree =
            publication == nil || logSink != nil
            ? nil
            : Task { [options] in
                PublishedTree.load(from: options.renderCacheFolder).flatMap {
                    $0.isIntact(in: options.output.standardizedFileURL) ? $0 : nil
                }
            }
        var reader = InputReader(
            content: options.content, config: config, today: settings.today, sourceCache: options.cacheFolder,
            records: publication != nil ? options.renderCacheFolder : nil,
            fetchMode: options.offline ? .offline : .online, strict: options.strict, services: services)
        reader.memoFolder = keepsMemoFolder ? MemoFolder.Handover() : nil
        let (read, reads) = try await reader.load(into: store, keeping: [:])
        clock.lap("inputs")
        var memory = BuildMemory(
            config: config, theme: theme, settings: settings, warnings: warnings, reads: reads, cache: RenderCache(),
            summaries: MemoSummaries(), memoFolder: reader.memoFolder?.take())

        let inputs = settingsDigest.map { PublishedTree.Inputs(settings: $0, read: read) }
        let tree = await intactTree?.value
        if let inputs, let tree, tree.inputs == inputs {
            store.dispatch(
                .build(
                    .rendered(
                        pagesByKind: tree.pagesByKind, waitingMemos: settings.waitingMemos(in: store.state.memos))))
            clock.lap("rendering (nothing changed)")
            return RenderedSite(
                config: config, files: [], store: store, subscription: subscription, memory: memory, unchanged: tree)
        }

        // The staging folder (the previous site's tree, taken over) is made ready on one core while the other
        // reads the memos' summaries and plans the pages; the render cache and the last plan are read aside.
        async let preparation = Result { () throws(BuildFailure) in
            try publication.map { publication throws(BuildFailure) in
                try failing { () throws(Diagnostic) in try publication.staging() }
            }
        }
        let previous = publication.map { _ in
            ComputedAside { [options] in
                (
                    cache: RenderCache.load(from: options.renderCacheFolder),
                    plan: PlanRecord.load(from: options.renderCacheFolder)
                )
            }
        }
        let expansion = publication.map { _ in
            ComputedAside { [options] in ExpansionRecord.load(from: options.renderCacheFolder) }
        }
        let previousSummaries = publication != nil ? MemoSummaries.load(from: options.renderCacheFolder) : nil
        let (previousCache, previousPlan) = (previous?.value.cache, previous?.value.plan)
        let published = previousCache.map {
            ReusablePages(folder: options.output.standardizedFileURL, cache: $0, found: tree?.entries ?? [:])
        }
        // The last plan is taken whatever the date: a night carries over the pages its date does not touch.
        var undated = settings
        undated.today = Day(daysSinceEpoch: 0)
        let listed = previous.flatMap { _ in
            PublishedTree.Inputs.settings(configuration: configBytes, settings: undated, theme: theme).map {
                SiteRenderer.ListedPlan(
                    inputs: reader.digest(besidesMemos: reads, settings: $0), settings: $0, record: previousPlan,
                    published: published)
            }
        }
        let renderer = SiteRenderer(theme: theme, settings: settings)
        var plan = renderer.plan(
            store.state, summaries: previousSummaries,
            writingSummariesTo: publication.map { _ in options.renderCacheFolder },
            expansion: expansion, listed: listed)
        let staged = try await preparation.get()
        // Cancelling the build's task abandons the rendering at its next page; its staging folder is then
        // removed as the build fails.
        let rendered = try await withTaskCancellationHandler {
            Result { () throws(BuildFailure) in
                try failing { () throws(Diagnostic) in
                    try renderer.render(&plan, reusing: published, into: staged)
                }
            }
        } onCancel: {
            staged?.abandon()
        }.get()
        (memory.pages, memory.listings, memory.entries) = (plan.pages, plan.listings, rendered.entries)
        let planRecord = plan.record(keys: rendered.entries.map(\.key))
        // Its listings of every page take milliseconds to free: freed beside publishing, not before it.
        ReleasedAside(consume plan).release()
        let copies = ContentFileCopies(
            files: rendered.contentFiles, pictures: PictureCache(cacheFolder: options.cacheFolder, config: config))
        try failing { () throws(Diagnostic) in
            let taken = Set(rendered.cache.pages.keys).union((rendered.files + theme.assets).map(\.path))
            try copies.checkPaths { taken.contains($0) }
        }
        var cache = rendered.cache
        var kept = rendered.kept
        if let staged {
            let copied = try failing { () throws(Diagnostic) in try copies.stage(reusing: published, into: staged) }
            kept += copied.kept
            cache.pages.merge(copied.entries) { page, _ in page }
        }
        rendered.report(to: store, settings: settings)
        clock.lap("rendering")
        if let error = logSink?.error {
            throw BuildFailure(
                .build,
                [
                    .error(
                        SourceLocation(file: displayPath(options.actionLog!)),
                        "cannot write the action log (\(TextFile.reason(error)))")
                ])
        }
        (memory.cache, memory.summaries) = (cache, rendered.summaries)
        return RenderedSite(
            config: config, files: rendered.files + theme.assets, contentFiles: copies.paths, kept: kept,
            cache: cache, previousCache: previousCache,
            summaries: rendered.summaries, previousSummaries: previousSummaries, plan: planRecord,
            previousPlan: previousPlan, store: store, subscription: subscription, memory: memory,
            inputs: rendered.warnings.isEmpty ? inputs : nil, intact: tree)
    }

    /// The log is in place from the start, as a new file that later lines are appended to.
    private func actionLogSink(_ url: URL) throws(BuildFailure) -> ActionLogSink {
        do {
            let file = try ReplacedFile(replacing: url.path)
            try file.commit()
            return ActionLogSink { line in try line.withUnsafeBytes { try file.write($0) } }
        } catch {
            throw BuildFailure(
                .build,
                [
                    .error(
                        SourceLocation(file: displayPath(url)),
                        "cannot create the action log (\(systemErrorText(error.code.rawValue)))")
                ])
        }
    }
}

/// Runs a step whose error is one diagnostic or several, as a build failure.
func failing<T, Failure: DiagnosticError>(_ step: () throws(Failure) -> T) throws(BuildFailure) -> T {
    do {
        return try step()
    } catch {
        throw BuildFailure(.build, error.diagnostics)
    }
}
