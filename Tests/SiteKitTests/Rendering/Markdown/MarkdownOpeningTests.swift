@_spi(Fuzzing) import SiteKit
import Testing

/// Excerpts and titles worked out from a memo's opening lines (`MarkdownOpening`) are those of the whole memo.
@Suite struct MarkdownOpeningTests {
    let renderer = MarkdownRenderer()
    /// Past the bytes an excerpt of ten characters parses alone.
    let long = String(repeating: "長い段落の文。", count: 10)

    @Test func aLinkDefinedAfterTheOpeningIsStillALink() {
        let memo = "[名前][ref]の\(long)\n\n次の段落。\n\n[ref]: https://example.com/\n"
        #expect(renderer.excerpt(memo, maxCharacters: 10) == "名前の長い段落の文。…")
        #expect(renderer.title("# [題][ref]\n\n本文\n\n[ref]: /u\n") == "題")
    }

    @Test func aFenceRunningPastTheOpeningIsReadWhole() {
        let memo = "短い。\n\n```\n\(long)\n\n\(long)\n```\n\nフェンスの後の段落はここから。\n"
        #expect(renderer.excerpt(memo, maxCharacters: 10) == "短い。 フェンスの後…")
    }

    @Test func anOpeningOfLinkDefinitionsAloneIsNoTitle() {
        #expect(renderer.title("[a]: /u\n\n# 題\n\n本文\n") == "題")
        #expect(renderer.title("\n\n# 題\n\n本文\n") == "題")
    }

    @Test func aLineWithACarriageReturnIsNeverTakenForBlank() {
        let memo = "前の段落\(long)\r\r[x]\r\r[x]: /u\r"
        #expect(renderer.excerpt(memo, maxCharacters: 10) == renderer.excerptOfWholeDocument(memo, maxCharacters: 10))
        #expect(renderer.title("段落\r===\r\r本文\r") == "段落")
    }

    /// Documents of every kind of block, put together in scrambled orders (the same ones each run).
    @Test func documentsOfEveryKindOfBlockGiveTheWholeDocumentsExcerptAndTitle() {
        let pieces = [
            "# 見出し\n", "見出し\n===\n", "---\n", "段落の文です。\(long)\n", "short line\n", "\n", "\n\n", "   \n", "\t\n",
            "- 項目\n", "- 項目\n\n  続き\n", "1. 一\n2. 二\n", "> 引用\n", "> 引用\n>\n> 次\n", "```\nコード\n\n続くコード\n", "```\n",
            "    字下げ\n", "<div>\n\nhtml\n</div>\n", "<pre>\n\n</pre>\n", "[ref]\n", "[ref][r] と [r]\n",
            "[r]: https://example.com/\n",
            "[r]:\n/u\n", "*強調*と`コード`\n", "\r\n", "\r", "lazy\ncontinuation\n", "![画像](a.png)\n",
        ]
        // A few multiplications and shifts mix the count well enough to reach every order of pieces.
        func scrambled(_ number: Int, _ position: Int) -> Int {
            var mixed = UInt64(number &* 64 &+ position) &* 0x9E37_79B9_7F4A_7C15
            mixed ^= mixed >> 29
            return Int((mixed &* 0xBF58_476D_1CE4_E5B9) >> 33)
        }
        for number in 0..<3_000 {
            let memo = (0...(scrambled(number, 63) % 12)).map { pieces[scrambled(number, $0) % pieces.count] }.joined()
            for limit in [0, 3, 10, 40] {
                #expect(
                    renderer.excerpt(memo, maxCharacters: limit)
                        == renderer.excerptOfWholeDocument(memo, maxCharacters: limit), "\(memo.debugDescription)")
            }
            #expect(renderer.title(memo) == renderer.titleOfWholeDocument(memo), "\(memo.debugDescription)")
        }
    }
}
