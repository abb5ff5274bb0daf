import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// Publishing through the previous site's tree (`PreviousSite`): each build stages into the site its last
/// swap replaced, and must still publish exactly its own files, whatever that tree holds.
@Suite struct PreviousSiteTests {
    let root: URL
    var output: URL { root.appendingPathComponent("site/Output") }
    var previous: URL { root.appendingPathComponent("cache/previous-site") }
    var publisher: Publisher { Publisher(output: output, previous: previous) }

    init() throws {
        root = try TestFolders.temporary()
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: root)
    }

    /// Every file below `folder` with its text, the marker included.
    func files(in folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for entry in try FolderListing.entries(below: folder, displayName: "folder") where entry.kind != .folder {
            result[entry.path] = try String(contentsOf: folder.appendingPathComponent(entry.path), encoding: .utf8)
        }
        return result
    }

    func publish(_ site: [String: String]) throws {
        _ = try publisher.publish(site.sorted { $0.key < $1.key }.map { OutputFile(path: $0.key, text: $0.value) })
    }

    func expectPublished(_ site: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        var expected = site
        expected[Publication.markerName] = String(decoding: StagedSite.marker.bytes, as: UTF8.self)
        #expect(try files(in: output) == expected, sourceLocation: sourceLocation)
    }

    @Test func eachSiteIsPublishedExactlyAndTheOneItReplacedIsKeptInTheCache() throws {
        defer { cleanUp() }
        let sites: [[String: String]] = [
            ["index.html": "1", "a/index.html": "a", "a/b/index.html": "b", "c": "file c"],
            ["index.html": "2", "a/index.html": "a", "c/index.html": "c is a folder now", "d.html": "d"],
            ["index.html": "2", "a": "a is a file now", "c/index.html": "c is a folder now"],
            ["index.html": "3", "a/b/c/index.html": "deep", "c/index.html": "c is a folder now", "d.html": "d again"],
            ["index.html": "3", "a/b/c/index.html": "deep", "c/index.html": "c is a folder now", "d.html": "d again"],
            ["index.html": "4"],
            // A page kept as published, where the tree staged into has a folder, then a file, of its name.
            ["index.html": "4", "p/index.html": "p"],
            ["index.html": "4", "p": "p is a file now"],
            ["index.html": "5", "p": "p is a file now"],
            ["index.html": "5", "p/index.html": "p"],
            ["index.html": "6", "p/index.html": "p"],
        ]
        for (number, site) in sites.enumerated() {
            try publish(site)
            try expectPublished(site)
            if number > 0, sites[number - 1] != site {
                var replaced = sites[number - 1]
                replaced[Publication.markerName] = String(decoding: StagedSite.marker.bytes, as: UTF8.self)
                #expect(try files(in: previous) == replaced, "the site published before build \(number)")
            }
        }
        // Nothing is left beside the output: the kept tree is in the cache.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path).sorted() == [
                ".Output.lock", "Output",
            ])
    }

    /// Pages placed at once below a name the kept tree has as a file: each finds the folder made, none loses it.
    @Test func manyPagesBelowANameThatWasAFileAreAllPublished() throws {
        defer { cleanUp() }
        try publish(["2026": "a file"])
        try publish(["index.html": "home"])
        let site = Dictionary(uniqueKeysWithValues: (0..<300).map { ("2026/\($0 % 7)/\($0)/index.html", "page \($0)") })
        try publish(site)
        try expectPublished(site)
    }

    @Test func aPublishedFileIsReplacedNeverWrittenThrough() throws {
        defer { cleanUp() }
        try publish(["x.html": "same"])
        try publish(["x.html": "same", "y.html": "y"])
        // The kept tree's x.html is now the published file itself, linked; a third file name for it shows
        // whether the next build writes into that file.
        let witness = root.appendingPathComponent("witness")
        #expect(link(output.appendingPathComponent("x.html").path, witness.path) == 0)
        try publish(["x.html": "changed"])
        try expectPublished(["x.html": "changed"])
        #expect(try String(contentsOf: witness, encoding: .utf8) == "same")
    }

    @Test func whatIsChangedOrAddedInTheKeptTreeIsNeverPublished() throws {
        defer { cleanUp() }
        let site = ["index.html": "home", "2026/index.html": "year", "2026/12/index.html": "month"]
        try publish(site)
        try publish(site.merging(["index.html": "home 2"]) { $1 })
        // The kept tree is the first site: its 2026 pages are links to the published ones.
        let year = previous.appendingPathComponent("2026/index.html")
        try FileManager.default.removeItem(at: year)
        try "edited in the cache".write(to: year, atomically: false, encoding: .utf8)
        try TestFolders.write("stray", to: "2026/stray.html", in: previous)
        try TestFolders.write("stray", to: "stray/index.html", in: previous)
        try publish(site)
        try expectPublished(site)
    }

    @Test(arguments: ["hidden", "link", "fifo"])
    func aKeptTreeHoldingWhatSitegenNeverWritesIsRemovedNotUsed(_ oddity: String) throws {
        defer { cleanUp() }
        let outside = root.appendingPathComponent("outside")
        try TestFolders.write("not sitegen's", to: "notes.txt", in: outside)
        try publish(["2026/index.html": "one"])
        try publish(["2026/index.html": "two"])
        let inKept = previous.appendingPathComponent("2026")
        switch oddity {
        case "hidden": try TestFolders.write("hidden", to: "2026/.hidden/index.html", in: previous)
        case "link":
            try FileManager.default.removeItem(at: inKept)
            try FileManager.default.createSymbolicLink(at: inKept, withDestinationURL: outside)
        default: #expect(mkfifo(inKept.appendingPathComponent("pipe").path, 0o600) == 0)
        }
        try publish(["2026/index.html": "three", "2026/notes.txt": "mine"])
        try expectPublished(["2026/index.html": "three", "2026/notes.txt": "mine"])
        #expect(try files(in: outside) == ["notes.txt": "not sitegen's"])
        #expect(try files(in: previous)["2026/index.html"] == "two")
    }

    @Test func aFolderOfThatNameWithoutTheMarkerIsLeftAlone() throws {
        defer { cleanUp() }
        try TestFolders.write("mine", to: "notes.txt", in: previous)
        for text in ["one", "two", "three"] {
            try publish(["index.html": text])
            try expectPublished(["index.html": text])
        }
        #expect(try files(in: previous) == ["notes.txt": "mine"])
    }

    @Test func aPublicationWithNothingToChangeGivesTheKeptTreeBack() throws {
        defer { cleanUp() }
        try publish(["index.html": "one"])
        try publish(["index.html": "two"])
        try publish(["index.html": "two"])
        try expectPublished(["index.html": "two"])
        #expect(try files(in: previous)["index.html"] == "one")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path).sorted() == [
                ".Output.lock", "Output",
            ])
    }
}
