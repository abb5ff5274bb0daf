import Foundation
import TestSupport
import Testing

@testable import SiteKit

@Suite struct PublicationTests {
    func contents(of folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        let root = folder.standardizedFileURL.path
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        where !url.hasDirectoryPath {
            result[String(url.standardizedFileURL.path.dropFirst(root.count + 1))] = try String(
                contentsOf: url, encoding: .utf8)
        }
        return result.filter { !$0.key.hasPrefix(".") || $0.key == Publication.markerName }
    }

    func modificationDate(_ url: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    @Test func publishesIntoANewFolderAndReplacesItWhole() throws {
        let output = try TestFolders.temporary().appendingPathComponent("Output")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let publisher = Publisher(output: output)
        let first = try publisher.publish([
            OutputFile(path: "index.html", text: "one"), OutputFile(path: "2026/11/index.html", text: "nov"),
        ])
        #expect(first == .init(written: 2, unchanged: 0, removed: 0))
        _ = try publisher.publish([OutputFile(path: "index.html", text: "two")])
        let files = try contents(of: output)
        #expect(files["index.html"] == "two")
        #expect(files["2026/11/index.html"] == nil)
        #expect(files[Publication.markerName] != nil)
        // Neither the staging folder nor the old tree is left beside the output, only the lock's file.
        let siblings = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
        #expect(siblings.sorted() == [".Output.lock", "Output"])
    }

    @Test func unchangedFilesKeepTheirModificationTime() throws {
        let output = try TestFolders.temporary().appendingPathComponent("Output")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let publisher = Publisher(output: output)
        _ = try publisher.publish([
            OutputFile(path: "same.html", text: "same"), OutputFile(path: "changed.html", text: "old"),
        ])
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        for name in ["same.html", "changed.html"] {
            try FileManager.default.setAttributes(
                [.modificationDate: old], ofItemAtPath: output.appendingPathComponent(name).path)
        }
        let report = try publisher.publish([
            OutputFile(path: "same.html", text: "same"), OutputFile(path: "changed.html", text: "new"),
        ])
        #expect(report == .init(written: 1, unchanged: 1, removed: 0))
        #expect(try modificationDate(output.appendingPathComponent("same.html")) == old)
        #expect(try modificationDate(output.appendingPathComponent("changed.html")) > old)
    }

    @Test(arguments: [
        "../escape.html", "/etc/passwd", "a/../../b", "a//b", "./x", "a\\b", "x/\u{0}y", "x/\u{7F}y", "x/\u{85}y",
        "x/\u{9F}",
        String(repeating: "a", count: 256), "",
    ])
    func pathsLeavingTheOutputAreRefusedAndNothingChanges(path: String) throws {
        let output = try TestFolders.temporary().appendingPathComponent("Output")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let publisher = Publisher(output: output)
        _ = try publisher.publish([OutputFile(path: "index.html", text: "kept")])
        #expect(throws: Diagnostic.self) {
            try publisher.publish([OutputFile(path: "index.html", text: "new"), OutputFile(path: path, text: "x")])
        }
        #expect(try contents(of: output)["index.html"] == "kept")
    }

    @Test func pathsOfAnyScriptThatStayInsideArePublished() throws {
        let output = try TestFolders.temporary().appendingPathComponent("Output")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let paths = [
            "tags/料理/index.html", "tags/caf\u{E9}/index.html", "x/\u{A0}y", String(repeating: "a", count: 255),
        ]
        _ = try Publisher(output: output).publish(paths.map { OutputFile(path: $0, text: "x") })
        #expect(try Set(contents(of: output).keys).isSuperset(of: paths))
    }

