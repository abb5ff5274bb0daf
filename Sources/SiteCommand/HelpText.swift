import CBuildCommit
import SiteKit

/// `sitegen COMMAND --help` and `sitegen help COMMAND`. `sitegen --help` is `build`'s, which also lists
/// the commands.
public func help(for name: CommandName) -> String {
    let command = CommandSpec.named(name)
    var sections = [
        "sitegen \(sitegenVersion): \(CommandSpec.purpose).",
        "Usage: \(command.usage)",
    ]
    if name == .build {
        let width = CommandSpec.all.map { commandColumn($0).count }.max()! + 2
        sections.append(
            "Commands:\n"
                + CommandSpec.all.map { spec in
                    "  " + commandColumn(spec).padding(toLength: width, withPad: " ", startingAt: 0) + spec.summary
                }.joined(separator: "\n"))
    }
    sections.append("Options:\n" + command.options.flatMap(\.helpLines).joined(separator: "\n"))
    sections.append(command.notes)
    sections.append(
        "Exit codes:\n"
            + command.exitCodes.flatMap { code, meaning in
                ["  \(code)  \(meaning[0])"] + meaning.dropFirst().map { "     \($0)" }
            }.joined(separator: "\n"))
    return sections.joined(separator: "\n\n")
}

/// `init [DIR]` in the list of commands.
private func commandColumn(_ command: CommandSpec) -> String {
    command.name.rawValue + (command.operand.map { " [\($0)]" } ?? "")
}

extension OptionSpec {
    /// The option's lines in `--help`: its names and value in a column, then its help.
    var helpLines: [String] {
        let short = names.first { !$0.hasPrefix("--") }
        let long = names.filter { $0.hasPrefix("--") }.joined(separator: ", ")
        let column = (short.map { "\($0), " } ?? "    ") + long + (value.map { " \($0)" } ?? "")
        let width = 23
        let padded = column.padding(toLength: max(width, column.count + 1), withPad: " ", startingAt: 0)
        return ["  " + padded + help[0]] + help.dropFirst().map { String(repeating: " ", count: 2 + width) + $0 }
    }
}

/// `sitegen --version` and `sitegen version`: the version, and the commit when the build was told it.
public let versionText: String = {
    let commit = String(cString: sitegen_build_commit())
    return "sitegen \(sitegenVersion)" + (commit.isEmpty ? "" : " (commit \(commit))")
}()
