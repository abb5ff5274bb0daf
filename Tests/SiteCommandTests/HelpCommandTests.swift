import Testing

@testable import SiteCommand
@testable import SiteKit

/// `sitegen help` beyond a command's help: the manual page and the completion scripts it prints, and
/// `sitegen version`.
@Suite struct HelpCommandTests {
    @Test func helpPrintsTheManualPageOrACompletionScript() throws {
        #expect(try Command.parse(["help", "--man"]) == .manual)
        for shell in CompletionShell.allCases {
            #expect(try Command.parse(["help", "--completion", shell.rawValue]) == .completion(shell))
            #expect(try Command.parse(["help", "--completion=\(shell.rawValue)"]) == .completion(shell))
        }
        #expect(try Command.parse(["help", "--man", "--help"]) == .help(.help))
    }

    @Test func versionIsACommandAndAnOptionOfBuild() throws {
        #expect(try Command.parse(["version"]) == .version)
        #expect(try Command.parse(["--version"]) == .version)
        #expect(try Command.parse(["version", "--help"]) == .help(.version))
        #expect(
            help(for: .build).contains(/\n  version +show the version, and the commit it was built from\n/))
    }

    @Test func aPlainBuildShowsTheVersionAlone() {
        // packaging/deb.sh passes the commit; `swift build`, which built these tests, does not.
        #expect(versionText == "sitegen \(sitegenVersion)")
    }

    @Test(arguments: [
        (["help", "--completion", "tcsh"], "--completion: \"tcsh\" is not one of bash, zsh, fish"),
        (["help", "--completion"], "--completion needs a value"),
        (["help", "--man", "--completion", "bash"], "--man and --completion cannot be used together"),
        (["help", "check", "--man"], "--man and --completion cover every command: name none"),
        (["help", "--completion", "zsh", "init"], "--man and --completion cover every command: name none"),
        (["help", "--man", "deploy"], "unknown command \"deploy\""),
        (["--man"], "unknown option --man"),
        (["check", "--version"], "unknown option --version"),
        (["version", "now"], "unexpected argument \"now\""),
    ])
    func badUsageIsExplained(arguments: [String], message: String) {
        let command = CommandName(rawValue: arguments[0]) ?? .build
        #expect(throws: UsageError(message: message, command: command)) { try Command.parse(arguments) }
    }

    @Test func everyCommandsHelpEndsWithItsExitCodes() {
        for command in CommandSpec.all {
            let text = help(for: command.name)
            let codes = text.components(separatedBy: "\n\nExit codes:\n").last ?? ""
            #expect(codes.hasPrefix("  0  "), "\(command.name)'s help lacks its exit codes")
            #expect(codes.contains("  2  bad usage"), "\(command.name)'s help lacks exit code 2")
        }
        #expect(
            help(for: .build).hasSuffix(
                """
                  2  bad usage: unknown option, missing value, a --date or SOURCE_DATE_EPOCH outside the
                     years 1 to 9999
                  3  a required source could not be had (or --strict refused a fallback)
                """))
    }
}
