import Foundation
import Redux
import Testing

@testable import SiteKit

/// `--log-actions` records the build; replaying the log renders the same site.
@Suite struct ActionLogTests {
    /// Builds the sample site `site` into `output`, its actions logged to `log.jsonl`.
    func buildLogging(into output: String, in site: URL) throws -> SitegenProcess.Outcome {
        try SitegenProcess.run(["--date", "2026-11-30", "-q", "--out", output, "--log-actions", "log.jsonl"], in: site)
    }

    @Test func theLogIsTheSameEveryRunAndReplaysIntoTheSameSite() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        for name in ["a", "b"] {
            let run = try SitegenProcess.run(
                ["--date", "2026-11-30", "-q", "--out", "Output-\(name)", "--log-actions", "\(name).jsonl"], in: site)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let log = try Data(contentsOf: site.appendingPathComponent("a.jsonl"))
        #expect(
            log == (try Data(contentsOf: site.appendingPathComponent("b.jsonl"))),
            "the action logs of two identical builds differ")

        let (header, replayed) = try ActionLog.replay(
            log, header: ActionLogHeader.self, into: AppState(), reducer: appReducer)
        #expect(header.settings.today == Day(iso: "2026-11-30") && header.sitegen == sitegenVersion)
        #expect(replayed.memos.memos.count == 27)
        #expect(replayed.pickup.messages.count == 20)
        #expect(replayed.build.pageCount == 60)
        #expect(replayed.build.waitingMemos == 2)  // 2026-12-01 and 2026-12-05

