/// The content lines of a file, read as calendar programs read a damaged one.
///
/// A line that cannot be a content line is taken for the rest of the line before, folded without its
/// leading space (as some exports do), and joined to it when the two make one line whose value has its
/// property's form; a line that ends inside its parameters is joined so to the line after. Any other
/// such line is left for the caller to drop. Component boundaries are never joined.
struct CalendarLines {
    enum Item {
        /// A content line, with a warning for each leniency its reading took.
        case line(ContentLine, warnings: [Diagnostic])
        /// A line that is not a content line: where reading it stopped, and the line.
        case unreadable(SourceLocation, excerpt: String)
    }

    /// A line read so far that a damaged line after it may still be joined to.
    private struct Joinable {
        var folded: FoldedLine
        var line: ContentLine
        var notes: [String]
        var joins: [Diagnostic]
        var item = 0
    }

    private let file: String
    private(set) var items: [Item] = []
    private var joinable: Joinable?
    /// A line that ended inside its parameters, waiting for the line after it.
    private var cutShort: (folded: FoldedLine, offset: Int)?

    static func read(_ text: String, file: String) -> [Item] {
        var lines = CalendarLines(file: file)
        for folded in FoldedLine.unfold(text) { lines.add(folded) }
        lines.flushCutShort()
        return lines.items
    }

    private init(file: String) {
        self.file = file
    }

    private mutating func add(_ folded: FoldedLine) {
        let outcome = ContentLine.read(folded)
        var isBoundary = false
        if case .line(let line, _) = outcome { isBoundary = line.isBoundary }
        if let waiting = cutShort, !isBoundary, var joined = join(waiting.folded, folded, after: []) {
            cutShort = nil
            joined.item = items.count
            items.append(item(joined))
            joinable = joined
            return
        }
        flushCutShort()
        switch outcome {
        case .line(let line, let notes):
            joinable =
                isBoundary ? nil : Joinable(folded: folded, line: line, notes: notes, joins: [], item: items.count)
            items.append(.line(line, warnings: warnings(notes, line: line)))
        case .unreadable(let offset, let endsInParameters):
            if let previous = joinable, var joined = join(previous.folded, folded, after: previous.joins) {
                joined.item = previous.item
                items[previous.item] = item(joined)
                joinable = joined
                return
            }
            joinable = nil
            if endsInParameters {
                cutShort = (folded, offset)
            } else {
                items.append(.unreadable(folded.location(ofByte: offset, file: file), excerpt: folded.excerpt))
            }
        }
    }

    private mutating func flushCutShort() {
        guard let waiting = cutShort else { return }
        cutShort = nil
        items.append(
            .unreadable(waiting.folded.location(ofByte: waiting.offset, file: file), excerpt: waiting.folded.excerpt))
    }

    /// `first` and `second` as one line, when that is a content line whose value fits its property.
    private func join(_ first: FoldedLine, _ second: FoldedLine, after joins: [Diagnostic]) -> Joinable? {
        let joined = first.joined(with: second)
        guard case .line(let line, let notes) = ContentLine.read(joined), !line.isBoundary, ValueShape.fits(line)
        else { return nil }
        let warning = Diagnostic.warning(
            SourceLocation(file: file, line: second.line),
            "a folded line without its leading space; joined to line \(first.segments.last!.line)")
        return Joinable(folded: joined, line: line, notes: notes, joins: joins + [warning])
    }

    private func item(_ joinable: Joinable) -> Item {
        .line(joinable.line, warnings: warnings(joinable.notes, line: joinable.line) + joinable.joins)
    }

    private func warnings(_ notes: [String], line: ContentLine) -> [Diagnostic] {
        notes.map { .warning(SourceLocation(file: file, line: line.line), $0) }
    }
}
