import Foundation
import Testing

/// Live reload in a real browser: headless Chromium, driven by `Tests/Tools/live_reload_browser.py`,
/// keeps a page of `sitegen serve` open while the memo behind it changes, then breaks; and opens one while
/// the first build has failed.
@Suite struct BrowserReloadTests {
    static let script = SitegenProcess.package.appendingPathComponent("Tests/Tools/live_reload_browser.py")

    /// Runs the browser script with `arguments`: its exit status, and what it printed.
    static func browse(_ arguments: [String]) throws -> (status: Int32, text: String) {
        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        browser.arguments = [script.path] + arguments
        let output = Pipe()
        browser.standardOutput = output
        browser.standardError = output
        try browser.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        browser.waitUntilExit()
        return (browser.terminationStatus, text)
    }

    @Test(.enabled(if: BrowserProbe.chromium != nil, BrowserProbe.needsChromium))
    func anOpenPageReloadsAfterAChangeAndShowsAFailedRebuildOverTheLastGoodPage() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let server = try ServeProcess(site: site, arguments: ["--date", "2026-11-30"])
        defer { #expect(server.stop() == 0) }
        let port = try #require(server.port(), "\(server.stderr)")

        let (status, text) = try Self.browse([
            BrowserProbe.chromium!, "http://127.0.0.1:\(port)/2026/11/03/",
            site.appendingPathComponent(ServeTests.memo).path, "公民館文化祭", "書き足した一文",
            "error: Content/memos/2026/11/2026-11-03.md:3:1: YAML: did not find expected ',' or ']'",
        ])
        #expect(status == 0, "\(text)\nsitegen serve said:\n\(server.stdout)\(server.stderr)")
        #expect(text == "page open\nreloaded with the change\noverlay over the last good page\n")
    }

    @Test(.enabled(if: BrowserProbe.chromium != nil, BrowserProbe.needsChromium))
    func aFailedFirstBuildsOverlaySaysThereIsNoEarlierPage() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        try "---\ntitle: [unclosed\n---\n本文\n".write(
            to: site.appendingPathComponent(ServeTests.memo), atomically: true, encoding: .utf8)
        let server = try ServeProcess(site: site, arguments: ["--date", "2026-11-30"])
        defer { #expect(server.stop() == 0) }
        let port = try #require(server.port(), "\(server.stderr)")
        #expect(server.waitFor { _, stderr in stderr.contains("nothing to serve until a build succeeds") })

        let (status, text) = try Self.browse([
            "--first-build", BrowserProbe.chromium!, "http://127.0.0.1:\(port)/", "^",
        ])
        #expect(status == 0, "\(text)\nsitegen serve said:\n\(server.stdout)\(server.stderr)")
        #expect(
            text == """
                sitegen: the build failed; no build has succeeded yet, so there is no earlier page to show.

                error: Content/memos/2026/11/2026-11-03.md:3:1: YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 2)
                  3 | ---
                    | ^

                """)
    }
}
