import Foundation
import SiteKit

// The command-line tool: parse the arguments, run one command through SiteKit, report, exit.

/// The one place where sitegen writes to the terminal: every line passes through `terminalText`, so
/// no control character quoted from an input reaches the terminal raw.
func write(_ line: String, to handle: FileHandle) {
    handle.write(Data((terminalText(line) + "\n").utf8))
}

@Sendable func printError(_ line: String) { write(line, to: .standardError) }
@Sendable func printOutput(_ line: String) { write(line, to: .standardOutput) }

let command: Command
do {
    command = try Command.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("sitegen: \(error)")
    exit(2)
}

switch command {
case let .help(name):
    printOutput(help(for: name))
case .version:
    printOutput("sitegen \(sitegenVersion)")
case let .build(arguments):
    exit(await BuildCommand(arguments: arguments, print: printOutput, warn: printError).run())
case let .check(arguments):
    exit(await CheckCommand(arguments: arguments, print: printOutput, warn: printError).run())
case let .serve(arguments):
    exit(await ServeCommand(arguments: arguments, print: printOutput, warn: printError).run())
case let .replay(log, arguments):
    exit(await ReplayCommand(log: log, arguments: arguments, print: printOutput, warn: printError).run())
case let .newSite(options):
    exit(NewSiteCommand(options: options, print: printOutput, warn: printError).run())
}
