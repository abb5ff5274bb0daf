import Foundation

/// fish's completion script: one `complete` line per command, option and operand, each guarded by the
/// command it belongs to. A command line that names no command is `build`'s, as the parser reads it.
enum FishCompletion {
    static var script: String {
        let commands = CommandSpec.all.map { command in
            line("__fish_use_subcommand", ["-a", command.name.rawValue, "-d", quoted(command.summary)])
        }
        let others = CommandName.allCases.filter { $0 != .build }.map(\.rawValue).joined(separator: " ")
        let lines = CommandSpec.all.flatMap { command in
            let condition =
                command.name == .build
                ? quoted("not __fish_seen_subcommand_from \(others)")
                : quoted("__fish_seen_subcommand_from \(command.name.rawValue)")
            let options = command.options.map { option in
                let names = option.names.map { $0.hasPrefix("--") ? "-l \($0.dropFirst(2))" : "-s \($0.dropFirst())" }
                let value = option.completedValue.map { [$0 == .files ? "-r" : "-x", arguments($0)] } ?? []
                return line(condition, names + value + ["-d", quoted(option.summary)])
            }
            let operand = command.completedOperand.map { value in
                [line(condition, [arguments(value), "-d", quoted(command.operand ?? "")])]
            }
            return ["", "# \(command.usage)"] + options + (operand ?? [])
        }
        return """
            \(CompletionShell.header(for: .fish))
            complete -c sitegen -f
            \(commands.joined(separator: "\n"))
            \(lines.joined(separator: "\n"))
            """
    }

    /// The flags that make fish offer `value`: its words, or file names (`-F`), or nothing. An option's
    /// value comes after `-x` (a value is required, and no file name offered), or `-r` for file names.
    private static func arguments(_ value: CompletedValue) -> String {
        switch value {
        case .directories: "-a '(__fish_complete_directories)'"
        case .files: "-F"
        case .words(let words): "-a \(quoted(words.joined(separator: " ")))"
        case .nothing: ""
        }
    }

    /// A `complete` line for sitegen, under `condition`.
    private static func line(_ condition: String, _ words: [String]) -> String {
        (["complete -c sitegen -n", condition] + words.filter { !$0.isEmpty }).joined(separator: " ")
    }

    /// `text` in single quotes, as fish reads it back.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
