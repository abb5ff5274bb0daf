import Testing

@testable import SiteKit

@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("\u{1B}[31mred\u{1B}[0m", #"\u{1B}[31mred\u{1B}[0m"#),
        ("\u{1B}]0;title\u{07}", #"\u{1B}]0;title\u{7}"#),
        ("ok\rforged", #"ok\u{D}forged"#),
        ("nul\u{0}del\u{7F}", #"nul\u{0}del\u{7F}"#),
        ("csi\u{9B}2J next\u{85}line", #"csi\u{9B}2J next\u{85}line"#),
        ("\u{202E}txt.exe", #"\u{202E}txt.exe"#),
        ("\u{202A}\u{202B}\u{202C}\u{202D}", #"\u{202A}\u{202B}\u{202C}\u{202D}"#),
        ("\u{2066}a\u{2067}b\u{2068}c\u{2069}", #"\u{2066}a\u{2067}b\u{2068}c\u{2069}"#),
    ])
    func controlsAreWrittenAsEscapes(input: String, shown: String) {
        #expect(terminalText(input) == shown)
    }

    @Test func ordinaryTextNewlinesAndTabsStayAsTheyAre() {
        let text =
            "error: site.yml:3:1: unknown key \"タイトル\" é 👍🏽\n\tTry 'sitegen --help'. \\u{1B} \u{A0}\u{200F}\u{2029}"
        #expect(terminalText(text) == text)
    }

    @Test func aCarriageReturnBeforeANewlineIsStillShown() {
        // "\r\n" is one Character in Swift; the escaping works on scalars, so the CR cannot hide in it.
        #expect(terminalText("a\r\nb") == "a\\u{D}\nb")
    }
}
