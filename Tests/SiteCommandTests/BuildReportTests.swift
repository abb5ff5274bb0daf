import Foundation
import TestSupport
import Testing

@testable import SiteCommand
@testable import SiteKit

@Suite struct BuildReportTests {
    /// A state as a build leaves it: a local and a cached source, a warning, pages rendered and published.
    func state(published: Bool) -> AppState {
        var state = AppState()
        let fetchedAt = Date(timeIntervalSince1970: 1_795_975_200)  // 2026-11-29T18:00:00Z
        appReducer(
            &state,
            .diagnostics(
                .sourceLoaded(
                    source: .init(
                        name: "pickup messages", location: "https://api.example.org/v1?key=***",
                        origin: .cache(fetchedAt: fetchedAt, age: 50_400.5), isFallback: true, entries: 20))))
        appReducer(
            &state,
            .diagnostics(
                .sourceLoaded(
                    source: .init(
                        name: "calendar data/events.ics", location: "data/events.ics",
                        origin: .file, isFallback: false, entries: 3))))
        appReducer(
            &state,
            .diagnostics(
                .warned(warnings: [
                    .warning(SourceLocation(file: "site.yml", line: 3, column: 1), "titel: unknown key; ignored")
                ])))
        appReducer(&state, .build(.rendered(pagesByKind: [.home: 1, .day: 2], waitingMemos: 2)))
        if published { appReducer(&state, .build(.published(written: 3, unchanged: 1, removed: 2))) }
        return state
    }

    @Test func aSuccessfulBuildReportsItsSourcesWarningsPagesAndFiles() throws {
        let report = BuildReport(
            state: state(published: true), buildDate: .day(Day(iso: "2026-11-30")!),
            stages: [.init(name: "inputs", milliseconds: 12)], failure: nil)
        let json = String(decoding: report.json, as: UTF8.self)
        #expect(
            json == """
                {
                  "buildDate" : "2026-11-30",
                  "errors" : [

                  ],
                  "exitCode" : 0,
                  "files" : {
                    "removed" : 2,
                    "unchanged" : 1,
                    "written" : 3
                  },
                  "pages" : {
                    "day" : 2,
                    "home" : 1
                  },
                  "schemaVersion" : 1,
                  "sitegenVersion" : "\(sitegenVersion)",
                  "sources" : [
                    {
                      "ageSeconds" : 50400,
                      "cachedAt" : "2026-11-29T18:00:00Z",
                      "entries" : 20,
                      "fallback" : true,
                      "location" : "https://api.example.org/v1?key=***",
                      "name" : "pickup messages",
                      "origin" : "cache"
                    },
                    {
                      "entries" : 3,
                      "fallback" : false,
                      "location" : "data/events.ics",
                      "name" : "calendar data/events.ics",
                      "origin" : "file"
                    }
                  ],
                  "stages" : [
                    {
                      "milliseconds" : 12,
                      "name" : "inputs"
                    }
                  ],
                  "status" : "succeeded",
                  "waitingMemos" : 2,
                  "warnings" : [
                    {
                      "column" : 1,
                      "file" : "site.yml",
                      "line" : 3,
                      "message" : "titel: unknown key; ignored"
                    }
                  ]
                }

                """)
    }

    @Test func aFailedBuildReportsItsErrorsAndExitCodeAndNoFiles() throws {
        let failure = BuildFailure(
            .source, [.error(SourceLocation(file: "pickup messages"), "HTTP 500; cannot fall back: no cached copy")])
        let report = BuildReport(
            state: state(published: false), buildDate: .day(Day(iso: "2026-11-30")!), stages: [], failure: failure)
        #expect(report.status == .failed && report.exitCode == 3 && report.files == nil)
        #expect(
            report.errors == [
                .init(
                    file: "pickup messages", line: nil, column: nil,
                    message: "HTTP 500; cannot fall back: no cached copy")
            ])
        #expect(try JSONDecoder().decode(BuildReport.self, from: report.json) == report)
    }

    @Test func theReportIsWrittenWholeOrNotAtAll() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = BuildReport(state: AppState(), buildDate: nil, stages: [], failure: nil)
        let file = folder.appendingPathComponent("report.json")
        try report.write(to: file)
        #expect(try Data(contentsOf: file) == report.json)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
        #expect(throws: Diagnostic.self) { try report.write(to: folder.appendingPathComponent("missing/report.json")) }
    }
}
