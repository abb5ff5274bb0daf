import Foundation
import SiteKit

/// What the command line asked for.
public enum Command: Equatable, Sendable {
    case build(CommandLineOptions)
    case check(CommandLineOptions)
    case serve(CommandLineOptions)
    /// `sitegen new`: the day's memo.
    case newMemo(CommandLineOptions)
    case newSite(NewSiteOptions)
    /// `sitegen replay LOG`: the log's path and the options.
    case replay(log: String, CommandLineOptions)
    case help(CommandName)
    /// `sitegen help --man`: the manual page.
    case manual
    /// `sitegen help --completion SHELL`: the shell's completion script.
    case completion(CompletionShell)
    case version
}

/// The options of `sitegen build`, `check`, `serve`, `new` and `replay`.
public struct CommandLineOptions: Equatable, Sendable {
    var output = "Output"
    var content = "Content"
    var themes = "Themes"
    var date: Day?
    var includesDrafts = false
    /// `--future`: publish memos dated after the build date; `serve` always does.
    var includesFuture = false
    var actionLog: String?
    /// Where to write the build's JSON report (`--report`).
    var report: String?
    var cache: String?
    var offline = false
    var strict = false
    var verbosity = Verbosity.normal
    /// `serve`'s address: `--host` and `--port` (0: any free port).
    var host = "127.0.0.1"
    var port: UInt16 = 8000
    /// `serve --fetch`: fetch remote sources instead of using only the cache.
    var fetches = false

    enum Verbosity: Sendable, Equatable {
        case quiet, normal, verbose
    }

    init() {}
}

/// The options of `sitegen init`.
public struct NewSiteOptions: Equatable, Sendable {
    var folder = "."
    var language = SiteLanguage.en
    var date: Day?

    init() {}
}

/// A command line that cannot be understood: exit code 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    /// The command whose help the message points to.
    var command = CommandName.build
    /// The `--report` the command line named, so that monitoring hears of a command line that was refused.
    var report: String?

    public var description: String {
        "\(message)\nTry 'sitegen \(command == .build ? "" : command.rawValue + " ")--help'."
    }
}

extension Command {
    /// Parses the arguments after the program's name: a command's name first (`build` when there is
    /// none), then its options. `--help` and `--version` win, but only on a command line that is valid
    /// as a whole: `--help --bogus` is a usage error.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var rest = arguments[...]
        var command = CommandSpec.build
        if let first = rest.first, !first.hasPrefix("-") {
            guard let name = CommandName(rawValue: first) else {
                throw UsageError(message: CommandName.unknown(first))
            }
            command = CommandSpec.named(name)
            rest = rest.dropFirst()
        }
        do {
            return try command.read(rest)
        } catch {
            let report = command.options.contains { $0.names.contains("--report") } ? Self.report(in: rest) : nil
            throw UsageError(message: error.message, command: command.name, report: report)
        }
    }
}

extension Command {
    /// The last `--report FILE` or `--report=FILE` among arguments that could not be parsed whole.
    static func report(in arguments: ArraySlice<String>) -> String? {
        var report: String?
        for (argument, next) in zip(arguments, arguments.dropFirst().map(Optional.some) + [nil]) {
            if argument == "--report", let next { report = next }
            if argument.hasPrefix("--report=") { report = String(argument.dropFirst("--report=".count)) }
        }
        return report
    }
}

extension CommandSpec {
    /// Reads this command's arguments, left to right.
    func read(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
        var rest = arguments
        var parsed = ParsedArguments()
        while let argument = rest.popFirst() {
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                // `--out=DIR` is the same as `--out DIR`.
                let name = String(argument[..<equals])
                guard try option(named: name).value != nil else { throw UsageError(message: "\(name) takes no value") }
                rest.insert(String(argument[argument.index(after: equals)...]), at: rest.startIndex)
                try parsed.apply(try option(named: name), name, from: &rest)
            } else if !argument.hasPrefix("-"), operand != nil, parsed.operand == nil {
                parsed.operand = argument
            } else {
                try parsed.apply(try option(named: argument), argument, from: &rest)
            }
        }
        // `help`'s own arguments are checked before `--help` wins, as any other argument is.
        let helpRequest = try name == .help ? parsed.helpRequest() : .help(.build)
        if parsed.wantsHelp { return .help(name) }
        if parsed.wantsVersion { return .version }
        switch name {
        case .build: return .build(parsed.options)
        case .check: return .check(parsed.options)
        case .serve: return .serve(parsed.options)
        case .new: return .newMemo(parsed.options)
        case .`init`:
            var options = NewSiteOptions()
            options.folder = parsed.operand ?? options.folder
            options.language = parsed.language ?? options.language
            options.date = parsed.options.date
            return .newSite(options)
        case .replay:
            guard let log = parsed.operand else {
                throw UsageError(message: "replay needs the action log to read: sitegen replay LOG")
            }
            return .replay(log: log, parsed.options)
        case .help: return helpRequest
        case .version: return .version
        }
    }
}

/// What the arguments have said so far, read once, left to right.
struct ParsedArguments {
    var options = CommandLineOptions()
    /// The flag that set the verbosity, to name both when two disagree.
    var verbosityFlag: String?
    var wantsHelp = false
    var wantsVersion = false
    /// `help`'s `--man` and `--completion`.
    var wantsManual = false
    var completionShell: CompletionShell?
    /// `init`'s `--language`.
    var language: SiteLanguage?
    /// The argument that is not an option: `init`'s folder, `help`'s command.
    var operand: String?

    /// Applies `option`, used by `name`, taking its value from the front of `rest` if it has one.
    mutating func apply(_ option: OptionSpec, _ name: String, from rest: inout ArraySlice<String>) throws(UsageError) {
        var value = ""
        if option.value != nil {
            guard let next = rest.popFirst(), !next.isEmpty, !next.hasPrefix("-") else {
                throw UsageError(message: "\(name) needs a value")
            }
            value = next
        }
        try option.apply(&self, name, value)
    }

    /// What `sitegen help` was asked to show: a command's help (`build`'s when none is named), the manual
    /// page or a completion script, which cover every command and so take none.
    func helpRequest() throws(UsageError) -> Command {
        var topic = CommandName.build
        if let operand {
            guard let named = CommandName(rawValue: operand) else {
                throw UsageError(message: CommandName.unknown(operand))
            }
            topic = named
        }
        switch (wantsManual, completionShell, operand) {
        case (false, nil, _): return .help(topic)
        case (true, .some, _): throw UsageError(message: "--man and --completion cannot be used together")
        case (true, nil, nil): return .manual
        case (false, let shell?, nil): return .completion(shell)
        case (_, _, .some): throw UsageError(message: "--man and --completion cover every command: name none")
        }
    }

    mutating func setVerbosity(_ level: CommandLineOptions.Verbosity, by flag: String) throws(UsageError) {
        if let earlier = verbosityFlag, options.verbosity != level {
            throw UsageError(message: "\(earlier) and \(flag) cannot be used together")
        }
        verbosityFlag = flag
        options.verbosity = level
    }
}
