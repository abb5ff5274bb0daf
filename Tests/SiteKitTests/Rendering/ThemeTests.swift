import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// Themes that extend others (`theme.yml`), the default theme the binary carries, and strings files.
@Suite struct ThemeTests {
    /// A themes folder of its own, holding `files` (path below it → text), removed by `body`'s end.
    private func withThemes<T>(_ files: [String: String], _ body: (URL, String) throws -> T) throws -> T {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let themes = folder.appendingPathComponent("Themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        for (path, text) in files { try TestFolders.write(text, to: path, in: themes) }
        return try body(themes, displayPath(themes))
    }

    private func load(_ name: String, in themes: URL, language: SiteLanguage = .en) throws -> Parsed<Theme> {
        try Theme.load(named: name, in: themes, language: language)
    }

    private func error(_ body: () throws -> Any) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aThemeThatOverridesOneLayoutTakesTheRestFromTheBuiltInDefault() throws {
        try withThemes([
            "mine/theme.yml": "extends: default\nname: Mine\n",
            "mine/layouts/page.mustache": "{{<base}}{{$main}}<p class=\"mine\">{{content.title}}</p>{{/main}}{{/base}}",
        ]) { themes, _ in
            let theme = try load("mine", in: themes)
            #expect(theme.warnings == [])
            #expect(theme.value.layouts[.page]?.source.contains("class=\"mine\"") == true)
            let builtIn = Dictionary(uniqueKeysWithValues: DefaultTheme.files.map { ($0.path, $0.bytes) })
            #expect(
                theme.value.layouts[.day]?.source
                    == String(decoding: builtIn["layouts/day.mustache"]!, as: UTF8.self))
            #expect(
                theme.value.templates.template(named: "base")?.name == "(built-in default theme)/partials/base.mustache"
            )
            #expect(theme.value.assets.map(\.path) == ["assets/search.js", "assets/style.css"])
            #expect(theme.value.labels.home == "Home")
            #expect(theme.value.hash != (try load("default", in: themes)).value.hash)
        }
    }

    @Test func withoutAThemesFolderTheDefaultIsBuiltIn() throws {
        let nowhere = try TestFolders.temporary().appendingPathComponent("Themes")
        defer { try? FileManager.default.removeItem(at: nowhere.deletingLastPathComponent()) }
        let theme = try load("default", in: nowhere, language: .ja)
        #expect(theme.warnings == [] && theme.entries == 1)
        #expect(theme.value.labels.home == "ホーム")
        #expect(theme.value.hash == (try Theme.packageDefault(.ja)).hash, "the embedded theme is Themes/default")
        #expect(error { try load("mine", in: nowhere) } == "\(displayPath(nowhere))/mine: no such theme folder")
    }

    @Test func aChangeInTheThemeExtendedChangesTheHash() throws {
        let hashes = try ["<main>one</main>", "<main>two</main>"].map { base in
            try withThemes([
                "base/theme.yml": "extends: default\n", "base/partials/footer.mustache": base,
                "child/theme.yml": "extends: base\n",
            ]) { themes, _ in
                let theme = try load("child", in: themes)
                #expect(theme.entries == 3)  // child, base, the built-in default
                return theme.value.hash
            }
        }
        #expect(hashes[0] != hashes[1])
    }

    @Test(arguments: [
        (
            ["a/theme.yml": "extends: b\n", "b/theme.yml": "# b\nextends: a\n"],
            "b/theme.yml:2:10: extends: \"a\" leads back to a theme it extends (a → b → a)"
        ),
        (["a/theme.yml": "extends: a\n"], "a/theme.yml:1:10: extends: \"a\" leads back to a theme it extends (a → a)"),
        (
            ["a/theme.yml": "extends: nope\n"],
            "a/theme.yml:1:10: extends: no theme \"nope\" in THEMES, and none built in by that name"
        ),
        (
            ["a/theme.yml": "extends: ../x\n"],
            "a/theme.yml:1:10: extends: \"../x\" is not a theme folder name (letters, digits, '-', '_' and '.', not first)"
        ),
        (["a/theme.yml": "extends: [b]\n"], "a/theme.yml:1:10: extends: expected text, found a sequence"),
        (["a/theme.yml": "- extends\n"], "a/theme.yml:1:1: expected a mapping, found a sequence"),
        (
            ["a/theme.yml": "name: A\n"],
            "a/layouts/home.mustache: missing: a theme needs a layout for each kind of page (home, year, month, day, articles, category, tags, tag, search, page, 404), of its own or of the theme it extends"
        ),
        (
            ["a/theme.yml": "extends: default\n", "a/i18n/en.yml": "fullDate: yMMMQ\n"],
            "a/i18n/en.yml:1:11: fullDate: \"yMMMQ\" is not a date skeleton (the letters y, M, L, d, E and c, as in \"yMMMMEEEEd\")"
        ),
        (
            ["a/theme.yml": "extends: default\n", "a/i18n/en.yml": "home: [Home]\n"],
            "a/i18n/en.yml:1:7: home: expected text, found a sequence"
        ),
    ])
    func aBadThemeIsAnErrorAtItsPlace(files: [String: String], message: String) throws {
        try withThemes(files) { themes, root in
            #expect(
                error { try load("a", in: themes) } == "\(root)/"
                    + message.replacingOccurrences(of: "THEMES", with: root))
        }
    }

    @Test func unknownKeysOfTheManifestAndTheStringsAreWarnings() throws {
        try withThemes([
            "mine/theme.yml": "extends: default\ncolour: blue\n",
            "mine/i18n/en.yml": "home: Start\nhomePage: Start\n",
        ]) { themes, root in
            let theme = try load("mine", in: themes)
            #expect(
                theme.warnings.map(\.description) == [
                    "\(root)/mine/theme.yml:2:1: colour: unknown key; ignored",
                    "\(root)/mine/i18n/en.yml:2:1: homePage: unknown key; ignored",
                ])
            #expect(theme.value.labels.home == "Start" && theme.value.labels.calendar == "Calendar")
        }
    }

    /// A word the language's file lacks is the English one, and the warning names it; the rest of the
    /// file, and of the file it extends, is used.
    @Test func aMissingWordFallsBackToEnglishWithAWarningNamingIt() throws {
        try withThemes([
            "mine/theme.yml": "extends: default\n",
            "mine/i18n/it.yml": "home: Inizio\ncalendar: Calendario\n",
        ]) { themes, root in
            let theme = try load("mine", in: themes, language: try SiteLanguage.parse("it").get())
            #expect(theme.value.labels.home == "Inizio" && theme.value.labels.tags == "Tags")
            let missing = SiteLabels.CodingKeys.allCases.filter { $0 != .home && $0 != .calendar }
            #expect(
                theme.warnings.map(\.description)
                    == missing.map {
                        "\(root)/mine/i18n/it.yml: \($0.rawValue): missing from the strings files for \"it\"; the English word is used"
                    })
        }
    }

    @Test func aLanguageWithNoStringsFileAnywhereIsEnglishWithOneWarning() throws {
        try withThemes(["mine/theme.yml": "extends: default\n"]) { themes, root in
            let theme = try load("mine", in: themes, language: try SiteLanguage.parse("pt-BR").get())
            #expect(
                theme.warnings.map(\.description) == [
                    "\(root)/mine/i18n/pt-BR.yml: no strings file for \"pt-BR\" in the theme or the themes it extends; the English words are used"
                ])
            #expect(theme.value.labels == SiteLabels.builtIn(.en))
        }
    }

    /// `de-AT` takes the words of `de.yml`, which the default theme ships, and the child's `de-AT.yml` first.
    @Test func aRegionalTagTakesItsLanguagesFile() throws {
        try withThemes(["mine/theme.yml": "extends: default\n", "mine/i18n/de-AT.yml": "today: Heute!\n"]) {
            themes, _ in
            let theme = try load("mine", in: themes, language: try SiteLanguage.parse("de-AT").get())
            #expect(theme.warnings == [])
            #expect(theme.value.labels.today == "Heute!" && theme.value.labels.home == "Startseite")
        }
    }

    /// `sitegen replay` loads the theme and every theme it extends only from folders of the themes folder.
    @Test func aConfinedThemeMayNotExtendALinkOutOfTheThemes() throws {
        try withThemes(["mine/theme.yml": "extends: linked\n", "../elsewhere/theme.yml": "extends: default\n"]) {
            themes, root in
            try FileManager.default.createSymbolicLink(
                at: themes.appendingPathComponent("linked"),
                withDestinationURL: themes.deletingLastPathComponent().appendingPathComponent("elsewhere"))
            #expect(try load("mine", in: themes).entries == 3)
            #expect(
                error { try Theme.load(named: "mine", in: themes, language: .en, confined: true) }
                    == "\(root)/linked: a link to a folder outside \(root); a theme must be a folder of it")
        }
    }
}
