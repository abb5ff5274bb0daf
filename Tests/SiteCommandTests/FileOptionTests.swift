import Foundation
import TestSupport
import Testing

@testable import SiteCommand
@testable import SiteKit

/// `--report` and `--log-actions` take a regular file or a new path outside the output, and nothing else.
@Suite struct FileOptionTests {
    func message(_ path: String, output: URL) -> String? {
        do {
            try FileOption(name: "--report", path: path).check(output: output)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aDeviceAFIFOAFolderOrALinkToOneIsRefused() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Output")
        #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o600) == 0)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("logs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("null").path, withDestinationPath: "/dev/null")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("to-logs").path, withDestinationPath: "logs")
        let cases = [
            ("/dev/null", "a device"), ("/dev/full", "a device"),
            (folder.appendingPathComponent("fifo").path, "a FIFO"),
            (folder.appendingPathComponent("logs").path, "a folder"),
            (folder.appendingPathComponent("null").path, "a link to a device"),
            (folder.appendingPathComponent("to-logs").path, "a link to a folder"),
        ]
        for (path, kind) in cases {
            #expect(message(path, output: output) == "--report \(path): is \(kind), not a regular file")
        }
        #expect(
            (try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType)
                == .typeCharacterSpecial)
    }

    @Test func aPathInsideTheOutputIsRefused() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("link"), withDestinationURL: output)
        for name in ["Output/index.html", "Output/new/report.json", "link/report.json", "Output/../Output/a.json"] {
            let path = folder.appendingPathComponent(name).path
            #expect(
                message(path, output: output)
                    == "--report \(path): is inside the output folder \(output.path), which each build replaces; choose a file outside it"
            )
        }
    }

    @Test func aRegularFileANewPathOrALinkToAFileIsTaken() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Output")
        try Data("{}".utf8).write(to: folder.appendingPathComponent("old.json"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("linked.json").path, withDestinationPath: "old.json")
        for name in ["old.json", "new.json", "linked.json", "Output.json", "Outputs/a.json"] {
            #expect(message(folder.appendingPathComponent(name).path, output: output) == nil)
        }
    }
}
