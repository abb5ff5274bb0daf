import Foundation
import Testing

/// Live reload in a real browser: headless Chromium, driven by `Tests/Tools/live_reload_browser.py`,
/// keeps a page of `sitegen serve` open while the memo behind it changes, then breaks.
@Suite struct BrowserReloadTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let script = SitegenProcess.package.appendingPathComponent("Tests/Tools/live_reload_browser.py")

    @Test(.enabled(if: chromium != nil, "needs Chromium (apt-get install chromium; .ci/setup installs it)"))
    func anOpenPageReloadsAfterAChangeAndShowsAFailedRebuildOverTheLastGoodPage() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let server = try ServeProcess(site: site, arguments: ["--date", "2026-11-30"])
        defer { #expect(server.stop() == 0) }
        let port = try #require(server.port(), "\(server.stderr)")

        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        browser.arguments = [
            Self.script.path, Self.chromium!, "http://127.0.0.1:\(port)/2026/11/03/",
            site.appendingPathComponent(ServeTests.memo).path, "公民館文化祭", "書き足した一文",
            "error: Content/memos/2026/11/2026-11-03.md:3:1: YAML: did not find expected ',' or ']'",
        ]
        let output = Pipe()
        browser.standardOutput = output
        browser.standardError = output
        try browser.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        browser.waitUntilExit()
        #expect(browser.terminationStatus == 0, "\(text)\nsitegen serve said:\n\(server.stdout)\(server.stderr)")
        #expect(text == "page open\nreloaded with the change\noverlay over the last good page\n")
    }
}
