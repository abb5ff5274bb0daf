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
    /// Parses the arguments after the program's name. `--help` and `--version` win over a build,
    /// but only on a command line that is valid as a whole: `--help --bogus` is a usage error.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var rest = arguments[...]
        if rest.first == "build" { rest = rest.dropFirst() }
        var parsed = ParsedArguments()
        while let argument = rest.popFirst() {
            // `--out=DIR` is the same as `--out DIR`.
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                let name = String(argument[..<equals])
                guard try OptionSpec.named(name).value != nil else { throw UsageError(message: "\(name) takes no value") }
                rest.insert(String(argument[argument.index(after: equals)...]), at: rest.startIndex)
                try parsed.apply(name, from: &rest)
            } else {
                try parsed.apply(argument, from: &rest)
            }
        }
        if parsed.wantsHelp { return .help }
        if parsed.wantsVersion { return .version }
        return .build(parsed.options)
    }
}

/// What the arguments have said so far, read once, left to right.
struct ParsedArguments {
    var options = CommandLineOptions()
    /// The flag that set the verbosity, to name both when two disagree.
    var verbosityFlag: String?
    var wantsHelp = false
    var wantsVersion = false

    /// Applies the option `name`, taking its value from the front of `rest` if it has one.
    mutating func apply(_ name: String, from rest: inout ArraySlice<String>) throws(UsageError) {
        let option = try OptionSpec.named(name)
        var value = ""
        if option.value != nil {
            guard let next = rest.popFirst(), !next.isEmpty, !next.hasPrefix("-") else {
                throw UsageError(message: "\(name) needs a value")
            }
            value = next
        }
        try option.apply(&self, name, value)
    }

    mutating func setVerbosity(_ level: CommandLineOptions.Verbosity, by flag: String) throws(UsageError) {
        if let earlier = verbosityFlag, options.verbosity != level {
            throw UsageError(message: "\(earlier) and \(flag) cannot be used together")
        }
        verbosityFlag = flag
        options.verbosity = level
    }
}
