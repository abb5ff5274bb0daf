import Foundation

/// What the command line asked for.
public enum Command: Equatable, Sendable {
    case build(CommandLineOptions)
    case help
    case version
}

/// The options of `sitegen build`.
public struct CommandLineOptions: Equatable, Sendable {
    public var output = "Output"
    public var content = "Content"
    public var themes = "Themes"
    public var date: Day?
    public var includesDrafts = false
    public var actionLog: String?
    public var cache: String?
    public var offline = false
    public var strict = false
    public var verbosity = Verbosity.normal

    public enum Verbosity: Sendable, Equatable {
        case quiet, normal, verbose
    }

    public init() {}
}

/// A command line that cannot be understood: exit code 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { "\(message)\nTry 'sitegen --help'." }
}

extension Command {
    /// Parses the arguments after the program's name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help }
        if arguments.contains("--version") { return .version }
        var parser = ArgumentParser(arguments: arguments)
        return .build(try parser.parse())
    }
}

/// Walks the arguments once, left to right.
private struct ArgumentParser {
    var rest: ArraySlice<String>
    var options = CommandLineOptions()
    var verbosityFlag: String?

    init(arguments: [String]) {
        rest = arguments[...]
        if rest.first == "build" { rest = rest.dropFirst() }
    }

    mutating func parse() throws(UsageError) -> CommandLineOptions {
        while let argument = rest.popFirst() {
            // `--out=DIR` is the same as `--out DIR`.
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                rest.insert(String(argument[argument.index(after: equals)...]), at: rest.startIndex)
                try apply(String(argument[..<equals]))
            } else {
                try apply(argument)
            }
        }
        return options
    }

    private mutating func value(for flag: String) throws(UsageError) -> String {
        guard let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
            throw UsageError(message: "\(flag) needs a value")
        }
        return value
    }

    private mutating func apply(_ flag: String) throws(UsageError) {
        switch flag {
        case "--out", "-o": options.output = try value(for: flag)
        case "--content": options.content = try value(for: flag)
        case "--themes": options.themes = try value(for: flag)
        case "--date":
            let text = try value(for: flag)
            guard let day = Day(iso: text) else {
                throw UsageError(message: "--date: \"\(text)\" is not a date of the form YYYY-MM-DD")
            }
            options.date = day
        case "--drafts": options.includesDrafts = true
        case "--log-actions": options.actionLog = try value(for: flag)
        case "--cache": options.cache = try value(for: flag)
        case "--offline": options.offline = true
        case "--strict": options.strict = true
        case "--verbose", "-v", "--quiet", "-q":
            let level: CommandLineOptions.Verbosity = flag.hasPrefix("--v") || flag == "-v" ? .verbose : .quiet
            if let earlier = verbosityFlag, options.verbosity != level {
                throw UsageError(message: "\(earlier) and \(flag) cannot be used together")
            }
            verbosityFlag = flag
            options.verbosity = level
        default:
            throw UsageError(message: flag.hasPrefix("-") ? "unknown option \(flag)" : "unexpected argument \"\(flag)\"")
        }
    }
}
