import Foundation
import Redux
import SiteKit
import Testing

/// `--log-actions` records the build; replaying the log renders the same site.
@Suite struct ActionLogTests {
    @Test func theLogIsTheSameEveryRunAndReplaysIntoTheSameSite() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        for name in ["a", "b"] {
            let run = try SitegenProcess.run(["--date", "2026-11-30", "-q", "--out", "Output-\(name)", "--log-actions", "\(name).jsonl"], in: site)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let log = try Data(contentsOf: site.appendingPathComponent("a.jsonl"))
        #expect(log == (try Data(contentsOf: site.appendingPathComponent("b.jsonl"))), "the action logs of two identical builds differ")

        let replayed = try ActionLog.replay(log, into: AppState(), reducer: appReducer)
        #expect(replayed.memos.memos.count == 27)
        #expect(replayed.pickup.messages.count == 20)
        #expect(replayed.build.pageCount == 52)

        let themeFolder = site.appendingPathComponent("Themes/default")
        let theme = try Theme.load(from: themeFolder, displayName: themeFolder.path)
        let config = try ConfigLoader.load(site.appendingPathComponent("Content/site.yml"), displayName: "site.yml").value
        let settings = RenderSettings(config: config, today: Day(iso: "2026-11-30")!)
        let pages = try SiteRenderer(theme: theme, settings: settings).render(replayed).files
        #expect(pages.count == 58)  // 52 pages, 3 feeds, the sitemap, robots.txt and calendar.ics
        for page in pages {
            let published = FileManager.default.contents(atPath: site.appendingPathComponent("Output-a/\(page.path)").path)
            #expect(published == Data(page.bytes), "\(page.path) differs from the replayed rendering")
        }
    }

    /// Each line names the feature, then the action, then labelled fields: no `_0` for a reader to puzzle over.
    @Test func theLogReadsAsFeatureActionAndLabelledFields() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let run = try SitegenProcess.run(["--date", "2026-11-30", "-q", "--out", "Output", "--log-actions", "log.jsonl"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: site.appendingPathComponent("log.jsonl"), encoding: .utf8)
        #expect(!text.contains("\"_0\""))
        let lines = text.split(separator: "\n")
        #expect(lines.contains { $0.contains(#""action":{"memos":{"loaded":{"memos":["#) })
        #expect(lines.contains { $0.contains(#""action":{"pickup":{"loaded":{"categories":["#) })
        #expect(lines.contains { $0.contains(#""action":{"build":{"rendered":{"pagesByKind":{"404":1,"articles":1,"category":5,"day":26,"home":1,"month":4,"tag":12,"tags":1,"year":1}}}}"#) })
    }
}
