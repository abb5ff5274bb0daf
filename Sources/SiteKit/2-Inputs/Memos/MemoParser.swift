import Foundation

/// Splits a memo file into its YAML front matter and its Markdown body, and checks both.
public enum MemoParser {
    private static let frontMatterKeys: Set<String> = ["title", "tags", "draft"]

    /// Parses the text of the memo for `day`; `file` names it in messages.
    public static func parse(_ text: String, day: Day, file: String) throws(Diagnostic) -> (memo: Memo, warnings: [Diagnostic]) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var memo = Memo(day: day, markdown: CleanText.multiLine(text), file: file)
        var warnings: [Diagnostic] = []
        guard lines.first.map(trimmed) == "---" else { return (memo, warnings) }

        guard let end = lines.indices.dropFirst().first(where: { ["---", "..."].contains(trimmed(lines[$0])) }) else {
            throw .error(SourceLocation(file: file, line: 1, column: 1), "front matter: no closing \"---\" line")
        }
        let yaml = lines[1..<end].joined(separator: "\n")
        lines.removeSubrange(0...end)
        memo.markdown = CleanText.multiLine(lines.joined(separator: "\n"))

        guard let root = try YAMLParser.parse(yaml, file: file, lineOffset: 1) else { return (memo, warnings) }
        let fields = try YAMLFields(root, file: file, path: "front matter")
        warnings += fields.unknownKeys(known: frontMatterKeys)
        memo.title = try fields.string("title")
        if let title = memo.title, title.trimmingCharacters(in: .whitespaces).isEmpty {
            warnings.append(.warning(fields.location(of: fields.value("title")!), "\(fields.keyPath("title")): empty; the first heading or the date is used"))
            memo.title = nil
        }
        memo.tags = try fields.strings("tags") ?? []
        memo.isDraft = try fields.bool("draft") ?? false
        return (memo, warnings)
    }

    private static func trimmed(_ line: Substring) -> Substring {
        var line = line
        while let last = line.last, last == "\r" || last == " " || last == "\t" { line.removeLast() }
        return line
    }
}
