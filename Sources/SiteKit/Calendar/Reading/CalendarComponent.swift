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
    /// dropped (see `CalendarLines` and `CalendarStructure`). Throws when the file holds no calendar,
    /// when a calendar is never closed (the file was cut short), or when components nest deeper than
    /// `CalendarLimits.maximumNesting`, naming the line.
    static func calendars(in text: String, file: String) throws(Diagnostic) -> Parsed<[CalendarComponent]> {
        let items = CalendarLines.read(text, file: file)
        guard items.contains(where: \.beginsCalendar) else {
            switch items.first {
            case nil:
                throw .error(SourceLocation(file: file, line: 1), "the file is empty; expected BEGIN:VCALENDAR")
            case .unreadable(let location, let excerpt):
                throw .error(location, "expected NAME:VALUE, found \"\(excerpt)\"")
            case .line(let line, _):
                throw .error(
                    SourceLocation(file: file, line: line.line),
                    "expected BEGIN:VCALENDAR, found \"\(shortenedForMessage("\(line.name):\(line.value)"))\"")
            }
        }
        var structure = CalendarStructure(file: file)
        for item in items { try structure.add(item) }
        return try structure.finished()
    }
}

extension CalendarLines.Item {
    var beginsCalendar: Bool {
        guard case .line(let line, _) = self else { return false }
        return line.name == "BEGIN" && line.value.uppercased() == "VCALENDAR"
    }
}
