import Testing

@testable import SiteKit

@Suite struct CleanTextTests {
    @Test func oneLineFieldsLoseControlsAndBidiControlsAndTheirLineBreaksBecomeSpaces() {
        #expect(CleanText.singleLine("a\u{0}b\u{1B}[31mc\u{7F}\u{85}\u{9F}d") == "ab[31mcd")
        #expect(CleanText.singleLine("a\tb\nc\r\nd") == "a b c  d")
        #expect(
            CleanText.singleLine("txt.exe\u{202E}gpj\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}")
                == "txt.exegpj")
    }

    @Test func multiLineFieldsKeepTabsAndLineBreaksAndBidiControls() {
        #expect(CleanText.multiLine("a\tb\r\nc\u{0}\u{8}\u{1B}d\u{202E}e\u{85}") == "a\tb\r\ncd\u{202E}e")
    }

    /// The byte-level look never misses a character the rule changes, whatever surrounds it.
    @Test func theQuickLookAgreesWithTheRuleForEveryScalarUpToU3000() {
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            // In longer texts too, at every offset, so the look eight bytes at a time meets it at every place in a word.
            let character = String(scalar)
            var padded: [String] = []
            for offset in 0..<12 {
                padded.append(String(repeating: "a", count: offset) + character + String(repeating: "b", count: 16))
                padded.append(
                    String(repeating: "\u{3042}", count: offset) + character + String(repeating: "\u{E9}", count: 8))
            }
            for text in [String(scalar), "a\(scalar)b", "\u{E9}\(scalar)", "\u{2028}\(scalar)\u{3042}"] + padded {
                let singleChanges = text.unicodeScalars.contains {
                    CleanText.isControl($0) || CleanText.isBidiControl($0)
                }
                let multiChanges = text.unicodeScalars.contains {
                    CleanText.isControl($0) && ![0x09, 0x0A, 0x0D].contains($0.value)
                }
                #expect(
                    CleanText.mayChange(text, singleLine: true) == singleChanges,
                    "U+\(String(value, radix: 16)) in one line")
                #expect(
                    CleanText.mayChange(text, singleLine: false) == multiChanges,
                    "U+\(String(value, radix: 16)) in many lines")
            }
        }
    }

    /// The blank check says what trimming Foundation's `.whitespaces` would, for every scalar.
    @Test func aTextIsBlankExactlyWhenTrimmingItsWhitespaceLeavesNothing() {
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), " \(scalar)\t", "\u{3000}\(scalar)"] {
                #expect(
                    CleanText.isBlank(text) == text.trimmingCharacters(in: .whitespaces).isEmpty,
                    "U+\(String(value, radix: 16))")
            }
        }
        #expect(CleanText.isBlank(""))
        let disagreeing = (UInt32(0x3001)...0x10FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            CleanText.isBlank(String(scalar)) != String(scalar).trimmingCharacters(in: .whitespaces).isEmpty
        }
        #expect(disagreeing.isEmpty)
    }

    /// The White_Space check says what `Character.isWhitespace` does, for every scalar.
    @Test func whiteSpaceIsUnicodesForEveryScalar() {
        let disagreeing = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            CleanText.isWhiteSpace(scalar) != Character(scalar).isWhitespace
        }
        #expect(disagreeing.isEmpty)
    }

    @Test func ordinaryTextIsLeftAsItIs() {
        let text = "港町ノート — “quotes”, emoji 🙂, marks \u{200F}\u{200E}, combining e\u{301}"
        #expect(CleanText.singleLine(text) == text)
        #expect(CleanText.multiLine(text + "\n\t") == text + "\n\t")
    }
}

@Suite struct WebLinkTests {
    @Test(arguments: [
        ("https://example.org/a", "https://example.org/a"),
        ("HTTPS://Example.ORG/A", "https://example.org/A"),
        ("Http://example.org", "http://example.org/"),
        ("https://example.org/a b?q=c d#e f", "https://example.org/a%20b?q=c%20d#e%20f"),
        ("https://example.org/日本?町=港#章", "https://example.org/%E6%97%A5%E6%9C%AC?%E7%94%BA=%E6%B8%AF#%E7%AB%A0"),
        ("https://example.org/\"><script>`{}^?'\"<", "https://example.org/%22%3E%3Cscript%3E%60%7B%7D%5E?%27%22%3C"),
        ("https://example.org/%41%zz", "https://example.org/%41%zz"),
        ("https://example.org:443/x", "https://example.org/x"),
        ("http://example.org:80/x", "http://example.org/x"),
        ("http://example.org:08080", "http://example.org:8080/"),
        ("https://example.org:/x", "https://example.org/x"),
        ("https://[::1]:8080/", "https://[::1]:8080/"),
        ("https://example.org/a/../b/./c/..", "https://example.org/b/"),
        ("https://example.org\\a\\b", "https://example.org/a/b"),
        ("  https://exa\tmple.org/\n  ", "https://example.org/"),
        ("https://u s:p:w@example.org/", "https://u%20s:p%3Aw@example.org/"),
        ("https://例え.jp/", "https://例え.jp/"),
    ])
    func keptURLsAreSerialisedAsBrowsersDo(text: String, url: String) {
        #expect(WebLink.checked(text) == url)
    }

    @Test(arguments: [
        "JaVaScRiPt:alert(1)", "javascript://example.org/%0Aalert(1)", "data:text/html,x", "file:///etc/passwd",
        "//example.org/a", "/a", "example.org", "http:example.org", "https:", "https://", "https:///x",
        "https://exa mple.org/", "https://exa\u{0}mple.org/", "https://exa\u{85}mple.org/",
        "https://exa\u{202E}mple.org/",
        "https://exa%41mple.org/", "https://exa<mple.org/", "https://example.org:99999/", "https://example.org:8o/",
        "https://example.org:99999999999999999999999/",
    ])
    func otherTextIsRefused(text: String) {
        #expect(WebLink.checked(text) == nil)
    }

    /// A URL taken as already serialised is exactly what serialising it gives, for every combination of
    /// these pieces; and the shortcut is taken for the plain ones.
    @Test func theShortcutKeepsOnlyWhatSerialisingWouldKeep() {
        let schemes = ["http://", "https://", "HTTP://", "ftp://", "https:/"]
        let hosts = ["example.org", "Example.org", "a-b.c", "x", "", "[::1]", "u@h", "h:80", "h:8080", "例.jp", "h_1"]
        let paths = [
            "", "/", "/a", "/a/", "//", "/.", "/..", "/a/./b", "/a/../b", "/.a", "/%2e", "/%2E/", "/a%20b", "/%2",
            "/a b",
            "/\"", "/^", "/`", "/{", "/}", "/a\\b", "/%zz", "/日", "/'",
        ]
        let queries = ["", "?", "?q=1", "?q='", "?a<b", "?x#y", "?`", "?a/../b"]
        let fragments = ["", "#", "#f", "#a`b", "#a\"", "#a#b", "#'", "#/.."]
        var shortcuts = 0
        for scheme in schemes {
            for host in hosts {
                for path in paths {
                    for query in queries {
                        for fragment in fragments {
                            let text = scheme + host + path + query + fragment
                            guard WebLink.isSerialised(text) else { continue }
                            shortcuts += 1
                            #expect(WebLink.serialised(text) == text, "\(text)")
                        }
                    }
                }
            }
        }
        #expect(shortcuts > 1_000)
        #expect(WebLink.isSerialised("https://example.org/notes/2026-11-30?a=1&b=2#top"))
    }
}
