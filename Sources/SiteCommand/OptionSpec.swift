import SiteKit

/// One option of `sitegen`, declared once below: each command's table (`CommandSpec`) lists the options it
/// takes, the parser reads that table, `--help` prints it, and a test checks that the README's option table
/// shows every option with the commands that take it.
struct OptionSpec: Sendable {
    /// The short name first, if there is one: `-o`, `--out`.
    var names: [String]
    /// What the value stands for in `--help` (`DIR`), or nil for a switch.
    var value: String?
    /// The only values the option takes, for the completions to offer; empty when any will do.
    var choices: [String] = []
    /// The help, one string per line of `--help`.
    var help: [String]
    /// What the option does to the arguments read so far, given the name it was used by and its value
    /// ("" for a switch).
    var apply: @Sendable (inout ParsedArguments, _ name: String, _ value: String) throws(UsageError) -> Void

    init(
        _ names: [String], value: String? = nil, choices: [String] = [], help: [String],
        apply: @escaping @Sendable (inout ParsedArguments, _ name: String, _ value: String) throws(UsageError) -> Void
    ) {
        self.names = names
        self.value = value
        self.choices = choices
        self.help = help
        self.apply = apply
    }

    static let output = OptionSpec(
        ["-o", "--out"], value: "DIR", help: ["publish the site into DIR (default: Output)"]
    ) { $0.options.output = $2 }
    static let content = OptionSpec(
        ["--content"], value: "DIR", help: ["read site.yml, memos/ and data/ from DIR (default: Content)"]
    ) { $0.options.content = $2 }
    static let themes = OptionSpec(["--themes"], value: "DIR", help: ["read themes from DIR (default: Themes)"]) {
        $0.options.themes = $2
    }
    static let date = OptionSpec(
        ["--date"], value: "YYYY-MM-DD",
        help: ["build as if today were this day (default: SOURCE_DATE_EPOCH, else the clock)"]
    ) {
        (parsed: inout ParsedArguments, name: String, text: String) throws(UsageError) in
        parsed.options.date = try day(from: text, for: name)
    }
    static let drafts = OptionSpec(["--drafts"], help: ["publish memos marked draft: true"]) { parsed, _, _ in
        parsed.options.includesDrafts = true
    }
    static let future = OptionSpec(
        ["--future"], help: ["publish memos dated after the build date (default: they wait", "for their day)"]
    ) { parsed, _, _ in parsed.options.includesFuture = true }
    static let actionLog = OptionSpec(
        ["--log-actions"], value: "FILE", help: ["write every store action to FILE as JSON Lines"]
    ) { $0.options.actionLog = $2 }
    static let report = OptionSpec(
        ["--report"], value: "FILE",
        help: [
            "write a JSON report of the build to FILE, even when it fails",
            "(schema in docs/guide.md)",
        ]
    ) { $0.options.report = $2 }
    static let cache = OptionSpec(
        ["--cache"], value: "DIR",
        help: [
            "keep the remote sources' last good copies and the render",
            "cache in DIR (default: .sitegen-cache beside the content folder)",
        ]
    ) { $0.options.cache = $2 }
    static let offline = OptionSpec(["--offline"], help: ["use only the cached copies of remote sources"]) {
        parsed, _, _ in parsed.options.offline = true
    }
    static let strict = OptionSpec(
        ["--strict"],
        help: [
            "fail (exit code 3) instead of using a cached copy or leaving",
            "a source out, or when a source shrank suspiciously",
        ]
    ) { parsed, _, _ in parsed.options.strict = true }
    static let verbose = OptionSpec(
        ["-v", "--verbose"], help: ["say more: where each source came from, every HTTP request,", "every stage's time"]
    ) {
        (parsed: inout ParsedArguments, name: String, _: String) throws(UsageError) in
        try parsed.setVerbosity(.verbose, by: name)
    }
    static let quiet = OptionSpec(["-q", "--quiet"], help: ["print nothing but warnings and errors"]) {
        (parsed: inout ParsedArguments, name: String, _: String) throws(UsageError) in
        try parsed.setVerbosity(.quiet, by: name)
    }
    static let help = OptionSpec(["-h", "--help"], help: ["show this help"]) { parsed, _, _ in parsed.wantsHelp = true }
    static let version = OptionSpec(["--version"], help: ["show the version"]) { parsed, _, _ in
        parsed.wantsVersion = true
    }
    static let language = OptionSpec(
        ["--language"], value: "LANG", choices: NewSite.languages.map(\.tag),
        help: ["the site's language: ja, en or ko (default: en)"]
    ) {
        (parsed: inout ParsedArguments, name: String, text: String) throws(UsageError) in
        guard let language = NewSite.languages.first(where: { $0.tag == text }) else {
            throw UsageError(
                message: "\(name): \"\(text)\" is not one of \(NewSite.languages.map(\.tag).joined(separator: ", "))")
        }
        parsed.language = language
    }
    static let manual = OptionSpec(["--man"], help: ["print the manual page sitegen(1), in groff"]) { parsed, _, _ in
        parsed.wantsManual = true
    }
    static let completion = OptionSpec(
        ["--completion"], value: "SHELL", choices: CompletionShell.allCases.map(\.rawValue),
        help: ["print the completion script for SHELL: bash, zsh or fish"]
    ) {
        (parsed: inout ParsedArguments, name: String, text: String) throws(UsageError) in
        parsed.completionShell = try choice(text, for: name)
    }
    static let host = OptionSpec(
        ["--host"], value: "ADDRESS", help: ["listen on ADDRESS (default: 127.0.0.1, this machine only)"]
    ) { $0.options.host = $2 }
    static let port = OptionSpec(
        ["--port"], value: "PORT", help: ["listen on PORT (default: 8000; 0 for any free port)"]
    ) {
        (parsed: inout ParsedArguments, name: String, text: String) throws(UsageError) in
        guard let port = UInt16(text) else {
            throw UsageError(message: "\(name): \"\(text)\" is not a port number from 0 to 65535")
        }
        parsed.options.port = port
    }
    static let fetch = OptionSpec(["--fetch"], help: ["fetch remote sources (default: only their cached copies)"]) {
        parsed, _, _ in parsed.options.fetches = true
    }
    static let memoDate = date.explained([
        "the memo's day (default: SOURCE_DATE_EPOCH, else the clock, in the", "site's time zone)",
    ])
    static let firstMemoDate = date.explained(["the first memo's day (default: SOURCE_DATE_EPOCH, else the clock)"])

    /// What a build reads and how it reports: the options `build` and `check` share.
    static let building: [OptionSpec] = [
        content, themes, date, drafts, future, actionLog, report, cache, offline, strict, verbose, quiet,
    ]

    /// The same option with other help, for a command where it means something more particular.
    func explained(_ help: [String]) -> OptionSpec {
        var option = self
        option.help = help
        return option
    }

    /// A value that must be one of `Choice`'s names.
    private static func choice<Choice: CaseIterable & RawRepresentable<String>>(
        _ text: String, for name: String
    ) throws(UsageError) -> Choice {
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "\(name): \"\(text)\" is not one of \(names)")
        }
        return choice
    }

    /// `--date`'s value: a real day in the years a build accepts.
    private static func day(from text: String, for name: String) throws(UsageError) -> Day {
        guard let day = Day(iso: text) else {
            throw UsageError(message: "\(name): \"\(text)\" is not a date of the form YYYY-MM-DD")
        }
        guard BuildDate.years.contains(day.year) else {
            throw UsageError(message: "\(name): \(BuildDate.outsideYears(text))")
        }
        return day
    }
}
