import Foundation
import HTTPTestServer
import Testing

@testable import SiteCommand
@testable import SiteKit

/// `--report FILE` from whole in-process builds: written on success, on a fallback and on a failure.
@Suite(.timeLimit(.minutes(10))) struct BuildReportFileTests {
    func report(_ site: PipelineSite) throws -> BuildReport {
        try JSONDecoder().decode(
            BuildReport.self, from: Data(contentsOf: site.folder.appendingPathComponent("report.json")))
    }

    func arguments(_ site: PipelineSite) -> [String] {
        ["-q", "--report", site.folder.appendingPathComponent("report.json").path]
    }

    @Test func aSuccessfulBuildReportsEverySourceThePagesAndTheFiles() async throws {
        try await HTTPTestServer.with { server in
            let site = try PipelineSite(server: server)
            defer { site.remove() }
            site.serveGoodResponses()
            #expect(try await site.build(arguments(site)).status == 0)
            let report = try report(site)
            #expect(report.status == .succeeded && report.exitCode == 0 && report.buildDate == "2026-11-30")
            #expect(
                report.sources.map { "\($0.name) \($0.origin) \($0.entries) \($0.fallback)" } == [
                    "pickup messages network 2 false", "calendar data/holidays.ics file 1 false",
                    "calendar \(server.url("/events.ics")) network 1 false",
                ])
            #expect(report.stages.map(\.name) == ["configuration and theme", "inputs", "rendering", "publishing"])
            #expect(report.pages["day"] == 1 && report.errors.isEmpty && report.warnings.isEmpty)
            #expect(
                report.files?.written == report.files.map { $0.written + $0.unchanged } && report.files?.removed == 0)
        }
    }

    @Test func aFallbackIsReportedWithTheCachedCopysAge() async throws {
        try await HTTPTestServer.with { server in
            let site = try PipelineSite(server: server)
            defer { site.remove() }
            site.serveGoodResponses()
            #expect(try await site.build(["-q"], services: site.services(atSecond: 0)).status == 0)
            site.serveFailingMessages(status: 503)
            #expect(try await site.build(arguments(site), services: site.services(atSecond: 42.5)).status == 0)
            let pickup = try #require(try report(site).sources.first)
            #expect(pickup.origin == "cache" && pickup.fallback && pickup.entries == 2)
            #expect(pickup.cachedAt == "2026-11-30T00:53:20Z" && pickup.ageSeconds == 42)
            #expect(
                try report(site).warnings.map(\.message).first?.hasPrefix("HTTP 503; using the cached copy from ")
                    == true)
        }
    }

    @Test func aFailedBuildIsReportedWithItsErrorAndNothingPublished() async throws {
        try await HTTPTestServer.with { server in
            let site = try PipelineSite(server: server)
            defer { site.remove() }
            site.serveFailingMessages(status: 500)
            #expect(try await site.build(arguments(site)).status == 3)
            let report = try report(site)
            #expect(report.status == .failed && report.exitCode == 3 && report.files == nil)
            #expect(
                report.errors.map { "\($0.file): \($0.message)" } == [
                    "pickup messages: HTTP 500; cannot fall back: no cached copy"
                ])
        }
    }

    @Test func aReportThatCannotBeWrittenFailsTheBuild() async throws {
        try await HTTPTestServer.with { server in
            let site = try PipelineSite(server: server)
            defer { site.remove() }
            site.serveGoodResponses()
            let build = try await site.build([
                "-q", "--report", site.folder.appendingPathComponent("missing/report.json").path,
            ])
            #expect(build.status == 1)
            #expect(
                build.stderr.first?.hasSuffix("missing/report.json: cannot write the report (no such file)") == true,
                "\(build.stderr)")
        }
    }
}
