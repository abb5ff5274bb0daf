/// What Tab offers for an option's value or a command's operand.
enum CompletedValue: Equatable {
    case directories, files
    case words([String])
    /// Something to type (a date, a port): nothing is offered.
    case nothing

    /// From the value's name in the help (`DIR`, `FILE`, `LOG`, `COMMAND`) and the values it is limited to.
    init(placeholder: String, choices: [String] = []) {
        switch placeholder {
        case _ where !choices.isEmpty: self = .words(choices)
        case "DIR": self = .directories
        case "FILE", "LOG": self = .files
        case "COMMAND": self = .words(CommandName.allCases.map(\.rawValue))
        default: self = .nothing
        }
    }
}

extension OptionSpec {
    /// What Tab offers after the option, or nil for a switch.
    var completedValue: CompletedValue? {
        value.map { CompletedValue(placeholder: $0, choices: choices) }
    }

    /// The help on one line, for a completion menu.
    var summary: String { help.joined(separator: " ") }
}

extension CommandSpec {
    /// What Tab offers for the command's operand, or nil when it takes none.
    var completedOperand: CompletedValue? {
        operand.map { CompletedValue(placeholder: $0) }
    }

    /// The options every command's table holds, each once, for what a value can follow.
    static var optionsTakingValues: [OptionSpec] {
        var seen: Set<[String]> = []
        return all.flatMap(\.options).filter { $0.value != nil && seen.insert($0.names).inserted }
    }
}
