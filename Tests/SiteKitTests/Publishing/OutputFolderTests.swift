import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// Where a build may publish, keep its lock and stage its files.
@Suite struct OutputFolderTests {
    func message(_ output: URL) -> String? {
        do {
            try OutputFolder(output).check()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theRootFolderIsRefused() {
        #expect(
            message(URL(fileURLWithPath: "/")) == "/: the output cannot be the root folder: choose a folder inside it")
    }

    @Test func anOutputInsideAnotherSiteIsRefused() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Output")
        _ = try Publisher(output: site).publish([OutputFile(path: "articles/index.html", text: "x")])
        for inner in ["Output/articles", "Output/new", "Output/articles/deeper/still"] {
            #expect(
                message(folder.appendingPathComponent(inner))
                    == "\(folder.appendingPathComponent(inner).path): the output is inside \(site.path), a site that sitegen publishes; choose a folder outside it"
            )
        }
        // Through a symbolic link to the site, too.
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link"), withDestinationURL: site)
        #expect(
            message(folder.appendingPathComponent("link/articles"))?.hasSuffix(
                "the output is inside \(site.path), a site that sitegen publishes; choose a folder outside it") == true)
        #expect(message(site) == nil)
        #expect(message(folder.appendingPathComponent("Other")) == nil)
    }
}
