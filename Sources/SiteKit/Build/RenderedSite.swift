import Foundation
import Redux

/// What stages 2 to 4 made: every file of the site, in memory, and the store whose state they show.
struct RenderedSite {
    let config: SiteConfig
    /// The pages not placed in the publication's staging folder, the feeds and the theme's assets.
    let files: [OutputFile]
    /// The paths of the content folder's files the site publishes (`ContentFileCopies`), placed in the
    /// publication's staging folder rather than held in memory.
    var contentFiles: [String] = []
    /// The pages of the published site kept as they are (see `SiteRenderer.Result.kept`).
    var kept: [String] = []
    /// Every page's key and bytes, and the cache this build started from.
    var cache = RenderCache()
    var previousCache: RenderCache?
    /// Every memo's summary, and the summaries this build started from: both let go, with `memory`, by a
    /// build that keeps none once they are recorded.
    var summaries = MemoSummaries()
    var previousSummaries: MemoSummaries?
    /// The record of the pages' plan, and the one this build started from (`PlanRecord`).
    var plan: PlanRecord?
    var previousPlan: PlanRecord?
    let store: Store<AppState, AppAction>
    /// The observer's subscription, kept until the caller is done dispatching.
    let subscription: Subscription?
    /// What the build leaves for the next in the same process (`sitegen serve`'s; nil for a replay, and for a
    /// build once it publishes); its cache and summaries are empty when the site was `unchanged`.
    var memory: BuildMemory? = nil
    /// What the site was made from (`PublishedTree.Inputs`); nil when no build may skip making it again,
    /// as when its rendering warned (the warnings are then given by every build).
    var inputs: PublishedTree.Inputs?
    /// The output, when it already was what this build would make: nothing was rendered, nothing is published.
    var unchanged: PublishedTree?
    /// The output as the last build recorded it, found intact at the start of this one, whatever its inputs.
    var intact: PublishedTree?

    /// Publishes the site's files (its pages already placed in the publication's staging folder included),
    /// and tells its store what was written. A site the output already is (`unchanged`) is left as it is.
    /// `record` is given the new site once its files are as they will stay (`StagedSite.finish`).
    func publish(
        with publication: Publication, record: (consuming StagedTree) -> Void = { _ in }
    ) throws(BuildFailure) {
        var report = Publication.Report(unchanged: unchanged?.fileCount ?? 0)
        if unchanged == nil {
            do {
                report = try publication.commit(
                    files, keeping: kept, foundAs: { [cache] in cache.pages[$0]?.published },
                    intact: intact, record: record)
            } catch {
                throw BuildFailure(.build, [error])
            }
        }
        store.dispatch(
            .build(.published(written: report.written, unchanged: report.unchanged, removed: report.removed)))
    }
}

extension SiteRenderer.Result {
    /// Tells `store` what rendering found: its warnings, the pages of each kind, and the memos left waiting
    /// for their day.
    func report(to store: Store<AppState, AppAction>, settings: RenderSettings) {
        if !warnings.isEmpty { store.dispatch(.diagnostics(.warned(warnings: warnings))) }
        store.dispatch(
            .build(.rendered(pagesByKind: pagesByKind, waitingMemos: settings.waitingMemos(in: store.state.memos))))
    }
}
