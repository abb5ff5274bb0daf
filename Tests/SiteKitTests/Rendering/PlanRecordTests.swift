import Foundation
import TestSupport
import Testing

@testable import SiteKit

@Suite(.timeLimit(.minutes(10))) struct PlanRecordTests {
    private let identity = ContentHash(of: [4, 5, 6])
    private var recordPath: String { ".sitegen-cache/" + PlanRecord.fileName }

    @Test func theRecordReadsBackWhatItWroteAndRefusesAnythingElse() throws {
        let record = PlanRecord(
            shape: ContentHash(of: [1]), memos: [ContentHash(of: [2]), ContentHash(of: [3])],
            listings: [
                PageListing(
                    kind: .day, file: "2026/11/29/index.html", url: "https://example.com/2026/11/29/",
                    lastModified: Day(iso: "2026-11-29"), isListed: true),
                PageListing(
                    kind: .notFound, file: "404.html", url: "https://example.com/404.html", lastModified: nil,
                    isListed: false),
                PageListing(
                    kind: .year, file: "1753/index.html", url: "https://example.com/1753/",
                    lastModified: Day(iso: "1753-01-01"), isListed: true),
            ],
            keys: [ContentHash(of: [5]), ContentHash(of: [6]), ContentHash(of: [7])])
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
