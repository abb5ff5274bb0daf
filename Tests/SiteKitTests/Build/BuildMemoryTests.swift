import Foundation
import Testing

@testable import SiteKit

/// What a build leaves in memory for the next one in the same process: only `sitegen serve`'s builds keep
/// it; any other frees it before the site is recorded, having taken the calendars' expansion to record.
@Suite struct BuildMemoryTests {
    @Test func onlyABuildThatKeepsItsMemoryStillHoldsItOncePublished() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        var options = BuildOptions(
            content: site.folder.appendingPathComponent("Content"),
            themes: site.folder.appendingPathComponent("Themes"),
            output: site.folder.appendingPathComponent("Output"), buildDate: .day(Day(iso: "2026-11-30")!))
        options.cache = site.cacheFolder
        let builder = SiteBuilder(options: options, services: .live(environment: [:]))
        let expansion = site.cacheFolder.appendingPathComponent(ExpansionRecord.fileName)

        let built = try await builder.publishSite(observer: nil, timing: nil)
        #expect(built.unchanged == nil)
        #expect(built.memory == nil)
        #expect(FileManager.default.fileExists(atPath: expansion.path), "the calendars' expansion was not recorded")

        try site.write("---\ntitle: 書き直した日\n---\n本文。\n", to: "Content/memos/2026/11/2026-11-30.md")
        try FileManager.default.removeItem(at: expansion)
        let kept = try await builder.publishSite(observer: nil, timing: nil, keepsMemory: true)
        #expect(kept.unchanged == nil)
        #expect(kept.memory?.pages?.index != nil)
        #expect(FileManager.default.fileExists(atPath: expansion.path), "the calendars' expansion was not recorded")
    }
}