        let theme = try Theme.load(
            named: "default", in: site.appendingPathComponent("Themes"), language: header.settings.config.language
        ).value
        let pages = try SiteRenderer(theme: theme, settings: header.settings).render(replayed).files
        // 60 pages, 3 feeds, the sitemap, robots.txt, calendar.ics, and the search index: a shard for each of
        // its 3 parts, and the texts of 24 memos, 20 messages and 1 page in 27 files of up to 4 each.
        #expect(pages.count == 96)
        for page in pages {
            let published = FileManager.default.contents(
                atPath: site.appendingPathComponent("Output-a/\(page.path)").path)
            #expect(published == Data(page.bytes), "\(page.path) differs from the replayed rendering")
        }
    }

    /// Each line names the feature, then the action, then labelled fields: no `_0` for a reader to puzzle over.
    @Test func theLogReadsAsFeatureActionAndLabelledFields() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let run = try buildLogging(into: "Output", in: site)
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: site.appendingPathComponent("log.jsonl"), encoding: .utf8)
        #expect(!text.contains("\"_0\""))
        let lines = text.split(separator: "\n")
        #expect(lines.contains { $0.contains(#""action":{"memos":{"loaded":{"memos":["#) })
        #expect(lines.contains { $0.contains(#""action":{"pickup":{"loaded":{"categories":["#) })
        #expect(
            lines.contains {
                $0.contains(
                    #""action":{"build":{"rendered":{"pagesByKind":{"404":1,"articles":5,"category":5,"day":24,"home":1,"month":4,"page":1,"search":1,"tag":15,"tags":1,"year":2},"waitingMemos":2}}}"#
                )
            })
    }

    /// `sitegen replay` rebuilds the published site from the log alone: the content folder is gone. The
    /// files the content folder publishes as they are (the sample's are its icon and photos: `static/` and its
    /// bundle's) are named in the log, not held in it, and are not replayed.
    @Test func replayRebuildsTheSameBytesFromTheLogAlone() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let built = try buildLogging(into: "Built", in: site)
        #expect(built.status == 0, "\(built.stderr)")
        try FileManager.default.removeItem(at: site.appendingPathComponent("Content"))
        let replay = try SitegenProcess.run(["replay", "log.jsonl", "-q", "--out", "Replayed"], in: site)
        #expect(replay.status == 0, "\(replay.stderr)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: site.appendingPathComponent("Built").path)
            .sorted().filter { !$0.hasSuffix(".jpg") && !$0.hasPrefix("images") && $0 != "favicon.svg" }
        #expect(
            try FileManager.default.subpathsOfDirectory(atPath: site.appendingPathComponent("Replayed").path).sorted()
                == files)
        for file in files {
            #expect(
                FileManager.default.contents(atPath: site.appendingPathComponent("Built/\(file)").path)
                    == FileManager.default.contents(atPath: site.appendingPathComponent("Replayed/\(file)").path),
                "\(file) differs")
        }
    }

    @Test func aDamagedLogOrOneFromAnotherVersionIsRefusedAtItsLine() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(try buildLogging(into: "Built", in: site).status == 0)
        let lines = try String(contentsOf: site.appendingPathComponent("log.jsonl"), encoding: .utf8).split(
            separator: "\n")
        let damaged = lines[..<4].joined(separator: "\n") + "\n" + lines[4].prefix(40) + "\n"
        try damaged.write(to: site.appendingPathComponent("damaged.jsonl"), atomically: true, encoding: .utf8)
        let run = try SitegenProcess.run(["replay", "damaged.jsonl", "--out", "Replayed"], in: site)
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "error: damaged.jsonl:5: not a complete JSON object (truncated?)\nsitegen: the replay failed; Replayed was left as it was\n"
        )

        let old = lines[0].replacingOccurrences(of: #""sitegen":"\#(sitegenVersion)""#, with: #""sitegen":"0.0.1""#)
        try ([old] + lines.dropFirst().map(String.init)).joined(separator: "\n").write(
            to: site.appendingPathComponent("old.jsonl"), atomically: true, encoding: .utf8)
        let other = try SitegenProcess.run(["replay", "old.jsonl", "--out", "Replayed"], in: site)
        #expect(other.status == 1)
        #expect(
            other.stderr.hasPrefix(
                "error: old.jsonl:1: written by sitegen 0.0.1 (log format 2); this is sitegen \(sitegenVersion) (log format 2), which cannot replay it\n"
            ))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Replayed").path))
    }

    /// The built binary refuses a header `site.yml` would refuse, and a log over the size bound before reading
    /// it, and leaves the published site as it was.
    @Test func replayRefusesABadHeaderAndAnOversizedLogAndLeavesTheSiteAsItWas() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(try buildLogging(into: "Built", in: site).status == 0)
        let built = site.appendingPathComponent("Built")
        let published = { () throws -> [String: Data?] in
            let paths = try FileManager.default.subpathsOfDirectory(atPath: built.path)
            return Dictionary(
                uniqueKeysWithValues: paths.map {
                    ($0, FileManager.default.contents(atPath: built.appendingPathComponent($0).path))
                })
        }
        let before = try published()
        let log = try String(contentsOf: site.appendingPathComponent("log.jsonl"), encoding: .utf8)
        #expect(log.contains(#""theme":"default""#) && log.contains(#""homeMemos":5"#))

        let cases = [
            (
                #""theme":"../../etc""#, #""homeMemos":5"#,
                "theme: \"../../etc\" is not a theme folder name (letters, digits, '-', '_' and '.', not first)"
            ),
            (
                #""theme":"default""#, #""homeMemos":-1"#,
                "homeMemos: expected a whole number from 0 to 1000, found -1"
            ),
        ]
        for (theme, homeMemos, problem) in cases {
            let bad = log.replacingOccurrences(of: #""theme":"default""#, with: theme).replacingOccurrences(
                of: #""homeMemos":5"#, with: homeMemos)
            try bad.write(to: site.appendingPathComponent("bad.jsonl"), atomically: true, encoding: .utf8)
            let run = try SitegenProcess.run(["replay", "bad.jsonl", "--out", "Built"], in: site)
            #expect(run.status == 1)
            #expect(
                run.stderr
                    == "error: bad.jsonl:1: not a header of ActionLogHeader: settings.config.\(problem)\nsitegen: the replay failed; Built was left as it was\n"
            )
        }

        let huge = site.appendingPathComponent("huge.jsonl")
        try Data(log.utf8).write(to: huge)
        #expect(truncate(huge.path, 1_000_000_001) == 0)
        let run = try SitegenProcess.run(["replay", "huge.jsonl", "--out", "Built"], in: site)
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "error: huge.jsonl: cannot read the file (larger than the limit of 1000000000 bytes)\nsitegen: the replay failed; Built was left as it was\n"
        )

        #expect(try published() == before)
    }
}
