import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// The pages of a save in `sitegen serve`, written into the served site in place.
@Suite struct FileBatchTests {
    func contents(of folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            files[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    func folderNames(in folder: URL) throws -> Set<String> {
        Set(
            try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: folder.path + "/" + path, isDirectory: &isFolder)
                    && isFolder.boolValue
            })
    }

    @Test func newPagesAreWrittenAndRemovedOnesGoWithTheFoldersTheyLeaveEmpty() throws {
        let site = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: site) }
        _ = try TestFolders.write("old home", to: "index.html", in: site)
        _ = try TestFolders.write("gone", to: "2026/11/07/index.html", in: site)
        _ = try TestFolders.write("kept", to: "2026/11/03/index.html", in: site)
        let batch = FileBatch(for: site)
        try batch.place(OutputFile(path: "index.html", text: "new home"))
        try batch.place(OutputFile(path: "2026/12/01/index.html", text: "added"))
        try batch.write(removing: ["2026/11/07/index.html"])
        #expect(
            try contents(of: site) == [
                "index.html": "new home", "2026/11/03/index.html": "kept", "2026/12/01/index.html": "added",
            ])
        #expect(try folderNames(in: site) == ["2026", "2026/11", "2026/11/03", "2026/12", "2026/12/01"])
    }

    /// A file that a new folder replaces, and a folder that a new file replaces, go before the new files
    /// are written; without that, neither could be.
    @Test func aRemovedFileInTheWayOfANewOneGoesFirst() throws {
        let site = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: site) }
        _ = try TestFolders.write("a file", to: "notes", in: site)
        _ = try TestFolders.write("a folder's page", to: "about/index.html", in: site)
        let batch = FileBatch(for: site)
        try batch.place(OutputFile(path: "notes/index.html", text: "now a folder"))
        try batch.place(OutputFile(path: "about", text: "now a file"))
        try batch.write(removing: ["about/index.html", "notes"])
        #expect(try contents(of: site) == ["notes/index.html": "now a folder", "about": "now a file"])
    }

    /// The new pages are in the site before any removed one goes, so a page is never served linking one
    /// that is gone while its new version waits: a removal that fails leaves them written.
    @Test func theNewPagesAreWrittenBeforeAnyRemovedOneGoes() throws {
        let site = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: site) }
        _ = try TestFolders.write("links 07", to: "2026/11/03/index.html", in: site)
        // A folder where a removed file is recorded: it cannot be unlinked.
        _ = try TestFolders.write("in the folder", to: "2026/11/07/index.html/x", in: site)
        let batch = FileBatch(for: site)
        try batch.place(OutputFile(path: "2026/11/03/index.html", text: "links nothing"))
        #expect(throws: Diagnostic.self) { try batch.write(removing: ["2026/11/07/index.html"]) }
        #expect(try contents(of: site)["2026/11/03/index.html"] == "links nothing")
    }
}
