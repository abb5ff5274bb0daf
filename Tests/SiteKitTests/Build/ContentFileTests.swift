import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// A memo's bundle (`YYYY-MM-DD/index.md` and its files) and `static/` are published as they are, kept when
/// unchanged, seen by `check`, and never over a page.
@Suite struct ContentFileTests {
    /// The sample site with a bundle for 2026-11-30 (a note and a PDF beside it) and two static files.
    private func siteWithFiles(_ name: String = #function) throws -> IncrementalSite {
        let site = try IncrementalSite(name)
        try site.write(
            "---\ntitle: 港の写真\n---\n[地図](map.pdf) と [メモ](notes/plan.txt)\n",
            to: "Content/memos/2026/11/2026-11-30/index.md")
        try site.write("%PDF-1.4 map", to: "Content/memos/2026/11/2026-11-30/map.pdf")
        try site.write("plan", to: "Content/memos/2026/11/2026-11-30/notes/plan.txt")
        try site.write("notes.example.org\n", to: "Content/static/CNAME")
        try site.write("%PDF-1.4 timetable", to: "Content/static/docs/ferry.pdf")
        return site
    }

    private func published(_ path: String, in site: IncrementalSite) -> String? {
        try? String(contentsOf: site.folder.appendingPathComponent("Output/" + path), encoding: .utf8)
    }

    @Test func aBundlesFilesArePublishedBesideItsPageAndStaticFilesAtTheRoot() async throws {
        let site = try siteWithFiles()
        defer { site.remove() }
        _ = try await site.build()
        #expect(published("2026/11/30/map.pdf", in: site) == "%PDF-1.4 map")
        #expect(published("2026/11/30/notes/plan.txt", in: site) == "plan")
        #expect(published("CNAME", in: site) == "notes.example.org\n")
        #expect(published("docs/ferry.pdf", in: site) == "%PDF-1.4 timetable")
        #expect(published("2026/11/30/index.html", in: site)?.contains(#"<a href="map.pdf">地図</a>"#) == true)
        #expect(published("2026/11/30/index.md", in: site) == nil)
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func anUnchangedFileIsKeptAndAChangedOneAloneWritten() async throws {
        let site = try siteWithFiles()
        defer { site.remove() }
        let first = try await site.build()
        let times = try site.modificationTimes()
        #expect(try await site.build() == .init(written: 0, unchanged: first.written, removed: 0))
        try site.write("%PDF-1.4 map, second edition", to: "Content/memos/2026/11/2026-11-30/map.pdf")
        #expect(try await site.build() == .init(written: 1, unchanged: first.written - 1, removed: 0))
        let after = try site.modificationTimes()
        #expect(after.filter { times[$0.key] != $0.value }.keys.sorted() == ["2026/11/30/map.pdf"])
        try await site.expectSameBytesAsACleanBuild()

        try FileManager.default.removeItem(at: site.folder.appendingPathComponent("Content/static/CNAME"))
        #expect(try await site.build() == .init(written: 0, unchanged: first.written - 1, removed: 1))
        try await site.expectSameBytesAsACleanBuild()
        try await site.settle()
    }

    @Test func aDraftsBundleIsPublishedOnlyWithTheDraft() async throws {
        let site = try siteWithFiles()
        defer { site.remove() }
        try site.write("---\ndraft: true\n---\n[地図](map.pdf)\n", to: "Content/memos/2026/11/2026-11-30/index.md")
        _ = try await site.build()
        #expect(published("2026/11/30/map.pdf", in: site) == nil)
        #expect(published("CNAME", in: site) != nil)
    }

    @Test func checkSeesTheFilesAsLinkTargets() async throws {
        let site = try siteWithFiles()
        defer { site.remove() }
        try site.write(
            "---\ntitle: リンク\n---\n[時刻表](/docs/ferry.pdf) [地図](../30/map.pdf) [ない](missing.pdf)\n",
            to: "Content/memos/2026/11/2026-11-29.md")
        let report = try await site.check()
        #expect(
            report.problems.map(\.description) == [
                #"2026/11/29/index.html:43:72: link "missing.pdf" points to no page"#,
                #"feed.json:21:24: link "https://example.org/2026/11/29/missing.pdf" in entry "https://example.org/2026/11/29/" points to no page"#,
                #"feed.xml:28:5: link "https://example.org/2026/11/29/missing.pdf" in entry "https://example.org/2026/11/29/" points to no page"#,
            ])
    }

    @Test(arguments: [
        (
            "Content/static/feed.xml",
            "Content/static/feed.xml: would be published as feed.xml, which the site's own page, feed or asset is; rename the file"
        ),
        (
            "Content/static/assets/style.css",
            "Content/static/assets/style.css: would be published as assets/style.css, which the site's own page, feed or asset is; rename the file"
        ),
        (
            "Content/static/2026/11/index.html",
            "Content/static/2026/11/index.html: would be published as 2026/11/index.html, which the site's own page, feed or asset is; rename the file"
        ),
        (
            "Content/memos/2026/11/2026-11-30/index.html",
            "Content/memos/2026/11/2026-11-30/index.html: would be published as 2026/11/30/index.html, which the site's own page, feed or asset is; rename the file"
        ),
        (
            "Content/static/2026/11/30/map.pdf",
            "Content/memos/2026/11/2026-11-30/map.pdf: would be published as 2026/11/30/map.pdf, as SITE/Content/static/2026/11/30/map.pdf is; rename one of them"
        ),
    ])
    func aFileOverAPageOrAnotherFileIsAnErrorAndTheSiteStaysAsItWas(path: String, message: String) async throws {
        let site = try siteWithFiles()
        defer { site.remove() }
        _ = try await site.build()
        let times = try site.modificationTimes()
        try site.write("not a page", to: path)
        do {
            _ = try await site.build()
            Issue.record("the build did not fail")
        } catch let failure as BuildFailure {
            #expect(
                failure.diagnostics.map(\.description) == [
                    site.folder.path + "/" + message.replacingOccurrences(of: "SITE", with: site.folder.path)
                ])
        }
        #expect(try site.modificationTimes() == times)
    }

    @Test func linksHiddenEntriesAndFIFOsInStaticAreWarnedAboutAndLeftOut() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestFolders.write("icon", to: "static/favicon.ico", in: folder)
        try TestFolders.write("secret", to: "static/.env", in: folder)
        try TestFolders.write("challenge", to: "static/.well-known/acme", in: folder)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("static/passwd").path, withDestinationPath: "/etc/passwd")
        #expect(mkfifo(folder.appendingPathComponent("static/pipe").path, 0o644) == 0)
        let (files, _) = try StaticFileLoader(
            folder: folder.appendingPathComponent("static"), displayName: folder.path + "/static"
        ).read()
        #expect(files.value.map(\.path) == ["favicon.ico"])
        #expect(
            files.warnings.map { String($0.description.dropFirst(folder.path.utf8.count + 1)) } == [
                "static/.env: a hidden file; ignored",
                "static/.well-known: a hidden folder; ignored",
                "static/passwd: a symbolic link (static files must be real files, not links); ignored",
                "static/pipe: not a regular file or folder; ignored",
            ])
    }
}
