import Foundation
import Testing

@testable import SiteKit

@Suite struct JSONParserTests {
    func parse(_ json: String) throws(Diagnostic) -> JSONNode {
        try JSONParser.parse(Data(json.utf8), file: "m.json")
    }

    @Test func valuesKnowTheirLineAndColumnInCharacters() throws {
        let root = try parse("\u{FEFF}{\"港町\": [1, -2.5e+3, true],\n \"b\": {\"c\": null, \"c\": \"x\"}, \"d\": false}")
        #expect(root.line == 1 && root.column == 1)
        let list = try #require(root.member("港町"))
        #expect(list.line == 1 && list.column == 8)
        #expect(
            list.value
                == .array([
                    JSONNode(value: .number("1"), line: 1, column: 9),
                    JSONNode(value: .number("-2.5e+3"), line: 1, column: 12),
                    JSONNode(value: .bool(true), line: 1, column: 21),
                ]))
        let last = try #require(root.member("b")?.member("c"))
        #expect(last == JSONNode(value: .string("x"), line: 2, column: 24))
        #expect(root.member("d")?.value == .bool(false))
    }

    @Test func escapesAreUndoneAndBrokenTextBecomesReplacementCharacters() throws {
        let node = try parse(#""\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00 \uD800x \uDC00 \u0000""#)
        #expect(node.value == .string("\"\\/\u{8}\u{C}\n\r\té😀 \u{FFFD}x \u{FFFD} \u{0}"))
        let invalidUTF8 = try JSONParser.parse(Data([0x22, 0x61, 0xFF, 0x62, 0x22]), file: "m.json")
        #expect(invalidUTF8.value == .string("a\u{FFFD}b"))
    }

    @Test(arguments: [
        ("", "m.json:1:1: JSON: expected a value, found the end of the text"),
        ("  \n ", "m.json:2:2: JSON: expected a value, found the end of the text"),
        ("{\"a\": [\n  1,\n  x]}", "m.json:3:3: JSON: expected a value, found \"x\""),
        ("{\"港\": 港}", "m.json:1:7: JSON: expected a value, found \"港\""),
        ("[1,]", "m.json:1:4: JSON: expected a value, found \"]\""),
        ("[1 2]", "m.json:1:4: JSON: expected \",\" or \"]\", found \"2\""),
        ("{\"a\": 1 ]", "m.json:1:9: JSON: expected \",\" or \"}\", found \"]\""),
        ("{\"a\": 1 \"b\": 2}", "m.json:1:9: JSON: expected \",\" or \"}\", found a string"),
        ("{\"a\" 1}", "m.json:1:6: JSON: expected \":\" after the key, found \"1\""),
        ("{a: 1}", "m.json:1:2: JSON: expected a key in double quotes, found \"a\""),
        ("{\"a\": 1,}", "m.json:1:9: JSON: expected a key in double quotes, found \"}\""),
        ("{} x", "m.json:1:4: JSON: expected the end of the text, found \"x\""),
        ("[\u{1}]", "m.json:1:2: JSON: expected a value, found a control character"),
        ("tru", "m.json:1:1: JSON: expected a value, found \"t\""),
        ("01", "m.json:1:1: JSON: \"01\" is not a number"),
        ("[-]", "m.json:1:2: JSON: \"-\" is not a number"),
        ("1.e5", "m.json:1:1: JSON: \"1.e5\" is not a number"),
        ("1e", "m.json:1:1: JSON: \"1e\" is not a number"),
        ("[\"abc", "m.json:1:2: JSON: a string is not closed"),
        ("\"a\u{9}\"", "m.json:1:3: JSON: a control character in a string must be written as an escape"),
        ("\"a\\qb\"", "m.json:1:4: JSON: a backslash in a string must be followed by one of \" \\ / b f n r t u"),
        ("\"\\u12G4\"", "m.json:1:4: JSON: \"\\u\" must be followed by four hexadecimal digits"),
    ])
    func aSyntaxErrorNamesItsLineAndColumn(json: String, message: String) {
        #expect(throws: Diagnostic.self) { try parse(json) }
        do {
            _ = try parse(json)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func nestingIsLimitedWhereItPassesTheLimit() throws {
        let deepest =
            String(repeating: "[", count: JSONParser.maxDepth) + String(repeating: "]", count: JSONParser.maxDepth)
        #expect(throws: Never.self) { try parse(deepest) }
        for opener in ["[", "{\"a\":", " [\n"] {
            let text = String(repeating: opener, count: 100_000)
            let column = opener == " [\n" ? 2 : JSONParser.maxDepth * opener.count + 1
            let line = opener == " [\n" ? JSONParser.maxDepth + 1 : 1
            #expect(
                throws: Diagnostic.error(
                    SourceLocation(file: "m.json", line: line, column: column), "JSON: nested more than 64 levels deep")
            ) {
                try parse(text)
            }
        }
    }

    @Test func longFlatDocumentsOnOneLineAreRead() throws {
        let count = 50_000
        let node = try parse("[" + Array(repeating: "{\"id\":\"x\"}", count: count).joined(separator: ",") + "]")
        guard case .array(let items) = node.value else {
            Issue.record("not an array")
            return
        }
        #expect(items.count == count)
        #expect(items.last?.column == 2 + (count - 1) * 11)
    }
}
