/// The line of an input a diagnostic is about, as it is quoted under the diagnostic: its text, cut around the
/// column when the line is long, and the column in that text the caret points at.
public struct SourceExcerpt: Hashable, Sendable, Codable {
    /// The line without its line ending; "…" stands for what a cut left out.
    public var text: String
    /// The column in `text` (counted in Unicode scalars, from 1) the caret goes under; nil for a diagnostic
    /// that names a line only.
    public var column: Int?

    public init(text: String, column: Int?) {
        self.text = text
        self.column = column
    }

    /// How many characters of a line are quoted at most, and of them how many before the column: a memo may be
    /// one line of ten megabytes, and a quote is there to be read.
    static let widest = 100
    static let before = 40

    /// `line`, cut to `widest` scalars around `column` when it is longer.
    init(line: Substring, column: Int?) {
        let scalars = Array(line.unicodeScalars)
        guard scalars.count > Self.widest else {
            self.init(text: String(line), column: column)
            return
        }
        let start = max(0, min((column ?? 1) - 1 - Self.before, scalars.count - Self.widest))
        let end = start + Self.widest
        var text = String.UnicodeScalarView()
        if start > 0 { text.append("…") }
        text.append(contentsOf: scalars[start..<end])
        if end < scalars.count { text.append("…") }
        self.init(text: String(text), column: column.map { $0 - start + (start > 0 ? 1 : 0) })
    }
}

extension [Diagnostic] {
    /// These diagnostics with the lines of `text` they are about quoted in them: those located in `file` at a
    /// line the text has, and not quoted yet. The text is made only when one is, and walked once.
    func quoting(_ source: @autoclosure () -> String, file: String) -> [Diagnostic] {
        let wanted = Set(compactMap { $0.excerpt == nil && $0.location.file == file ? $0.location.line : nil })
        guard let last = wanted.max(), last > 0 else { return self }
        let text = source()
        var lines: [Int: Substring] = [:]
        var number = 1
        var start = text.startIndex
        let bytes = text.utf8
        while number <= last, start <= text.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
            if wanted.contains(number) {
                let line = text[start..<end]
                lines[number] = line.utf8.last == UInt8(ascii: "\r") ? line.dropLast() : line
            }
            guard end < text.endIndex else { break }
            start = bytes.index(after: end)
            number += 1
        }
        return map { diagnostic in
            guard diagnostic.excerpt == nil, diagnostic.location.file == file,
                let line = diagnostic.location.line.flatMap({ lines[$0] })
            else { return diagnostic }
            var quoted = diagnostic
            quoted.excerpt = SourceExcerpt(line: line, column: diagnostic.location.column)
            return quoted
        }
    }
}

extension Diagnostic {
    /// The diagnostic with the line of `text` it is about quoted in it, when it is located in `file`.
    func quoting(_ text: @autoclosure () -> String, file: String) -> Diagnostic {
        [self].quoting(text(), file: file)[0]
    }
}
