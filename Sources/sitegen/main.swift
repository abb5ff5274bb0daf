import Foundation
import SiteKit

// The command-line tool: parse the arguments, run one build through SiteKit, report, exit.

func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

func printOutput(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let command: Command
do {
    command = try Command.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("sitegen: \(error)")
    exit(2)
}

switch command {
case .help:
    printOutput(helpText)
case .version:
    printOutput("sitegen \(sitegenVersion)")
case let .build(arguments):
    exit(await BuildCommand(arguments: arguments, print: printOutput, warn: printError).run())
}
