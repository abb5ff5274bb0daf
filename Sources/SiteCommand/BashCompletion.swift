/// bash's completion script: `_sitegen` reads the words before the cursor as the parser does (a command's
/// name first, else `build`) and offers that command's options, an option's values, or the operand.
enum BashCompletion {
    static var script: String {
        let values = CommandSpec.optionsTakingValues.map { option in
            "        \(option.names.joined(separator: "|"))) \(reply(option.completedValue ?? .nothing)); return ;;"
        }
        let commandCases = CommandSpec.all.map { command in
            let options = reply(.words(command.options.flatMap(\.names)))
            guard let operand = command.completedOperand else {
                return "        \(command.name.rawValue)) \(options) ;;"
            }
            return """
                        \(command.name.rawValue))
                            if [[ $cur == -* ]]; then \(options); else \(reply(operand)); fi ;;
                """
        }
        return """
            \(CompletionShell.header(for: .bash))
            _sitegen() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=build
                # bash splits `--out=DIR` at the `=`: the option is then one word further back.
                if [[ $cur == = ]]; then
                    cur=
                elif [[ $prev == = ]] && (( COMP_CWORD > 2 )); then
                    prev=${COMP_WORDS[COMP_CWORD-2]}
                fi
                case $prev in
            \(values.joined(separator: "\n"))
                esac
                if (( COMP_CWORD == 1 )) && [[ $cur != -* ]]; then
                    \(reply(.words(CommandName.allCases.map(\.rawValue))))
                    return
                fi
                (( COMP_CWORD > 1 )) && [[ ${COMP_WORDS[1]} != -* ]] && command=${COMP_WORDS[1]}
                case $command in
            \(commandCases.joined(separator: "\n"))
                esac
            }
            complete -F _sitegen sitegen
            """
    }

    /// The line that fills COMPREPLY with what matches `$cur`, one match a line so that spaces survive.
    private static func reply(_ value: CompletedValue) -> String {
        switch value {
        case .directories: "compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- \"$cur\")"
        case .files: "compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")"
        case .words(let words): "mapfile -t COMPREPLY < <(compgen -W '\(words.joined(separator: " "))' -- \"$cur\")"
        case .nothing: "COMPREPLY=()"
        }
    }
}
