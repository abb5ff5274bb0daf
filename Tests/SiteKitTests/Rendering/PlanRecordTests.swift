import Foundation
import TestSupport
import Testing

@testable import SiteKit

@Suite(.timeLimit(.minutes(10))) struct PlanRecordTests {
    private let identity = ContentHash(of: [4, 5, 6])
    private var recordPath: String { ".sitegen-cache/" + PlanRecord.fileName }

    @Test func theRecordReadsBackWhatItWroteAndRefusesAnythingElse() throws {
        let record = PlanRecord(
            shape: ContentHash(of: [1]), today: Day(iso: "2026-11-29")!,
            memos: [
                PlanRecord.MemoEntry(day: Day(iso: "2026-11-28")!, digest: ContentHash(of: [2]), tags: ["旅", "a"]),
                PlanRecord.MemoEntry(day: Day(iso: "2026-11-29")!, digest: ContentHash(of: [3]), tags: []),
            ],
            tags: [
                PlanRecord.TagEntry(name: "旅", slug: "tabi", count: 1),
                PlanRecord.TagEntry(name: "a", slug: "a", count: 1),
            ],
            listings: [
                PageListing(
                    kind: .day, file: "2026/11/29/index.html", url: "https://example.com/2026/11/29/",
                    lastModified: Day(iso: "2026-11-29"), isListed: true, block: .day(Day(iso: "2026-11-29")!)),
                PageListing(
                    kind: .notFound, file: "404.html", url: "https://example.com/404.html", lastModified: nil,
                    isListed: false, block: .notFound),
                PageListing(
                    kind: .year, file: "1753/index.html", url: "https://example.com/1753/",
                    lastModified: Day(iso: "1753-01-01"), isListed: true, block: .year(1753)),
                PageListing(
                    kind: .month, file: "9999/12/index.html", url: "https://example.com/9999/12/",
                    lastModified: nil, isListed: true, block: .month(Month(year: 9999, month: 12)!)),
                PageListing(
                    kind: .tag, file: "tags/tabi/index.html", url: "https://example.com/tags/tabi/",
                    lastModified: nil, isListed: true, block: .tag("旅")),
            ],
            keys: (5...9).map { ContentHash(of: [UInt8($0)]) })
        let bytes = record.bytes(identity: identity)
        #expect(PlanRecord(bytes: bytes, identity: identity) == record)
        #expect(PlanRecord(bytes: bytes, identity: ContentHash(of: [9])) == nil)
        for count in 0..<bytes.count {
            #expect(PlanRecord(bytes: Array(bytes.prefix(count)), identity: identity) == nil)
        }
        #expect(PlanRecord(bytes: bytes + [0], identity: identity) == nil)
    }

    @Test func theRecordIsWhatTheBuildBelievesOfThePagesAMemoEditCannotHaveTouched() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.settle()
        // A URL only the record holds is listed in the sitemap: the page was carried over, not planned.
        let carried = "2026/11/03/index.html"
        var record = try loadRecord(site)
        let position = try #require(record.listings.firstIndex { $0.file == carried })
        record.listings[position].url = "https://example.com/recorded-only/"
        try writeRecord(record, site)
        try site.rewrite("Content/memos/2026/11/2026-11-29.md") { $0 + "\n追記。\n" }
        _ = try await site.build()
        #expect(try sitemap(site).contains("https://example.com/recorded-only/"))
        // A page whose recorded key is not the render cache's is not carried over: every page is planned.
        record = try loadRecord(site)
        record.keys[position] = ContentHash(of: [1])
        try writeRecord(record, site)
        try site.rewrite("Content/memos/2026/11/2026-11-29.md") { $0 + "\n追記。\n" }
        _ = try await site.build()
        #expect(try !sitemap(site).contains("recorded-only"))
        try await site.expectSameBytesAsACleanBuild()
    }

    /// Nights as cron runs them: the date a day on, with the memo it reaches; with one memo added with a tag
    /// others have (whose day pages show its count) and one removed; across a month's and a year's end.
    @Test func aNightPlansThePagesItsDateAndMemosTouchAndCarriesTheRestOver() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try site.rewrite("Themes/default/layouts/day.mustache") {
            $0.replacingOccurrences(of: "{{name}}</a>", with: "{{name}} ({{count}})</a>")
        }
        _ = try await site.build(date: "2026-11-20")
        _ = try await site.build(date: "2026-11-21")
        try await site.expectSameBytesAsACleanBuild(date: "2026-11-21")
        try site.write("---\ntags: [海]\n---\n# 夜の海\n", to: "Content/memos/2026/11/2026-11-22.md")
        try FileManager.default.removeItem(
            at: site.folder.appendingPathComponent("Content/memos/2026/10/2026-10-03.md"))
        _ = try await site.build(date: "2026-11-22")
        try await site.expectSameBytesAsACleanBuild(date: "2026-11-22")
        for date in ["2026-12-31", "2027-01-01"] {
            _ = try await site.build(date: date)
            try await site.expectSameBytesAsACleanBuild(date: date, comment: date)
        }
        // A month of its own, far from the date, between the months around it.
        try site.write("# 七月\n", to: "Content/memos/2026/07/2026-07-15.md")
        _ = try await site.build(date: "2027-01-02")
        try await site.expectSameBytesAsACleanBuild(date: "2027-01-02")
        // Shown ahead of its day (`--future`), a memo is marked so until the night that reaches it.
        try site.write("# 予定\n", to: "Content/memos/2027/01/2027-01-04.md")
        for date in ["2027-01-03", "2027-01-04"] {
            _ = try await site.buildSkipping(date: date, future: true)
            try await site.expectSameBytesAsACleanBuild(date: date, future: true, comment: date)
        }
        // A URL only the record holds is listed in the sitemap: the next night carried the page over.
        var record = try loadRecord(site)
        let position = try #require(record.listings.firstIndex { $0.file == "2026/09/05/index.html" })
        record.listings[position].url = "https://example.com/recorded-only/"
        try writeRecord(record, site)
        _ = try await site.buildSkipping(date: "2027-01-05", future: true)
        #expect(try sitemap(site).contains("https://example.com/recorded-only/"))
    }

    @Test func aPageChangedInTheOutputIsPlannedAgainThoughTheRecordWouldCarryItOver() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.settle()
        try site.rewrite("Output/2026/11/03/index.html") { $0 + "<!-- changed -->" }
        try site.rewrite("Content/memos/2026/11/2026-11-29.md") { $0 + "\n追記。\n" }
        _ = try await site.build()
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func aDamagedRecordIsIgnoredAndWrittenAgain() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.expectDamagedRecordIgnored(at: recordPath) { whole in
            let written = try loadRecord(site)
            let settled = try #require(PlanRecord(bytes: Array(whole), identity: RenderCache.rendererIdentity!))
            #expect(written.listings == settled.listings && written.memos != settled.memos)
        }
    }

    private func loadRecord(_ site: IncrementalSite) throws -> PlanRecord {
        let bytes = try Data(contentsOf: site.folder.appendingPathComponent(recordPath))
        return try #require(PlanRecord(bytes: Array(bytes), identity: RenderCache.rendererIdentity!))
    }

    private func writeRecord(_ record: PlanRecord, _ site: IncrementalSite) throws {
        try Data(record.bytes(identity: RenderCache.rendererIdentity!)).write(
            to: site.folder.appendingPathComponent(recordPath))
    }

    private func sitemap(_ site: IncrementalSite) throws -> String {
        try String(contentsOf: site.folder.appendingPathComponent("Output/sitemap.xml"), encoding: .utf8)
    }
}
