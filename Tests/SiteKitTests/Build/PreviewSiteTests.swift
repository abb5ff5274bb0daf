import Foundation
import Testing

@testable import SiteKit

/// `sitegen serve`'s site kept in memory between saves: after every change, told which files changed as
/// the folder watcher tells it, it must hold the bytes of a clean build, whether it read only the changed
/// inputs again or built whole; and a save that fails leaves the site as it was.
@Suite(.timeLimit(.minutes(10))) struct PreviewSiteTests {
    @Test func everySaveGivesTheBytesOfACleanBuild() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        var changes = SiteChanges(site: site, seed: 20_261_205, today: Day(iso: "2026-12-27")!)
        changes.keepsTags = true
        var preview = PreviewSite()
        var files = try site.watchedFiles()
        _ = try await preview.build(site.previewOptions(date: changes.today.iso), changed: nil)
        var (savesReadAlone, savesCarryingPages) = (0, 0)
        for step in 1...200 {
            let change = try changes.next()
            let now = try site.watchedFiles()
            let changed = Set(files.keys).union(now.keys).filter { files[$0] != now[$0] }.sorted()
            files = now
            let outcome = try await preview.build(site.previewOptions(date: changes.today.iso), changed: changed)
            let readAlone = changed.allSatisfy { $0.contains("/Content/memos/") || $0.contains("/Content/pages/") }
            if readAlone && !change.hasPrefix("the date") {
                #expect(!outcome.wasWhole, "step \(step): \(change) was built whole")
                savesReadAlone += 1
            }
            if outcome.carriedPages > 0 { savesCarryingPages += 1 }
            guard
                try await site.expectSameBytesAsACleanBuild(
                    date: changes.today.iso, future: true, comment: "step \(step): \(change)")
            else { return }
        }
        #expect(savesReadAlone > 60, "only \(savesReadAlone) saves were read alone")
        #expect(savesCarryingPages > 20, "only \(savesCarryingPages) saves carried pages over")
    }

    @Test func aFailedSaveLeavesTheSiteAndIsReadAgainUntilFixed() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        var preview = PreviewSite()
        let options = site.previewOptions(date: "2026-11-30")
        _ = try await preview.build(options, changed: nil)
        let built = try site.files(in: "Output")
        let memo = try #require(
            try FileManager.default.subpathsOfDirectory(
                atPath: site.folder.appendingPathComponent("Content/memos").path
            )
            .filter { $0.hasSuffix(".md") }.sorted().last)
        let memoPath = "Content/memos/" + memo
        let original = try String(contentsOf: site.folder.appendingPathComponent(memoPath), encoding: .utf8)
        try site.write("---\ndraft: maybe\n---\nBody\n", to: memoPath)

        await #expect(throws: BuildFailure.self) {
            _ = try await preview.build(options, changed: [site.path(memoPath)])
        }
        #expect(try site.files(in: "Output") == built, "a failed save changed the site")
        // Another input saved meanwhile: the broken memo is read again with it, and still fails.
        try site.rewrite("Content/pages/about.md") { $0 + "\nMore.\n" }
        await #expect(throws: BuildFailure.self) {
            _ = try await preview.build(options, changed: [site.path("Content/pages/about.md")])
        }
        #expect(try site.files(in: "Output") == built)

        try site.write(original + "\nFixed.\n", to: memoPath)
        let outcome = try await preview.build(options, changed: [site.path(memoPath)])
        #expect(!outcome.wasWhole)
        try await site.expectSameBytesAsACleanBuild(future: true)
    }

    /// A save's plan takes from the last one (`SitePages(index:earlier:)`), and must then let go of it:
    /// a server left running all day keeps one plan, not every one since it started.
    @Test func aSaveLetsGoOfThePlansBeforeTheLast() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        var preview = PreviewSite()
        let options = site.previewOptions(date: "2026-11-30")
        _ = try await preview.build(options, changed: nil)
        let memo = "Content/memos/2026/11/2026-11-07.md"
        weak var first: SiteIndex?
        for save in 1...4 {
            try site.rewrite(memo) { $0 + "\nSaved \(save).\n" }
            let outcome = try await preview.build(options, changed: [site.path(memo)])
            #expect(!outcome.wasWhole)
            if save == 1 { first = preview.memory?.pages?.index }
        }
        #expect(preview.memory?.pages?.index != nil)
        // The last plan is let go of beside publishing, on a thread of its own, where it is.
        for _ in 0..<100 where first != nil { try await Task.sleep(for: .milliseconds(20)) }
        #expect(first == nil, "the plan of the first save is still held three saves later")
    }

    /// A save that edits an older memo patches the shards of the words it changed (`ShardPatch`) rather
    /// than making the older memos' search part anew, which rewrote every shard of it.
    @Test func anOlderMemosSaveRewritesOnlyTheShardOfTheWordItAdds() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try site.writeSummerMemos()
        var preview = PreviewSite()
        let options = site.previewOptions(date: "2026-11-30")
        _ = try await preview.build(options, changed: nil)
        let before = try site.inodes(below: "Output/search/index/memos")
        #expect(before.count == 4)

        let memo = "Content/memos/2026/07/2026-07-02.md"
        try site.rewrite(memo) { $0 + "\nlanternfestival\n" }
        #expect(try await !preview.build(options, changed: [site.path(memo)]).wasWhole)
        let after = try site.inodes(below: "Output/search/index/memos")
        let shard = SearchText.shard(of: .word("lanternfestival"), among: before.count)
        #expect(Set(after.keys.filter { after[$0] != before[$0] }) == ["\(shard).json"])
        try await site.expectSameBytesAsACleanBuild(future: true)
    }

    @Test func aChangeNoInputReadsAloneIsAWholeBuild() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        var preview = PreviewSite()
        let options = site.previewOptions(date: "2026-11-30")
        _ = try await preview.build(options, changed: nil)
        try site.replace("title: 港町ノート", with: "title: 港町", in: "Content/site.yml")
        #expect(try await preview.build(options, changed: [site.path("Content/site.yml")]).wasWhole)
        try site.write("body { color: red }\n", to: "Themes/default/assets/extra.css")
        #expect(try await preview.build(options, changed: [site.path("Themes/default/assets/extra.css")]).wasWhole)
        // The date moved on: every page that shows it may change.
        let nextDay = site.previewOptions(date: "2026-12-01")
        #expect(try await preview.build(nextDay, changed: [site.path("Content/pages/about.md")]).wasWhole)
        try await site.expectSameBytesAsACleanBuild(date: "2026-12-01", future: true)
    }
}

