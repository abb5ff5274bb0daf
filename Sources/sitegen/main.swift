import Foundation
import SiteKit

// The command-line tool: parse the arguments, run one command through SiteKit, report, exit.

// A reader that went away (`| head -1`, a mailer that died) must not kill a nightly build before it
// publishes: the write fails instead, and is dropped.
signal(SIGPIPE, SIG_IGN)
// A standard stream cron left closed is opened on /dev/null, so the next file sitegen opens never takes its
// number and receives the progress lines.
for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
    _ = open("/dev/null", O_RDWR)
}

/// The one place where sitegen writes to the terminal: every line passes through `terminalText`, so
/// no control character quoted from an input reaches the terminal raw. A line that cannot be written
/// (the stream closed, full or gone) is dropped: the exit code and the report still tell the result.
func write(_ line: String, to descriptor: Int32) {
    var bytes = Array((terminalText(line) + "\n").utf8)[...]
    while !bytes.isEmpty {
        let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress!, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        bytes = bytes.dropFirst(count)
    }
}

@Sendable func printError(_ line: String) { write(line, to: STDERR_FILENO) }
@Sendable func printOutput(_ line: String) { write(line, to: STDOUT_FILENO) }

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
case .version:
    printOutput("sitegen \(sitegenVersion)")
case .build(let arguments):
    exit(await BuildCommand(arguments: arguments, print: printOutput, warn: printError).run())
case .check(let arguments):
    exit(await CheckCommand(arguments: arguments, print: printOutput, warn: printError).run())
case .serve(let arguments):
    exit(await ServeCommand(arguments: arguments, print: printOutput, warn: printError).run())
case .replay(let log, let arguments):
    exit(await ReplayCommand(log: log, arguments: arguments, print: printOutput, warn: printError).run())
case .newSite(let options):
    exit(NewSiteCommand(options: options, print: printOutput, warn: printError).run())
}
