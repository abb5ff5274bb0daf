import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// What a theme's mistakes say: the template's line quoted, and the page kind a misnamed layout is a slip of.
@Suite struct ThemeErrorsTests {
    /// The default theme in a temporary folder, changed by `change` (given the theme folder).
    static func theme(_ change: (URL) throws -> Void) throws -> URL {
        let folder = try TestFolders.temporary()
        let theme = folder.appendingPathComponent("x")
        for file in DefaultTheme.files {
            try TestFolders.write(Data(file.bytes), to: "x/" + file.path, in: folder)
        }
        try change(theme)
        return folder
    }

    static func error(loading folder: URL) -> String? {
        do {
            _ = try Theme.load(named: "x", in: folder, language: .en)
            return nil
        } catch {
            return Diagnostic.printed(errors: error.diagnostics).joined(separator: "\n")
        }
    }

    @Test func aMisnamedLayoutIsSuggestedForTheKindItIsASlipOf() throws {
        let folder = try Self.theme { theme in
            let layouts = theme.appendingPathComponent("layouts")
            try FileManager.default.moveItem(
                at: layouts.appendingPathComponent("month.mustache"),
                to: layouts.appendingPathComponent("monht.mustache"))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            Self.error(loading: folder)
                == "error: \(folder.path)/x/layouts/month.mustache: missing: a theme needs a layout for each kind of page "
                + "(home, year, month, day, articles, category, tags, tag, search, page, 404), "
                + "of its own or of the theme it extends (did you mean to name layouts/monht.mustache month.mustache?)")
    }

    @Test func aMisnamedLayoutOfAThemeExtendedIsSuggestedToo() throws {
        let folder = try Self.theme { theme in
            let layouts = theme.appendingPathComponent("layouts")
            try FileManager.default.moveItem(
                at: layouts.appendingPathComponent("tag.mustache"), to: layouts.appendingPathComponent("tga.mustache"))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestFolders.write("extends: x\n", to: "mine/theme.yml", in: folder)
        do {
            _ = try Theme.load(named: "mine", in: folder, language: .en)
            Issue.record("loaded a theme without a tag layout")
        } catch {
            #expect(
                Diagnostic.printed(errors: error.diagnostics).joined(separator: "\n")
                    == "error: \(folder.path)/mine/layouts/tag.mustache: missing: a theme needs a layout for each kind of "
                    + "page (home, year, month, day, articles, category, tags, tag, search, page, 404), "
                    + "of its own or of the theme it extends (did you mean to name layouts/tga.mustache tag.mustache?)")
        }
    }

    @Test func aLayoutMissingWithNothingLikeItSaysOnlyThat() throws {
        let folder = try Self.theme { theme in
            try FileManager.default.removeItem(at: theme.appendingPathComponent("layouts/tags.mustache"))
            // A partial of that name is no layout, and not suggested.
            try TestFolders.write("x", to: "partials/tgas.mustache", in: theme)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            Self.error(loading: folder)
                == "error: \(folder.path)/x/layouts/tags.mustache: missing: a theme needs a layout for each kind of page "
                + "(home, year, month, day, articles, category, tags, tag, search, page, 404), "
                + "of its own or of the theme it extends")
    }

    @Test func aTemplateSyntaxErrorQuotesItsLine() throws {
        let folder = try Self.theme { theme in
            try TestFolders.write("<p>\n  {{#memos}}{{title}\n</p>\n", to: "partials/pager.mustache", in: theme)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            Self.error(loading: folder) == """
                error: \(folder.path)/x/partials/pager.mustache:2:13: template: unclosed tag: "{{" has no closing "}}"
                  2 |   {{#memos}}{{title}
                    |             ^
                """)
    }

    @Test func everyBrokenTemplateOfTheChainIsReportedEachWithItsLine() throws {
        let folder = try Self.theme { theme in
            try TestFolders.write("<p>\n  {{#memos}}{{title}\n</p>\n", to: "partials/pager.mustache", in: theme)
            try TestFolders.write("{{/day}}\n", to: "layouts/day.mustache", in: theme)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestFolders.write("extends: x\n", to: "mine/theme.yml", in: folder)
        try TestFolders.write("<main>\n{{{body}}\n", to: "mine/layouts/home.mustache", in: folder)
        do {
            _ = try Theme.load(named: "mine", in: folder, language: .en)
            Issue.record("loaded a theme with three broken templates")
        } catch {
            #expect(
                Diagnostic.printed(errors: error.diagnostics) == [
                    """
                    error: \(folder.path)/mine/layouts/home.mustache:2:1: template: unclosed tag: "{{{" has no closing "}}}"
                      2 | {{{body}}
                        | ^
                    """,
                    """
                    error: \(folder.path)/x/layouts/day.mustache:1:1: template: {{/day}} closes nothing: no section is open
                      1 | {{/day}}
                        | ^
                    """,
                    """
                    error: \(folder.path)/x/partials/pager.mustache:2:13: template: unclosed tag: "{{" has no closing "}}"
                      2 |   {{#memos}}{{title}
                        |             ^
                    """,
                ])
        }
    }

    @Test func aManifestOrStringsFileMistakeQuotesItsLine() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestFolders.write("name: A\nextends: nope\n", to: "a/theme.yml", in: folder)
        try TestFolders.write("extends: default\nnmae: B\n", to: "b/theme.yml", in: folder)
        try TestFolders.write("home: Start\nfullDate: yMMMQ\n", to: "b/i18n/en.yml", in: folder)
        let printed = { (name: String) -> [String] in
            do throws(InputErrors) {
                return try Theme.load(named: name, in: folder, language: .en).warnings.map(\.printed)
            } catch {
                return Diagnostic.printed(errors: error.diagnostics)
            }
        }
        #expect(
            printed("a") == [
                """
                error: \(folder.path)/a/theme.yml:2:10: extends: no theme "nope" in \(folder.path), and none built in by that name
                  2 | extends: nope
                    |          ^
                """
            ])
        #expect(
            printed("b") == [
                """
                error: \(folder.path)/b/i18n/en.yml:2:11: fullDate: "yMMMQ" is not a date skeleton (the letters y, M, L, d, E and c, as in "yMMMMEEEEd")
                  2 | fullDate: yMMMQ
                    |           ^
                """
            ])
        try TestFolders.write("home: Start\n", to: "b/i18n/en.yml", in: folder)
        #expect(
            printed("b") == [
                """
                warning: \(folder.path)/b/theme.yml:2:1: nmae: unknown key; ignored (did you mean "name"?)
                  2 | nmae: B
                    | ^
                """
            ])
    }
}
