import Foundation
import Testing

@testable import SiteKit

/// Memos dated after the build date wait for their day: the sample site has memos of 2026-12-01 and
/// 2026-12-05, which a build of 2026-11-30 holds back and the builds whose dates reach them publish, as a
/// clean build of that date would.
@Suite struct FutureMemoTests {
    func text(_ path: String, in site: IncrementalSite) throws -> String {
        try String(contentsOf: site.folder.appendingPathComponent("Output/\(path)"), encoding: .utf8)
    }

    @Test func aMemoWaitsForItsDayThenAppearsAsInACleanBuild() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        let output = site.folder.appendingPathComponent("Output")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("2026/12/01").path))
        #expect(!(try text("feed.xml", in: site)).contains("2026/12/01"))
        #expect(!(try text("2026/11/29/index.html", in: site)).contains(#"rel="next""#))
        #expect(!(try text("2026/12/index.html", in: site)).contains(#"href="/2026/12/01/""#))
        #expect(try text("tags/海/index.html", in: site).contains(#"<span class="count">4件</span>"#))
        #expect(site.lastState?.state.build.waitingMemos == 2)

        _ = try await site.build(date: "2026-12-01")
        #expect(try text("2026/12/01/index.html", in: site).contains("師走の港"))
        #expect(try text("2026/11/29/index.html", in: site).contains(#"<a rel="next" href="/2026/12/01/">"#))
        #expect(try text("2026/12/index.html", in: site).contains(#"href="/2026/12/01/""#))
        #expect(try text("tags/海/index.html", in: site).contains(#"<span class="count">5件</span>"#))
        #expect(try text("feed.xml", in: site).contains("https://example.org/2026/12/01/"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("2026/12/05").path))
        #expect(site.lastState?.state.build.waitingMemos == 1)
        try await site.expectSameBytesAsACleanBuild(date: "2026-12-01")

        _ = try await site.build(date: "2026-12-05")
        #expect(site.lastState?.state.build.waitingMemos == 0)
        try await site.expectSameBytesAsACleanBuild(date: "2026-12-05")
    }

    /// While a memo waits, no page shows it, so the nights before its day rewrite the pages they would
    /// rewrite without it, and not one more.
    @Test func aWaitingMemoChangesNoPageOnTheNightsBeforeItsDay() async throws {
        let waiting = try IncrementalSite("waiting")
        let without = try IncrementalSite("without")
        defer {
            waiting.remove()
            without.remove()
        }
        try FileManager.default.removeItem(
            at: without.folder.appendingPathComponent("Content/memos/2026/12/2026-12-05.md"))
        for date in ["2026-12-02", "2026-12-03", "2026-12-04"] {
            let written = try await (waiting.build(date: date).written, without.build(date: date).written)
            #expect(written.0 == written.1, "\(date)")
            #expect(try waiting.files(in: "Output") == without.files(in: "Output"), "\(date)")
        }
        #expect(waiting.lastState?.state.build.waitingMemos == 1)
    }
}
