import Foundation
import Testing

/// What a build does with folders and files it may not read, run as `nobody`: it stops with an error
/// naming them, and the published site stays exactly as it was. Nothing is ever taken for empty.
@Suite(.enabled(if: NobodyUser.isAvailable, NobodyUser.skipReason))
struct UnreadableFolderTests {
    /// Makes `path` below `site` root's, with `mode`, so nobody may not read it.
    func withhold(_ path: String, in site: URL, mode: mode_t) {
        let url = site.appendingPathComponent(path)
        #expect(chown(url.path, 0, 0) == 0 && chmod(url.path, mode) == 0)
    }

    @Test(
        arguments: [
            ("Content/memos", 0o700, "Content/memos: cannot list the folder (permission denied)"),
            ("Content/memos/2026/11", 0o700, "Content/memos/2026/11: cannot list the folder (permission denied)"),
            // Listed but not searchable: readdir names the folders in it, which then cannot be opened.
            ("Content/memos/2026", 0o744, "Content/memos/2026/09: cannot list the folder (permission denied)"),
            (
                "Content/memos/2026/11/2026-11-03.md", 0o600,
                "Content/memos/2026/11/2026-11-03.md: cannot read the file (permission denied)"
            ),
            ("Content/data/events.ics", 0o600, "Content/data/events.ics: cannot read the file (permission denied)"),
            ("Themes/default/assets", 0o700, "Themes/default/assets: cannot list the folder (permission denied)"),
        ] as [(String, mode_t, String)])
    func anInputThatCannotBeReadIsAnErrorNamingIt(path: String, mode: mode_t, message: String) throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        try NobodyUser.handOver(site)
        #expect(try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site, asNobody: true).status == 0)
        let before = try FailureTests().snapshot(site.appendingPathComponent("Output"))

        withhold(path, in: site, mode: mode)
        let run = try SitegenProcess.run(["--date", "2026-11-30"], in: site, asNobody: true)
        #expect(run.status == 1)
        #expect(run.stderr == "error: \(message)\nsitegen: the build failed; Output was left as it was\n")
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
            #expect(
                run.stderr
                    == "error: Documents: cannot list the output folder (permission denied); refusing to replace it\nsitegen: the build failed; Documents was left as it was\n"
            )
        }
        FailureTests().expectUnchanged(before, try FailureTests().snapshot(documents))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: site.path).sorted() == [
                ".Documents.lock", "Content", "Documents", "Themes",
            ])
    }
}
