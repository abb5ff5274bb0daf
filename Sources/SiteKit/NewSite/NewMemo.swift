import Foundation
import Mustache

/// What `sitegen new` writes: the memo of a day, from the theme's memo template (`archetypes/memo.md`,
/// Mustache with `title`, the day written out as the theme's words write a memo's date (`fullDate`), and
/// `date`, `YYYY-MM-DD`), at `memos/YYYY/MM/YYYY-MM-DD.md` below the content folder, as the sample site
/// lays its memos out.
public struct NewMemo: Sendable {
    public let day: Day
    /// The day as a memo page's heading writes it.
    let title: String
    /// The template's text and its name in messages (`Theme.memoTemplate`).
    let template: (text: String, name: String)

    /// The memo template's path in a theme; a theme whose chain has none gets the default theme's.
    static let templatePath = "archetypes/memo.md"

    /// The memo of `day` from `theme`, loaded for the site's `language`.
    public init(day: Day, theme: Theme, language: SiteLanguage) {
        self.day = day
        title = SiteWords(language: language, labels: theme.labels).fullDate(day)
        template = theme.memoTemplate
    }

    /// The memo's path below the content folder.
    public var path: String {
        "memos/\(day.year)/\(twoDigits(day.month))/\(day.iso).md"
    }

    /// The memo's text: the template rendered strictly, so that a misspelt name in it is an error at its
    /// line and column, quoted, rather than a hole in the memo.
    func text() throws(Diagnostic) -> String {
        do {
            return try Template(template.text, name: template.name).render(
                .object(["title": .string(title), "date": .string(day.iso)]), strict: true)
        } catch {
            throw Diagnostic(error).quoting(template.text, file: template.name)
        }
    }

    /// Writes the memo below `content` (named `contentName` in messages), making its folders, and returns
    /// the file's name in messages. A memo of the day anywhere below `memos/` is left as it is and the
    /// refusal names it: a day has one memo, and nothing is overwritten.
    public func write(into content: URL, contentName: String) throws(Diagnostic) -> String {
        let name = "\(contentName)/\(path)"
        if let existing = try existingMemo(in: content, contentName: contentName) { throw refusal(at: existing) }
        let bytes = Array(try text().utf8)
        let url = content.appendingPathComponent(path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .error(SourceLocation(file: name), "cannot make its folder (\(TextFile.reason(error)))")
        }
        // Made only if nothing has its name, even a memo written since the look above.
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw errno == EEXIST
                ? refusal(at: name)
                : .error(SourceLocation(file: name), "cannot write the file (\(systemErrorText(errno)))")
        }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            let reason = systemErrorText(written < 0 ? errno : EIO)
            unlink(url.path)
            throw .error(SourceLocation(file: name), "cannot write the file (\(reason))")
        }
        return name
    }

    private func refusal(at file: String) -> Diagnostic {
        .error(SourceLocation(file: file), "a memo for \(day.iso) is already there; it was left as it is")
    }

    /// The file of a memo of the day below `memos/`, wherever it is, as a build would find it.
    private func existingMemo(in content: URL, contentName: String) throws(Diagnostic) -> String? {
        let memos = content.appendingPathComponent("memos")
        guard FileManager.default.fileExists(atPath: memos.path) else { return nil }
        let fileName = "\(day.iso).md"
        return try FolderListing.entries(below: memos, displayName: "\(contentName)/memos").first {
            $0.path == fileName || $0.path.hasSuffix("/" + fileName)
        }.map { "\(contentName)/memos/\($0.path)" }
    }
}
