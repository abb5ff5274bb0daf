import Foundation
import HTTPTestServer
import Testing

/// `sitegen` against a real HTTP server on 127.0.0.1: fetched once, then built from the
/// last-known-good cache when the server is down, and failing with exit code 3 where it must.
@Suite struct RemoteSourceTests {
    /// The sample site with its pickup messages served by `server` instead of read from a file.
    func siteServed(by server: HTTPTestServer, required: Bool = true) throws -> URL {
        let site = try SitegenProcess.sampleSite()
        let config = site.appendingPathComponent("Content/site.yml")
        let remote = """
            source: \(server.url("/v1/").absoluteString)
              path: articles
              query:
                lang: ja
              token:
                env: PICKUP_TOKEN
              retries: 0
              timeout: 5
              required: \(required)
            """
        let text = try String(contentsOf: config, encoding: .utf8)
            .replacingOccurrences(of: "source: data/pickup-messages.json", with: remote)
        try text.write(to: config, atomically: true, encoding: .utf8)
        return site
    }

    func sampleMessages() throws -> String {
        try String(
            contentsOf: SitegenProcess.package.appendingPathComponent("Content/data/pickup-messages.json"),
            encoding: .utf8)
    }

    let environment = ["PICKUP_TOKEN": "s3cret-token"]

    @Test func aSecondBuildWithTheServerDownPublishesTheSameArticlesFromTheCache() async throws {
        let server = try HTTPTestServer()
        let site = try siteServed(by: server)
        defer { try? FileManager.default.removeItem(at: site) }
        server.enqueue(.ok(try sampleMessages(), headers: ["ETag": "\"v1\""]), at: "/v1/articles")

        let first = try SitegenProcess.run(["--date", "2026-11-30", "--verbose"], in: site, environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Read 20 pickup messages"))
        #expect(
            first.stdout.contains("  GET \(server.url("/v1/articles").absoluteString)?lang=ja 200 "), "\(first.stdout)")
        #expect(!first.stdout.contains("s3cret-token") && !first.stderr.contains("s3cret-token"))
        let request = try #require(server.requests.first)
        #expect(request.header("Authorization") == "Bearer s3cret-token")
        #expect(request.header("User-Agent")?.hasPrefix("sitegen/") == true)
        let articles = try String(
            contentsOf: site.appendingPathComponent("Output/articles/index.html"), encoding: .utf8)

        server.stop()
        let second = try SitegenProcess.run(["--date", "2026-11-30"], in: site, environment: environment)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("warning: pickup messages: "), "\(second.stderr)")
        #expect(second.stderr.contains("; using the cached copy from "), "\(second.stderr)")
        #expect(second.stderr.contains("(less than a minute old)"), "\(second.stderr)")
        #expect(second.stdout.contains(", from fallbacks for pickup messages (cache from "), "\(second.stdout)")
        #expect(
            try String(contentsOf: site.appendingPathComponent("Output/articles/index.html"), encoding: .utf8)
                == articles)
    }

    @Test func aConditionalRequestUsesTheCacheOnNotModified() async throws {
        try await HTTPTestServer.with { server in
            let site = try siteServed(by: server)
            defer { try? FileManager.default.removeItem(at: site) }
            server.enqueue(
                .ok(try sampleMessages(), headers: ["ETag": "\"v1\""]), .reply(status: 304), at: "/v1/articles")
            #expect(
                try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site, environment: environment).status == 0)
            let second = try SitegenProcess.run(["--date", "2026-11-30", "-v"], in: site, environment: environment)
            #expect(second.status == 0, "\(second.stderr)")
            #expect(server.requests.last?.header("If-None-Match") == "\"v1\"")
            #expect(second.stdout.contains("  pickup messages: not modified"))
            #expect(second.stdout.contains("Read 20 pickup messages"))
        }
    }

    @Test func aRequiredSourceWithNoCacheFailsWithThreeAndLeavesTheSiteAlone() async throws {
        try await HTTPTestServer.with { server in
            let site = try siteServed(by: server)
            defer { try? FileManager.default.removeItem(at: site) }
            server.enqueue(.ok(try sampleMessages()), at: "/v1/articles")
            #expect(
                try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site, environment: environment).status == 0)
            let before = try Data(contentsOf: site.appendingPathComponent("Output/articles/index.html"))

            server.enqueue(.json(status: 503, #"{"error":{"code":503,"message":"maintenance"}}"#), at: "/v1/articles")
            let run = try SitegenProcess.run(
                ["--date", "2026-11-30", "--cache", "empty-cache"], in: site, environment: environment)
            #expect(run.status == 3, "\(run.stderr)")
            #expect(run.stderr.contains("error: pickup messages: HTTP 503: maintenance"), "\(run.stderr)")
            #expect(run.stderr.contains("cannot fall back: no cached copy"), "\(run.stderr)")
            #expect(try Data(contentsOf: site.appendingPathComponent("Output/articles/index.html")) == before)
        }
    }

    @Test func strictRefusesTheCacheAndOfflineNeedsNoNetwork() async throws {
        try await HTTPTestServer.with { server in
            let site = try siteServed(by: server)
            defer { try? FileManager.default.removeItem(at: site) }
            server.enqueue(.ok(try sampleMessages()), at: "/v1/articles")
            #expect(
                try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site, environment: environment).status == 0)

            server.enqueue(.json(status: 500, "{}"), at: "/v1/articles")
            let strict = try SitegenProcess.run(
                ["--date", "2026-11-30", "--strict"], in: site, environment: environment)
            #expect(strict.status == 3, "\(strict.stderr)")
            #expect(strict.stderr.contains("is not used because of --strict"), "\(strict.stderr)")

            let requestsBefore = server.requests.count
            let offline = try SitegenProcess.run(
                ["--date", "2026-11-30", "--offline"], in: site, environment: environment)
            #expect(offline.status == 0, "\(offline.stderr)")
            #expect(offline.stderr.isEmpty)
            #expect(offline.stdout.contains("Read 20 pickup messages"))
            #expect(server.requests.count == requestsBefore)
        }
    }

    @Test func anOptionalSourceThatIsDownIsLeftOutWithAWarning() async throws {
        try await HTTPTestServer.with { server in
            let site = try siteServed(by: server, required: false)
            defer { try? FileManager.default.removeItem(at: site) }
            server.enqueue(.json(status: 404, #"{"message":"no such feed"}"#), at: "/v1/articles")
            let run = try SitegenProcess.run(["--date", "2026-11-30"], in: site, environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("warning: pickup messages: HTTP 404: no such feed"), "\(run.stderr)")
            #expect(run.stderr.contains("building without it: no cached copy"), "\(run.stderr)")
            #expect(run.stdout.contains(", from fallbacks for pickup messages (unavailable)"), "\(run.stdout)")
            let home = try String(contentsOf: site.appendingPathComponent("Output/index.html"), encoding: .utf8)
            #expect(!home.contains("class=\"pickup\""))
        }
    }
}
