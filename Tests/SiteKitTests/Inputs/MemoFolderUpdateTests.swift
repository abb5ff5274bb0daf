import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// A save in `sitegen serve` reads again only the memo files it names and puts their memos in place among
/// those read before (`MemoFolder.Assembled`): what it gives must be what reading the whole folder gives.
@Suite struct MemoFolderUpdateTests {
    @Test func memosPutInPlaceAreWhatAWholeReadGives() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        for day in 1...5 { try TestFolders.write("memo \(day)\n", to: "memos/2026/11/2026-11-0\(day).md", in: folder) }
        try TestFolders.write("x", to: "memos/notes.txt", in: folder)
        let loader = MemoLoader(
            folder: folder.appendingPathComponent("memos"), displayName: "memos", today: Day(iso: "2026-12-01")!)
        var last = try loader.read(updating: nil)
        let edits: [(file: String, text: String?)] = [
            ("2026-11-03", "---\ntitle: 港\nmood: calm\n---\nbody\n"),
            ("2026-11-01", "changed\n"),
            ("2026-11-03", "---\ntitle: 港\n---\nbody again\n"),
            ("2026-11-06", "a memo that comes\n"),
            ("2026-11-05", "edited after one came\n"),
            ("2026-11-02", nil),
            ("2026-11-04", "---\ntags: [港]\n---\nedited after one went\n"),
        ]
        for (step, edit) in edits.enumerated() {
            let path = "memos/2026/11/\(edit.file).md"
            if let text = edit.text {
                try TestFolders.write(text, to: path, in: folder)
            } else {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(path))
            }
            let saved = try loader.read(updating: last.folder, changed: [folder.appendingPathComponent(path).path])
            let whole = try loader.read()
            #expect(saved.memos.value == whole.memos.value, "step \(step): other memos")
            #expect(
                saved.memos.warnings.map(\.description) == whole.memos.warnings.map(\.description),
                "step \(step): other warnings")
            #expect(saved.digest == whole.digest, "step \(step): another digest")
            #expect(saved.folder.assembled?.memos == whole.memos.value, "step \(step): kept other memos")
            last = saved
        }
        #expect(last.memos.warnings.count == 1 && last.memos.value.count == 5)
    }
}
