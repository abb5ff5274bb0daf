import CCMark
import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// One example of the GFM spec (`spec.txt`, CommonMark's examples among them) or of cmark-gfm's
/// extension tests (`extensions.txt`), read from `shared/spec/gfm` at test time.
struct GFMExample: Sendable, CustomTestStringConvertible {
    let file: String
    let number: Int
    let line: Int
    /// What follows `example` on the fence line: `table`, `autolink`, `disabled`... or nothing.
    let kind: String
    let markdown: String
    let html: String

    var testDescription: String { "\(file) example \(number) (line \(line))" }

    static let all: [GFMExample] = ["spec.txt", "extensions.txt"].flatMap { file in
        TestFolders.shared("spec/gfm/\(file)").flatMap { try? String(contentsOf: $0, encoding: .utf8) }.map {
            examples(in: $0, file: file)
        } ?? []
    }

    private static func examples(in text: String, file: String) -> [GFMExample] {
        let fence = String(repeating: "`", count: 32)
        let lines = text.components(separatedBy: "\n")
        var examples: [GFMExample] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].hasPrefix(fence + " example") else { continue }
            let kind = lines[index].dropFirst(fence.count + " example".count).trimmingCharacters(in: .whitespaces)
            let start = index + 1
            guard let dot = lines[start...].firstIndex(of: "."),
                let end = lines[dot...].firstIndex(where: { $0.hasPrefix(fence) })
            else { break }
            func joined(_ part: ArraySlice<String>) -> String {
                part.map { $0.replacingOccurrences(of: "→", with: "\t") + "\n" }.joined()
            }
            examples.append(
                GFMExample(
                    file: file, number: examples.count + 1, line: start, kind: kind,
                    markdown: joined(lines[start..<dot]),
                    html: joined(lines[(dot + 1)..<end])))
            index = end
        }
        return examples
    }
}

/// Every example renders as the spec expects: through `MarkdownRenderer` as a site that allows raw HTML
/// renders it, and in safe mode with each piece of raw HTML omitted and nothing else changed.
@Suite struct GFMSpecTests {
    /// The spec's own `disabled` examples (task lists as another renderer wrote them), which cmark-gfm
    /// does not run either; and the example whose expected HTML is `<IGNORE>`: it must only not crash.
    static let runnable = GFMExample.all.filter { $0.kind != "disabled" && $0.html != "<IGNORE>\n" }

    @Test(.needsShared("spec/gfm/spec.txt"))
    func everyExampleIsRead() {
        #expect(GFMExample.all.count == 701)
        #expect(Set(GFMExample.all.map(\.kind)) == ["", "table", "strikethrough", "autolink", "tagfilter", "disabled"])
        let ignored = GFMExample.all.filter { $0.html == "<IGNORE>\n" }
        #expect(ignored.count == 1)
        for example in ignored { _ = MarkdownRenderer().html(example.markdown) }
    }

    @Test(arguments: runnable)
    func rendersAsTheSpecWithRawHTMLAllowed(_ example: GFMExample) {
        #expect(MarkdownRenderer(allowsRawHTML: true).html(example.markdown) == Self.expected(example))
    }

    /// Each piece of raw HTML is marked in the tree and the tree rendered: put back, the pieces give the
    /// spec's HTML, so the marks stand exactly where it has raw HTML, and safe mode has the comment there.
    @Test(arguments: runnable)
    func rendersAsTheSpecWithRawHTMLOmitted(_ example: GFMExample) {
        let tree = MarkdownTree(example.markdown)
        let rawHTML = MarkdownNodes.all(under: tree.root) {
            [CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE].contains(cmark_node_get_type($0))
        }
        var pieces: [(mark: String, html: String)] = []
        for node in rawHTML {
            let html = String(cString: cmark_node_get_literal(node))
            let mark = "\u{1}\(pieces.count)\u{1}"
            pieces.append((mark, html.hasSuffix("\n") ? String(html.dropLast()) : html))
            cmark_node_set_literal(node, mark + (html.hasSuffix("\n") ? "\n" : ""))
        }
        let buffer = cmark_render_html(tree.root, CMARK_OPT_UNSAFE)!
        let marked = String(cString: buffer)
        free(buffer)
        func replacingMarks(_ replacement: (String) -> String) -> String {
            pieces.reduce(marked) { $0.replacingOccurrences(of: $1.mark, with: replacement($1.html)) }
        }
        #expect(replacingMarks { $0 } == Self.expected(example))
        #expect(MarkdownRenderer().html(example.markdown) == replacingMarks { _ in "<!-- raw HTML omitted -->" })
    }