extension IncrementalSite {
    /// The options `sitegen serve` builds `Output` with: memos after the date shown.
    func previewOptions(date: String) -> BuildOptions {
        var options = BuildOptions(
            content: folder.appendingPathComponent("Content"), themes: folder.appendingPathComponent("Themes"),
            output: folder.appendingPathComponent("Output"), buildDate: .day(Day(iso: date)!))
        options.cache = cacheFolder
        options.includesFuture = true
        return options
    }

    /// The absolute path of `relative`, as the folder watcher names it.
    func path(_ relative: String) -> String {
        folder.appendingPathComponent(relative).standardizedFileURL.path
    }

    /// Every file of the content and the themes, by absolute path, with its bytes: what the watcher sees.
    func watchedFiles() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for part in ["Content", "Themes"] {
            let root = folder.appendingPathComponent(part)
            for entry in try FolderListing.entries(below: root, displayName: part) where entry.kind == .file {
                let url = root.appendingPathComponent(entry.path)
                files[url.standardizedFileURL.path] = try Data(contentsOf: url)
            }
        }
        return files
    }
}

extension PreviewSite {
    /// A build as `sitegen serve` runs it, with the real world's services.
    mutating func build(_ options: BuildOptions, changed: [String]?) async throws(BuildFailure) -> Outcome {
        try await build(options, services: .live(environment: [:]), changed: changed, observer: nil, timing: nil)
    }
}

extension PreviewSiteTests {
    /// What the watcher names is what a save reads, from the first save on: a memo changed without its event
    /// is not read again when another is saved, so the page of the one saved shows its change and the
    /// other's does not. The first build keeps the folder it read, so the first save lists nothing.
    @Test func aSaveReadsTheMemosItNamesAlone() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        var preview = PreviewSite()
        let options = site.previewOptions(date: "2026-11-30")
        _ = try await preview.build(options, changed: nil)
        let saved = "Content/memos/2026/11/2026-11-29.md"
        let silent = "Content/memos/2026/11/2026-11-21.md"
        for marker in ["first-save-marker", "second-save-marker"] {
            try site.rewrite(saved) { $0 + "\n\(marker)\n" }
            try site.rewrite(silent) { $0 + "\nsilent-\(marker)\n" }
            let outcome = try await preview.build(options, changed: [site.path(saved)])
            #expect(!outcome.wasWhole)
        }
        let pages = try site.files(in: "Output")
        let page = { (path: String) in String(decoding: pages[path] ?? Data(), as: UTF8.self) }
        #expect(page("2026/11/29/index.html").contains("second-save-marker"))
        #expect(!page("2026/11/21/index.html").contains("silent-"))
    }
}
