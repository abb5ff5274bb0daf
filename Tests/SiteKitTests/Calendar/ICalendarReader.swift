import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// An iCalendar reader independent of sitegen's: Python's icalendar and recurring-ical-events, run
/// through `Tests/Tools/ics_occurrences.py` from the venv `.ci/python-tools` makes.
enum ICalendarReader {
    static let venv = ProcessInfo.processInfo.environment["SITEGEN_VENV"] ?? "/tmp/sitegen-venv"
    static let python = URL(fileURLWithPath: venv + "/bin/python3")
    static let script = TestFolders.package.appendingPathComponent("Tests/Tools/ics_occurrences.py")

    /// Whether the venv's Python can import both packages.
    static let isAvailable: Bool = (try? run(["-c", "import icalendar, recurring_ical_events"]).status) == 0
    static let skipReason: Comment =
        "needs Python's icalendar and recurring-ical-events in a venv: run `bash .ci/python-tools` (the venv is $SITEGEN_VENV, default /tmp/sitegen-venv)"

    /// `YYYY-MM-DD<TAB>SUMMARY` for each event on each day from `first` through `last` in `zone`, sorted;
    /// with `times`, `YYYY-MM-DD<TAB>HH:MM<TAB>SUMMARY` (`all-day` for a date), the start in `zone`.
    static func occurrences(
        in ics: String, from first: Day, through last: Day, zone: String, times: Bool = false
    ) throws -> [String] {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try TestFolders.write(ics, to: "calendar.ics", in: folder)
        let outcome = try run([script.path, file.path, first.iso, last.iso, zone] + (times ? ["--times"] : []))
        guard outcome.status == 0 else { throw ReaderFailure(message: outcome.stderr) }
        return outcome.stdout.split(separator: "\n").map(String.init)
    }

    struct ReaderFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { "ics_occurrences.py failed: \(message)" }
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = python
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // stdout first: the script writes to stderr only when it fails, and then little.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }
}

extension SiteIndex {
    /// What the month pages list, as the reader prints it: `YYYY-MM-DD<TAB>TITLE` for each holiday
    /// and event in each day of each rendered month, sorted.
    var monthPageLines: [String] {
        months.flatMap { month in
            SitePages(index: self).monthView(month).weeks.flatMap(\.days).filter(\.isInMonth).flatMap { cell in
                (cell.holidays + cell.events.map(\.title)).map { "\(cell.iso)\t\($0)" }
            }
        }.sorted()
    }
}
