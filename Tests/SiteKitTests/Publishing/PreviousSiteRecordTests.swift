import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// The kept previous site known from its record (`PreviousSite.recordName`): a build looks at its folders
/// rather than listing them, and whatever was done to the tree since, it publishes exactly its own files.
@Suite(.timeLimit(.minutes(10))) struct PreviousSiteRecordTests {
    private let memo = "Content/memos/2026/11/2026-11-01.md"
    private let page = "2026/11/01/index.html"

    /// A site built, then built again with a memo changed: the site that build replaced is kept with its record.
    private func siteWithAKeptRecord() async throws -> IncrementalSite {
        let site = try IncrementalSite()
        try await site.settle()
        try site.rewrite(memo) { $0 + "\n一度目の追記。\n" }
        _ = try await site.build()
        #expect(recordedTree(site) != nil)
        return site
    }

    private func recordedTree(_ site: IncrementalSite) -> PublishedTree? {
        PublishedTree.load(from: site.cacheFolder, named: PreviousSite.recordName)
    }

    private func kept(_ path: String, in site: IncrementalSite) -> URL {
        site.cacheFolder.appendingPathComponent("previous-site/\(path)")
    }

    /// Another memo changed, so that the next build publishes.
    private func buildWithAnotherChange(_ site: IncrementalSite, _ mark: String = "追記") async throws {
        try site.rewrite("Content/memos/2026/11/2026-11-29.md") { $0 + "\n\(mark)。\n" }
        _ = try await site.build()
    }

    /// The record of the site a build replaces is the published site's record as that build found it intact.
    @Test func theKeptRecordIsThePublishedRecordTheBuildFoundIntact() async throws {
        let site = try await siteWithAKeptRecord()
        defer { site.remove() }
        let published = try Data(contentsOf: site.cacheFolder.appendingPathComponent(PublishedTree.fileName))
        try await buildWithAnotherChange(site)
        #expect(try Data(contentsOf: site.cacheFolder.appendingPathComponent(PreviousSite.recordName)) == published)
        #expect(try Data(contentsOf: site.cacheFolder.appendingPathComponent(PublishedTree.fileName)) != published)
        // A published record not found intact is not kept for the site it stood for.
        try site.write("stray", to: "Output/stray.html")
        try await buildWithAnotherChange(site, "二度目")
        #expect(recordedTree(site) == nil)
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func theRecordIsWhatTheBuildBelievesOfTheKeptTreesFiles() async throws {
        let site = try await siteWithAKeptRecord()
        defer { site.remove() }
        // The kept tree's page is the one before the change; the record says it is the published file.
        var tree = try #require(recordedTree(site))
        let published = try #require(FileIdentity(fileAt: site.folder.appendingPathComponent("Output/\(page)").path))
        tree.entries[page] = published
        PublishedTree.replace(in: site.cacheFolder, named: PreviousSite.recordName, with: tree)
        let before = try String(contentsOf: kept(page, in: site), encoding: .utf8)
        try await buildWithAnotherChange(site)
        #expect(try String(contentsOf: site.folder.appendingPathComponent("Output/\(page)"), encoding: .utf8) == before)
        // The record is used once: the next build lists the tree, and the page is put right once it changes.
        try site.rewrite(memo) { $0 + "\n二度目の追記。\n" }
        _ = try await site.build()
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test(arguments: ["stray file", "stray top", "replaced page", "page written in place", "damaged record"])
    func whatWasDoneToTheKeptTreeIsNeverPublished(_ change: String) async throws {
        let site = try await siteWithAKeptRecord()
        defer { site.remove() }
        switch change {
        case "stray file": try Data("stray".utf8).write(to: kept("2026/11/29/stray.html", in: site))
        case "stray top": try Data("stray".utf8).write(to: kept("stray.html", in: site))
        case "replaced page":
            let replacement = kept("2026/11/29/new", in: site)
            try Data("replaced".utf8).write(to: replacement)
            #expect(rename(replacement.path, kept("2026/11/29/index.html", in: site).path) == 0)
        case "page written in place": try Data("written".utf8).write(to: kept(page, in: site))
        default:
            try Data("damaged".utf8).write(to: site.cacheFolder.appendingPathComponent(PreviousSite.recordName))
        }
        try await buildWithAnotherChange(site)
        try await site.expectSameBytesAsACleanBuild()
    }

    /// A build on a kept tree known from its record takes the identity of each folder it changed nothing in
    /// as the record gives it (`StagedSite.untouched`): the tree it records must still be what the output
    /// holds, entry by entry, with folders made, emptied and removed.
    @Test func theTreeRecordedAfterAKeptTreeIsWhatTheOutputHolds() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try site.write("%PDF-1.4 timetable", to: "Content/static/docs/ferry.pdf")
        try site.write("old", to: "Content/static/misc/old.txt")
        try site.write("kept", to: "Content/static/misc/kept.txt")
        try await site.settle()
        try site.rewrite(memo) { $0 + "\n一度目の追記。\n" }
        _ = try await site.build()
        #expect(recordedTree(site) != nil)
        // A folder made in one nothing else changes in (`docs`), a file removed from another (`misc`), a month
        // of its own, a day removed; the page changed last time is the kept tree's old one, linked again.
        try site.write("%PDF-1.4 winter", to: "Content/static/docs/winter/ferry.pdf")
        try FileManager.default.removeItem(at: site.folder.appendingPathComponent("Content/static/misc/old.txt"))
        try site.write("---\ntitle: 新しい月\n---\n本文。\n", to: "Content/memos/2026/08/2026-08-15.md")
        try FileManager.default.removeItem(
            at: site.folder.appendingPathComponent("Content/memos/2026/11/2026-11-21.md"))
        try await buildWithAnotherChange(site)
        let tree = try #require(PublishedTree.load(from: site.cacheFolder))
        let output = site.folder.appendingPathComponent("Output")
        let opened = OpenFolder(output.path)
        let stale = tree.entries.keys.filter { FileIdentity(fileAt: $0, in: opened.descriptor) != tree.entries[$0] }
        #expect(stale.isEmpty, "recorded other than found: \(stale.sorted())")
        #expect(tree.entries["2026/08/15"] != nil && tree.entries["2026/11/21"] == nil)
        #expect(try await site.buildSkipping(), "the next build with nothing changed finds the tree intact")
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func aKeptFolderWhoseModeChangedIsPublishedWithThePublishedMode() async throws {
        let site = try await siteWithAKeptRecord()
        defer { site.remove() }
        #expect(chmod(kept("2026/11/29", in: site).path, 0o700) == 0)
        try await buildWithAnotherChange(site)
        var status = stat()
        #expect(stat(site.folder.appendingPathComponent("Output/2026/11/29").path, &status) == 0)
        #expect(status.st_mode & 0o7777 == PublishedMode.folder)
        try await site.expectSameBytesAsACleanBuild()
    }
}
