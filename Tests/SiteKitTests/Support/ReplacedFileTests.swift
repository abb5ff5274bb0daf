import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// Files outside the output are replaced whole, and never written through whatever stands at their name.
@Suite struct ReplacedFileTests {
    @Test func aLinkAtTheTargetIsReplacedAndWhatItPointsToIsLeftAlone() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = try TestFolders.write("keep me", to: "victim", in: folder)
        let target = folder.appendingPathComponent("cache")
        try FileManager.default.createSymbolicLink(at: target, withDestinationURL: victim)
        try ReplacedFile.write(Array("new".utf8), to: target.path)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        #expect(
            (try FileManager.default.attributesOfItem(atPath: target.path)[.type] as? FileAttributeType) == .typeRegular
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["cache", "victim"])
    }

    @Test func aReaderSeesTheOldFileUntilTheNewOneIsCommitted() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = try TestFolders.write("old", to: "report.json", in: folder)
        let file = try ReplacedFile(replacing: target.path)
        try Array("new".utf8).withUnsafeBytes { try file.write($0) }
        #expect(try String(contentsOf: target, encoding: .utf8) == "old")
        try file.commit()
        try Array(" and more".utf8).withUnsafeBytes { try file.write($0) }
        #expect(try String(contentsOf: target, encoding: .utf8) == "new and more")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
    }

    @Test func aFailedWriteLeavesTheTargetAndNoTemporaryFile() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: POSIXError(.ENOENT)) {
            try ReplacedFile.write(Array("x".utf8), to: folder.appendingPathComponent("missing/file").path)
        }
        // A folder in the target's place cannot be renamed over: the folder stays, the new file goes.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("taken"), withIntermediateDirectories: false)
        #expect(throws: POSIXError(.EISDIR)) {
            try ReplacedFile.write(Array("x".utf8), to: folder.appendingPathComponent("taken").path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
        // A file given up is removed.
        let abandoned = try ReplacedFile(replacing: folder.appendingPathComponent("log").path)
        abandoned.abandon()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
    }
}
