import Foundation
import Testing

@testable import SiteKit

/// How a diagnostic is printed: its first line as before, then the line it is about and a caret.
@Suite struct DiagnosticPrintedTests {
    static func quoted(_ text: String, line: Int, column: Int?, message: String = "problem") -> Diagnostic {
        Diagnostic.error(SourceLocation(file: "f.yml", line: line, column: column), message).quoting(
            text, file: "f.yml")
    }

    @Test func theLineIsQuotedAfterItsNumberWithACaretUnderTheColumn() {
        let text = "title: T\nbaseURL: https://e.org\nlanguage: en\nlatestMemos: five\n"
        let diagnostic = Self.quoted(
            text, line: 4, column: 14,
            message: "latestMemos: expected a whole number from 0 to 1000, found \"five\"")
        #expect(
            diagnostic.printed == """
                error: f.yml:4:14: latestMemos: expected a whole number from 0 to 1000, found "five"
                  4 | latestMemos: five
                    |              ^
                """)
    }

    @Test(arguments: [
        // Wide characters take two columns, and the caret under one is two wide.
        ("タイトル: 港町", 7, "  1 | タイトル: 港町\n    |           ^^"),
        ("a: 👍 b", 6, "  1 | a: 👍 b\n    |       ^"),
        // A combining mark takes none.
        ("e\u{301}: x", 5, "  1 | e\u{301}: x\n    |    ^"),
        // A tab is shown as four spaces, and counted so.
        ("\tkey: x", 2, "  1 |     key: x\n    |     ^"),
        // A control character is shown as its escape, as wide as it is written.
        ("a\u{1B}b: x", 3, "  1 | a\\u{1B}b: x\n    |        ^"),
        // A column past the end of the line points after it.
        ("key: [", 7, "  1 | key: [\n    |       ^"),
        ("", 1, "  1 |\n    | ^"),
    ])
    func theCaretIsUnderTheCharacterAsATerminalShowsIt(line: String, column: Int, quote: String) {
        #expect(
            Self.quoted(line + "\n", line: 1, column: column).printed == "error: f.yml:1:\(column): problem\n" + quote)
    }

    @Test func aLongLineIsCutAroundTheColumn() {
        let line = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
        let printed = Self.quoted(line, line: 1, column: 501).printed
        let shown = String(repeating: "a", count: 40) + "X" + String(repeating: "b", count: 59)
        #expect(printed == "error: f.yml:1:501: problem\n  1 | …\(shown)…\n    | \(String(repeating: " ", count: 41))^")
        let start = Self.quoted(line, line: 1, column: 2).printed
        #expect(start.hasSuffix("\n  1 | \(String(repeating: "a", count: 100))…\n    |  ^"))
    }

    @Test func aLineOnlyDiagnosticQuotesTheLineWithoutACaret() {
        let printed = Self.quoted("BEGIN:VCALENDAR\nBEGIN:VEVENT\n", line: 2, column: nil).printed
        #expect(printed == "error: f.yml:2: problem\n  2 | BEGIN:VEVENT")
    }

    @Test func theGutterIsAsWideAsTheLineNumber() {
        let text = String(repeating: "x\n", count: 1233) + "bad: [\r\n"
        #expect(
            Self.quoted(text, line: 1234, column: 6).printed
                == "error: f.yml:1234:6: problem\n  1234 | bad: [\n       |      ^")
    }

    @Test func onlyADiagnosticOfTheFileAtALineItHasIsQuoted() {
        let other = Diagnostic.error(SourceLocation(file: "g.yml", line: 1, column: 1), "x").quoting(
            "a\n", file: "f.yml")
        let beyond = Self.quoted("a\n", line: 3, column: 1)
        let unlocated = Diagnostic.error(SourceLocation(file: "f.yml"), "x").quoting("a\n", file: "f.yml")
        #expect([other, beyond, unlocated].map(\.excerpt) == [nil, nil, nil])
        #expect(beyond.printed == "error: f.yml:3:1: problem")
        #expect(
            Diagnostic.warning(SourceLocation(file: "f.yml", line: 1, column: 1), "w").quoting("a\n", file: "f.yml")
                .printed == "warning: f.yml:1:1: w\n  1 | a\n    | ^")
    }

    @Test func aFailurePrintsTwentyErrorsThenCountsTheRest() {
        let errors = (1...23).map { Diagnostic.error(SourceLocation(file: "m\($0).md"), "bad") }
        let printed = Diagnostic.printed(errors: errors)
        #expect(printed.count == 21)
        #expect(printed.first == "error: m1.md: bad")
        #expect(printed[19] == "error: m20.md: bad")
        #expect(printed.last == "and 3 more errors")
        #expect(Diagnostic.printed(errors: Array(errors.prefix(21))).last == "and 1 more error")
        #expect(Diagnostic.printed(errors: Array(errors.prefix(20))).last == "error: m20.md: bad")
    }

    @Test func anExcerptSurvivesTheActionLog() throws {
        let diagnostic = Self.quoted("key: x\n", line: 1, column: 6)
        let decoded = try JSONDecoder().decode(Diagnostic.self, from: JSONEncoder().encode(diagnostic))
        #expect(decoded == diagnostic)
    }
}
