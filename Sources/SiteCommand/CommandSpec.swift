import SiteKit

/// One command, declared once: the parser reads its options from `options`, `sitegen help NAME` prints
/// its help from the rest, and a test holds the README's tables to it.
struct CommandSpec: Sendable {
    var name: CommandName
    /// `sitegen check [options]`.
    var usage: String
    /// What the command does, in a line of the command list.
    var summary: String
    /// The one argument that is not an option (`DIR` for `init`), if the command takes one.
    var operand: String?
    var options: [OptionSpec]
    /// The help's last paragraphs: what else to know.
    var notes: String
    /// Each exit code and what it means, one string per line of `--help`.
    var exitCodes: [(code: Int32, meaning: [String])]

    /// What sitegen does, in the first line of every help and the manual page's name line.
    static let purpose = "builds a static site from daily memos, pickup messages and calendars"

    static let all: [CommandSpec] = [build, check, serve, newMemo, newSite, replay, help, version]

    static func named(_ name: CommandName) -> CommandSpec {
        all.first { $0.name == name }!
    }

    /// The option of this command called `name`; anything else on its command line is a usage error.
    func option(named name: String) throws(UsageError) -> OptionSpec {
        guard let option = options.first(where: { $0.names.contains(name) }) else {
            guard name.hasPrefix("-") else { throw UsageError(message: "unexpected argument \"\(name)\"") }
            let hint = NearestName.suggestion(for: name, among: options.flatMap(\.names).filter { $0.hasPrefix("--") })
            throw UsageError(message: "unknown option \(name)" + (hint.map { " (did you mean \($0)?)" } ?? ""))
        }
        return option
    }

    static let build = CommandSpec(
        name: .build, usage: "sitegen [build] [options]", summary: "build the site and publish it (the default)",
        options: [.output] + OptionSpec.building + [.help, .version],
        notes: """
            The site is built into a staging folder and swapped in at once: a failed build leaves the
            published site exactly as it was. Warnings and errors go to standard error.
            """,
        exitCodes: [
            (0, ["the site was built and published (warnings allowed)"]),
            (1, ["the build failed: bad configuration, content or theme, or the output could not be written"]),
            (
                2,
                [
                    "bad usage: unknown option, missing value, a --date or SOURCE_DATE_EPOCH outside the",
                    "years 1 to 9999",
                ]
            ),
            (3, ["a required source could not be had (or --strict refused a fallback)"]),
        ])

    static let check = CommandSpec(
        name: .check, usage: "sitegen check [options]",
        summary: "build without publishing, and check the internal links",
        options: OptionSpec.building + [.help],
        notes: """
            Everything a build does but publish: the output folder is not touched. Then every href and
            src within the site must lead to a page, a feed or an asset of the site, and every #anchor
            to an id on its page. Links elsewhere are not followed.
            """,
        exitCodes: [
            (0, ["the site builds and every internal link leads somewhere (warnings allowed)"]),
            (1, ["the build failed, or a link leads nowhere"]),
            (2, ["bad usage"]),
            (3, ["a required source could not be had (or --strict refused a fallback)"]),
        ])

    static let serve = CommandSpec(
        name: .serve, usage: "sitegen serve [options]",
        summary: "serve the site on this machine, rebuilt and reloaded on every change",
        options: [
            .content, .themes, .date, .drafts.explained(["serve memos marked draft: true too"]), .cache, .host, .port,
            .fetch,
            .verbose.explained([
                "say more: where each source came from, every HTTP request", "made and answered, every stage's time",
            ]),
            .quiet.explained(["print nothing but warnings, errors and the address"]), .help,
        ],
        notes: """
            Builds the site into a temporary folder and serves it at http://127.0.0.1:8000/ (or --host,
            --port) until Ctrl-C or SIGTERM, which stop it at once, abandoning a rebuild under way. Every
            change to the content folder (site.yml included) or the themes rebuilds it, and the pages
            open in a browser reload. A build that fails, the first one included, keeps the server
            running with the last good site (or a page saying there is none yet) and shows its errors
            here and over the open pages. Remote sources come from the cache unless --fetch is given.
            Served pages carry a small live-reload script; a built site never does.
            """,
        exitCodes: [
            (0, ["stopped by Ctrl-C or SIGTERM"]),
            (1, ["the address cannot be listened on, or the content folder is missing"]),
            (2, ["bad usage"]),
        ])

    static let newMemo = CommandSpec(
        name: .new, usage: "sitegen new [options]",
        summary: "write today's memo (or --date's) from the theme's template",
        options: [.content, .themes, .memoDate, .help],
        notes: """
            Writes Content/memos/YYYY/MM/YYYY-MM-DD.md from the theme's archetypes/memo.md (the default
            theme's when the theme has none), a Mustache template given the day's title and date, making
            the folders it needs, and prints its path. A memo of that day anywhere below memos/ is never
            overwritten: the command refuses, naming it.
            """,
        exitCodes: [
            (0, ["the memo was written"]),
            (
                1,
                [
                    "a memo of the day is already there, site.yml or the template is bad, or the file",
                    "could not be written",
                ]
            ),
            (2, ["bad usage: unknown option, missing value, a --date outside the years 1 to 9999"]),
        ])

    static let newSite = CommandSpec(
        name: .`init`, usage: "sitegen init [DIR] [options]", summary: "make a new site in DIR (default: this folder)",
        operand: "DIR", options: [.language, .firstMemoDate, .help],
        notes: """
            Writes Content/site.yml (commented, its time zone the IANA name in TZ, else UTC with a
            line on standard error saying why), a first memo for today, an example calendar and pickup
            messages, and the default theme into Themes/default. DIR must be empty or new; `sitegen`
            run in it then builds the site into Output.
            """,
        exitCodes: [
            (0, ["the site was made"]),
            (1, ["DIR is not empty, or a file could not be written"]),
            (2, ["bad usage"]),
        ])

    static let replay = CommandSpec(
        name: .replay, usage: "sitegen replay LOG [options]", summary: "rebuild a site from a build's action log alone",
        operand: "LOG", options: [.output, .themes, .verbose, .quiet, .help],
        notes: """
            Reads the action log a build wrote with --log-actions: its first line holds the settings the
            site was rendered with, the others the actions. No input is read and no source fetched; the
            theme is today's. With the same theme the pages are byte for byte the ones that build made.
            A log from another version of sitegen, or a damaged line, is an error naming the line.
            """,
        exitCodes: [
            (0, ["the site was rebuilt and published"]),
            (1, ["the log could not be read or replayed, or the output could not be written"]),
            (2, ["bad usage"]),
        ])

    static let help = CommandSpec(
        name: .help, usage: "sitegen help [COMMAND] [options]",
        summary: "show a command's help, the manual page or a shell's completions",
        operand: "COMMAND", options: [.manual, .completion, .help],
        notes: """
            Commands: \(CommandName.allCases.map(\.rawValue).joined(separator: ", ")). The manual page and the
            completion scripts are made from the same tables as this help; the Debian package installs them.
            """,
        exitCodes: [(0, ["the help was shown"]), (2, ["bad usage: an unknown command or shell"])])

    static let version = CommandSpec(
        name: .version, usage: "sitegen version", summary: "show the version, and the commit it was built from",
        options: [.help],
        notes: """
            Prints "sitegen VERSION", followed by "(commit HASH)" in a binary that packaging/deb.sh built
            from a git checkout. `sitegen --version` prints the same.
            """,
        exitCodes: [(0, ["the version was shown"]), (2, ["bad usage"])])
}
