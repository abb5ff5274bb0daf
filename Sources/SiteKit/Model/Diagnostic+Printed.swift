extension Diagnostic {
    /// How many errors a failed build prints; a count stands for the rest.
    public static let printedErrors = 20

    /// The diagnostic as sitegen prints it, as rustc and swiftc do: `error: file:line:column: message`, then
    /// the line it is about, after its number, and a caret under the column:
    ///
    ///     error: Content/site.yml:4:14: latestMemos: expected a whole number from 0 to 1000, found "five"
    ///       4 | latestMemos: five
    ///         |              ^
    ///
    /// The quote is written as a monospaced terminal shows it: a tab as four spaces, a character that would
    /// steer the terminal as its escape (`\u{1B}`), and the caret as wide as the character it is under
    /// (`^^` under 日), after as many columns as the characters before it take (`displayWidth`).
    public var printed: String {
        let first = "\(severity.rawValue): \(self)"
        guard let excerpt, let line = location.line else { return first }
        let (shown, caret) = excerpt.shown
        let number = String(line)
        var text = first + "\n  \(number) |" + (shown.isEmpty ? "" : " " + shown)
        if let caret { text += "\n  \(String(repeating: " ", count: number.count)) | " + caret }
        return text
    }

    /// `errors` printed, at most `printedErrors` of them, then a line that counts the others.
    public static func printed(errors: [Diagnostic]) -> [String] {
        let rest = errors.count - printedErrors
        return errors.prefix(printedErrors).map { Diagnostic(.error, at: $0.location, $0.message, $0.excerpt).printed }
            + (rest > 0 ? ["and \(rest) more error\(rest == 1 ? "" : "s")"] : [])
    }
}

extension SourceExcerpt {
    /// The text as a terminal shows it, and the caret line under it (nil without a column).
    fileprivate var shown: (text: String, caret: String?) {
        var text = ""
        var before = 0
        var caretWidth = 1
        for (index, scalar) in self.text.unicodeScalars.enumerated() {
            let shown: String
            let width: Int
            if scalar == "\t" {
                (shown, width) = ("    ", 4)
            } else if steersTerminal(scalar) {
                shown = escaped(scalar)
                width = shown.unicodeScalars.count
            } else {
                (shown, width) = (String(scalar), displayWidth(scalar))
            }
            if let column, index + 1 < column { before += width }
            if index + 1 == column, width == 2 { caretWidth = 2 }
            text += shown
        }
        guard column != nil else { return (text, nil) }
        return (text, String(repeating: " ", count: before) + String(repeating: "^", count: caretWidth))
    }
}