    /// The examples whose HTML here differs from the spec's, by the example's number in `spec.txt`, with
    /// what sitegen writes instead. CommonMark's examples of plain text that GitHub's extended autolinks
    /// link (cmark-gfm's spec runner runs CommonMark's examples with no extension; here they are always on),
    /// and an `ftp://` address, which is left unlinked because sitegen links only http and https.
    static let differences: [Int: String] = [
        610: "<p>&lt;<a href=\"http://foo.bar/baz\">http://foo.bar/baz</a> bim&gt;</p>\n",
        614: "<p>&lt;<a href=\"mailto:foo+@bar.example.com\">foo+@bar.example.com</a>&gt;</p>\n",
        616: "<p>&lt; <a href=\"http://foo.bar\">http://foo.bar</a> &gt;</p>\n",
        619: "<p><a href=\"http://example.com\">http://example.com</a></p>\n",
        620: "<p><a href=\"mailto:foo@bar.example.com\">foo@bar.example.com</a></p>\n",
        628: """
        <p><a href="http://commonmark.org">http://commonmark.org</a></p>
        <p>(Visit <a href="https://encrypted.google.com/search?q=Markup+(business)">\
        https://encrypted.google.com/search?q=Markup+(business)</a>)</p>
        <p>Anonymous FTP is available at ftp://foo.bar.baz.</p>

        """,
    ]

    @Test(.needsShared("spec/gfm/spec.txt"))
    func theDifferencesAreWhereTheSpecSaysOtherwise() {
        for (number, html) in Self.differences {
            let example = GFMExample.all.first { $0.file == "spec.txt" && $0.number == number }
            #expect(example != nil && example?.html != html, "spec.txt example \(number)")
        }
    }

    /// The example's HTML, with a table column's alignment as cmark-gfm writes it when it prefers style
    /// attributes (`style="text-align: left"`), as sitegen does, HTML5 having made `align` obsolete; with
    /// a task's checkbox and text in a `<label>`, which gives the checkbox the name accessibility asks; and
    /// where it shows GitHub's tag filter, which escapes the `<` of `<title>`,
    /// `<textarea>`, `<style>`, `<xmp>`, `<iframe>`, `<noembed>`, `<noframes>`, `<script>` and `<plaintext>`:
    /// a site that allows raw HTML gets them as written (it opted in to any HTML), and safe mode omits them
    /// with the rest, so the filter has nothing to do.
    static func expected(_ example: GFMExample) -> String {
        if example.file == "spec.txt", let html = differences[example.number] { return html }
        var html = example.html
        for alignment in ["left", "center", "right"] {
            html = html.replacingOccurrences(of: " align=\"\(alignment)\"", with: " style=\"text-align: \(alignment)\"")
        }
        html = html.replacing(#/<input type="checkbox"([^>]*) /> ([^<\n]*)/#) { match in
            "<label><input type=\"checkbox\"\(match.1) /> \(match.2)</label>"
        }
        guard example.kind == "tagfilter" || example.html.contains("&lt;xmp>") else { return html }
        for name in [
            "title", "textarea", "style", "xmp", "XMP", "iframe", "noembed", "noframes", "script", "plaintext",
        ] {
            html = html.replacingOccurrences(of: "&lt;\(name)", with: "<\(name)")
            html = html.replacingOccurrences(of: "&lt;/\(name)", with: "</\(name)")
        }
        return html
    }
}
