import Foundation
import Mustache
import Testing

/// Theme folders on disk: real files in a temporary folder.
@Suite("Template folders")
struct TemplateDirectoryTests {
    /// A fresh folder with the given files (relative path → contents), removed afterwards.
    private func withFolder(_ files: [String: Data], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("mustache-tests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, contents) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url)
        }
        try body(root)
    }

    private func text(_ string: String) -> Data { Data(string.utf8) }

    @Test("layouts inherit a base found in partials, which includes other partials")
    func theme() throws {
        try withFolder([
            "layouts/home.mustache": text("{{<base}}\n{{$main}}\n<h1>{{title}}</h1>\n{{/main}}\n{{/base}}\n"),
            "partials/base.mustache": text("<body>\n  {{$main}}\n  {{/main}}\n  {{>footer}}\n</body>\n"),
            "partials/footer.mustache": text("<footer>{{site}}</footer>\n"),
            "partials/notes.txt": text("{{#broken"),
            "partials/.footer.mustache.swp": text("{{#broken"),
        ]) { root in
            let theme = try TemplateDirectory(folders: [root + "/layouts", root + "/partials"])
            #expect(theme.templates.keys.sorted() == ["base", "footer", "home"])
            let home = try #require(theme.template(named: "home"))
            #expect(home.name == root + "/layouts/home.mustache")
            #expect(
                try home.render(["title": "Hi", "site": "Memo"], partials: theme, strict: true)
                    == "<body>\n  <h1>Hi</h1>\n  <footer>Memo</footer>\n</body>\n")
        }
    }

    @Test("the first folder wins when two hold the same name")
    func searchOrder() throws {
        try withFolder(["a/card.mustache": text("A"), "b/card.mustache": text("B"), "b/other.mustache": text("O")]) {
            root in
            let templates = try TemplateDirectory(folders: [root + "/a/", root + "/b"])
            #expect(try templates.template(named: "card")?.render([:]) == "A")
            #expect(try templates.template(named: "other")?.render([:]) == "O")
        }
    }

    @Test("a syntax error names the file by its path")
    func syntaxError() throws {
        try withFolder(["partials/card.mustache": text("<li>\n  {{#items}}</li>\n")]) { root in
            #expect {
                try TemplateDirectory(folders: [root + "/partials"])
            } throws: { error in
                (error as? MustacheError)?.description
                    == root
                    + "/partials/card.mustache:2:3: {{#items}} is never closed: expected a closing tag for \"items\""
            }
        }
    }

    @Test("compiling goes on after an error: every broken file and unlistable folder, the rest compiled")
    func everyError() throws {
        try withFolder([
            "a/card.mustache": text("{{#x}}"), "a/list.mustache": text("ok"), "a/page.mustache": text("\n{{y"),
            "b/card.mustache": text("B"), "b/other.mustache": text("O"),
        ]) { root in
            let (directory, errors) = TemplateDirectory.compiling(folders: [
                root + "/a", root + "/missing", root + "/b",
            ])
            #expect(
                errors.map(\.description) == [
                    root + "/a/card.mustache:1:1: {{#x}} is never closed: expected a closing tag for \"x\"",
                    root + "/a/page.mustache:2:1: unclosed tag: \"{{\" has no closing \"}}\"",
                    root + "/missing: cannot list the folder",
                ])
            // The broken `card` of the first folder keeps the second's from standing in for it.
            #expect(directory.templates.keys.sorted() == ["list", "other"])
        }
    }

    @Test("a strict-mode error inside a partial names the partial's file")
    func errorInPartialFile() throws {
        try withFolder(["p/page.mustache": text("{{>card}}"), "p/card.mustache": text("\n {{titel}}")]) { root in
            let templates = try TemplateDirectory(folders: [root + "/p"])
            #expect {
                try templates.template(named: "page")!.render(["title": "t"], partials: templates, strict: true)
            } throws: { error in
                (error as? MustacheError)?.description == root + "/p/card.mustache:2:2: variable \"titel\" not found"
            }
        }
    }

    @Test("a missing folder and a file that is not UTF-8 are errors naming them")
    func unreadable() throws {
        try withFolder(["p/bad.mustache": Data("<p>\n  é".utf8) + Data([0xFF, 0x62])]) { root in
            #expect {
                try TemplateDirectory(folders: [root + "/missing"])
            } throws: { error in
                (error as? MustacheError)?.description == root + "/missing: cannot list the folder"
            }
            #expect {
                try TemplateDirectory(folders: [root + "/p"])
            } throws: { error in
                (error as? MustacheError)?.description == root + "/p/bad.mustache:2:4: invalid UTF-8 (byte 0xFF)"
            }
        }
    }

    @Test("a folder or a FIFO named like a template is an error, and the FIFO is never read")
    func notARegularFile() throws {
        try withFolder(["p/folder.mustache/x": text("x"), "q/.keep": text("")]) { root in
            #expect {
                try TemplateDirectory(folders: [root + "/p"])
            } throws: { error in
                (error as? MustacheError)?.description == root
                    + "/p/folder.mustache: cannot read the file (it is a folder, not a file)"
            }
            #expect(mkfifo(root + "/q/pipe.mustache", 0o644) == 0)
            #expect {
                try TemplateDirectory(folders: [root + "/q"])
            } throws: { error in
                (error as? MustacheError)?.description == root
                    + "/q/pipe.mustache: cannot read the file (not a regular file)"
            }
        }
    }
}
