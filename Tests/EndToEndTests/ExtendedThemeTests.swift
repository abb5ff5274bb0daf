import Foundation
import Testing

/// Through the built binary: a site whose theme changes one layout of the default theme, which the binary
/// carries when there is no `Themes/` at all; a language with no strings file; a bad `theme.yml`.
@Suite struct ExtendedThemeTests {
    private func text(_ path: String, in site: URL) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    private func write(_ text: String, to path: String, in site: URL) throws {
        let url = site.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func setting(_ key: String, to value: String, in site: URL) throws {
        let config = try text("Content/site.yml", in: site)
        try write(
            config.replacingOccurrences(
                of: #"\n\#(key): [^\n]*"#, with: "\n\(key): \(value)", options: .regularExpression),
            to: "Content/site.yml", in: site)
    }

    @Test func aThemeThatOverridesOneLayoutGetsEverythingElseFromTheBuiltInDefault() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.removeItem(at: site.appendingPathComponent("Themes/default"))
        try write("extends: default\n", to: "Themes/mine/theme.yml", in: site)
        try write(
            "{{<base}}{{$main}}<p class=\"mine\">{{content.title}}</p>{{/main}}{{/base}}\n",
            to: "Themes/mine/layouts/page.mustache", in: site)
        try setting("theme", to: "mine", in: site)
        let run = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(try text("Output/about/index.html", in: site).contains("<p class=\"mine\">このサイトについて</p>"))
        let day = try text("Output/2026/11/03/index.html", in: site)
        #expect(day.contains("<article class=\"memo\">") && day.contains("2026年11月3日(火)"))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("Output/assets/style.css").path))
    }

    /// French is shipped; Italian is not: its words are English, with one warning, its dates Italian.
    @Test func aLanguageWithoutStringsTakesEnglishWordsAndTheLocalesDates() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        try setting("language", to: "fr", in: site)
        var run = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        var month = try text("Output/2026/11/index.html", in: site)
        #expect(
            month.contains("<html lang=\"fr\">") && month.contains("novembre 2026") && month.contains("Mois précédent"))

        try setting("language", to: "it", in: site)
        run = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site)
        #expect(run.status == 0)
        #expect(
            run.stderr
                == "warning: Themes/default/i18n/it.yml: no strings file for \"it\" in the theme or the themes it extends; the English words are used\n"
        )
        month = try text("Output/2026/11/index.html", in: site)
        #expect(
            month.contains("<html lang=\"it\">") && month.contains("novembre 2026") && month.contains("Previous month"))
        #expect(try text("Output/2026/11/03/index.html", in: site).contains("martedì 3 novembre 2026"))
    }

    @Test func aThemeExtendingAMissingThemeFailsAndLeavesTheOutput() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        try write("name: Mine\nextends: harbour\n", to: "Themes/mine/theme.yml", in: site)
        try setting("theme", to: "mine", in: site)
        let run = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site)
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                error: Themes/mine/theme.yml:2:10: extends: no theme "harbour" in Themes, and none built in by that name
                  2 | extends: harbour
                    |          ^
                sitegen: the build failed; Output was left as it was

                """)
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Output").path))
    }
}
