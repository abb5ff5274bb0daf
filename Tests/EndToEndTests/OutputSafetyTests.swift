import Foundation
import Testing

/// A refused or failed build leaves the published site and the user's folders exactly as they were:
/// its lock, staging folder and action log never land inside a site, and never at `/`.
@Suite struct OutputSafetyTests {
    /// The sample site, built once, and the snapshot of its output.
    func publishedSite(_ name: String = #function) throws -> (site: URL, output: [String: (Data, Date)]) {
        let site = try SitegenProcess.sampleSite(name)
        let run = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        return (site, try FailureTests().snapshot(site.appendingPathComponent("Output")))
    }

    @Test func anOutputInsideThePublishedSiteIsRefusedWithoutALockInIt() throws {
        let (site, before) = try publishedSite()
        defer { try? FileManager.default.removeItem(at: site) }
        for inner in ["Output/2026", "Output/articles"] {
            let run = try SitegenProcess.run(["--date", "2026-11-30", "--out", inner], in: site)
            #expect(run.status == 1)
            #expect(
                run.stderr
                    == "error: \(inner): the output is inside Output, a site that sitegen publishes; choose a folder outside it\nsitegen: the build failed; \(inner) was left as it was\n"
            )
        }
        FailureTests().expectUnchanged(before, try FailureTests().snapshot(site.appendingPathComponent("Output")))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: site.path).sorted() == [
                ".Output.lock", ".sitegen-cache", "Content", "Output", "Themes",
            ])
    }

    @Test func theRootFolderIsRefusedWithoutALockInIt() throws {
        let (site, _) = try publishedSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let before = try FileManager.default.contentsOfDirectory(atPath: "/").sorted()
        let run = try SitegenProcess.run(["--date", "2026-11-30", "--out", "/"], in: site)
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "error: /: the output cannot be the root folder: choose a folder inside it\nsitegen: the build failed; / was left as it was\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: "/").sorted() == before)
    }

    @Test func anActionLogInsideTheOutputIsRefusedBeforeAnyWork() throws {
        let (site, before) = try publishedSite()
        defer { try? FileManager.default.removeItem(at: site) }
        // A failing build too: the log may not overwrite a published page on the way.
        try "title: [".write(to: site.appendingPathComponent("Content/site.yml"), atomically: true, encoding: .utf8)
        for log in ["Output/index.html", "Output/new.jsonl"] {
            let run = try SitegenProcess.run(["--date", "2026-11-30", "--log-actions", log], in: site)
            #expect(run.status == 2)
            #expect(
                run.stderr
                    == "sitegen: --log-actions \(log): is inside the output folder Output, which each build replaces; choose a file outside it\nTry 'sitegen --help'.\n"
            )
        }
        FailureTests().expectUnchanged(before, try FailureTests().snapshot(site.appendingPathComponent("Output")))
    }

    @Test func aFolderOfTheUsersNamedLikeAStagingFolderIsKept() throws {
        let (site, _) = try publishedSite()
        defer { try? FileManager.default.removeItem(at: site) }
        for name in [".Output.staging", ".Output.staging-notes"] {
            let notes = site.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: false)
            try Data("mine".utf8).write(to: notes.appendingPathComponent("notes.txt"))
        }
        let run = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        for name in [".Output.staging", ".Output.staging-notes"] {
            #expect(try String(contentsOf: site.appendingPathComponent(name + "/notes.txt"), encoding: .utf8) == "mine")
        }
    }

    @Test(.enabled(if: NobodyUser.isAvailable, NobodyUser.skipReason))
    func aStagingFolderLeftUndeletableDoesNotBlockLaterBuilds() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        try NobodyUser.handOver(site)
        // Left by builds run as root (under the old name and the new): marked as sitegen's, but nobody cannot empty them.
        let leftovers = [".Output.staging", ".Output.staging-rootsbuild"].map { site.appendingPathComponent($0) }
        for leftover in leftovers {
            try FileManager.default.createDirectory(
                at: leftover.appendingPathComponent("2026"), withIntermediateDirectories: true)
            try Data().write(to: leftover.appendingPathComponent(".sitegen-output"))
            try Data("old".utf8).write(to: leftover.appendingPathComponent("2026/index.html"))
        }
        for _ in 1...2 {
            let run = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site, asNobody: true)
            #expect(run.status == 0, "\(run.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("Output/index.html").path))
        for leftover in leftovers {
            #expect(FileManager.default.fileExists(atPath: leftover.appendingPathComponent("2026/index.html").path))
        }
    }

    @Test func aDeployLinkIsPublishedThroughAndKept() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.createDirectory(
            at: site.appendingPathComponent("srv/site"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: site.appendingPathComponent("www").path, withDestinationPath: "srv/site")
        for date in ["2026-11-20", "2026-11-21"] {
            let run = try SitegenProcess.run(["--date", date, "-q", "--out", "www"], in: site)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                try FileManager.default.destinationOfSymbolicLink(atPath: site.appendingPathComponent("www").path)
                    == "srv/site")
            let month = try String(
                contentsOf: site.appendingPathComponent("srv/site/2026/11/index.html"), encoding: .utf8)
            #expect(
                month.contains("<span aria-hidden=\"true\">\(date.suffix(2))</span><span class=\"visually-hidden\">")
                    && month.contains("aria-current=\"date\""))
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("srv").path).sorted() == [
                ".site.lock", "site",
            ])
        let again = try SitegenProcess.run(["--date", "2026-11-21", "-v", "--out", "www"], in: site)
        #expect(again.status == 0 && again.stdout.contains("\n  rendering (nothing changed): "), "\(again.stdout)")
        try FileManager.default.removeItem(at: site.appendingPathComponent("srv/site"))
        let run = try SitegenProcess.run(["--date", "2026-11-22", "--out", "www"], in: site)
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "error: www: the output is a link to a folder that does not exist (no such file); make the folder or point the link at one\nsitegen: the build failed; www was left as it was\n"
        )
    }

    @Test func aFolderOfTheOutputMadeALinkIsNeitherFollowedNorLinkedThrough() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site).status == 0)
        // Moved out whole, so the files outside are the very files published, then linked back in.
        let outside = site.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: false)
        for folder in ["assets", "2026/11"] {
            let moved = outside.appendingPathComponent(folder.replacingOccurrences(of: "/", with: "-"))
            try FileManager.default.moveItem(at: site.appendingPathComponent("Output/\(folder)"), to: moved)
            try FileManager.default.createSymbolicLink(
                at: site.appendingPathComponent("Output/\(folder)"), withDestinationURL: moved)
        }
        let run = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        for (folder, file) in [("assets", "style.css"), ("2026/11", "index.html"), ("2026/11", "03/index.html")] {
            var published = stat()
            var kept = stat()
            #expect(
                lstat(site.appendingPathComponent("Output/\(folder)").path, &published) == 0
                    && published.st_mode & S_IFMT == S_IFDIR, "\(folder)")
            #expect(lstat(site.appendingPathComponent("Output/\(folder)/\(file)").path, &published) == 0)
            #expect(
                lstat(
                    outside.appendingPathComponent("\(folder.replacingOccurrences(of: "/", with: "-"))/\(file)").path,
                    &kept) == 0)
            #expect(
                published.st_ino != kept.st_ino && published.st_nlink == 1,
                "\(folder)/\(file) is a link to a file outside the output")
        }
    }

    /// Where the replaced site cannot be kept, it is removed, and what is published is recorded after that.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/shm"), "needs /dev/shm, a file system of its own"))
    func aCacheOnAnotherFileSystemStillLetsANightWithNothingNewSkip() throws {
        let site = try SitegenProcess.sampleSite()
        let cache = "/dev/shm/sitegen-cache-\(UUID().uuidString)"
        defer {
            try? FileManager.default.removeItem(at: site)
            try? FileManager.default.removeItem(atPath: cache)
        }
        for date in ["2026-11-20", "2026-11-21"] {
            #expect(try SitegenProcess.run(["--date", date, "-q", "--cache", cache], in: site).status == 0)
        }
        let again = try SitegenProcess.run(["--date", "2026-11-21", "-v", "--cache", cache], in: site)
        #expect(again.status == 0 && again.stdout.contains("\n  rendering (nothing changed): "), "\(again.stdout)")
        #expect(!FileManager.default.fileExists(atPath: cache + "/previous-site"))
    }
}
