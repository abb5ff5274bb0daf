import Foundation
import HTTPTestServer
import Synchronization
import TestSupport
import Testing

@testable import SiteCommand
@testable import SiteKit

/// Whole builds in-process, through `BuildCommand` and `SiteBuilder`, with remote sources on a real server
/// on 127.0.0.1 and the services seam where a test needs to decide what the world does.
@Suite(.timeLimit(.minutes(10))) struct SiteBuilderTests {
    @Test func inputsAreDispatchedInTheOrderOfSiteYmlWhicheverArrivesFirst() async throws {
        try await HTTPTestServer.with { server in
            let site = try PipelineSite(server: server)
            defer { site.remove() }
            site.serveGoodResponses()
            // The messages' response is held back until the calendar's has arrived.
            let eventsArrived = Gate()
            let arrivals = Mutex<[String]>([])
            let services = site.services(transfer: { request, maxBytes, timeout in
                let path = request.url?.path ?? ""
                if path == "/messages" { await eventsArrived.wait() }
                let response = try await HTTPClient.urlSession(request, maxBytes, timeout)
                arrivals.withLock { $0.append(path) }
                if path == "/events.ics" { await eventsArrived.open() }
                return response
            })
            let log = site.folder.appendingPathComponent("actions.jsonl")
            let build = try await site.build(["-q", "--log-actions", log.path], services: services)
            #expect(build.status == 0, "\(build.stderr)")
            #expect(arrivals.withLock { $0 } == ["/events.ics", "/messages"])

            let features = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").dropFirst().map {
                line in  // after the header
                let entry = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                let (feature, action) = try #require((entry?["action"] as? [String: [String: Any]])?.first)
                return "\(feature).\(action.keys.sorted().joined())"
            }
            #expect(
                features == [
                    "memos.loaded", "pages.loaded", "staticFiles.loaded", "diagnostics.sourceLoaded",
                    "pickup.loaded",
                    "diagnostics.sourceLoaded",
                    "calendar.loaded",
                    "diagnostics.sourceLoaded", "calendar.loaded", "build.rendered", "build.published",
                ])
        }
    }

    /// The action log and the terminal name a source by its URL with secret-looking query values hidden, as
    /// `--verbose` does.
    @Test func secretsInASourceURLReachNeitherTheActionLogNorTheTerminal() async throws {
        try await HTTPTestServer.with { server in
            let site = try PipelineSite(server: server)
            defer { site.remove() }
            let config = site.content.appendingPathComponent("site.yml")
            try String(contentsOf: config, encoding: .utf8).replacingOccurrences(
                of: "/events.ics", with: "/events.ics?api_key=hunter2-s3cret"
            )
            .write(to: config, atomically: true, encoding: .utf8)
            site.serveGoodResponses()
            let log = site.folder.appendingPathComponent("actions.jsonl")
            let build = try await site.build(["--verbose", "--log-actions", log.path])
            #expect(build.status == 0, "\(build.stderr)")
            let logged = try String(contentsOf: log, encoding: .utf8)
            #expect(logged.contains(#""name":"calendar http://127.0.0.1:\#(server.port)/events.ics?api_key=***""#))
            for text in [logged] + build.stdout + build.stderr {
                #expect(!text.contains("hunter2"), "\(text)")
            }
        }
    }

    @Test func aRequiredSourceThatFailsWithoutACachedCopyExitsWith3AndPublishesNothing() async throws {
        try await HTTPTestServer.with { server in
            let site = try PipelineSite(server: server)
            defer { site.remove() }
            site.serveFailingMessages(status: 500)
            let build = try await site.build()
            #expect(build.status == 3)
            #expect(
                build.stderr == [
                    "error: pickup messages: HTTP 500; cannot fall back: no cached copy",
                    "sitegen: the build failed; \(site.output.path) was left as it was",
                ])
            #expect(!FileManager.default.fileExists(atPath: site.output.path))
        }
    }

    @Test func aFailedFetchFallsBackToTheLastGoodCopyAndSaysSo() async throws {
        try await HTTPTestServer.with { server in
            let site = try PipelineSite(server: server)
            defer { site.remove() }
            site.serveGoodResponses()
            #expect(try await site.build(["-q"], services: site.services(atSecond: 0)).status == 0)

            site.serveFailingMessages(status: 503)
            let build = try await site.build(services: site.services(atSecond: 59))
            #expect(build.status == 0, "\(build.stderr)")
            #expect(build.stderr.count == 1)
            #expect(
                build.stderr.first?.hasPrefix("warning: pickup messages: HTTP 503; using the cached copy from ") == true
            )
            #expect(build.stderr.first?.hasSuffix(" (less than a minute old)") == true)
            let summary = try #require(build.stdout.last)
            #expect(summary.contains(", 1 warning, from fallbacks for pickup messages (cache from "))
            let articles = try String(
                contentsOf: site.output.appendingPathComponent("articles/index.html"), encoding: .utf8)
            #expect(articles.contains("Fish market") && articles.contains("Ferry"))

            site.serveFailingMessages(status: 503)
            #expect(try await site.build(["--strict", "-q"]).status == 3)
        }
    }

    @Test func aBadInputExitsWith1AndLeavesThePublishedSiteExactlyAsItWas() async throws {
        try await HTTPTestServer.with { server in
            let site = try PipelineSite(server: server)
            defer { site.remove() }
            site.serveGoodResponses(times: 3)
            #expect(try await site.build(["-q"]).status == 0)
            let before = try site.publishedSnapshot()
            #expect(before["/2026/11/03/index.html"] != nil)

            try TestFolders.write(
                "---\ntitle: [unclosed\n---\nBody\n", to: "Content/memos/2026-11-04.md", in: site.folder)
            let badMemo = try await site.build(["-q"])
            #expect(badMemo.status == 1)
            let memo = "\(site.content.path)/memos/2026-11-04.md"
            #expect(
                badMemo.stderr.first == """
                    error: \(memo):3:1: YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 2)
                      3 | ---
                        | ^
                    """)
            try FileManager.default.removeItem(at: site.content.appendingPathComponent("memos/2026-11-04.md"))

            let unreadable = site.services(readFile: { _, name, _ throws(Diagnostic) in
                throw .error(SourceLocation(file: name), "cannot read the file (Input/output error)")
            })
            let badDisk = try await site.build(["-q"], services: unreadable)
            #expect(badDisk.status == 1)
            #expect(
                badDisk.stderr.first
                    == "error: \(site.content.path)/site.yml: cannot read the file (Input/output error)")

            let after = try site.publishedSnapshot()
            #expect(after.keys.sorted() == before.keys.sorted())
            for (path, (bytes, date)) in before {
                #expect(after[path]?.0 == bytes && after[path]?.1 == date, "\(path) changed")
            }
        }
    }

    @Test func aRebuildRewritesOnlyThePagesWhoseBytesChanged() async throws {
        try await HTTPTestServer.with { server in
            let site = try PipelineSite(server: server)
            defer { site.remove() }
            site.serveGoodResponses(times: 2)
            #expect(try await site.build(["-q"]).status == 0)
            let before = try site.publishedSnapshot()
            try await Task.sleep(for: .milliseconds(20))

            try TestFolders.write(
                "# Moving day\n\nBoxes everywhere, and a cat.\n", to: "Content/memos/2026-11-03.md", in: site.folder)
            let build = try await site.build()
            #expect(build.status == 0, "\(build.stderr)")
            let after = try site.publishedSnapshot()
            let changed = after.keys.filter { after[$0]!.1 != before[$0]?.1 }.sorted()
            // The memo's page, the feeds, the home page's latest memos, and its search file and shard.
            #expect(
                changed == [
                    "/2026/11/03/index.html", "/feed.json", "/feed.xml", "/index.html", "/search/docs/m/184980.json",
                    "/search/index/recent/0.json",
                ])
            #expect(String(decoding: after["/2026/11/03/index.html"]!.0, as: UTF8.self).contains("and a cat."))
        }
    }
}

/// Opens once; everyone waiting then goes on.
private actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters.removeAll()
    }
}
