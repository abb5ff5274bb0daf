import Foundation
import Testing

@testable import SiteKit

/// A page keyed by its dependencies (`PageJob.dependencies`) must never keep its key while its context
/// changes, or a rebuild would keep a stale page: over random changes of every kind, each day, month and
/// year page's dependency hash is compared with the hash of its whole context, step to step.
@Suite(.timeLimit(.minutes(5))) struct DependencyKeyTests {
    @Test func aPageWhoseContextChangedHasNewDependencies() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        var changes = SiteChanges(site: site, seed: 7, today: Day(iso: "2026-11-28")!)
        _ = try await site.build(date: changes.today.iso)
        var previous = try keys(site, today: changes.today)
        var unchangedContexts = 0
        for step in 1...80 {
            let change = try changes.next()
            _ = try await site.build(date: changes.today.iso)
            let current = try keys(site, today: changes.today)
            for (file, key) in current {
                guard let before = previous[file] else { continue }
                if key.dependencies == before.dependencies {
                    #expect(key.context == before.context, "step \(step) (\(change)): \(file) kept stale dependencies")
                }
                if key.context == before.context { unchangedContexts += 1 }
            }
            previous = current
        }
        // The property is worth something only if most pages did stay the same.
        #expect(unchangedContexts > 1000)
    }

    /// Each page's dependency hash and the hash of its context, by file.
    private func keys(
        _ site: IncrementalSite, today: Day
    ) throws -> [String: (dependencies: ContentHash, context: ContentHash)] {
        let (state, config) = try #require(site.lastState)
        let index = SiteIndex(state: state, settings: RenderSettings(config: config, today: today))
        let pages = SitePages(index: index)
        let theme = ContentHash(high: 0, low: 0)
        var keys: [String: (dependencies: ContentHash, context: ContentHash)] = [:]
        var kinds: [PageKind: Int] = [:]
        for job in pages.pageJobs() {
            guard let dependencies = job.dependencies else { continue }
            kinds[job.kind, default: 0] += 1
            keys[job.file] = (
                dependencies(),
                PageKey(kind: job.kind, theme: theme, context: job.context(pages.withBodyStandIns())).hash
            )
        }
        #expect(kinds[.day] == index.memos.count && kinds[.month] == index.months.count)
        #expect(kinds[.year] == index.years.count + (index.years.contains(today.year) ? 1 : 0))
        return keys
    }
}
