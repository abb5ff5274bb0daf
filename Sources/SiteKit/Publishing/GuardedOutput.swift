import Foundation

/// Stages 1 and 5 of a build: the output folder locked and checked before any work, then the new site
/// swapped in. Shared by `build` and `replay`, which make their sites differently.
struct GuardedOutput {
    private let lock: BuildLock
    private let publisher: AtomicPublisher
    /// The folder the site is published into: the output, or where it points when it is a deploy link.
    var folder: URL { publisher.output }

    /// Refuses an output sitegen may not write, takes the lock, and checks the folder
    /// already there is one sitegen may replace. With `previous`, the site each swap replaces is kept there
    /// for the next build to stage into (`PreviousSite`).
    init(_ given: URL, keepingPreviousIn previous: URL? = nil) throws(BuildFailure) {
        let output = try failing { () throws(Diagnostic) in try OutputFolder.publishedFolder(given) }
        try failing { () throws(Diagnostic) in try OutputFolder(output).check() }
        lock = try failing { () throws(Diagnostic) in try BuildLock(for: output) }
        publisher = AtomicPublisher(output: output, keepingPreviousIn: previous)
        _ = try failing { () throws(Diagnostic) in try publisher.existingOutput() }
    }

    /// A staging folder for the pages, to place them in as they are rendered.
    func stage() throws(BuildFailure) -> StagedSite {
        try failing { () throws(Diagnostic) in try publisher.stage() }
    }

    /// Publishes the site's files, in `staged` when its pages were placed there, and tells its store what
    /// was written. A site the output already is (`RenderedSite.unchanged`) is left as it is. `record` is
    /// given the new site once its files are as they will stay (`StagedSite.finish`).
    func publish(_ site: RenderedSite, staged: StagedSite? = nil, record: (URL) -> Void = { _ in }) throws(BuildFailure)
    {
        let report =
            if let unchanged = site.unchanged { AtomicPublisher.Report(unchanged: unchanged.fileCount) } else {
                try finish(site, staged: staged, record: record)
            }
        site.store.dispatch(
            .build(.published(written: report.written, unchanged: report.unchanged, removed: report.removed)))
    }

    private func finish(
        _ site: RenderedSite, staged: StagedSite?, record: (URL) -> Void
    ) throws(BuildFailure) -> AtomicPublisher.Report {
        try withExtendedLifetime(lock) { () throws(BuildFailure) in
            try failing { () throws(Diagnostic) in
                let stagedSite = if let staged { staged } else { try publisher.stage() }
                return try stagedSite.finish(site.files, keeping: site.kept, record: record)
            }
        }
    }
}
