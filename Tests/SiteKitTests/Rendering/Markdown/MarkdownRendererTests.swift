import Testing

@testable import SiteKit

@Suite struct MarkdownRendererHTMLTests {
    let renderer = MarkdownRenderer()

    @Test func headingsAndParagraphs() {
        #expect(renderer.html("# 見出し\n\n本文です。\n\n## 小見出し\n") == "<h1>見出し</h1>\n<p>本文です。</p>\n<h2>小見出し</h2>\n")
    }

    @Test func listsAndEmphasis() {
        #expect(
            renderer.html("- 一つ目\n- **二つ目**\n\n1. a\n2. *b*\n")
                == "<ul>\n<li>一つ目</li>\n<li><strong>二つ目</strong></li>\n</ul>\n<ol>\n<li>a</li>\n<li><em>b</em></li>\n</ol>\n"
        )
    }

    @Test func linksKeepTheirURLAndTitle() {
        #expect(
            renderer.html("[サイト](https://example.com/a?b=1&c=2 \"題\")")
                == "<p><a href=\"https://example.com/a?b=1&amp;c=2\" title=\"題\">サイト</a></p>\n")
    }

    @Test func codeBlocksAreEscaped() {
        #expect(
            renderer.html("```swift\nlet a = \"<b>\" && b\n```\n")
                == "<pre><code class=\"language-swift\">let a = &quot;&lt;b&gt;&quot; &amp;&amp; b\n</code></pre>\n")
    }

    @Test func tablesAreGitHubsAndKeepSafeMode() {
        #expect(
            renderer.html("| a | [b](javascript:x) |\n|:-|--:|\n| <i>1</i> | 2 |\n")
                == """
                <table>
                <thead>
                <tr>
                <th style="text-align: left">a</th>
                <th style="text-align: right"><a href="">b</a></th>
                </tr>
                </thead>
                <tbody>
                <tr>
                <td style="text-align: left"><!-- raw HTML omitted -->1<!-- raw HTML omitted --></td>
                <td style="text-align: right">2</td>
                </tr>
                </tbody>
                </table>

                """)
    }

    @Test func rawHTMLIsDroppedInSafeMode() {
        let html = renderer.html("<script>alert(1)</script>\n\n段落 <span onclick=\"x()\">ここ</span>\n")
        #expect(html == "<!-- raw HTML omitted -->\n<p>段落 <!-- raw HTML omitted -->ここ<!-- raw HTML omitted --></p>\n")
    }

    @Test func rawHTMLIsKeptWhenTheSiteOptsIn() {
        let html = MarkdownRenderer(allowsRawHTML: true).html("<div class=\"box\">\n\n段落 <kbd>Ctrl</kbd>\n\n</div>\n")
        #expect(html == "<div class=\"box\">\n<p>段落 <kbd>Ctrl</kbd></p>\n</div>\n")
    }

    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", "vbscript:msgbox", "file:///etc/passwd",
        "data:text/html,<b>x</b>",
    ])
    func unsafeLinksLoseTheirURL(url: String) {
        #expect(renderer.html("[押す](\(url))") == "<p><a href=\"\">押す</a></p>\n")
    }

    @Test func imageDataURLsAreAllowed() {
        #expect(
            renderer.html("![点](data:image/png;base64,AAAA)")
                == "<p><img src=\"data:image/png;base64,AAAA\" alt=\"点\" /></p>\n")
    }

    @Test func unsafeLinksAreKeptWhenTheSiteOptsIn() {
        #expect(
            MarkdownRenderer(allowsRawHTML: true).html("[押す](javascript:go)")
                == "<p><a href=\"javascript:go\">押す</a></p>\n")
    }

    @Test func punctuationIsNotMadeSmart() {
        #expect(
            renderer.html("\"quoted\" -- and --- 'single' ...") == "<p>&quot;quoted&quot; -- and --- 'single' ...</p>\n"
        )
    }

    @Test func japaneseTextWithSoftBreaks() {
        #expect(renderer.html("今日は晴れ。\n散歩に行った。\n") == "<p>今日は晴れ。\n散歩に行った。</p>\n")
    }

    @Test func emptyInputGivesNoHTML() {
        #expect(renderer.html("") == "")
    }

    @Test func outputIsDeterministic() {
        let text = "# 題\n\n- [a](https://a.example)\n- `b`\n\n> 引用\n"
        #expect(renderer.html(text) == renderer.html(text))
    }
}

@Suite struct MarkdownExcerptTests {
    let renderer = MarkdownRenderer()

    @Test func skipsHeadingsAndCodeAndStripsFormatting() {
        let text = """
            # 十一月三日

            今日は**文化の日**。[博物館](https://example.com)に行った。

            ```
            let skipped = true
            ```

            帰りに `コーヒー` を
            飲んだ。
            """
        #expect(renderer.excerpt(text, maxCharacters: 100) == "今日は文化の日。博物館に行った。 帰りに コーヒー を 飲んだ。")
    }

