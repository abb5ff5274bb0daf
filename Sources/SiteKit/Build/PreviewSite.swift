import Foundation
import Redux

/// `sitegen serve`'s site, which the server alone writes: built whole at first, then kept in memory
/// between saves, so that a save costs what it changes. When every changed file is read by an input on
/// its own (a memo, a page, a file of `static/`, a local data file), only those inputs are read again,
/// the pages are planned from the state they make with the rest kept as read, the pages whose keys changed
/// are rendered into memory, and once all have been made they are written into the site in place; the
/// render cache in memory says what the site holds. Anything else changed (`site.yml`, a theme, an icon,
/// the date, or changes unknown) is a whole build, published atomically as `sitegen build` does.
///
/// A failed build leaves the site as it was. After a failed save the inputs it changed are read again
/// by every build until one succeeds; after a failed whole build the next is whole too.
public struct PreviewSite: Sendable {
    private(set) var memory: BuildMemory?
    /// Inputs changed since the last build that succeeded: a failed save's, read again with the next.
    private var unsettled: Set<InputReader.Input> = []
    /// Whether the site was written in place since the last whole build: the record of the published
    /// tree beside it (`PublishedTree`) is then removed, so no build takes it for the site as recorded.
    private var isAheadOfRecords = false

    public init() {}

    /// What a build did.
    public struct Outcome: Sendable {
        public var state: AppState
        public var config: SiteConfig
        /// Whether it was a whole build, rather than the changed inputs read again.
        public var wasWhole: Bool
        /// The pages a save carried over from the last plan, neither planned nor keyed (`TouchedPages`).
        var carriedPages = 0
    }

    /// Builds the site of `options` into `options.output`, after the files of `changed` (absolute paths
    /// below the content and the themes, as `FolderWatcher` gives them; nil for unknown changes).
    /// `swapped` is told the configuration once the site holds the new pages.
    public mutating func build(
        _ options: BuildOptions, services: BuildServices, changed: [String]?,
        observer: (@Sendable (AppState) -> Void)?, timing: ((String, Duration) -> Void)?,
        swapped: ((SiteConfig) -> Void)? = nil
    ) async throws(BuildFailure) -> Outcome {
        if var memory, let changed, let inputs = stale(changed, options: options, services: services, memory: memory) {
            // The memo folder is handed over, held nowhere else: updating it then changes its ten thousand
            // reads in place rather than copying them. A failed save leaves none, as below.
            let memoFolder = memory.memoFolder
            memory.memoFolder = nil
            self.memory?.memoFolder = nil
            do {
                let (state, carried) = try await buildChanged(
                    inputs.union(unsettled), paths: changed, options: options, services: services, memory: memory,
                    memoFolder: memoFolder, observer: observer, timing: timing, swapped: swapped)
                unsettled = []
                return Outcome(state: state, config: memory.config, wasWhole: false, carriedPages: carried)
            } catch {
                // The memos as read may be what failed: they are listed and read whole again.
                unsettled.formUnion(inputs)
                self.memory?.memoFolder = nil
                throw error
            }
        }
        let previous = memory
        memory = nil
        let site = try await SiteBuilder(options: options, services: services).publishSite(
            observer: observer, timing: timing, swapped: swapped, keepsMemory: true)
        if var made = site.memory {
            // A site found unchanged was not rendered: what its folder holds is what the last build left.
            if site.unchanged == nil {
                memory = made
            } else if let previous {
                (made.cache, made.summaries) = (previous.cache, previous.summaries)
                (made.pages, made.listings, made.entries) = (previous.pages, previous.listings, previous.entries)
                memory = made
            }
        }
        (unsettled, isAheadOfRecords) = ([], false)
        return Outcome(state: site.store.state, config: site.config, wasWhole: true)
    }

    /// The inputs that read the files of `changed`, or nil when a whole build is needed: a file no input
    /// reads on its own changed, or the date, or the icons of `static/` that every page links, or the build
    /// keeps an action log.
    private func stale(
        _ changed: [String], options: BuildOptions, services: BuildServices, memory: BuildMemory
    ) -> Set<InputReader.Input>? {
        let settings = memory.settings
        guard options.actionLog == nil, options.buildDate.day(in: memory.config.timeZone) == settings.today,
            options.includesDrafts == settings.includesDrafts, options.includesFuture == settings.includesFuture,
            Favicon.found(inContent: options.content) == settings.favicons
        else { return nil }
        let reader = reader(options: options, services: services, memory: memory)
        var inputs: Set<InputReader.Input> = []
        for path in changed {
            guard let input = reader.input(reading: path) else { return nil }
            inputs.insert(input)
        }
        return inputs
    }

