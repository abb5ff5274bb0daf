/// A `BEGIN:NAME` … `END:NAME` block of an iCalendar file: its properties and nested components.
struct CalendarComponent: Sendable {
    /// The component name, upper-cased (`VCALENDAR`, `VEVENT`, `VALARM`).
    var name: String
    /// The line of its `BEGIN`.
    var line: Int
    /// Its own properties, in file order (those of nested components are not included).
    var properties: [ContentLine] = []
    /// Nested components, in file order.
    var components: [CalendarComponent] = []

    /// The first property named `name`.
    func property(_ name: String) -> ContentLine? {
        properties.first { $0.name == name }
    }

    /// Every property named `name`.
    func properties(_ name: String) -> [ContentLine] {
        properties.filter { $0.name == name }
    }

    /// The VCALENDAR components of a file (usually one), and a warning for each line read leniently or
    /// dropped (see `CalendarLines`) and for the lines after a calendar, which are ignored. Throws when the
    /// file does not begin as a calendar, when its BEGIN and END lines do not pair up, or when they nest
    /// deeper than `CalendarLimits.maximumNesting`, naming the line.
    static func calendars(in text: String, file: String) throws(Diagnostic) -> Parsed<[CalendarComponent]> {
        let items = CalendarLines.read(text, file: file)
        switch items.first {
        case nil:
            throw .error(SourceLocation(file: file, line: 1), "the file is empty; expected BEGIN:VCALENDAR")
        case .unreadable(let location, let excerpt):
            throw .error(location, "expected NAME:VALUE, found \"\(excerpt)\"")
        case .line(let line, _) where !line.beginsCalendar:
            throw .error(
                SourceLocation(file: file, line: line.line),
                "expected BEGIN:VCALENDAR, found \"\(shortenedForMessage("\(line.name):\(line.value)"))\"")
        case .line:
            break
        }
        var calendars: [CalendarComponent] = []
        var open: [CalendarComponent] = []
        var warnings: [Diagnostic] = []
        var ignored = IgnoredLines(file: file)
        // A warning for each damaged line, up to a bound, so that a file of garbage costs little memory.
        var named = 0
        var unnamed: (count: Int, first: SourceLocation?) = (0, nil)
        func warn(_ lineWarnings: [Diagnostic]) {
            for warning in lineWarnings {
                if named < CalendarLimits.maximumLineWarnings {
                    named += 1
                    warnings.append(warning)
                } else {
                    unnamed = (unnamed.count + 1, unnamed.first ?? warning.location)
                }
            }
        }
        for item in items {
            if open.isEmpty, case .line(let line, _) = item, line.beginsCalendar {
                warnings += ignored.warning()
            } else if open.isEmpty {
                ignored.add(item)
                continue
            }
            switch item {
            case .unreadable(let location, let excerpt):
                warn([.warning(location, "expected NAME:VALUE, found \"\(excerpt)\"; line ignored")])
            case .line(let line, let lineWarnings):
                warn(lineWarnings)
                if let calendar = try add(line, to: &open, file: file) { calendars.append(calendar) }
            }
        }
        warnings += ignored.warning()
        if let first = unnamed.first {
            warnings.append(
                .warning(
                    first,
                    "\(unnamed.count) more damaged lines from here were read or dropped like those above, without a warning each"
                ))
        }
        if let unclosed = open.last {
            throw .error(
                SourceLocation(file: file, line: unclosed.line),
                "BEGIN:\(unclosed.name) is never closed by END:\(unclosed.name)")
        }
        return Parsed(calendars, warnings: warnings)
    }

    /// Adds a line to the innermost open component, opening or closing one for BEGIN and END; returns
    /// a calendar that END closes.
    private static func add(
        _ line: ContentLine, to open: inout [CalendarComponent], file: String
    ) throws(Diagnostic) -> CalendarComponent? {
        let location = SourceLocation(file: file, line: line.line)
        switch line.name {
        case "BEGIN":
            let name = line.value.uppercased()
            guard !name.isEmpty else { throw .error(location, "BEGIN without a component name") }
            guard open.count < CalendarLimits.maximumNesting else {
                throw .error(
                    SourceLocation(file: file, line: line.line, column: 1),
                    "BEGIN:\(shortenedForMessage(name)) nests components more than \(CalendarLimits.maximumNesting) deep"
                )
            }
            open.append(CalendarComponent(name: name, line: line.line))
        case "END":
            let name = line.value.uppercased()
            let component = open.removeLast()
            guard name == component.name else {
                throw .error(location, "END:\(name) does not match BEGIN:\(component.name) at line \(component.line)")
            }
            guard open.isEmpty else {
                open[open.count - 1].components.append(component)
                return nil
            }
            return component
        default:
            open[open.count - 1].properties.append(line)
        }
        return nil
    }
}

extension ContentLine {
    fileprivate var beginsCalendar: Bool { name == "BEGIN" && value.uppercased() == "VCALENDAR" }
}

/// The lines after a calendar's END:VCALENDAR and before another BEGIN:VCALENDAR (a server's comment, a
/// second copy cut short): ignored, with one warning for each run of them.
private struct IgnoredLines {
    let file: String
    private var first: Int?
    private var count = 0

    init(file: String) {
        self.file = file
    }

    mutating func add(_ item: CalendarLines.Item) {
        switch item {
        case .line(let line, _): first = first ?? line.line
        case .unreadable(let location, _): first = first ?? location.line
        }
        count += 1
    }

    /// The warning for the run so far, if there is one, which ends it.
    mutating func warning() -> [Diagnostic] {
        guard let first else { return [] }
        defer {
            self.first = nil
            count = 0
        }
        return [
            .warning(
                SourceLocation(file: file, line: first),
                "\(count) line\(count == 1 ? "" : "s") after END:VCALENDAR; ignored")
        ]
    }
}
