import Glibc
import SiteCommand

// The command-line tool: parse the arguments, run one command through SiteKit, report, exit.

StandardStream.prepare()
AllocatorSettings.apply()

@Sendable func printError(_ line: String) { StandardStream.error.write(line) }
@Sendable func printOutput(_ line: String) { StandardStream.output.write(line) }

let command: Command
do {
    command = try Command.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("sitegen: \(error)")
    exit(BuildCommand.finish(error, warn: printError))
}

switch command {
case .help(let name):
    printOutput(help(for: name))
case .manual:
    printOutput(ManualPage.text)
case .completion(let shell):
    printOutput(shell.script)
case .version:
    printOutput(versionText)
case .build(let arguments):
    exit(await BuildCommand(arguments: arguments, print: printOutput, warn: printError).run())
case .check(let arguments):
    exit(await CheckCommand(arguments: arguments, print: printOutput, warn: printError).run())
case .serve(let arguments):
    exit(await ServeCommand(arguments: arguments, print: printOutput, warn: printError).run())
case .replay(let log, let arguments):
    exit(await ReplayCommand(log: log, arguments: arguments, print: printOutput, warn: printError).run())
case .newMemo(let arguments):
    exit(NewMemoCommand(arguments: arguments, print: printOutput, warn: printError).run())
case .newSite(let options):
    exit(NewSiteCommand(options: options, print: printOutput, warn: printError).run())
}
