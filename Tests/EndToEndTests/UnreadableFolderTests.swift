import Foundation
import Testing

/// What a build does with folders and files it may not read, run as `nobody`: it stops with an error
/// naming them, and the published site stays exactly as it was. Nothing is ever taken for empty.
@Suite(.enabled(if: NobodyUser.isAvailable, NobodyUser.skipReason))
struct UnreadableFolderTests {
    /// The sample site, built once by nobody, and the snapshot of that build's output.
    func publishedSite(_ name: String = #function) throws -> (site: URL, output: [String: (Data, Date)]) {
        let site = try SitegenProcess.sampleSite(name)
        try NobodyUser.handOver(site)
        let run = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site, asNobody: true)
        #expect(run.status == 0, "\(run.stderr)")
        return (site, try FailureTests().snapshot(site.appendingPathComponent("Output")))
    }

    /// Makes `path` below `site` root's, with `mode`, so nobody may not read it.
    func withhold(_ path: String, in site: URL, mode: mode_t) {
        let url = site.appendingPathComponent(path)
        #expect(chown(url.path, 0, 0) == 0 && chmod(url.path, mode) == 0)
    }

    @Test func aMemoFolderThatCannotBeListedIsAnError() throws {
        let (site, before) = try publishedSite()
        defer { try? FileManager.default.removeItem(at: site) }
        withhold("Content/memos/2026/11", in: site, mode: 0o700)
        let run = try SitegenProcess.run(["--date", "2026-11-30"], in: site, asNobody: true)
        #expect(run.status == 1)
        #expect(run.stderr == "error: Content/memos/2026/11: cannot list the folder (permission denied)\nsitegen: the build failed; Output was left as it was\n")
        FailureTests().expectUnchanged(before, try FailureTests().snapshot(site.appendingPathComponent("Output")))
    }

    @Test func aMemoThatCannotBeReadIsAnError() throws {
        let (site, before) = try publishedSite()
        defer { try? FileManager.default.removeItem(at: site) }
        withhold("Content/memos/2026/11/2026-11-03.md", in: site, mode: 0o600)
        let run = try SitegenProcess.run(["--date", "2026-11-30"], in: site, asNobody: true)
        #expect(run.status == 1)
        #expect(run.stderr == "error: Content/memos/2026/11/2026-11-03.md: cannot read the file (permission denied)\nsitegen: the build failed; Output was left as it was\n")
        FailureTests().expectUnchanged(before, try FailureTests().snapshot(site.appendingPathComponent("Output")))
    }

    @Test func aMemosFolderBehindAFolderThatCannotBeSearchedIsAnError() throws {
        let (site, before) = try publishedSite()
        defer { try? FileManager.default.removeItem(at: site) }
        withhold("Content/memos/2026", in: site, mode: 0o744)
        let run = try SitegenProcess.run(["--date", "2026-11-30"], in: site, asNobody: true)
        #expect(run.status == 1)
        #expect(run.stderr == "error: Content/memos/2026/09: cannot examine the entry (permission denied)\nsitegen: the build failed; Output was left as it was\n")
        FailureTests().expectUnchanged(before, try FailureTests().snapshot(site.appendingPathComponent("Output")))
    }

    @Test func anOutputFolderThatCannotBeListedIsNeverReplaced() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let documents = site.appendingPathComponent("Documents")
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: false)
        try Data("precious".utf8).write(to: documents.appendingPathComponent("thesis.txt"))
        try NobodyUser.handOver(site)
        // Nobody may enter and write, but not list, the user's folder.
        withhold("Documents", in: site, mode: 0o733)
        let before = try FailureTests().snapshot(documents)
        for _ in 1...2 {
            let run = try SitegenProcess.run(["--date", "2026-11-30", "--out", "Documents"], in: site, asNobody: true)
            #expect(run.status == 1)
            #expect(run.stderr == "error: Documents: cannot list the output folder (permission denied); refusing to replace it\nsitegen: the build failed; Documents was left as it was\n")
        }
        FailureTests().expectUnchanged(before, try FailureTests().snapshot(documents))
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path).sorted() == [".Documents.lock", "Content", "Documents", "Themes"])
    }

    @Test func aLocalSourceThatCannotBeReadIsAnErrorInPlainWords() throws {
        let (site, before) = try publishedSite()
        defer { try? FileManager.default.removeItem(at: site) }
        withhold("Content/data/events.ics", in: site, mode: 0o600)
        let run = try SitegenProcess.run(["--date", "2026-11-30"], in: site, asNobody: true)
        #expect(run.status == 1)
        #expect(run.stderr == "error: Content/data/events.ics: cannot read the file (permission denied)\nsitegen: the build failed; Output was left as it was\n")
        FailureTests().expectUnchanged(before, try FailureTests().snapshot(site.appendingPathComponent("Output")))
    }
}
