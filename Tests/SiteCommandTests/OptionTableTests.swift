import Foundation
import TestSupport
import Testing

@testable import SiteCommand
@testable import SiteKit

/// The command and option tables are the one declaration of `sitegen`'s command line: these tests hold
/// `--help` and the README to them.
@Suite struct OptionTableTests {
    /// The rows of the README's table under `heading`, up to the next heading, that start with `start`.
    static func readmeRows(under heading: String, starting start: String) throws -> [String] {
        let readme = try String(contentsOf: TestFolders.package.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\(heading)\n").dropFirst().first)
        let table = section.components(separatedBy: "\n#").first ?? section
        return table.split(separator: "\n").map(String.init).filter { $0.hasPrefix(start) }
    }

    /// The option table's rows: `| names | commands | meaning |`.
    static func readmeOptionRows() throws -> [(names: String, commands: Set<String>)] {
        try readmeRows(under: "### Options", starting: "| `-").map { row in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let commands = cells[1].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            }
            return (cells[0], Set(commands))
        }
    }

    /// How the README names an option: each name in backquotes, the value after the last one.
    static func readmeNames(of option: OptionSpec) -> [String] {
        option.names.enumerated().map { index, name in
            index == option.names.count - 1 ? "`\(name)\(option.value.map { " \($0)" } ?? "")`" : "`\(name)`"
        }
    }

    static let everyOption = CommandSpec.all.flatMap { command in command.options.map { (command.name, $0) } }

    @Test(arguments: CommandName.allCases)
    func theReadmeShowsEveryOptionOfEachCommand(name: CommandName) throws {
        let rows = try Self.readmeOptionRows()
        for option in CommandSpec.named(name).options {
            let row = rows.first { row in Self.readmeNames(of: option).allSatisfy(row.names.contains) }
            #expect(row != nil, "README's option table lacks \(Self.readmeNames(of: option))")
            #expect(row?.commands.contains(name.rawValue) == true, "README does not list \(name) for \(option.names)")
        }
    }

    @Test func theReadmeShowsNoOptionOrCommandThatTheTablesLack() throws {
        for row in try Self.readmeOptionRows() {
            let names = row.names.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            for name in names {
                let takers = Self.everyOption.filter { Self.readmeNames(of: $0.1).contains(name) }.map(\.0.rawValue)
                #expect(!takers.isEmpty, "README shows \(name), which no command's table has")
                #expect(
                    row.commands == Set(takers) || takers.isEmpty,
                    "README gives \(name) to \(row.commands.sorted()), the tables to \(takers)")
            }
        }
    }

    @Test func theReadmeListsEveryCommandWithItsUsage() throws {
        let rows = try Self.readmeRows(under: "### Commands", starting: "| `sitegen")
        #expect(rows.count == CommandSpec.all.count)
        for command in CommandSpec.all {
            #expect(
                rows.contains { $0.hasPrefix("| `\(command.usage)` |") },
                "README's command table lacks \(command.usage)")
        }
    }

    @Test(arguments: CommandName.allCases)
    func eachNameBelongsToOneOptionAndLongNamesTakeTheirValueAfterEquals(name: CommandName) throws {
        let command = CommandSpec.named(name)
        let names = command.options.flatMap(\.names)
        #expect(Set(names).count == names.count)
        for option in command.options where option.value != nil {
            guard let long = option.names.last else { continue }
            let value = option.choices.first ?? (long == "--port" ? "8000" : "2026-11-03")
            let operand = name == .replay ? ["log.jsonl"] : []
            #expect(throws: Never.self) { try Command.parse([name.rawValue] + operand + ["\(long)=\(value)"]) }
        }
    }

    @Test func helpShowsEachOptionInAColumnWithItsHelpAligned() {
        #expect(OptionSpec.output.helpLines == ["  -o, --out DIR          publish the site into DIR (default: Output)"])
        #expect(
            OptionSpec.cache.helpLines == [
                "      --cache DIR        keep the remote sources' last good copies and the render",
                "                         cache in DIR (default: .sitegen-cache beside the content folder)",
            ])
        for command in CommandSpec.all {
            for option in command.options {
                #expect(help(for: command.name).contains(option.helpLines.joined(separator: "\n")))
            }
        }
        #expect(help(for: .`init`).contains("--date YYYY-MM-DD  the first memo's day"))
    }
}
