import Foundation
import TestSupport
import Testing

@testable import SiteCommand

/// The completion scripts, loaded into real shells: what Tab offers after a command line.
@Suite struct CompletionScriptTests {
    /// A folder with a subfolder whose name has a space, and a file, for names to complete.
    static func folder(_ name: String = #function) throws -> URL {
        let folder = try TestFolders.temporary(name)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("my site"), withIntermediateDirectories: false)
        try TestFolders.write("{}\n", to: "night.jsonl", in: folder)
        return folder
    }

    /// Runs `shell ARGUMENTS` in `folder` with `$SCRIPT` naming the script (kept elsewhere, so that it is
    /// not one of the names to complete), and returns its output's lines.
    static func run(_ shell: String, _ arguments: [String], script: String, in folder: URL) throws -> [String] {
        let scripts = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: scripts) }
        // zsh finds a completion function by its file's name.
        let file = try TestFolders.write(script + "\n", to: "_sitegen", in: scripts)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [shell] + arguments
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path, "SCRIPT": file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(shell) \(arguments) failed")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    static func installed(_ shell: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/\(shell)")
    }

    static let commands = CommandName.allCases.map(\.rawValue)

    /// The words before the cursor, the cursor's word last, and what Tab must offer. bash splits
    /// `--language=` into `--language` and `=`.
    @Test(arguments: [
        (["sitegen", ""], commands),
        (["sitegen", "ch"], ["check"]),
        (["sitegen", "check", "--c"], ["--content", "--cache"]),
        (["sitegen", "--la"], []),
        (["sitegen", "init", "--language", ""], ["ja", "en", "ko"]),
        (["sitegen", "init", "--language", "=", "k"], ["ko"]),
        (["sitegen", "init", "--language", "="], ["ja", "en", "ko"]),
        (["sitegen", "--out", ""], ["my site"]),
        (["sitegen", "init", ""], ["my site"]),
        (["sitegen", "replay", ""], ["my site", "night.jsonl"]),
        (["sitegen", "help", "re"], ["replay"]),
        (["sitegen", "help", "--completion", "f"], ["fish"]),
        (["sitegen", "serve", "--port", ""], []),
    ])
    func bashOffersWhatTheParserTakes(words: [String], offered: [String]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let lines = try Self.run(
            "bash",
            [
                "-c",
                #"source "$SCRIPT"; COMP_WORDS=(\#(quoted)); COMP_CWORD=\#(words.count - 1); _sitegen; "#
                    + #"printf '%s\n' "${COMPREPLY[@]}""#,
            ], script: CompletionShell.bash.script, in: folder)
        #expect(lines.sorted() == offered.sorted())
    }

    @Test(
        .enabled(if: installed("fish"), "needs fish (apt-get install fish)"),
        arguments: [
            ("sitegen ", commands),
            ("sitegen check --c", ["--content", "--cache"]),
            ("sitegen --dr", ["--drafts"]),
            ("sitegen init --language ", ["ja", "en", "ko"]),
            ("sitegen init --date=", []),
            ("sitegen help ", commands),
            ("sitegen replay ", ["my site/", "night.jsonl"]),
            ("sitegen version -", ["-h", "--help"]),
        ])
    func fishOffersWhatTheParserTakes(line: String, offered: [String]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try Self.run(
            "fish", ["-c", #"source "$SCRIPT"; complete -C"\#(line)""#], script: CompletionShell.fish.script,
            in: folder)
        // Each line is a word, then a tab and its description.
        #expect(lines.map { String($0.prefix { $0 != "\t" }) }.sorted() == offered.sorted())
    }

    /// Types a line into an interactive zsh on a terminal of its own (zpty), presses Tab, and prints every
    /// match the completion function adds (each as zsh would insert it), one a line after `::`.
    static let zshTab = #"""
        zmodload zsh/zpty
        zpty shell zsh -f -i
        zpty -w shell "PROMPT='> '; fpath=(${SCRIPT:h} \$fpath); autoload -U compinit; compinit -u -D"
        zpty -w shell 'compadd () { local -a hits; builtin compadd -O hits "$@"; print -rl -- "" "::"${^hits} >/dev/tty; builtin compadd "$@"; }'
        zpty -w shell '_tabbed () { print -r -- "" "::tabbed" >/dev/tty; }; comppostfuncs=(_tabbed)'
        zpty -w shell "echo ready"
        zpty -r shell line '*ready*ready*'
        zpty -w -n shell "$1"$'\t'
        zpty -r shell out '*::tabbed*'
        print -r -- "${out//$'\r'/}" | grep -a '^::' | grep -vx '::tabbed'
        zpty -d shell
        """#

    @Test(
        .enabled(if: installed("zsh"), "needs zsh (apt-get install zsh)"),
        arguments: [
            ("sitegen ", commands),
            ("sitegen check --c", ["--content", "--cache"]),
            ("sitegen init --language ", ["ja", "en", "ko"]),
            ("sitegen --out=", ["my\\ site"]),
            ("sitegen init ", ["my\\ site"]),
            ("sitegen replay ", ["my\\ site", "night.jsonl"]),
            ("sitegen help --completion ", ["bash", "zsh", "fish"]),
            ("sitegen serve --port ", []),
        ])
    func zshOffersWhatTheParserTakes(line: String, offered: [String]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try Self.run(
            "zsh", ["-fc", Self.zshTab, "zsh", line], script: CompletionShell.zsh.script, in: folder)
        // zsh may add a match more than once, from the several passes of one completion.
        #expect(Set(lines.map { String($0.dropFirst(2)) }) == Set(offered))
    }
}
