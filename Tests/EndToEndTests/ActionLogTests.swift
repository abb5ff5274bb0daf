import Foundation
import Redux
import SiteKit
import Testing

/// `--log-actions` records the build; replaying the log renders the same site.
@Suite struct ActionLogTests {
    @Test func theLogIsTheSameEveryRunAndReplaysIntoTheSameSite() throws {
        let site = try SitegenProcess.sampleSite()
        for name in ["a", "b"] {
            let run = try SitegenProcess.run(["--date", "2026-11-30", "-q", "--out", "Output-\(name)", "--log-actions", "\(name).jsonl"], in: site)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let log = try Data(contentsOf: site.appendingPathComponent("a.jsonl"))
        #expect(log == (try Data(contentsOf: site.appendingPathComponent("b.jsonl"))), "the action logs of two identical builds differ")

        let replayed = try ActionLog.replay(log, into: AppState(), reducer: appReducer)
        #expect(replayed.memos.memos.count == 27)
        #expect(replayed.pickup.messages.count == 20)
        #expect(replayed.build.buildDate == Day(iso: "2026-11-30"))

        let themeFolder = site.appendingPathComponent("Themes/default")
        let theme = try Theme.load(from: themeFolder, displayName: themeFolder.path)
        let pages = try SiteRenderer(theme: theme).render(replayed).files
        #expect(pages.count == 37)
        for page in pages {
            let published = FileManager.default.contents(atPath: site.appendingPathComponent("Output-a/\(page.path)").path)
            #expect(published == Data(page.bytes), "\(page.path) differs from the replayed rendering")
        }
    }
}
