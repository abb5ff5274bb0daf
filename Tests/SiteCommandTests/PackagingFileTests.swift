import Foundation
import TestSupport
import Testing

@testable import SiteCommand

/// The manual page and the completion scripts in packaging/ are made from the command and option tables;
/// these tests fail when a change to the tables was not carried into them.
@Suite struct PackagingFileTests {
    static let files: [(path: String, text: String)] =
        [("packaging/sitegen.1", ManualPage.text)]
        + CompletionShell.allCases.map { shell in
            let names: [CompletionShell: String] = [.bash: "sitegen.bash", .zsh: "_sitegen", .fish: "sitegen.fish"]
            return ("packaging/completions/\(names[shell]!)", shell.script)
        }

    @Test(arguments: files.map(\.path))
    func theCommittedFileIsWhatTheTablesMake(path: String) throws {
        let made = try #require(Self.files.first { $0.path == path }).text + "\n"
        let committed = try String(contentsOf: TestFolders.package.appendingPathComponent(path), encoding: .utf8)
        #expect(committed == made, "\(path) differs from the option table: run `bash packaging/generate.sh`")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "needs groff (groff-base)"))
    func theManualPageRendersWithoutWarningsAndShowsEveryOption() throws {
        let groff = Process()
        groff.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        groff.arguments = ["-man", "-Tutf8", "-ww"]
        let input = Pipe()
        let output = Pipe()
        let warnings = Pipe()
        (groff.standardInput, groff.standardOutput, groff.standardError) = (input, output, warnings)
        try groff.run()
        input.fileHandleForWriting.write(Data(ManualPage.text.utf8))
        try input.fileHandleForWriting.close()
        let page = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let warned = String(decoding: warnings.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        groff.waitUntilExit()
        #expect(groff.terminationStatus == 0)
        #expect(warned == "")
        // Bold and italics are overstruck characters in groff's terminal output.
        let plain = page.replacingOccurrences(of: ".\u{8}", with: "", options: .regularExpression)
        for command in CommandSpec.all {
            #expect(plain.contains(command.usage), "the manual page lacks \(command.usage)")
            for option in command.options {
                let tag = option.names.joined(separator: ", ") + (option.value.map { " \($0)" } ?? "")
                // A tag shorter than the indent shares its line with the help.
                #expect(
                    [" ", "\n"].contains { plain.contains("\n       \(tag)\($0)") },
                    "the manual page lacks \(tag) under \(command.name)")
            }
        }
    }
}
