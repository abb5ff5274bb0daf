import Foundation
import Testing

/// What sitegen writes to a terminal: text quoted from an input cannot steer it.
@Suite struct TerminalOutputTests {
    /// Every scalar a terminal or a bidi-aware viewer would act on rather than show.
    static func steersTerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    @Test func escapeSequencesInSiteYmlAreShownAsEscapesInWarningsAndErrors() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let config = site.appendingPathComponent("Content/site.yml")
        let original = try String(contentsOf: config, encoding: .utf8)
        // An unknown key is a warning that quotes it; the build still succeeds.
        try (original + "\"\\e]0;owned\\a\\e[2J\\u202Ekey\": 1\n").write(to: config, atomically: true, encoding: .utf8)
        let warned = try SitegenProcess.run(["--date", "2026-11-30"], in: site)
        #expect(warned.status == 0)
        #expect(warned.stderr.contains(#"\u{1B}]0;owned\u{7}\u{1B}[2J\u{202E}key"#), "\(warned.stderr)")
        #expect(!warned.stderr.unicodeScalars.contains(where: Self.steersTerminal))

        // A bad time zone is an error that quotes the value, cleaned where it was read; the build fails.
        try original.replacingOccurrences(of: "timeZone: Asia/Tokyo", with: "timeZone: \"\\e[31mAsia/Tokyo\\r\"")
            .write(to: config, atomically: true, encoding: .utf8)
        let failed = try SitegenProcess.run(["--date", "2026-11-30"], in: site)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains(#"unknown time zone "[31mAsia/Tokyo ""#), "\(failed.stderr)")
        #expect(!failed.stderr.unicodeScalars.contains(where: Self.steersTerminal))
    }
}
