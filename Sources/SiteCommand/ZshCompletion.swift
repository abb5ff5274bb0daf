import Foundation

/// zsh's completion script, for `compinit` to find as `_sitegen` on `$fpath`: the command's name first
/// (else `build`, as the parser reads it), then `_arguments` over that command's options and operand.
enum ZshCompletion {
    static var script: String {
        let commands = CommandSpec.all.map { "        \(quoted("\($0.name.rawValue):\($0.summary)"))" }
        let commandCases = CommandSpec.all.map { command in
            let specs =
                command.options.flatMap(specs) + (command.completedOperand.map { [operandSpec(command, $0)] } ?? [])
            return "        \(command.name.rawValue)) _arguments \\\n"
                + specs.map { "            \($0)" }.joined(separator: " \\\n") + " ;;"
        }
        return """
            #compdef sitegen
            \(CompletionShell.header(for: .zsh))
            _sitegen() {
                local -a commands=(
            \(commands.joined(separator: "\n"))
                )
                if (( CURRENT == 2 )) && [[ $PREFIX != -* ]]; then
                    _describe -t commands command commands
                    return
                fi
                local command=build
                # A command's name comes first; `_arguments` then reads the words after it.
                if [[ $words[2] != -* ]]; then
                    command=$words[2]
                    shift words
                    (( CURRENT-- ))
                fi
                case $command in
            \(commandCases.joined(separator: "\n"))
                esac
            }
            _sitegen "$@"
            """
    }

    /// One `_arguments` spec per name of the option, each excluding the option's other names.
    private static func specs(_ option: OptionSpec) -> [String] {
        let exclusion = option.names.count > 1 ? "(\(option.names.joined(separator: " ")))" : ""
        let description = "[\(bracketed(option.summary))]"
        return option.names.map { name in
            // A long name's value may follow an `=` too: `--out=DIR`.
            let flag = name.hasPrefix("--") && option.value != nil ? name + "=" : name
            let argument = option.value.map { ":\($0):\(action(option.completedValue ?? .nothing))" } ?? ""
            return quoted(exclusion + flag + description + argument)
        }
    }

    private static func operandSpec(_ command: CommandSpec, _ value: CompletedValue) -> String {
        quoted("1:\(command.operand ?? ""):\(action(value))")
    }

    private static func action(_ value: CompletedValue) -> String {
        switch value {
        case .directories: "_files -/"
        case .files: "_files"
        case .words(let words): "(\(words.joined(separator: " ")))"
        // A space shows the value's name and offers nothing.
        case .nothing: " "
        }
    }

    /// An option's description inside `[...]`, where brackets and backslashes must be escaped.
    private static func bracketed(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
            .replacingOccurrences(of: "]", with: "\\]")
    }

    /// `text` in single quotes, as zsh reads it back.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
