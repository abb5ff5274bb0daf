/// The shells `sitegen help --completion SHELL` writes a completion script for, each made from the command
/// and option tables so that pressing Tab offers exactly what the parser takes.
public enum CompletionShell: String, Sendable, Equatable, CaseIterable {
    case bash, zsh, fish

    /// The script, for the file the shell loads it from (see packaging/deb.sh for where each goes).
    public var script: String {
        switch self {
        case .bash: BashCompletion.script
        case .zsh: ZshCompletion.script
        case .fish: FishCompletion.script
        }
    }

    /// The first lines of every script, in the shell's comment syntax (the three share `#`).
    static func header(for shell: CompletionShell) -> String {
        """
        # \(shell.rawValue) completion for sitegen, made by `sitegen help --completion \(shell.rawValue)` from its option
        # table: do not edit; packaging/generate.sh makes it again.
        """
    }
}
