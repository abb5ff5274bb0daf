/// The YAML front matter of a Markdown file (a memo, a page) between `---` lines, and the fields memos
/// and pages share, read the same way for both.
struct FrontMatter {
    /// The front matter's fields; nil when the file has none, or an empty one.
    var fields: YAMLFields?
    /// The Markdown after it, cleaned of control characters.
    var markdown: String

    /// Splits `text`; `file` names it in messages.
    init(_ text: String, file: String) throws(Diagnostic) {
        // Lines are found on the UTF-8 bytes, as splitting a whole memo into Characters costs more than reading it.
        let bytes = text.utf8
        guard let first = Self.line(from: bytes.startIndex, in: bytes), Self.isFence(bytes[first.line], closing: false)
        else {
            markdown = CleanText.multiLine(text)
            return
        }
        var closing = first
        // The front matter ends with its last line, that line's ending left out.
        var yamlEnd = first.end
        while true {
            guard let next = Self.line(from: closing.end, in: bytes) else {
                throw .error(SourceLocation(file: file, line: 1, column: 1), "front matter: no closing \"---\" line")
            }
            closing = next
            if Self.isFence(bytes[closing.line], closing: true) { break }
            yamlEnd = closing.line.upperBound
        }
        // Both begin after a line ending and the front matter ends before one, so they are copied out as
        // they are, not decoded again.
        let yaml = String(Substring(bytes[first.end..<yamlEnd]))
        markdown = CleanText.multiLine(String(text[closing.end...]))
        guard let root = try YAMLParser.parse(yaml, file: file, lineOffset: 1) else { return }
        fields = try YAMLFields(root, file: file, path: "front matter")
    }

    /// `title:`, nil (with a warning) when it is blank: `instead` says what takes its place. Here and in the
    /// other fields, a value that cannot be read is kept in `errors` and leaves the field unset, so the
    /// fields after it are still checked.
    func title(instead: String, warnings: inout [Diagnostic], errors: inout InputErrors) -> String? {
        guard let fields, let title = errors.attempt(fields.string, "title") else { return nil }
        guard CleanText.isBlank(title) else { return title }
        warnings.append(
            .warning(fields.location(of: fields.value("title")!), "\(fields.keyPath("title")): empty; \(instead)"))
        return nil
    }

    /// `description:`, nil when absent or empty.
    func description(errors: inout InputErrors) -> String? {
        guard let fields else { return nil }
        return errors.attempt(fields.string, "description").flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `image:`, an http(s) URL; anything else is ignored with a warning.
    func image(warnings: inout [Diagnostic], errors: inout InputErrors) -> String? {
        guard let fields, let image = errors.attempt(fields.string, "image") else { return nil }
        guard let link = WebLink.checked(image) else {
            warnings.append(
                .warning(
                    fields.location(of: fields.value("image")!),
                    "\(fields.keyPath("image")): \"\(image)\" is not an http(s) URL; ignored"))
            return nil
        }
        return link
    }

    /// `draft:`, false when absent.
    func isDraft(errors: inout InputErrors) -> Bool {
        guard let fields else { return false }
        return errors.attempt(fields.bool, "draft") ?? false
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
