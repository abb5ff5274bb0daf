import Testing

@testable import SiteKit

/// Which paths a site may write: every one stays inside the output folder.
struct OutputFileTests {
    @Test(arguments: [
        "index.html", "2026/11/03/index.html", "tags/港/index.html", ".well-known/x", "a/.../b",
        String(repeating: "x", count: 255) + "/index.html",
    ])
    func aPathInsideTheOutputIsSafe(path: String) {
        #expect(OutputFile.isSafe(path))
    }

    @Test(arguments: [
        "", "/etc/passwd", "a//b", "a/", "./a", "a/./b", "a/../b", "..", "a\\b", "a\u{7}b", "a\nb", "a\u{7F}b",
        "a\u{85}b", "a\u{9F}b", String(repeating: "x", count: 256) + "/index.html",
    ])
    func aPathThatCouldLeaveItOrConfuseItIsNot(path: String) {
        #expect(!OutputFile.isSafe(path))
    }

    @Test func theFoldersAboveThePathsAreEveryLevelOfEach() {
        let paths = ["index.html", "2026/11/03/index.html", "2026/11/04/index.html", "tags/港/索引/a.json", "tags/b"]
        #expect(
            StagedSite.folders(above: paths)
                == ["2026", "2026/11", "2026/11/03", "2026/11/04", "tags", "tags/港", "tags/港/索引"])
    }
}
