import Foundation
import Synchronization
import Testing

@testable import SiteKit

/// A memo's search document is a function of its digest and the settings (its source): a build of the
/// command line takes the digest of a memo whose source its record holds, and makes the document of every
/// other memo alone.
struct RecordedSearchTests {
    @Test func aMemoRecordedWithItsSourceIsNotMadeAgain() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        let first = try index(of: site)
        let settings = ContentHash(of: Array("settings".utf8))
        let recorded = firstParts(of: first, settings: settings)
        let memoMembers = recorded.flatMap(\.members).filter { $0.kind == .memo }
        #expect(memoMembers.count == first.memos.count && memoMembers.allSatisfy { $0.source != nil })

        try site.write("---\ntitle: 夜の港\n---\n灯台の光が海を渡っていた。\n", to: "Content/memos/2026/11/2026-11-30.md")
        try site.replace("書道", with: "生け花", in: "Content/memos/2026/11/2026-11-03.md")
        _ = try await site.build()
        let index = try index(of: site)
        let changed = ["2026-11-30", "2026-11-03"].map { index.memoPosition[Day(iso: $0)!]! }
        let parts = Dictionary(uniqueKeysWithValues: recorded.map { ($0.name, $0.record) })
        let fresh = SitePages(index: index).memoSearchDigests.value

        let made = Mutex<[Int]>([])
        let (members, document) = RecordedSearch(settings: settings, memos: entries(of: index), parts: parts)
            .memoMembers { position in
                made.withLock { $0.append(position) }
                return SitePages.memoDocument(of: index, at: position)
            }
        #expect(made.withLock { $0.sorted() } == changed.sorted())
        #expect(members.map(\.digest) == fresh)
        #expect(index.memos.indices.allSatisfy { document($0).digest == fresh[$0] })

        // Other settings make every memo's document again.
        made.withLock { $0 = [] }
        let other = RecordedSearch(
            settings: ContentHash(of: Array("other settings".utf8)), memos: entries(of: index), parts: parts)
        let remade = other.memoMembers { position in
            made.withLock { $0.append(position) }
            return SitePages.memoDocument(of: index, at: position)
        }
        #expect(made.withLock { $0.count } == index.memos.count)
        #expect(remade.members.map(\.digest) == fresh)
    }

    @Test func theNextPlanTakesTheDigestsARecordedPlanKeptInItsParts() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        let first = try index(of: site)
        let settings = ContentHash(of: Array("settings".utf8))
        let parts = firstParts(of: first, settings: settings)
        let records = Dictionary(uniqueKeysWithValues: parts.map { ($0.name, $0.record) })
        // A whole build whose render cache records every part: its memos' digests come from there.
        let recorded = SitePages(
            index: first, recordedSearch: RecordedSearch(settings: settings, memos: entries(of: first), parts: records))
        _ = recorded.searchParts.value
        #expect(recorded.memoSearchDigests.computedValue == nil)

        // The next plan (a save in `serve`) takes them from its parts, without making every document.
        try site.replace("書道", with: "生け花", in: "Content/memos/2026/11/2026-11-03.md")
        _ = try await site.build()
        let index = try index(of: site)
        let next = SitePages(index: index, earlier: recorded)
        #expect(next.memoSearchDigests.value == SitePages(index: index).memoSearchDigests.value)
        #expect(recorded.memoSearchDigests.computedValue == nil)
    }

    /// The search parts of a first plan of `index`, which records its memos' sources with `settings`.
    private func firstParts(of index: SiteIndex, settings: ContentHash) -> [SearchPart] {
        SitePages(
            index: index, recordedSearch: RecordedSearch(settings: settings, memos: entries(of: index), parts: [:])
        ).searchParts.value
    }

    private func index(of site: IncrementalSite) throws -> SiteIndex {
        let (state, config) = try #require(site.lastState)
        return SiteIndex(state: state, settings: RenderSettings(config: config, today: Day(iso: "2026-11-30")!))
    }

    private func entries(of index: SiteIndex) -> [PlanRecord.MemoEntry] {
        PlanRecord.memoEntries(of: index)
    }
}
