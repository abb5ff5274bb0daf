import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// The single reader of local input files: plain reasons, nothing that blocks, nothing from outside.
@Suite struct TextFileTests {
    func message(_ read: () throws(Diagnostic) -> Data) -> String? {
        do {
            _ = try read()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aFolderAMissingFileAFIFOAndADeviceAreRefusedInPlainWords() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestFolders.write("x", to: "data/inside.json", in: folder)
        let fifo = folder.appendingPathComponent("pipe.ics")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let cases: [(URL, String)] = [
            (folder.appendingPathComponent("data"), "data: cannot read the file (it is a folder, not a file)"),
            (folder.appendingPathComponent("missing.json"), "data: cannot read the file (no such file)"),
            (
                folder.appendingPathComponent("data/inside.json/x"),
                "data: cannot read the file (a folder on the way is a file)"
            ),
            // Opening the FIFO does not wait for a writer, and it is never read.
            (fifo, "data: cannot read the file (it is not a regular file)"),
            (URL(fileURLWithPath: "/dev/zero"), "data: cannot read the file (it is not a regular file)"),
        ]
        for (url, expected) in cases {
            #expect(message { () throws(Diagnostic) in try TextFile.bytes(url, displayName: "data") } == expected)
        }
    }

    @Test func aFileLargerThanTheLimitIsRefused() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let exact = try TestFolders.write(Data(count: TextFile.sizeLimit), to: "exact.json", in: folder)
        #expect(try TextFile.bytes(exact, displayName: "exact.json").count == TextFile.sizeLimit)
        let large = try TestFolders.write(Data(count: TextFile.sizeLimit + 1), to: "large.json", in: folder)
        #expect(
            message { () throws(Diagnostic) in try TextFile.bytes(large, displayName: "large.json") }
                == "large.json: cannot read the file (larger than the limit of 10000000 bytes)")
    }

    @Test func aFileWhoseRealPathLeavesTheFolderIsNeverRead() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try TestFolders.write("secret", to: "secret.ics", in: folder)
        try TestFolders.write("mine", to: "data/mine.ics", in: content)
        try FileManager.default.createSymbolicLink(
            atPath: content.appendingPathComponent("data/link.ics").path, withDestinationPath: "../../secret.ics")
        try FileManager.default.createSymbolicLink(
            atPath: content.appendingPathComponent("data/inner.ics").path, withDestinationPath: "mine.ics")
        for path in ["data/link.ics", "../secret.ics", "../../../../../../../proc/self/environ"] {
            #expect(
                message { () throws(Diagnostic) in
                    try TextFile.bytes(content.appendingPathComponent(path), displayName: "s", inside: content)
                }
                    == "s: cannot read the file (it is outside the content folder)")
        }
        #expect(
            try TextFile.bytes(content.appendingPathComponent("data/inner.ics"), displayName: "s", inside: content)
                == Data("mine".utf8))
        #expect(
            try TextFile.bytes(
                content.appendingPathComponent("data/../data/mine.ics"), displayName: "s", inside: content)
                == Data("mine".utf8))
    }

    @Test func filesWithoutASizeSuchAsThoseInProcAreReadToTheEnd() throws {
        let text = try TextFile.read(URL(fileURLWithPath: "/proc/self/status"), displayName: "status")
        #expect(text.hasPrefix("Name:"))
    }
}
