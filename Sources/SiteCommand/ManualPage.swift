import Foundation
import SiteKit

/// The manual page sitegen(1), in groff's man macros, made from the command and option tables as `--help`
/// is: a synopsis of every command, then each command with its notes, options and exit codes.
public enum ManualPage {
    public static var text: String {
        var lines = [
            #".\" The manual page of sitegen, made by `sitegen help --man` from its command and option tables:"#,
            #".\" do not edit; packaging/generate.sh makes it again."#,
            ".TH SITEGEN 1 \"\" \"sitegen \(sitegenVersion)\" \"User Commands\"",
            ".SH NAME",
            "sitegen \\- \(escaped(CommandSpec.purpose))",
            ".SH SYNOPSIS",
        ]
        lines += CommandSpec.all.flatMap { [synopsis($0.usage), ".br"] }.dropLast()
        lines += [".SH DESCRIPTION"] + description.map(escaped)
        lines.append(".SH COMMANDS")
        for command in CommandSpec.all {
            lines += [".SS \(synopsis(command.usage))", escaped(sentence(command.summary))]
            for paragraph in command.notes.components(separatedBy: "\n\n") {
                lines += [".PP"] + paragraph.split(separator: "\n").map { escaped(String($0)) }
            }
            lines += [".PP", ".B Options:"]
            lines += command.options.flatMap { [".TP", tag($0)] + $0.help.map(escaped) }
            lines += [".PP", ".B Exit codes:"]
            lines += command.exitCodes.flatMap { code, meaning in [".TP", ".B \(code)"] + meaning.map(escaped) }
        }
        lines += [".SH ENVIRONMENT"] + environment.flatMap { name, meaning in [".TP", ".B \(name)", escaped(meaning)] }
        lines += [".SH SEE ALSO"] + seeAlso.map(escaped)
        return lines.joined(separator: "\n")
    }

    private static let description = [
        "sitegen reads the memos, site.yml and data/ of a content folder, fetches the remote sources it names,",
        "and renders the site with a theme into the output folder, which it swaps in at once: a build that",
        "fails leaves the published site exactly as it was. The command comes first, build when none is",
        "named; each takes the options listed under it, and sitegen COMMAND --help shows the same.",
    ]

    private static let environment = [
        ("SOURCE_DATE_EPOCH", "the build's date, in seconds since 1970, when --date is not given"),
        ("TZ", "the IANA time zone that sitegen init writes into site.yml (UTC when unset)"),
        (
            "MALLOC_MMAP_THRESHOLD_, GLIBC_TUNABLES",
            "glibc's allocator: sitegen maps every block of 4 MiB or more on its own, unless one of them sets"
                + " the threshold (glibc.malloc.mmap_threshold)"
        ),
    ]

    private static let seeAlso = [
        "The guide (guide.md) and the deploy guide (deploy.md): in docs/ of sitegen's source, and in",
        "/usr/share/doc/sitegen/ where the Debian package installed sitegen.",
    ]

    /// A usage line with the command words in bold and what stands for something else in italics:
    /// `sitegen init [DIR] [options]`.
    private static func synopsis(_ usage: String) -> String {
        usage.split(separator: " ").map { word in
            let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            let font = bare == "options" || bare == bare.uppercased() ? "I" : "B"
            return word.replacingOccurrences(of: bare, with: "\\f\(font)\(escaped(bare))\\fR")
        }.joined(separator: " ")
    }

    /// The option's names in bold and its value in italics: `-o, --out DIR`.
    private static func tag(_ option: OptionSpec) -> String {
        option.names.map { "\\fB\(escaped($0))\\fR" }.joined(separator: ", ")
            + (option.value.map { " \\fI\(escaped($0))\\fR" } ?? "")
    }

    /// A summary as a sentence of its own.
    private static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    /// Text that groff prints as it is: a backslash is groff's escape, `-` would be a hyphen (and could not
    /// be pasted as an option), and a line starting with `.` or `'` would be a request.
    static func escaped(_ text: String) -> String {
        let text = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text
    }
}
