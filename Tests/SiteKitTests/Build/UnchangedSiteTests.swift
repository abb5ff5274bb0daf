import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// A build whose inputs and output are what the last build had renders and publishes nothing
/// (`PublishedTree`); any change to an input, or to the output behind sitegen's back, makes it build.
@Suite struct UnchangedSiteTests {
    @Test func aRebuildWithNothingChangedRendersNothingAndReportsEveryFileUnchanged() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        let first = try await site.build()
        try await site.settle()
        let before = try site.modificationTimes()
        let cache = try Data(contentsOf: site.cacheFolder.appendingPathComponent(RenderCache.fileName))
        #expect(try await site.buildSkipping())
        #expect(try await site.build() == .init(written: 0, unchanged: first.written, removed: 0))
        #expect(try site.modificationTimes() == before)
        #expect(try Data(contentsOf: site.cacheFolder.appendingPathComponent(RenderCache.fileName)) == cache)
        try await site.expectSameBytesAsACleanBuild()
    }

    /// One change of each kind of input a build reads.
    enum Change: String, CaseIterable {
        case memo, message, event, template, asset, configuration, calendarKind, date, drafts, future

        func apply(to site: IncrementalSite) throws {
            switch self {
            case .memo: try site.write("---\ntitle: 別の日\n---\n本文。\n", to: "Content/memos/2026/11/2026-11-30.md")
            case .message: try site.replace("朝どれの魚", with: "朝どれの貝", in: "Content/data/pickup-messages.json")
            case .event: try site.replace("町内会の防災訓練", with: "町内会の避難訓練", in: "Content/data/events.ics")
            case .template:
                try site.replace(
                    "</footer>", with: "<p>New footer line</p></footer>", in: "Themes/default/partials/base.mustache")
            case .asset: try site.write("body { color: navy; }\n", to: "Themes/default/assets/style.css")
            case .configuration: try site.replace("memos: 5", with: "memos: 3", in: "Content/site.yml")
            // What site.yml says of a source is no part of the settings' encoding, only of site.yml's bytes.
            case .calendarKind: try site.replace("kind: holiday", with: "kind: event", in: "Content/site.yml")
            case .date, .drafts, .future: break
            }
        }

        var date: String { self == .date ? "2026-12-01" : "2026-11-30" }
        var drafts: Bool { self == .drafts }
        var future: Bool { self == .future }
    }

    @Test(arguments: Change.allCases)
    func aChangedInputIsBuilt(change: Change) async throws {
        let site = try IncrementalSite("aChangedInputIsBuilt-\(change)")
        defer { site.remove() }
        try await site.settle()
        try change.apply(to: site)
        #expect(try await !site.buildSkipping(date: change.date, drafts: change.drafts, future: change.future))
        try await site.expectSameBytesAsACleanBuild(date: change.date, drafts: change.drafts, future: change.future)
    }

    @Test func aPageEditedOrAFileAddedInTheOutputIsBuilt() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.settle()
        try site.write("<p>edited by hand</p>\n", to: "Output/2026/11/03/index.html")
        #expect(try await !site.buildSkipping())
        try await site.expectSameBytesAsACleanBuild()

        try await site.settle()
        try site.write("stray\n", to: "Output/2026/11/stray.txt")
        #expect(try await !site.buildSkipping())
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func aBuildWithAnActionLogRendersEvenWithNothingChanged() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.settle()
        #expect(try await !site.buildSkipping(actionLog: true))
    }

    @Test func theTreeReadsBackWhatItWroteAndRefusesAnythingElse() throws {
        let identity = ContentHash(of: [1, 2, 3])
        let file = FileIdentity(
            device: 27, inode: 9, size: 67, modified: 1_796_121_715_949_706_862, changed: 1_796_121_736_509_705_899)
        let folder = FileIdentity(device: 27, inode: 8, size: 60, modified: 1, changed: 2)
        func tree(pages: [PageKind: Int] = [.notFound: 1, .home: 1]) -> PublishedTree {
            PublishedTree(
                inputs: .init(all: ContentHash(of: [4])), pagesByKind: pages, folders: ["."], copiedHTML: 0,
                entries: [".": folder, "404.html": file, "index.html": file])
        }
        let bytes = tree().bytes(identity: identity)
        #expect(PublishedTree(bytes: bytes, identity: identity) == tree())
        #expect(PublishedTree(bytes: bytes, identity: ContentHash(of: [1, 2])) == nil)
        for count in 0..<bytes.count {
            #expect(PublishedTree(bytes: Array(bytes.prefix(count)), identity: identity) == nil, "cut at \(count)")
        }
        #expect(PublishedTree(bytes: bytes + [0], identity: identity) == nil)
        // A kind no page has.
        let home = Array("home".utf8)
        let at = try #require(bytes.indices.first { bytes[$0...].starts(with: home) })
        var unknown = bytes
        unknown[at + 3] = UInt8(ascii: "x")
        #expect(PublishedTree(bytes: unknown, identity: identity) == nil)
        // A record that claims more or fewer pages than it has is refused: the summary and the report count from it.
        for pages: [PageKind: Int] in [[.notFound: 1, .home: 1_000_000], [.notFound: 1]] {
            #expect(PublishedTree(bytes: tree(pages: pages).bytes(identity: identity), identity: identity) == nil)
        }
    }

    @Test func aTreeIsLoadedWhateverSettingsItWasMadeWith() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try #require(RenderCache.rendererIdentity, "the binary can be read")
        let tree = PublishedTree(
            inputs: .init(all: ContentHash(of: [4])), pagesByKind: [:], folders: ["."], copiedHTML: 0,
            entries: [".": FileIdentity(device: 27, inode: 8, size: 60, modified: 1, changed: 2)])
        PublishedTree.replace(in: folder, with: tree)
        // The next night's date is another setting: its build renders, keeping pages on the tree's word.
        #expect(PublishedTree.load(from: folder) == tree)
        try Data("sitegen published site 3\n".utf8).write(to: folder.appendingPathComponent(PublishedTree.fileName))
        #expect(PublishedTree.load(from: folder) == nil)
    }

    @Test func theOutputFolderIsRecordedOnlyWhileItHoldsTheNewSiteAlone() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestFolders.write("page", to: "2026/index.html", in: folder)
        try TestFolders.write(Data(StagedSite.marker.bytes), to: Publication.markerName, in: folder)
        FileIdentity.awaitNextTick()
        let entries = ["2026", "2026/index.html"].reduce(into: [String: FileIdentity]()) {
            $0[$1] = FileIdentity(fileAt: folder.path + "/" + $1)
        }
        let tree = PublishedTree(
            inputs: .init(all: ContentHash(of: [2])), pagesByKind: [.year: 1], folders: [".", "2026"], copiedHTML: 0,
            entries: entries.merging([".": FileIdentity(device: 0, inode: 0, size: 0, modified: 0, changed: 0)]) { $1 })
        let root = try #require(PublishedTree.root(of: folder, holding: entries))
        var confirmed = tree
        confirmed.entries["."] = root
        #expect(confirmed.entries["."] == FileIdentity(fileAt: folder.path) && confirmed.isIntact(in: folder))
        // A file put in after the swap: seen by the listing, or it changes the folder after its identity was taken.
        try TestFolders.write("<script>", to: "evil.html", in: folder)
        #expect(PublishedTree.root(of: folder, holding: entries) == nil)
        #expect(!confirmed.isIntact(in: folder))
        // A name in place of another, or the marker gone, is no longer the tree's folder either.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("evil.html"))
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("2026"), to: folder.appendingPathComponent("2025"))
        #expect(PublishedTree.root(of: folder, holding: entries) == nil)
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("2025"), to: folder.appendingPathComponent("2026"))
        #expect(PublishedTree.root(of: folder, holding: entries) != nil)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(Publication.markerName))
        #expect(PublishedTree.root(of: folder, holding: entries) == nil)
    }

    /// A build with a changed input takes what the output holds from the tree it found intact, rather than
    /// listing it again: the tree must stand for exactly what a listing finds.
    @Test func anIntactTreeStandsForWhatTheOutputHolds() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try await site.settle()
        let identity = try #require(RenderCache.rendererIdentity)
        let tree = try #require(
            PublishedTree(
                bytes: Array(try Data(contentsOf: site.cacheFolder.appendingPathComponent(PublishedTree.fileName))),
                identity: identity))
        let output = site.folder.appendingPathComponent("Output")
        #expect(tree.isIntact(in: output))
        let listed = try FolderListing.entries(below: output, displayName: "Output")
        let described = { (entries: [FolderListing.Entry]) in
            entries.map { "\($0.kind == .folder ? "folder" : "file") \($0.path)" }.sorted()
        }
        #expect(listed.count > 100)
        #expect(described(tree.listing) == described(listed))

        // What a memo's removal takes away is counted from that tree, and is gone.
        let before = Set(try site.files(in: "Output").keys)
        try FileManager.default.removeItem(
            at: site.folder.appendingPathComponent("Content/memos/2026/11/2026-11-29.md"))
        let removed = try await site.build().removed
        let after = Set(try site.files(in: "Output").keys)
        #expect(removed > 0 && removed == before.subtracting(after).count)
        try await site.expectSameBytesAsACleanBuild()
    }
}
