import Foundation
import TestSupport
import Testing

@testable import SiteCommand
@testable import SiteKit

@Suite struct NewSiteTests {
    /// `Themes/default` is the one source of the theme `init` writes: this fails until `.ci/embed-theme` has
    /// been run after a change to it.
    @Test func theEmbeddedThemeIsThemesDefault() throws {
        let folder = TestFolders.package.appendingPathComponent("Themes/default")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { path in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            return exists && !isFolder.boolValue && !path.split(separator: "/").contains { $0.hasPrefix(".") }
        }
        let embedded = DefaultTheme.files
        #expect(embedded.map(\.path).sorted() == paths.sorted(), "run .ci/embed-theme")
        for file in embedded {
            let bytes = FileManager.default.contents(atPath: folder.appendingPathComponent(file.path).path)
            #expect(
                bytes.map(Array.init) == file.bytes, "\(file.path) differs from Themes/default: run .ci/embed-theme")
        }
    }

    @Test func aNewSiteIsWrittenInItsLanguageForItsDay() throws {
        let site = NewSite(language: .ja, timeZone: "Asia/Tokyo", today: Day(iso: "2026-12-31")!)
        let files = Dictionary(
            uniqueKeysWithValues: site.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
        let config = try #require(files["Content/site.yml"])
        #expect(config.contains("\ntitle: \"わたしのノート\"\n"))
        #expect(config.contains("\nlanguage: ja\n"))
        #expect(config.contains("\ntimeZone: Asia/Tokyo\n"))
        #expect(
            files["Content/memos/2026/12/2026-12-31.md"] == "---\ntitle: はじめてのメモ\ntags: [おしらせ]\n---\n"
                + "このサイトの最初のメモです。`Content/memos/` に日付の名前で Markdown のファイルを置くと、その日のページになります。\n")
        #expect(
            files["Content/data/events.ics"]?.contains("DTSTART;VALUE=DATE:20270107\r\nDTEND;VALUE=DATE:20270108\r\n")
                == true)
        #expect(files["Content/data/pickup-messages.json"]?.contains("\"title\" : \"駅前のパン屋さん\"") == true)
        #expect(config.contains("\ntheme: site\n"))
        #expect(files["Themes/site/theme.yml"]?.hasSuffix("\nextends: default\n") == true)
        #expect(files.keys.filter { $0.hasPrefix("Themes/") } == ["Themes/site/theme.yml"])
    }

    @Test(arguments: ["Asia/Seoul", "Etc/GMT+5", "Etc/GMT-14", "UTC", "US/Eastern", "EST5EDT"])
    func anIANANameInTZIsKept(tz: String) {
        #expect(NewSiteCommand.timeZone(environment: ["TZ": tz]) == (tz, nil))
        #expect(NewSiteCommand.timeZone(environment: ["TZ": ":" + tz]) == (tz, nil))
    }

    /// POSIX rules (`GMT+5` is five hours west of UTC to glibc and five hours east to Foundation), names
    /// Foundation knows but the zone database has no file for, files of the database that are no zone, and
    /// paths are none of them a zone name for `site.yml`.
    @Test(arguments: [
        "Mars/Olympus", "", ":", "GMT+5", "JST-9", "EST5EDT,M3.2.0,M11.1.0", "JST", "SystemV/AST4", "zone.tab",
        "right/Asia/Tokyo", "Asia", "Asia/../Asia/Tokyo", "/usr/share/zoneinfo/Asia/Tokyo", "asia/tokyo",
    ])
    func anythingElseInTZIsUTCAndSaysWhy(tz: String) {
        #expect(NewSiteCommand.timeZone(environment: ["TZ": tz]) == ("UTC", "TZ \"\(tz)\" is not a time zone name"))
    }

    @Test func noTZIsUTCAndSaysWhy() {
        #expect(NewSiteCommand.timeZone(environment: [:]) == ("UTC", "TZ is not set"))
    }
}
