import Testing

@testable import SiteKit

@Suite struct YAMLParserTests {
    @Test func keepsLinesColumnsAndKeyOrder() throws {
        let node = try #require(
            try YAMLParser.parse("title: 港町\nmonths:\n  before: 2\n  after: 1\ntags: [a, \"b\"]\n", file: "site.yml"))
        guard case .mapping(let pairs) = node.value else {
            Issue.record("not a mapping")
            return
        }
        #expect(
            pairs.map { if case .scalar(let key, _) = $0.key.value { key } else { "?" } } == [
                "title", "months", "tags",
            ])
        let months = pairs[1].value
        #expect(months.line == 3 && months.column == 3)
        guard case .sequence(let tags) = pairs[2].value.value else {
            Issue.record("not a sequence")
            return
        }
        #expect(tags[1].value == .scalar("b", isPlain: false))
    }

    @Test func emptyTextIsNoDocument() throws {
        #expect(try YAMLParser.parse("", file: "x.yml") == nil)
        #expect(try YAMLParser.parse("# only a comment\n", file: "x.yml") == nil)
    }

    @Test func syntaxErrorNamesFileLineAndColumn() {
        #expect(
            throws: Diagnostic.error(
                SourceLocation(file: "site.yml", line: 3, column: 7),
                "YAML: mapping values are not allowed in this context")
        ) {
            try YAMLParser.parse("title: a\nbaseURL: b\nbad: c: d\n", file: "site.yml")
        }
    }

    @Test func lineOffsetShiftsReportedLines() {
        #expect(
            throws: Diagnostic.error(
                SourceLocation(file: "memo.md", line: 3, column: 7),
                "YAML: mapping values are not allowed in this context")
        ) {
            try YAMLParser.parse("title: a\nbad: c: d\n", file: "memo.md", lineOffset: 1)
        }
    }

    @Test func duplicateKeysAreErrors() {
        #expect(
            throws: Diagnostic.error(SourceLocation(file: "s.yml", line: 2, column: 1), "YAML: duplicate key \"title\"")
        ) {
            try YAMLParser.parse("title: a\ntitle: b\n", file: "s.yml")
        }
    }

    @Test func aliasesAnchorsAndTagsAreRefused() {
        #expect(
            throws: Diagnostic.error(
                SourceLocation(file: "s.yml", line: 1, column: 4), "YAML: anchors (&name) are not supported")
        ) {
            try YAMLParser.parse("a: &x 1\nb: *x\n", file: "s.yml")
        }
        #expect(
            throws: Diagnostic.error(
                SourceLocation(file: "s.yml", line: 1, column: 4), "YAML: tags (!name) are not supported")
        ) {
            try YAMLParser.parse("a: !custom 1\n", file: "s.yml")
        }
    }

    @Test func secondDocumentIsAnError() {
        #expect(
            throws: Diagnostic.error(
                SourceLocation(file: "s.yml", line: 2, column: 1), "YAML: expected one document, found a second one")
        ) {
            try YAMLParser.parse("a: 1\n---\nb: 2\n", file: "s.yml")
        }
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let depth = YAMLParser.maxDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var node = try #require(try YAMLParser.parse(text, file: "deep.yml"))
        var levels = 1
        while case .sequence(let items) = node.value, let first = items.first {
            node = first
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test func nestingIsLimitedWhereItPassesTheLimit() throws {
        let cases = [
            (String(repeating: "[", count: 100_000), 1, 65),
            ("title: " + String(repeating: "{a: ", count: 40_000), 1, 8 + 63 * 4),
            ((0..<100_000).map { String(repeating: " ", count: min($0, 100)) + "-" }.joined(separator: "\n"), 65, 65),
            ((0..<100).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n"), 65, 65),
        ]
        for (text, line, column) in cases {
            #expect(
                throws: Diagnostic.error(
                    SourceLocation(file: "site.yml", line: line, column: column),
                    "YAML: nested more than 64 levels deep")
            ) {
                try YAMLParser.parse(text, file: "site.yml")
            }
        }
    }
}