    @Test func collapsesWhitespaceAcrossBlocksAndLines() {
        #expect(renderer.excerpt("a   b\n\n\n- c\n- d\n\n> e  \n> f\n", maxCharacters: 50) == "a b c d e f")
    }

    @Test func dropsRawHTMLAndImages() {
        #expect(renderer.excerpt("<div>x</div>\n\n前 <b>太</b> ![絵](a.png) 後\n", maxCharacters: 50) == "前 太 後")
    }

    @Test func textThatFitsIsNotCut() {
        #expect(renderer.excerpt("ちょうど十文字の文です", maxCharacters: 11) == "ちょうど十文字の文です")
    }

    @Test func longTextIsCutAtTheLimitWithAnEllipsis() {
        #expect(renderer.excerpt("あいうえおかきくけこ", maxCharacters: 4) == "あいうえ…")
    }

    @Test func cutsAtGraphemeBoundaries() {
        // A family emoji is one character of several scalars; a flag is two regional indicators.
        #expect(renderer.excerpt("👨‍👩‍👧🇯🇵がが", maxCharacters: 2) == "👨‍👩‍👧🇯🇵…")
        #expect(renderer.excerpt("e\u{301}e\u{301}e\u{301}", maxCharacters: 2) == "e\u{301}e\u{301}…")
        // A mark that begins a piece of text (here after emphasis) joins the character before it.
        #expect(renderer.excerpt("ab*\u{301}*cd", maxCharacters: 2) == "ab\u{301}…")
        #expect(renderer.excerpt("ab*\u{301}*", maxCharacters: 2) == "ab\u{301}")
    }

    /// Every scalar an excerpt counts as a character of its own breaks from its neighbours, itself included,
    /// as Swift's grapheme breaking has it (white space aside, which is collapsed either way).
    @Test func scalarsTakenAsCharactersOfTheirOwnAreSo() {
        let alone = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
            PlainText.isCharacterAlone($0) && !CleanText.isWhiteSpace($0)
        }
        #expect(alone.count > 21_000)
        let joining = alone.filter { scalar in
            ["a", "あ", "、", String(scalar)].contains { neighbour in
                (String(scalar) + neighbour).count != 2 || (neighbour + String(scalar)).count != 2
            }
        }
        #expect(joining.isEmpty, "\(joining.prefix(5).map { String($0.value, radix: 16) })")
        #expect(renderer.excerpt("かな\u{3099}カナ漢字、。", maxCharacters: 3) == "かな\u{3099}カ…")
    }

    /// Bytes that are not UTF-8 (a lone continuation byte, an overlong form, a surrogate, a sequence cut
    /// short) are taken as `String` repairs them, and valid UTF-8 as itself, whichever way it is read.
    @Test func piecesAreReadAsStringRepairsThem() {
        var generator = SeededGenerator(seed: 7)
        let samples: [[UInt8]] = [
            [0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0x61, 0xE0, 0x80, 0xA0, 0x62], [0xED, 0xA0, 0x80], [0xE3, 0x81],
            [0xF4, 0x90, 0x80, 0x80],
            Array("港の 朝市\t\u{3000}a\r\nb か\u{3099}".utf8),
        ]
        let alphabet: [UInt8] = [0x20, 0x41, 0x80, 0xBF, 0xC2, 0xE3, 0x81, 0x82, 0xF0, 0x9F, 0xED, 0xA0, 0x09]
        let random = (0..<200).map { _ in
            (0..<Int.random(in: 1...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
        }
        for bytes in samples + random {
            let repaired = Array(String(decoding: bytes, as: UTF8.self).utf8)
            var read = PlainText(limit: .max)
            var readRepaired = PlainText(limit: .max)
            bytes.withUnsafeBufferPointer { read.append($0) }
            repaired.withUnsafeBufferPointer { readRepaired.append($0) }
            #expect(read.characters == readRepaired.characters, "\(bytes)")
        }
    }

    @Test func trailingSpaceBeforeTheEllipsisIsRemoved() {
        #expect(renderer.excerpt("abc def", maxCharacters: 4) == "abc…")
    }

    @Test func documentWithOnlyHeadingsAndCodeHasAnEmptyExcerpt() {
        #expect(renderer.excerpt("# a\n\n    code\n", maxCharacters: 10) == "")
        #expect(renderer.excerpt("本文", maxCharacters: 0) == "…")
    }
}

@Suite struct MarkdownTitleTests {
    let renderer = MarkdownRenderer()

    @Test func firstLevelOneHeadingIsTheTitle() {
        #expect(renderer.title("# 秋の*散歩*  と `code`\n\n本文\n") == "秋の散歩 と code")
        #expect(renderer.title("秋の散歩\n========\n") == "秋の散歩")
    }

    @Test func noTitleWhenTheDocumentDoesNotStartWithOne() {
        #expect(renderer.title("本文\n\n# 後の見出し\n") == nil)
        #expect(renderer.title("## 二段目\n") == nil)
        #expect(renderer.title("#\n\n本文") == nil)
        #expect(renderer.title("") == nil)
    }
}