    private func reader(options: BuildOptions, services: BuildServices, memory: BuildMemory) -> InputReader {
        InputReader(
            content: options.content, config: memory.config, today: memory.settings.today,
            sourceCache: options.cacheFolder, records: options.renderCacheFolder,
            fetchMode: options.offline ? .offline : .online, strict: options.strict, services: services)
    }

    /// The build of a save: `inputs` read again (of the memos, those of `paths` alone when they can be), the
    /// rest kept, the pages whose keys changed rendered, and written into the site once all are made;
    /// `swapped` is told as soon as they are.
    private mutating func buildChanged(
        _ inputs: Set<InputReader.Input>, paths: [String], options: BuildOptions, services: BuildServices,
        memory: BuildMemory, memoFolder: consuming MemoFolder?, observer: (@Sendable (AppState) -> Void)?,
        timing: ((String, Duration) -> Void)?, swapped: ((SiteConfig) -> Void)?
    ) async throws(BuildFailure) -> (state: AppState, carriedPages: Int) {
        var clock = StageClock(report: timing)
        let store = Store(initialState: AppState(), reducer: appReducer)
        let subscription = observer.map { store.subscribe($0) }
        defer { subscription?.cancel() }
        if !memory.warnings.isEmpty { store.dispatch(.diagnostics(.warned(warnings: memory.warnings))) }
        let reader = reader(options: options, services: services, memory: memory)
        var reused = memory.reads.filter { !inputs.contains($0.key) }
        var memoFolder = memoFolder
        if inputs.contains(.memos) {
            do throws(InputErrors) {
                let read = try reader.memoLoader.read(updating: memoFolder.take(), changed: paths)
                reused[.memos] = reader.memosRead(read.memos, digest: read.digest)
                memoFolder = read.folder
            } catch {
                throw BuildFailure(.build, error.diagnostics)
            }
        }
        let (_, reads) = try await reader.load(into: store, keeping: reused)
        clock.lap("inputs")

        let (theme, settings) = (memory.theme, memory.settings)
        let renderer = SiteRenderer(theme: theme, settings: settings)
        let site = options.output.standardizedFileURL
        let batch = FileBatch(for: site)
        let kept = ReusablePages(trusting: memory.cache, in: site)
        var plan = renderer.plan(
            store.state, summaries: memory.summaries,
            recorded: memory.pages.map {
                RecordedPlan(pages: $0, keys: memory.cache, listings: memory.listings, entries: memory.entries)
            })
        let rendered = try await withTaskCancellationHandler {
            Result { () throws(BuildFailure) in
                try failing { () throws(Diagnostic) in try renderer.render(&plan, reusing: kept, into: batch) }
            }
        } onCancel: {
            batch.abandon()
        }.get()
        let copies = ContentFileCopies(
            files: rendered.contentFiles,
            pictures: PictureCache(cacheFolder: options.cacheFolder, config: memory.config))
        var cache = rendered.cache
        try failing { () throws(Diagnostic) in
            let assets = Set(theme.assets.map(\.path))
            try copies.checkPaths { cache.pages[$0] != nil || assets.contains($0) }
            cache.pages.merge(try copies.stage(reusing: kept, into: batch).entries) { page, _ in page }
        }
        rendered.report(to: store, settings: settings)
        clock.lap("rendering")

        let removed = memory.cache.pages.keys.filter { cache.pages[$0] == nil }.sorted()
        let written = batch.paths
        if !isAheadOfRecords {
            PublishedTree.replace(in: options.renderCacheFolder, with: nil)
            isAheadOfRecords = true
        }
        try failing { () throws(Diagnostic) in try batch.write(removing: removed) }
        swapped?(memory.config)
        store.dispatch(
            .build(
                .published(
                    written: written.count, unchanged: cache.pages.count + theme.assets.count - written.count,
                    removed: removed.count)))
        clock.lap("publishing")
        var next = memory
        (next.reads, next.cache, next.summaries) = (reads, cache, rendered.summaries)
        (next.memoFolder, next.pages, next.listings) = (memoFolder, plan.pages, plan.listings)
        next.entries = rendered.entries
        self.memory = next
        return (store.state, plan.carried.count { $0 != nil })
    }
}
