import Foundation
import Testing

/// A theme's assets are copied whole or the build stops: none is left out without a word
/// (one that cannot be read: `UnreadableFolderTests`).
@Suite struct ThemeAssetTests {
    @Test func aLinkOrAFIFOAmongTheAssetsIsAnErrorAndHiddenFilesAreLeftOut() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let assets = site.appendingPathComponent("Themes/default/assets")
        try Data("swap".utf8).write(to: assets.appendingPathComponent(".style.css.swp"))
        var run = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("Output/assets").path)
                .sorted() == ["search.js", "style.css"])

        try FileManager.default.createSymbolicLink(
            atPath: assets.appendingPathComponent("linked.css").path, withDestinationPath: "style.css")
        run = try SitegenProcess.run(["--date", "2026-11-30"], in: site)
        #expect(
            run.stderr
                == "error: Themes/default/assets/linked.css: not a regular file or folder; a theme's assets must be real files\nsitegen: the build failed; Output was left as it was\n"
        )
        try FileManager.default.removeItem(at: assets.appendingPathComponent("linked.css"))
        #expect(mkfifo(assets.appendingPathComponent("fonts.css").path, 0o644) == 0)
        run = try SitegenProcess.run(["--date", "2026-11-30"], in: site)
        #expect(
            run.stderr
                == "error: Themes/default/assets/fonts.css: not a regular file or folder; a theme's assets must be real files\nsitegen: the build failed; Output was left as it was\n"
        )
    }
}
