import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// Entries under `memos/` that are not memos: each one is named in a warning, none is read.
@Suite struct MemoFolderEntryTests {
    func load(_ folder: URL) throws -> (memos: [Memo], warnings: [String]) {
        let parsed = try MemoLoader(
            folder: folder.appendingPathComponent("memos"), displayName: "memos", today: Day(iso: "2026-12-01")!
        ).load()
        let memos = parsed.value
        let warnings = parsed.warnings
        return (memos, warnings.map(\.description))
    }

    @Test func linksFIFOsHiddenEntriesAndBadNamesAreWarnedAboutByName() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let memos = folder.appendingPathComponent("memos")
        let real = try TestFolders.write("real", to: "memos/2026-11-01.md", in: folder)
        try TestFolders.write("elsewhere", to: "elsewhere/2026-11-05.md", in: folder)
        try TestFolders.write("hidden", to: "memos/.DS_Store", in: folder)
        try TestFolders.write("in a hidden folder", to: "memos/.git/2026-11-06.md", in: folder)
        try FileManager.default.createSymbolicLink(
            atPath: memos.appendingPathComponent("2026-11-02.md").path, withDestinationPath: real.path)
        try FileManager.default.createSymbolicLink(
            atPath: memos.appendingPathComponent("2026-11-03.md").path,
            withDestinationPath: "../elsewhere/2026-11-05.md")
        try FileManager.default.createSymbolicLink(
            atPath: memos.appendingPathComponent("linked").path, withDestinationPath: "../elsewhere")
        #expect(mkfifo(memos.appendingPathComponent("2026-11-04.md").path, 0o644) == 0)
        let rawName = Array(memos.path.utf8) + Array("/bad-".utf8) + [0xFF] + Array(".md".utf8)
        let descriptor = open(rawName.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)

        let (loaded, warnings) = try load(folder)
        #expect(loaded.map(\.day.iso) == ["2026-11-01"])
        #expect(
            warnings == [
                "memos/.DS_Store: a hidden file; ignored",
                "memos/.git: a hidden folder; ignored",
                "memos/2026-11-02.md: a symbolic link (memos and their files must be real files, not links); ignored",
                "memos/2026-11-03.md: a symbolic link (memos and their files must be real files, not links); ignored",
                "memos/2026-11-04.md: not a regular file or folder; ignored",
                "memos/bad-\u{FFFD}.md: the name is not valid UTF-8; ignored",
                "memos/linked: a symbolic link (memos and their files must be real files, not links); ignored",
            ])
    }
}
