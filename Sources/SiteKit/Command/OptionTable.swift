/// One option of `sitegen`, declared once: the parser reads the table below, `--help` prints it, and a
/// test checks that the README's option table shows every entry.
struct OptionSpec: Sendable {
    /// The short name first, if there is one: `-o`, `--out`.
    var names: [String]
    /// What the value stands for in `--help` (`DIR`), or nil for a switch.
    var value: String?
    /// The help, one string per line of `--help`.
    var help: [String]
    /// What the option does to the arguments read so far, given the name it was used by and its value
    /// ("" for a switch).
    var apply: @Sendable (inout ParsedArguments, _ name: String, _ value: String) throws(UsageError) -> Void

    init(_ names: [String], value: String? = nil, help: [String],
         apply: @escaping @Sendable (inout ParsedArguments, _ name: String, _ value: String) throws(UsageError) -> Void) {
        self.names = names
        self.value = value
        self.help = help
        self.apply = apply
    }

    /// Every option, in the order `--help` shows them.
    static let all: [OptionSpec] = [
        OptionSpec(["-o", "--out"], value: "DIR", help: ["publish the site into DIR (default: Output)"]) { $0.options.output = $2 },
        OptionSpec(["--content"], value: "DIR", help: ["read site.yml, memos/ and data/ from DIR (default: Content)"]) { $0.options.content = $2 },
        OptionSpec(["--themes"], value: "DIR", help: ["read themes from DIR (default: Themes)"]) { $0.options.themes = $2 },
        OptionSpec(["--date"], value: "YYYY-MM-DD", help: ["build as if today were this day (default: SOURCE_DATE_EPOCH, else the clock)"]) {
            (parsed: inout ParsedArguments, name: String, text: String) throws(UsageError) in
            parsed.options.date = try day(from: text, for: name)
        },
        OptionSpec(["--drafts"], help: ["publish memos marked draft: true"]) { parsed, _, _ in parsed.options.includesDrafts = true },
        OptionSpec(["--log-actions"], value: "FILE", help: ["write every store action to FILE as JSON Lines"]) { $0.options.actionLog = $2 },
        OptionSpec(["--cache"], value: "DIR", help: ["keep the last good copy of each remote source in DIR",
                                        "(default: .sitegen-cache beside the content folder)"]) { $0.options.cache = $2 },
        OptionSpec(["--offline"], help: ["use only the cached copies of remote sources"]) { parsed, _, _ in parsed.options.offline = true },
        OptionSpec(["--strict"], help: ["fail (exit code 3) instead of using a cached copy or leaving",
                                  "a source out, or when a source shrank suspiciously"]) { parsed, _, _ in parsed.options.strict = true },
        OptionSpec(["-v", "--verbose"], help: ["say more: where each source came from, every HTTP request,", "every stage's time"]) {
            (parsed: inout ParsedArguments, name: String, _: String) throws(UsageError) in
            try parsed.setVerbosity(.verbose, by: name)
        },
        OptionSpec(["-q", "--quiet"], help: ["print nothing but warnings and errors"]) {
            (parsed: inout ParsedArguments, name: String, _: String) throws(UsageError) in
            try parsed.setVerbosity(.quiet, by: name)
        },
        OptionSpec(["-h", "--help"], help: ["show this help"]) { parsed, _, _ in parsed.wantsHelp = true },
        OptionSpec(["--version"], help: ["show the version"]) { parsed, _, _ in parsed.wantsVersion = true },
    ]

    /// The option called `name`; anything else on the command line is a usage error.
    static func named(_ name: String) throws(UsageError) -> OptionSpec {
        guard let option = all.first(where: { $0.names.contains(name) }) else {
            throw UsageError(message: name.hasPrefix("-") ? "unknown option \(name)" : "unexpected argument \"\(name)\"")
        }
        return option
    }

    /// `--date`'s value: a real day in the years a build accepts.
    private static func day(from text: String, for name: String) throws(UsageError) -> Day {
        guard let day = Day(iso: text) else {
            throw UsageError(message: "\(name): \"\(text)\" is not a date of the form YYYY-MM-DD")
        }
        guard BuildDate.years.contains(day.year) else {
            throw UsageError(message: "\(name): \"\(text)\" is not in the years \(BuildDate.years.lowerBound) to \(BuildDate.years.upperBound)")
        }
        return day
    }
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
