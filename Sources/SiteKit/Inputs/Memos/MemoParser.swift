import Foundation

/// Splits a memo file into its YAML front matter and its Markdown body, and checks both.
public enum MemoParser {
    private static let frontMatterKeys: Set<String> = [
        "title", "tags", "draft", "date", "updated", "description", "image",
    ]

    /// Parses the text of the memo for `day`, built on `today`; `file` names it in messages.
    public static func parse(_ text: String, day: Day, today: Day, file: String) throws(Diagnostic) -> Parsed<Memo> {
        var memo = Memo(day: day, markdown: "", file: file)
        var warnings: [Diagnostic] = []
        // Lines are found on the UTF-8 bytes, as splitting a whole memo into Characters costs more than reading it.
        let bytes = text.utf8
        guard let first = line(from: bytes.startIndex, in: bytes), isFence(bytes[first.line], closing: false) else {
            memo.markdown = CleanText.multiLine(text)
            return Parsed(memo, warnings: warnings, entries: 1)
        }
        var closing = first
        // The front matter ends with its last line, that line's ending left out.
        var yamlEnd = first.end
        while true {
            guard let next = line(from: closing.end, in: bytes) else {
                throw .error(SourceLocation(file: file, line: 1, column: 1), "front matter: no closing \"---\" line")
            }
            closing = next
            if isFence(bytes[closing.line], closing: true) { break }
            yamlEnd = closing.line.upperBound
        }
        // Both begin after a line ending and the front matter ends before one, so they are copied out as
        // they are, not decoded again.
        let yaml = String(Substring(bytes[first.end..<yamlEnd]))
        memo.markdown = CleanText.multiLine(String(text[closing.end...]))

        guard let root = try YAMLParser.parse(yaml, file: file, lineOffset: 1) else {
            return Parsed(memo, warnings: warnings, entries: 1)
        }
        let fields = try YAMLFields(root, file: file, path: "front matter")
        warnings += fields.unknownKeys(known: frontMatterKeys)
        memo.title = try fields.string("title")
        if let title = memo.title, CleanText.isBlank(title) {
            warnings.append(
                .warning(
                    fields.location(of: fields.value("title")!),
                    "\(fields.keyPath("title")): empty; the first heading or the date is used"))
            memo.title = nil
        }
        memo.tags = try fields.strings("tags") ?? []
        memo.isDraft = try fields.bool("draft") ?? false
        if let date = try Self.day(fields, "date"), date != day {
            throw fields.problem(
                "date", fields.value("date")!,
                "\(date) is not the day of the file (\(day)); rename the file or change the date")
        }
        if let updated = try Self.day(fields, "updated") {
            if let problem = Self.problem(updated: updated, day: day, today: today) {
                throw fields.problem("updated", fields.value("updated")!, problem)
            }
            memo.updated = updated
        }
        memo.description = try fields.string("description").flatMap { $0.isEmpty ? nil : $0 }
        if let image = try fields.string("image") {
            memo.image = WebLink.checked(image)
            if memo.image == nil {
                warnings.append(
                    .warning(
                        fields.location(of: fields.value("image")!),
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

    /// Why `updated` cannot be the day the memo was last changed: before its day, or after the build date,
    /// which a later date is almost certainly a typo of (a memo dated ahead may still give its own day).
    private static func problem(updated: Day, day: Day, today: Day) -> String? {
        if updated < day {
            return "\(updated) is before the memo's day \(day); write the day it was last changed, on or after \(day)"
        }
        let latest = max(day, today)
        guard updated > latest else { return nil }
        let limit =
            day > today ? "the memo's day \(day), itself after the build date \(today)" : "the build date \(today)"
        return "\(updated) is after \(limit); write the day it was last changed, on or before \(latest)"
    }

    /// The line of `bytes` starting at `start` without its line ending, and where the next line begins; nil at
    /// the end. A line ends, as in CommonMark, with a line feed, a carriage return, or both (CRLF).
    private static func line(
        from start: String.Index, in bytes: String.UTF8View
    ) -> (line: Range<String.Index>, end: String.Index)? {
        guard start < bytes.endIndex else { return nil }
        guard let ending = bytes[start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else {
            return (start..<bytes.endIndex, bytes.endIndex)
        }
        var next = bytes.index(after: ending)
        if bytes[ending] == 0x0D, next < bytes.endIndex, bytes[next] == 0x0A { next = bytes.index(after: next) }
        return (start..<ending, next)
    }

    /// Whether a line is `---` (or, closing, `...`), trailing spaces and tabs aside.
    private static func isFence(_ line: Substring.UTF8View, closing: Bool) -> Bool {
        var line = line
        while let last = line.last, last == 0x20 || last == 0x09 { line.removeLast() }
        return line.elementsEqual("---".utf8) || (closing && line.elementsEqual("...".utf8))
    }
}
