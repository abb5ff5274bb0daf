import Foundation
import HTTPTestServer
import Testing

/// Every way the pickup-message API can misbehave, each run through the built `sitegen` against a
/// real server with no cached copy: the exit code, the message, the pages, and a published site that
/// stays exactly as it was whenever the build fails.
@Suite struct SourceFailureTableTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var responses: [ScriptedResponse]
        var settings = ""
        /// Seconds per attempt: generous, so a loaded machine never turns a success into a timeout.
        var timeout = 5
        var status: Int32
        var message: String
        var minimumRequests = 1
        var testDescription: String { name }
    }

    static let messages = try! String(
        contentsOf: SitegenProcess.package.appendingPathComponent("Content/data/pickup-messages.json"), encoding: .utf8)
    static let many =
        #"{"article":{"contents":["#
        + (1...10_000).map { #"{"id":"\#($0)","title":"記事 \#($0)","category":"c\#($0 % 7)"}"# }.joined(separator: ",")
        + "]}}"

    static let cutOff = ScriptedResponse.cutOff(
        status: 200, headers: ["Content-Type": "application/json"], body: Data(messages.utf8), sentBytes: 100)

    static let cases: [Case] = [
        Case(name: "success", responses: [.ok(messages)], status: 0, message: ""),
        Case(
            name: "500 then success on retry", responses: [.json(status: 500, "{}"), .ok(messages)], status: 0,
            message: "", minimumRequests: 2),
        Case(
            name: "429 with Retry-After",
            responses: [.json(status: 429, "{}", headers: ["Retry-After": "1"]), .ok(messages)], status: 0, message: "",
            minimumRequests: 2),
        Case(
            name: "404 is not retried", responses: [.json(status: 404, #"{"message":"gone"}"#)], status: 3,
            message: "error: pickup messages: HTTP 404: gone"),
        Case(
            name: "a server that never answers", responses: [.hang, .hang], timeout: 1, status: 3,
            message: "error: pickup messages: timed out after 1 s after 1 retry", minimumRequests: 2),
        Case(
            name: "a body cut off mid-way", responses: [cutOff, cutOff], status: 3,
            message: "error: pickup messages: the connection closed before the response was complete after 1 retry",
            minimumRequests: 2),
        Case(
            name: "a body over the size limit", responses: [.ok(messages)], settings: "  maxBytes: 1000\n", status: 3,
            message: "error: pickup messages: the body is larger than the limit of 1000 bytes"),
        Case(
            name: "JSON that does not parse", responses: [.ok("{\"article\": [")], status: 3,
            message: "the body does not parse (line 1, column 14: JSON: expected a value, found the end of the text)"),
        Case(
            name: "JSON of the wrong shape", responses: [.ok("[]")], status: 3,
            message: "the body does not parse (line 1, column 1: expected an object with \"article\", found an array)"),
        Case(
            name: "a wrong media type with a body that parses", responses: [.ok(messages, contentType: "text/plain")],
            status: 0,
            message:
                "warning: pickup messages: expected application/json, got text/plain; the body parses, so it is used"),
        Case(name: "a huge number of entries", responses: [.ok(many)], status: 0, message: ""),
    ]

    @Test(arguments: cases)
    func eachCase(_ scenario: Case) async throws {
        let site = try SitegenProcess.sampleSite("table-\(scenario.name)")
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site).status == 0)
        let before = try FailureTests().snapshot(site.appendingPathComponent("Output"))

        try await HTTPTestServer.with { server in
            for response in scenario.responses { server.enqueue(response, at: "/articles") }
            let config = site.appendingPathComponent("Content/site.yml")
            let text = try String(contentsOf: config, encoding: .utf8).replacingOccurrences(
                of: "source: data/pickup-messages.json",
                with:
                    "source: \(server.url("/articles").absoluteString)\n  timeout: \(scenario.timeout)\n  retries: 1\n"
                    + scenario.settings)
            try text.write(to: config, atomically: true, encoding: .utf8)

            let run = try SitegenProcess.run(["--date", "2026-11-30"], in: site)
            #expect(run.status == scenario.status, "\(run.stderr)")
            #expect(server.requests.count >= scenario.minimumRequests)
            if scenario.message.isEmpty {
                #expect(run.stderr.isEmpty, "\(run.stderr)")
            } else {
                #expect(run.stderr.contains(scenario.message), "\(run.stderr)")
            }
            let output = site.appendingPathComponent("Output")
            if run.status == 0 {
                // The 10,000th message is the last of category c4's 1,429, on its 358th page of 4 (the sample's
                // pagination.size); the sample's first message opens the articles.
                let page = scenario.name == "a huge number of entries" ? "articles/c4/page/358/" : "articles/"
                let articles = try String(
                    contentsOf: output.appendingPathComponent(page + "index.html"), encoding: .utf8)
                #expect(
                    articles.contains(scenario.name == "a huge number of entries" ? "記事 10000" : "朝どれの魚が岸壁に並ぶ「汐見朝市」"))
            } else {
                FailureTests().expectUnchanged(before, try FailureTests().snapshot(output))
            }
        }
    }

    @Test func aConnectionRefusedFailsWithThreeAndChangesNothing() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site).status == 0)
        let before = try FailureTests().snapshot(site.appendingPathComponent("Output"))
        let port = try HTTPTestServer.unusedPort()
        let config = site.appendingPathComponent("Content/site.yml")
        let text = try String(contentsOf: config, encoding: .utf8).replacingOccurrences(
            of: "source: data/pickup-messages.json", with: "source: http://127.0.0.1:\(port)/articles\n  retries: 0")
        try text.write(to: config, atomically: true, encoding: .utf8)
        let run = try SitegenProcess.run(["--date", "2026-11-30"], in: site)
        #expect(run.status == 3)
        #expect(
            run.stderr.contains(
                "error: pickup messages: could not connect to 127.0.0.1:\(port); cannot fall back: no cached copy"),
            "\(run.stderr)")
        FailureTests().expectUnchanged(before, try FailureTests().snapshot(site.appendingPathComponent("Output")))
    }
}
