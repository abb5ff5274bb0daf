/// The BEGIN and END lines of a file made into components, as calendar programs make them of a damaged
/// file: an END closes the components opened inside its own that were never closed, an END that closes
/// nothing and a BEGIN without a name are ignored, and the lines outside any calendar (a PHP notice
/// before it, a server's comment after it) are ignored, each with a warning naming the line.
///
/// A file gives at most `CalendarLimits.maximumLineWarnings` warnings for its lines, then one that
/// counts the rest, so that a file of garbage costs little memory.
struct CalendarStructure {
    private let file: String
    private var open: [CalendarComponent] = []
    private var calendars: [CalendarComponent] = []
    private var warnings: [Diagnostic] = []
    /// A run of lines outside any calendar: where it starts and how long it is.
    private var outside: (first: Int, count: Int)?
    private var hasCalendar = false
    private var named = 0
    private var unnamed: (count: Int, first: SourceLocation?) = (0, nil)

    init(file: String) {
        self.file = file
    }

    mutating func add(_ item: CalendarLines.Item) throws(Diagnostic) {
        if open.isEmpty, !item.beginsCalendar {
            switch item {
            case .line(let line, _): outside = (outside?.first ?? line.line, (outside?.count ?? 0) + 1)
            case .unreadable(let location, _):
                outside = (outside?.first ?? location.line ?? 0, (outside?.count ?? 0) + 1)
            }
            return
        }
        endOutside()
        switch item {
        case .unreadable(let location, let excerpt):
            warn([.warning(location, "expected NAME:VALUE, found \"\(excerpt)\"; line ignored")])
        case .line(let line, let lineWarnings):
            warn(lineWarnings)
            try add(line)
        }
    }

    /// The calendars; throws when one was never closed, as the file was cut short.
    mutating func finished() throws(Diagnostic) -> Parsed<[CalendarComponent]> {
        endOutside()
        if let unclosed = open.last {
            throw .error(
                SourceLocation(file: file, line: unclosed.line),
                "BEGIN:\(unclosed.name) is never closed by END:\(unclosed.name)")
        }
        if let first = unnamed.first {
            warnings.append(
                .warning(
                    first,
                    "\(unnamed.count) more damaged lines from here were read or dropped like those above, without a warning each"
                ))
        }
        return Parsed(calendars, warnings: warnings)
    }

    private mutating func add(_ line: ContentLine) throws(Diagnostic) {
        let location = SourceLocation(file: file, line: line.line)
        let name = line.value.uppercased()
        switch line.name {
        case "BEGIN":
            guard !name.isEmpty else {
                warn([.warning(location, "BEGIN without a component name; line ignored")])
                return
            }
            guard open.count < CalendarLimits.maximumNesting else {
                throw .error(
                    SourceLocation(file: file, line: line.line, column: 1),
                    "BEGIN:\(shortenedForMessage(name)) nests components more than \(CalendarLimits.maximumNesting) deep"
                )
            }
            open.append(CalendarComponent(name: name, line: line.line))
        case "END":
            guard let closed = open.lastIndex(where: { $0.name == name }) else {
                warn([.warning(location, "END:\(shortenedForMessage(name)) closes no open component; line ignored")])
                return
            }
            while open.count > closed + 1 {
                let unclosed = open.removeLast()
                warn([
                    .warning(
                        SourceLocation(file: file, line: unclosed.line),
                        "BEGIN:\(unclosed.name) is never closed; closed by END:\(name) at line \(line.line)")
                ])
                open[open.count - 1].components.append(unclosed)
            }
            let component = open.removeLast()
            if open.isEmpty {
                calendars.append(component)
                hasCalendar = true
            } else {
                open[open.count - 1].components.append(component)
            }
        default:
            open[open.count - 1].properties.append(line)
        }
    }

    /// Ends a run of lines outside any calendar, with its warning.
    private mutating func endOutside() {
        guard let run = outside else { return }
        outside = nil
        let lines = "\(run.count) line\(run.count == 1 ? "" : "s")"
        warnings.append(
            .warning(
                SourceLocation(file: file, line: run.first),
                "\(lines) \(hasCalendar ? "after END:VCALENDAR" : "before BEGIN:VCALENDAR"); ignored"))
    }

    private mutating func warn(_ lineWarnings: [Diagnostic]) {
        for warning in lineWarnings {
            if named < CalendarLimits.maximumLineWarnings {
                named += 1
                warnings.append(warning)
            } else {
                unnamed = (unnamed.count + 1, unnamed.first ?? warning.location)
            }
        }
    }
}
