import Foundation
import HTTPTestServer
import Synchronization
import TestSupport

@testable import SiteCommand
@testable import SiteKit

/// A small site in a temporary folder, built in-process through `BuildCommand` with services the test
/// chooses: the pickup messages and an events calendar come from a real server on 127.0.0.1.
struct PipelineSite {
    let folder: URL
    let server: HTTPTestServer
    var content: URL { folder.appendingPathComponent("Content") }
    var output: URL { folder.appendingPathComponent("Output") }

    static let messages =
        #"{"article":{"contents":[{"id":"1","title":"Fish market","category":"Food"},{"id":"2","title":"Ferry","category":"Travel"}]}}"#
    static let events = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//test//EN\r
        BEGIN:VEVENT\r
        UID:market@test\r
        DTSTART;VALUE=DATE:20261107\r
        SUMMARY:Morning market\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    init(server: HTTPTestServer, _ name: String = #function) throws {
        self.server = server
        folder = try TestFolders.temporary(name)
        try FileManager.default.copyItem(
            at: TestFolders.package.appendingPathComponent("Themes"), to: folder.appendingPathComponent("Themes"))
        try TestFolders.write(
            """
            title: Harbour
            baseURL: https://example.org/
            timeZone: Asia/Tokyo
            pickup:
              source: \(server.url("/"))
              path: messages
              retries: 0
            calendars:
              - source: data/holidays.ics
                kind: holiday
              - source: \(server.url("/events.ics"))
                retries: 0

            """, to: "Content/site.yml", in: folder)
        try TestFolders.write("# Moving day\n\nBoxes everywhere.\n", to: "Content/memos/2026-11-03.md", in: folder)
        try TestFolders.write(
            Self.events.replacingOccurrences(of: "Morning market", with: "Culture Day")
                .replacingOccurrences(of: "20261107", with: "20261103"), to: "Content/data/holidays.ics", in: folder)
    }

    /// Serves good responses for both remote sources, `times` times each.
    func serveGoodResponses(times: Int = 1) {
        for _ in 0..<times {
            server.enqueue(.ok(Self.messages), at: "/messages")
            server.enqueue(.ok(Self.events, contentType: "text/calendar"), at: "/events.ics")
        }
    }

    /// Serves an error for the messages and a good calendar, once.
    func serveFailingMessages(status: Int) {
        server.enqueue(.json(status: status, "{}"), at: "/messages")
        server.enqueue(.ok(Self.events, contentType: "text/calendar"), at: "/events.ics")
    }

    /// The services of a real build, with the test's transfer and file reads where given.
    func services(
        transfer: HTTPClient.Transfer? = nil,
        readFile: (@Sendable (URL, String, URL?) throws(Diagnostic) -> Data)? = nil,
        now: (@Sendable () -> Date)? = nil
    ) -> BuildServices {
        var services = BuildServices.live(environment: [:])
        if let transfer { services.http.transfer = transfer }
        if let readFile { services.readFile = readFile }
        if let now { services.now = now }
        return services
    }

    /// The services of a build at `seconds` after a fixed instant: a cached copy's age is then the same
    /// however long the builds take on a loaded machine.
    func services(atSecond seconds: Double) -> BuildServices {
        services(now: { Date(timeIntervalSince1970: 1_796_000_000 + seconds) })
    }

    /// One in-process build of `sitegen --out Output --date 2026-11-30 ARGUMENTS`: its exit code and what it printed.
    func build(
        _ arguments: [String] = [], services: BuildServices? = nil
    ) async throws -> (status: Int32, stdout: [String], stderr: [String]) {
        let options = try CommandLineOptions.parsed(
            [
                "--out", output.path, "--content", content.path,
                "--themes", folder.appendingPathComponent("Themes").path, "--date", "2026-11-30",
            ] + arguments)
        let lines = Mutex<(out: [String], err: [String])>(([], []))
        let command = BuildCommand(
            arguments: options, environment: [:], services: services ?? self.services(),
            print: { line in lines.withLock { $0.out.append(line) } },
            warn: { line in lines.withLock { $0.err.append(line) } })
        let status = await command.run()
        let (out, err) = lines.withLock { $0 }
        return (status, out, err)
    }

    /// Every file of the published site with its bytes and modification time, to show a failed build left it alone.
    func publishedSnapshot() throws -> [String: (Data, Date)] {
        var snapshot: [String: (Data, Date)] = [:]
        let files = FileManager.default.enumerator(
            at: output, includingPropertiesForKeys: [.contentModificationDateKey])
        while let url = files?.nextObject() as? URL {
            guard !url.hasDirectoryPath else { continue }
            let date =
                try url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate ?? .distantPast
            snapshot[url.path.replacingOccurrences(of: output.path, with: "")] = (try Data(contentsOf: url), date)
        }
        return snapshot
    }

    /// Removes the site, its output, lock, staging folder and cache: all of them live in `folder`.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

extension CommandLineOptions {
    /// The options of a build command line, or a test failure.
    static func parsed(_ arguments: [String]) throws -> CommandLineOptions {
        guard case .build(let options) = try Command.parse(arguments) else { throw ParseProblem() }
        return options
    }

    struct ParseProblem: Error {}
}
