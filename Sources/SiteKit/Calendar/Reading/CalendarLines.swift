/// The content lines of a file, read as calendar programs read a damaged one.
///
/// A line that cannot be a content line is taken for the rest of the line before, folded without its
/// leading space (as some exports do), and joined to it when the two make one line whose value has its
/// property's form (`GrowingValue`); a line that ends inside its parameters is joined so to the line
/// after. Any other such line is left for the caller to drop. Component boundaries are never joined.
struct CalendarLines {
    enum Item {
        /// A content line, with a warning for each leniency its reading took.
        case line(ContentLine, warnings: [Diagnostic])
        /// A line that is not a content line: where reading it stopped, and the line.
        case unreadable(SourceLocation, excerpt: String)
    }

    /// The last line read, which damaged lines after it may still be joined to.
    private struct Joinable {
        var line: ContentLine
        /// Made when the first damaged line is to be joined: most lines have none.
        var value: GrowingValue?
        var warnings: [Diagnostic]
        /// The physical line it ends on so far.
        var lastLine: Int

        /// Appends `piece` to the value when it keeps the value's form (`GrowingValue.append`).
        mutating func joins(_ piece: String) -> Bool {
            if value == nil { value = GrowingValue(line) }
            return value!.append(piece)
        }
    }

    private let file: String
    private var items: [Item] = []
    private var joinable: Joinable?
    /// A line that ended inside its parameters, waiting for the line after it.
    private var cutShort: (folded: FoldedLine, offset: Int)?

    static func read(_ text: String, file: String) -> [Item] {
        var lines = CalendarLines(file: file)
        for folded in FoldedLine.unfold(text) { lines.add(folded) }
        lines.flushJoinable()
        lines.flushCutShort()
        return lines.items
    }

    private init(file: String) {
        self.file = file
    }

    private mutating func add(_ folded: FoldedLine) {
        let reading = ContentLine.read(folded)
        var isBoundary = false
        if case .line(let line, _) = reading { isBoundary = line.isBoundary }
        if let waiting = cutShort, !isBoundary,
            case .line(let line, let notes) = ContentLine.read(
                waiting.folded.joined(with: folded)), !line.isBoundary, ValueShape.fits(line)
        {
            cutShort = nil
            joinable = Joinable(
                line: line, warnings: warnings(notes, line: line.line), lastLine: folded.segments.last!.line)
            joinable!.warnings.append(joining(folded, to: waiting.folded.segments.last!.line))
            return
        }
        flushCutShort()
        switch reading {
        case .line(let line, let notes):
            flushJoinable()
            if isBoundary {
                items.append(.line(line, warnings: warnings(notes, line: line.line)))
            } else {
                joinable = Joinable(
                    line: line, warnings: warnings(notes, line: line.line), lastLine: folded.segments.last!.line)
            }
        case .unreadable(let offset, let endsInParameters):
            if let previous = joinable?.lastLine, joinable!.joins(String(decoding: folded.bytes, as: UTF8.self)) {
                joinable!.warnings.append(joining(folded, to: previous))
                joinable!.lastLine = folded.segments.last!.line
                return
            }
            flushJoinable()
            if endsInParameters {
                cutShort = (folded, offset)
            } else {
                items.append(.unreadable(folded.location(ofByte: offset, file: file), excerpt: folded.excerpt))
            }
        }
    }

    private mutating func flushJoinable() {
        guard var done = joinable else { return }
        joinable = nil
        if let value = done.value { done.line.value = value.value }
        items.append(.line(done.line, warnings: done.warnings))
    }

    private mutating func flushCutShort() {
        guard let waiting = cutShort else { return }
        cutShort = nil
        items.append(
            .unreadable(waiting.folded.location(ofByte: waiting.offset, file: file), excerpt: waiting.folded.excerpt))
    }

    private func joining(_ folded: FoldedLine, to previous: Int) -> Diagnostic {
        .warning(
            SourceLocation(file: file, line: folded.line),
            "a folded line without its leading space; joined to line \(previous)")
    }

    private func warnings(_ notes: [String], line: Int) -> [Diagnostic] {
        notes.map { .warning(SourceLocation(file: file, line: line), $0) }
    }
}
