import Foundation
import Testing

@testable import SiteKit

/// What `sitegen serve` tells the browsers by: `publish` says the new site is in place as soon as the
/// output holds it, before the records for the next build are written.
@Suite struct SwapNoticeTests {
    @Test func theSwapIsToldOnceTheOutputHoldsTheNewSiteAndBeforeTheRecordsAreWritten() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        let records = site.cacheFolder.appendingPathComponent(RenderCache.fileName)
        let recordsBefore = try Data(contentsOf: records)
        try site.write("---\ntitle: 差し替えた日\n---\n本文。\n", to: "Content/memos/2026/11/2026-11-30.md")
        let folder = site.folder
        var options = BuildOptions(
            content: folder.appendingPathComponent("Content"), themes: folder.appendingPathComponent("Themes"),
            output: folder.appendingPathComponent("Output"), buildDate: .day(Day(iso: "2026-11-30")!))
        options.cache = site.cacheFolder
        let page = folder.appendingPathComponent("Output/2026/11/30/index.html")
        var seen: (page: String, records: Data, basePath: String)?
        let built = try await SiteBuilder(options: options, services: .live(environment: [:])).publish(
            observer: nil, timing: nil,
            swapped: { config in
                seen = (
                    (try? String(contentsOf: page, encoding: .utf8)) ?? "", (try? Data(contentsOf: records)) ?? Data(),
                    config.basePath
                )
            })
        let told = try #require(seen, "the swap was not told")
        #expect(told.page.contains("差し替えた日"), "told before the output held the new site")
        #expect(told.records == recordsBefore, "told after the records were written")
        #expect(told.basePath == built.config.basePath)
        #expect(try Data(contentsOf: records) != recordsBefore, "the records were not written after the swap")
    }
}
