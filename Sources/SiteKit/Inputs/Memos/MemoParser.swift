import Foundation

/// Reads a memo file: its YAML front matter (`FrontMatter`) and its Markdown body.
public enum MemoParser {
    private static let frontMatterKeys: Set<String> = [
        "title", "tags", "draft", "date", "updated", "description", "image",
    ]

    /// Parses the text of the memo for `day`, built on `today`; `file` names it in messages. Throws every
    /// error of its front matter, in the order of the file, or the one that leaves nothing after it readable
    /// (a front matter left open, a YAML syntax error).
    public static func parse(_ text: String, day: Day, today: Day, file: String) throws(InputErrors) -> Parsed<Memo> {
        let frontMatter: FrontMatter
        do throws(Diagnostic) {
            frontMatter = try FrontMatter(text, file: file)
        } catch {
            throw InputErrors(error)
        }
        var memo = Memo(day: day, markdown: frontMatter.markdown, file: file)
        guard let fields = frontMatter.fields else { return Parsed(memo, warnings: [], entries: 1) }
        var errors = InputErrors()
        var warnings = fields.unknownKeys(known: frontMatterKeys)
        memo.title = frontMatter.title(
            instead: "the first heading or the date is used", warnings: &warnings, errors: &errors)
        memo.tags = errors.attempt(fields.strings, "tags") ?? []
        memo.isDraft = frontMatter.isDraft(errors: &errors)
        if let date = errors.attempt(Self.day, fields, "date"), date != day {
            errors.append(
                fields.problem(
                    "date", fields.value("date")!,
                    "\(date) is not the day of the file (\(day)); rename the file or change the date"))
        }
        if let updated = errors.attempt(Self.day, fields, "updated") {
            if let problem = Self.problem(updated: updated, day: day, today: today) {
                errors.append(fields.problem("updated", fields.value("updated")!, problem))
            }
            memo.updated = updated
        }
        memo.description = frontMatter.description(errors: &errors)
        memo.image = frontMatter.image(warnings: &warnings, errors: &errors)
        try errors.inFileOrder.check()
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
    static func problem(updated: Day, day: Day, today: Day) -> String? {
        if updated < day {
            return "\(updated) is before the memo's day \(day); write the day it was last changed, on or after \(day)"
        }
        let latest = max(day, today)
        guard updated > latest else { return nil }
        let limit =
            day > today ? "the memo's day \(day), itself after the build date \(today)" : "the build date \(today)"
        return "\(updated) is after \(limit); write the day it was last changed, on or before \(latest)"
    }
}
