import Foundation
import Testing
@testable import SiteKit

/// The option table is the one declaration of `sitegen`'s options: these tests hold `--help` and the
/// README to it.
@Suite struct OptionTableTests {
    /// The README's option table: its rows, from `### Options` to the next heading.
    static func readmeOptionRows() throws -> [String] {
        let readme = try String(contentsOf: TestFolders.package.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "### Options\n").dropFirst().first)
        let table = section.components(separatedBy: "\n#").first ?? section
        return table.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| `-") }
    }

    /// How the README names an option: each name in backquotes, the value after the last one.
    static func readmeNames(of option: OptionSpec) -> [String] {
        option.names.enumerated().map { index, name in
            index == option.names.count - 1 ? "`\(name)\(option.value.map { " \($0)" } ?? "")`" : "`\(name)`"
        }
    }

    @Test(arguments: OptionSpec.all.map(\.names))
    func theReadmeShowsEveryOptionWithItsValue(names: [String]) throws {
        let option = try #require(OptionSpec.all.first { $0.names == names })
        let rows = try Self.readmeOptionRows()
        for name in Self.readmeNames(of: option) {
            #expect(rows.contains { $0.contains(name) }, "README's option table lacks \(name)")
        }
    }

    @Test func theReadmeShowsNoOptionThatIsNotInTheTable() throws {
        let declared = Set(OptionSpec.all.flatMap { Self.readmeNames(of: $0) })
        for row in try Self.readmeOptionRows() {
            let firstCell = row.split(separator: "|")[0]
            let names = firstCell.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            for name in names { #expect(declared.contains(name), "README shows \(name), which the option table lacks") }
        }
    }

    @Test func eachNameBelongsToOneOptionAndLongNamesTakeTheirValueAfterEquals() throws {
        let names = OptionSpec.all.flatMap(\.names)
        #expect(Set(names).count == names.count)
        for option in OptionSpec.all where option.value != nil {
            guard let long = option.names.last else { continue }
            #expect(throws: Never.self) { try Command.parse(["\(long)=2026-11-03"]) }
        }
    }

    @Test func helpShowsEachOptionInAColumnWithItsHelpAligned() {
        #expect(OptionSpec.all[0].helpLines == ["  -o, --out DIR          publish the site into DIR (default: Output)"])
        let cache = OptionSpec.all.first { $0.names == ["--cache"] }!
        #expect(cache.helpLines == [
            "      --cache DIR        keep the last good copy of each remote source in DIR",
            "                         (default: .sitegen-cache beside the content folder)",
        ])
        for option in OptionSpec.all {
            #expect(helpText.contains(option.helpLines.joined(separator: "\n")))
        }
    }
}
