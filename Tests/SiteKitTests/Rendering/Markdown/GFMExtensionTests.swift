import Testing

@testable import SiteKit

/// GitHub's extensions where the spec's examples leave off: escapes, excerpts and titles, footnotes in
/// their places, and hostile input, which must come out whole and in bounded time.
@Suite struct GFMExtensionTests {
    let renderer = MarkdownRenderer()

    @Test func aBackslashKeepsTildesAndBracketsLiteral() {
        #expect(renderer.html("\\~~a~~ and \\~\\~b\\~\\~ and ~~c~~\n") == "<p>~~a~~ and ~~b~~ and <del>c</del></p>\n")
        #expect(renderer.html("a\\[^1] b[^1]\n\n[^1]: n\n").hasPrefix("<p>a[^1] b<sup class=\"footnote-ref\">"))
        #expect(
            renderer.html("`\\~x~` <https://a.example/\\~b>\n")
                == "<p><code>\\~x~</code> <a href=\"https://a.example/%5C~b\">https://a.example/\\~b</a></p>\n")
    }

    @Test func excerptsAndTitlesKeepTheTextAndDropTheSyntax() {
        let memo = "| 品 | 量 |\n|---|--:|\n| 塩 | ~~10~~ 12 g |\n\n- [x] 干す[^1]\n\n[^1]: 日陰で。\n"
        #expect(renderer.excerpt(memo, maxCharacters: 100) == "品 量 塩 10 12 g 干す")
        #expect(renderer.title("# ~~旧い~~ 新しい題 www.example.com\n") == "旧い 新しい題 www.example.com")
    }

    @Test func footnotesAfterAQuoteOrAListAndWithBlocks() {
        let html = renderer.html("> 引用[^a]\n[^a]: 注\n\n- 項目[^B]\n\n[^b]:\n    ```\n    code\n    ```\n")
        #expect(
            html == """
                <blockquote>
                <p>引用<sup class="footnote-ref"><a href="#fn1" id="fnref1">1</a></sup></p>
                </blockquote>
                <ul>
                <li>項目<sup class="footnote-ref"><a href="#fn2" id="fnref2">2</a></sup></li>
                </ul>
                <section class="footnotes">
                <ol>
                <li id="fn1">
                <p>注 <a href="#fnref1" class="footnote-backref">↩</a></p>
                </li>
                <li id="fn2">
                <pre><code>code
                </code></pre>
                <a href="#fnref2" class="footnote-backref">↩</a>
                </li>
                </ol>
                </section>

                """)
    }

    @Test func aFootnoteReferredToTwiceHasOneTarget() {
        let html = renderer.html("a[^n] b[^n]\n\n[^n]: x\n")
        #expect(html.components(separatedBy: "id=\"fnref1\"").count == 2)
        #expect(html.components(separatedBy: "href=\"#fn1\"").count == 3)
    }

    @Test func footnoteIDsTakeAPrefix() {
        let html = renderer.html("a[^1]\n\n[^1]: b\n", footnoteIDPrefix: "message2-")
        #expect(html.contains("<a href=\"#message2-fn1\" id=\"message2-fnref1\">1</a>"))
        #expect(
            html.contains("<li id=\"message2-fn1\">\n<p>b <a href=\"#message2-fnref1\" class=\"footnote-backref\">"))
    }

    @Test func aDefinitionInsideCodeIsCode() {
        #expect(renderer.html("```\n[^1]: x\n```\n\n[^1]\n") == "<pre><code>[^1]: x\n</code></pre>\n<p>[^1]</p>\n")
    }

    @Test func tasksInALooseListAndNotTasks() {
        #expect(
            renderer.html("- [ ] a\n\n- [X] b\n- [y] c\n-\n  [ ] d\n")
                == """
                <ul>
                <li>
                <p><label><input type="checkbox" disabled="" /> a</label></p>
                </li>
                <li>
                <p><label><input type="checkbox" checked="" disabled="" /> b</label></p>
                </li>
                <li>
                <p>[y] c</p>
                </li>
                <li>
                <p>[ ] d</p>
                </li>
                </ul>

                """)
    }

    @Test func aTableInAQuoteEndsAtALazyLine() {
        #expect(
            renderer.html("> | a |\n> | - |\n> | b |\nlazy\n")
                == "<blockquote>\n<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>b</td>\n</tr>\n</tbody>\n</table>\n<p>lazy</p>\n</blockquote>\n"
        )
    }

    @Test func tenThousandPipesMakeOneRowOfCells() {
        let header = String(repeating: "|a", count: 10_000) + "|\n"
        let html = renderer.html(
            header + String(repeating: "|-", count: 10_000) + "\n" + String(repeating: "|", count: 10_000) + "\n")
        #expect(html.components(separatedBy: "<th>a</th>").count == 10_001)
        #expect(html.components(separatedBy: "<td></td>").count == 10_001)
    }

    @Test func tenThousandTildesStayText() {
        let tildes = String(repeating: "~", count: 10_000)
        #expect(renderer.html("x " + tildes + "a" + tildes) == "<p>x \(tildes)a\(tildes)</p>\n")
        let openers = String(repeating: "~a ", count: 10_000)
        #expect(renderer.html(openers) == "<p>\(openers.dropLast())</p>\n")
        let pairs = String(repeating: "~~a~~ ", count: 10_000)
        #expect(renderer.html(pairs).components(separatedBy: "<del>a</del>").count == 10_001)
    }

    @Test func manyLinksAddressesAndReferencesComeOutWhole() {
        #expect(
            renderer.html(String(repeating: "a@", count: 10_000) + "b.example").contains(
                "<a href=\"mailto:a@b.example\">"))
        #expect(renderer.html(String(repeating: "www.", count: 10_000)).components(separatedBy: "<a ").count == 2)
        #expect(
            renderer.html(String(repeating: "http://a.example/_ ", count: 10_000)).components(separatedBy: "<a ").count
                == 10_001)
        let references = String(repeating: "[^1]", count: 10_000) + "\n\n[^1]: n\n"
        #expect(renderer.html(references).components(separatedBy: "class=\"footnote-ref\"").count == 10_001)
        let definitions =
            (0..<2_000).map { "[^\($0)]: d\($0)\n" }.joined() + "\n" + (0..<2_000).map { "[^\($0)]" }.joined()
        #expect(renderer.html(definitions).components(separatedBy: "class=\"footnote-backref\"").count == 2_001)
    }

    @Test func aTableDeepInQuotesAndLists() {
        let depth = 500
        let quotes = String(repeating: "> ", count: depth)
        let html = renderer.html(quotes + "| a |\n" + quotes + "| - |\n" + quotes + "| ~~b~~ |\n")
        #expect(html.contains("<td><del>b</del></td>"))
        #expect(html.components(separatedBy: "<blockquote>").count == depth + 1)
        let items = (0..<depth).map { String(repeating: "  ", count: $0) + "- [x] t\n" }.joined()
        #expect(renderer.html(items).components(separatedBy: "checked=\"\"").count == depth + 1)
    }
}
