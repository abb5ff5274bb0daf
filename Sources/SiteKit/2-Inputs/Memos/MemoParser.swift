import Foundation

/// Splits a memo file into its YAML front matter and its Markdown body, and checks both.
public enum MemoParser {
    private static let frontMatterKeys: Set<String> = ["title", "tags", "draft", "date", "updated", "description", "image"]

    /// Parses the text of the memo for `day`; `file` names it in messages.
    public static func parse(_ text: String, day: Day, file: String) throws(Diagnostic) -> Parsed<Memo> {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var memo = Memo(day: day, markdown: CleanText.multiLine(text), file: file)
        var warnings: [Diagnostic] = []
        guard lines.first.map(trimmed) == "---" else { return Parsed(memo, warnings: warnings, entries: 1) }

        guard let end = lines.indices.dropFirst().first(where: { ["---", "..."].contains(trimmed(lines[$0])) }) else {
            throw .error(SourceLocation(file: file, line: 1, column: 1), "front matter: no closing \"---\" line")
        }
        let yaml = lines[1..<end].joined(separator: "\n")
        lines.removeSubrange(0...end)
        memo.markdown = CleanText.multiLine(lines.joined(separator: "\n"))

        guard let root = try YAMLParser.parse(yaml, file: file, lineOffset: 1) else { return Parsed(memo, warnings: warnings, entries: 1) }
        let fields = try YAMLFields(root, file: file, path: "front matter")
        warnings += fields.unknownKeys(known: frontMatterKeys)
        memo.title = try fields.string("title")
        if let title = memo.title, title.trimmingCharacters(in: .whitespaces).isEmpty {
            warnings.append(.warning(fields.location(of: fields.value("title")!), "\(fields.keyPath("title")): empty; the first heading or the date is used"))
            memo.title = nil
        }
        memo.tags = try fields.strings("tags") ?? []
        memo.isDraft = try fields.bool("draft") ?? false
        if let date = try Self.day(fields, "date"), date != day {
            throw fields.problem("date", fields.value("date")!, "\(date) is not the day of the file (\(day)); rename the file or change the date")
        }
        memo.updated = try Self.day(fields, "updated")
        memo.description = try fields.string("description").flatMap { $0.isEmpty ? nil : $0 }
        if let image = try fields.string("image") {
            memo.image = WebURL.checked(image)
            if memo.image == nil {
                warnings.append(.warning(fields.location(of: fields.value("image")!),
                                         "\(fields.keyPath("image")): \"\(image)\" is not an http(s) URL; ignored"))
            }
        }
        return Parsed(memo, warnings: warnings, entries: 1)
    }

    /// A `YYYY-MM-DD` value, or a located error.
    private static func day(_ fields: YAMLFields, _ key: String) throws(Diagnostic) -> Day? {
        guard let text = try fields.string(key) else { return nil }
        guard let day = Day(iso: text) else {
            throw fields.problem(key, fields.value(key)!, "\"\(text)\" is not a date of the form YYYY-MM-DD")
        }
        return day
    }

    private static func trimmed(_ line: Substring) -> Substring {
        var line = line
        while let last = line.last, last == "\r" || last == " " || last == "\t" { line.removeLast() }
        return line
    }
}