    @Test func twoFilesForOnePathAreRefused() throws {
        let output = try TestFolders.temporary().appendingPathComponent("Output")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        do {
            _ = try Publisher(output: output).publish([
                OutputFile(path: "a.html", text: "1"), OutputFile(path: "a.html", text: "2"),
            ])
            Issue.record("no error")
        } catch {
            #expect(error.message == "two pages would be written to a.html")
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aFolderSitegenDidNotMakeIsNeverReplaced() throws {
        let output = try TestFolders.temporary().appendingPathComponent("Documents")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        try TestFolders.write("precious", to: "thesis.txt", in: output)
        do {
            _ = try Publisher(output: output).publish([OutputFile(path: "index.html", text: "x")])
            Issue.record("no error")
        } catch {
            #expect(error.message.hasPrefix("the output folder has files that sitegen did not write"))
        }
        #expect(try String(contentsOf: output.appendingPathComponent("thesis.txt"), encoding: .utf8) == "precious")
    }

    @Test func aSecondLockOnTheSameOutputIsRefused() throws {
        let output = try TestFolders.temporary().appendingPathComponent("Output")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let lock = try BuildLock(for: output)
        do {
            _ = try BuildLock(for: output)
            Issue.record("no error")
        } catch {
            #expect(error.message == "another sitegen build is publishing to Output; try again when it has finished")
        }
        withExtendedLifetime(lock) {}
    }

    @Test func theReportCountsWrittenUnchangedAndRemovedFiles() throws {
        let root = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: root) }
        let publisher = Publisher(output: root.appendingPathComponent("Output"))
        let first = try publisher.publish([
            OutputFile(path: "a.html", text: "a"), OutputFile(path: "old/b.html", text: "b"),
        ])
        #expect(first == Publication.Report(written: 2, unchanged: 0, removed: 0))
        let second = try publisher.publish([
            OutputFile(path: "a.html", text: "a"), OutputFile(path: "c.html", text: "c"),
        ])
        #expect(second == Publication.Report(written: 1, unchanged: 1, removed: 1))
    }

    @Test func missingFoldersAboveTheOutputAreMade() throws {
        let root = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("build/site/Output")
        _ = try Publisher(output: output).publish([OutputFile(path: "index.html", text: "x")])
        #expect(try contents(of: output)["index.html"] == "x")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("build/site/.Output.lock").path))
    }
}

/// Staging folders beside the output: each build makes its own, and only sitegen's leftovers are removed.
@Suite struct StagingFolderTests {
    @Test func aFolderNamedLikeAStagingFolderIsNeverDeletedWithoutTheMarkerNorInTheWay() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Output")
        try TestFolders.write("mine", to: ".Output.staging/notes.txt", in: folder)
        try TestFolders.write("mine", to: ".Output.staging-keep/notes.txt", in: folder)
        try TestFolders.write("left by a killed build", to: ".Output.staging-old/index.html", in: folder)
        try TestFolders.write("", to: ".Output.staging-old/\(Publication.markerName)", in: folder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(".Output.staging-empty"), withIntermediateDirectories: false)
        for text in ["one", "two"] {
            _ = try Publisher(output: output).publish([OutputFile(path: "index.html", text: text)])
        }
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "two")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                ".Output.lock", ".Output.staging", ".Output.staging-keep", "Output",
            ])
        for name in [".Output.staging/notes.txt", ".Output.staging-keep/notes.txt"] {
            #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == "mine")
        }
    }

    @Test func thePublishedFolderHasTheUsualPermissions() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Output")
        _ = try Publisher(output: output).publish([OutputFile(path: "index.html", text: "x")])
        let usual = folder.appendingPathComponent("usual")
        try FileManager.default.createDirectory(at: usual, withIntermediateDirectories: false)
        func permissions(_ url: URL) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        }
        #expect(try permissions(output) == permissions(usual))
    }
}

/// Publishes files as one build would: a `Publication` of its own for each, which takes the lock.
struct Publisher {
    let output: URL
    var previous: URL?

    func publish(_ files: [OutputFile]) throws(Diagnostic) -> Publication.Report {
        try Publication(output, keepingPreviousIn: previous).commit(files)
    }
}
