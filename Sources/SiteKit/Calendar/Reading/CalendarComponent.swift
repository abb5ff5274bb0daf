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

    /// The VCALENDAR components of a file (usually one). Throws when the file is not iCalendar, when its
    /// BEGIN and END lines do not pair up, or when they nest deeper than `CalendarLimits.maximumNesting`,
    /// naming the line.
    static func calendars(in text: String, file: String) throws(Diagnostic) -> [CalendarComponent] {
        let lines = try ContentLine.read(text, file: file)
        guard !lines.isEmpty else {
            throw .error(SourceLocation(file: file, line: 1), "the file is empty; expected BEGIN:VCALENDAR")
        }
        var calendars: [CalendarComponent] = []
        var open: [CalendarComponent] = []
        for line in lines {
            let location = SourceLocation(file: file, line: line.line)
            if open.isEmpty, !(line.name == "BEGIN" && line.value.uppercased() == "VCALENDAR") {
                throw .error(
                    location, "expected BEGIN:VCALENDAR, found \"\(shortenedForMessage("\(line.name):\(line.value)"))\""
                )
            }
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
                    throw .error(
                        location, "END:\(name) does not match BEGIN:\(component.name) at line \(component.line)")
                }
                if open.isEmpty {
                    calendars.append(component)
                } else {
                    open[open.count - 1].components.append(component)
                }
            default:
                open[open.count - 1].properties.append(line)
            }
        }
        if let unclosed = open.last {
            throw .error(
                SourceLocation(file: file, line: unclosed.line),
                "BEGIN:\(unclosed.name) is never closed by END:\(unclosed.name)")
        }
        return calendars
    }
}
