import Foundation
import Testing

@testable import SiteKit

/// A page keyed by its dependencies (`PageJob.dependencies`) must never keep its key while its context
/// changes, or a rebuild would keep a stale page: over random changes of every kind, each day, month,
/// year and list page's dependency hash is compared with the hash of its whole context, step to step.
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

    /// The random changes edit a memo's title and body together; a title alone shows on its neighbours'
    /// day pages, its month's calendar and its tags' lists, whose excerpts stay the same.
    @Test func aMemoTitleAloneGivesEveryPageShowingItNewDependencies() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        let today = Day(iso: "2026-11-30")!
        _ = try await site.build(date: today.iso)
        let before = try keys(site, today: today)
        try site.rewrite("Content/memos/2026/11/2026-11-07.md") {
            $0.replacingOccurrences(of: "title: 牡蠣のはじまり", with: "title: 牡蠣のおわり")
        }
        _ = try await site.build(date: today.iso)
        let after = try keys(site, today: today)
        let changed = after.keys.filter { after[$0]!.context != before[$0]?.context }.sorted()
        #expect(changed.contains { $0.hasPrefix("tags/") } && changed.contains("2026/11/03/index.html"))
        for file in changed {
            #expect(after[file]!.dependencies != before[file]?.dependencies, "\(file) kept stale dependencies")
        }
    }

    /// A day page that `sitegen serve` does not key again, because its record is as in the last plan
    /// (`RecordedPlan`), must have the key it would be given: over random changes of every kind,
    /// each recorded key is compared with the page's key worked out afresh.
    @Test func aDayPageWhoseRecordIsUnchangedHasTheKeyItWouldBeGiven() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        var changes = SiteChanges(site: site, seed: 11, today: Day(iso: "2026-11-28")!)
        _ = try await site.build(date: changes.today.iso)
        var previous = try dayPages(site, today: changes.today)
        var (recorded, keyed) = (0, 0)
        for step in 1...60 {
            let change = try changes.next()
            _ = try await site.build(date: changes.today.iso)
            let current = try dayPages(site, today: changes.today)
            let earlier = RecordedPlan(
                pages: previous.pages,
                keys: RenderCache(pages: previous.keys.mapValues { RenderCache.Entry(key: $0, output: $0) }),
                listings: [])
            for job in current.pages.pageJobs(recorded: earlier) where job.kind == .day {
                guard let key = job.recordedKey else {
                    keyed += 1
                    continue
                }
                recorded += 1
                #expect(key == current.keys[job.file], "step \(step) (\(change)): \(job.file) took a stale key")
            }
            previous = current
        }
        // Most day pages are left as they were by a change, and some are not.
        #expect(recorded > 600 && keyed > 100, "\(recorded) recorded, \(keyed) keyed")
    }

    /// What a plan takes from the last one, as `sitegen serve` does, must be what it would work out: a
    /// month's grid (`SitePages.gridsKept`), a memo's search document, and when the memos changed in place
    /// (`SiteIndex.changedInPlace`), every memo's key, title, description, text and tags, the months, the
    /// messages' categories and the search parts. Over a memo's body changed alone, then its title alone,
    /// then random changes of every kind, each plan's are compared with those of the same state planned
    /// afresh.
    @Test func whatAPlanTakesFromTheLastIsWhatItWouldWorkOut() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        var changes = SiteChanges(site: site, seed: 12, today: Day(iso: "2026-11-28")!)
        changes.keepsTags = true
        _ = try await site.build(date: changes.today.iso)
        let (first, firstConfig) = try #require(site.lastState)
        var previous = SitePages(
            index: SiteIndex(state: first, settings: RenderSettings(config: firstConfig, today: changes.today)))
        var (kept, worked, patched) = (0, 0, 0)
        let memo = "Content/memos/2026/11/2026-11-07.md"
        let edits: [(String, () throws -> Void)] =
            [
                ("a memo's body alone", { try site.rewrite(memo) { $0 + "\n潮が引いた。\n" } }),
                ("a memo's title alone", { try site.replace("title: 牡蠣のはじまり", with: "title: 牡蠣のおわり", in: memo) }),
            ] + (1...40).map { _ in ("a random change", { _ = try changes.next() }) }
        for (step, (edit, make)) in edits.enumerated() {
            try make()
            _ = try await site.build(date: changes.today.iso)
            let (state, config) = try #require(site.lastState)
            let settings = RenderSettings(config: config, today: changes.today)
            let index = SiteIndex(
                state: state, settings: settings, labels: .builtIn(config.language), earlier: previous.index)
            let pages = SitePages(index: index, earlier: previous)
            let fresh = SitePages(index: SiteIndex(state: state, settings: settings))
            if SiteIndex.changedInPlace(index.memos, from: previous.index) != nil { patched += 1 }
            let afresh = fresh.index
            #expect(
                index.memoKeys == afresh.memoKeys && index.memoTitles == afresh.memoTitles
                    && index.memoDescriptions == afresh.memoDescriptions && index.memoTexts == afresh.memoTexts
                    && index.summaries == afresh.summaries && index.memoPosition == afresh.memoPosition,
                "step \(step) (\(edit)): a stale memo")
            #expect(
                index.tags.map(\.name) == afresh.tags.map(\.name) && index.tags.map(\.slug) == afresh.tags.map(\.slug)
                    && index.tags.map(\.memos) == afresh.tags.map(\.memos),
                "step \(step) (\(edit)): a stale tag")
            #expect(
                index.months == afresh.months && index.years == afresh.years
                    && index.categories.map(\.name) == afresh.categories.map(\.name)
                    && index.categories.map(\.slug) == afresh.categories.map(\.slug)
                    && index.articles == afresh.articles && index.positionInCategory == afresh.positionInCategory,
                "step \(step) (\(edit)): stale months or categories")
            #expect(pages.allGridDigests == fresh.allGridDigests, "step \(step) (\(edit)): a stale grid")
            #expect(
                pages.memoSearchDigests.value == fresh.memoSearchDigests.value,
                "step \(step) (\(edit)): a stale search document")
            let (parts, freshParts) = (pages.searchParts.value, fresh.searchParts.value)
            #expect(
                parts.map(\.name) == freshParts.map(\.name) && parts.map(\.digest) == freshParts.map(\.digest)
                    && parts.allSatisfy { $0.documents.map(\.digest) == $0.members.map(\.digest) },
                "step \(step) (\(edit)): a stale search part")
            let taken = SitePages.gridsKept(from: previous.index, digests: previous.allGridDigests, in: index).count
            (kept, worked) = (kept + taken, worked + fresh.allGridDigests.count - taken)
            previous = pages
        }
        // Most grids are kept by a change, and some are not.
        #expect(kept > 4 * worked && worked > 20, "\(kept) kept, \(worked) worked out")
        #expect(patched > 10, "only \(patched) plans changed memos in place")
    }

    /// The pages of the site as last built, with each day page's key by file.
    private func dayPages(_ site: IncrementalSite, today: Day) throws -> (pages: SitePages, keys: [String: ContentHash])
    {
        let (state, config) = try #require(site.lastState)
        let pages = SitePages(index: SiteIndex(state: state, settings: RenderSettings(config: config, today: today)))
        var keys: [String: ContentHash] = [:]
        for job in pages.pageJobs() where job.kind == .day {
            keys[job.file] =
                PageKey(
                    kind: .day, theme: ContentHash(high: 0, low: 0), dependencies: job.dependencyHash(in: pages)!
                ).hash
        }
        return (pages, keys)
    }

    /// Each page's dependency hash and the hash of its context, by file.
    /// The calendar subscription is kept on its key alone (`SiteRenderer.calendarFile`): over random changes,
    /// events and dates among them, its key stays only while its bytes do.
    @Test func theCalendarSubscriptionsKeyFollowsItsBytes() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        var changes = SiteChanges(site: site, seed: 13, today: Day(iso: "2026-11-28")!)
        var previous: (key: ContentHash, bytes: [UInt8])?
        var (keptKeys, changedBytes) = (0, 0)
        for step in 0...60 {
            let change = step == 0 ? "none" : try changes.next()
            _ = try await site.build(date: changes.today.iso)
            let (state, config) = try #require(site.lastState)
            let pages = SitePages(
                index: SiteIndex(state: state, settings: RenderSettings(config: config, today: changes.today)))
            let current = (key: pages.calendarFeedKey(), bytes: pages.index.calendars.subscription.value.bytes)
            if let previous {
                if current.key == previous.key {
                    keptKeys += 1
                    #expect(
                        current.bytes == previous.bytes, "step \(step) (\(change)): the subscription kept a stale key")
                }
                if current.bytes != previous.bytes { changedBytes += 1 }
            }
            previous = current
        }
        #expect(keptKeys > 10 && changedBytes > 5)
    }

    private func keys(
        _ site: IncrementalSite, today: Day
    ) throws -> [String: (dependencies: ContentHash, context: ContentHash)] {
        let (state, config) = try #require(site.lastState)
        let index = SiteIndex(state: state, settings: RenderSettings(config: config, today: today))
        let pages = SitePages(index: index)
        let theme = ContentHash(high: 0, low: 0)
        var keys: [String: (dependencies: ContentHash, context: ContentHash)] = [:]
        var kinds: [PageKind: Int] = [:]
        var listPages: [PageKind: Int] = [:]
        for job in pages.pageJobs() {
            if [.tag, .category, .articles].contains(job.kind) { listPages[job.kind, default: 0] += 1 }
            guard let dependencies = job.dependencyHash(in: pages) else { continue }
            kinds[job.kind, default: 0] += 1
            keys[job.file] = (
                dependencies,
                PageKey(kind: job.kind, theme: theme, context: job.context(pages.withBodyStandIns())).hash
            )
        }
        #expect(kinds[.day] == index.memos.count && kinds[.month] == index.months.count)
        #expect(kinds[.year] == index.years.count + (index.years.contains(today.year) ? 1 : 0))
        #expect(listPages[.tag]! >= index.tags.count && listPages[.category]! >= index.categories.count)
        for (kind, count) in listPages { #expect(kinds[kind] == count, "every \(kind) page keyed by its dependencies") }
        return keys
    }
}

extension SitePages {
    /// Every rendered month's grid hash (`gridDigests`), all worked out.
    fileprivate var allGridDigests: [Month: ContentHash] {
        Dictionary(
            uniqueKeysWithValues: gridDigests.flatMap { year, grids in
                grids.value.enumerated().map { (Month(year: year, month: $0.offset + 1)!, $0.element) }
            })
    }
}
