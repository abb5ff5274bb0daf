import Foundation
import HTTPTestServer
import Synchronization
import Testing

@testable import SiteKit
@testable import SiteServer

/// The server over real sockets on 127.0.0.1: what it answers, and how it holds against clients that
/// misbehave.
@Suite struct HTTPServerTests {
    @Test func pagesCarryTheScriptWithTheirLengthFixedAndOtherFilesAreSentAsTheyAre() throws {
        try ServedSite.with { site in
            let home = try #require(try site.get("/"))
            #expect(home.status == 200)
            #expect(home.headers["content-type"] == "text/html; charset=utf-8")
            #expect(home.headers["content-length"] == String(home.body.count))
            #expect(home.text.contains("<p>home</p><script id=\"sitegen-live-reload\">"))
            #expect(home.text.hasSuffix("</script>\n</body>\n"))
            #expect(home.headers["x-content-type-options"] == "nosniff")
            #expect(home.headers["date"]?.hasSuffix(" GMT") == true)
            let css = try #require(try site.get("/assets/style.css"))
            #expect(css.status == 200 && css.text == "body {}\n")
            #expect(css.headers["content-type"] == "text/css; charset=utf-8")
            let big = try #require(try site.get("/assets/big.bin"))
            #expect(big.body.count == ServedSite.big && big.body.allSatisfy { $0 == 0x61 })
        }
    }

    @Test func statusCodes() throws {
        try ServedSite.with { site in
            let folder = try #require(try site.get("/2026/11/03"))
            #expect(folder.status == 301 && folder.headers["location"] == "/2026/11/03/")
            let missing = try #require(try site.get("/2026/13/"))
            #expect(
                missing.status == 404 && missing.text.contains("<p>the 404 page</p>")
                    && missing.text.contains("sitegen-live-reload"))
            let post = try #require(try site.get("/", method: "POST"))
            #expect(post.status == 405 && post.headers["allow"] == "GET, HEAD")
            #expect(try site.get("/", method: "BREW")?.status == 501)
            #expect(try site.send("GET / HTTP/1.1\r\n\r\n")?.status == 400)
            #expect(
                try site.send("GET /\(String(repeating: "a", count: 9000)) HTTP/1.1\r\nHost: a\r\n\r\n")?.status == 414)
            #expect(
                try site.send("GET / HTTP/1.1\r\nHost: a\r\n" + String(repeating: "X: 1\r\n", count: 101) + "\r\n")?
                    .status == 431)
            #expect(try site.send("GET / HTTP/3.0\r\nHost: a\r\n\r\n")?.status == 505)
            let tooBig = try site.send("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1000000\r\n\r\n")
            #expect(tooBig?.status == 413 && tooBig?.headers["connection"] == "close")
        }
    }

    @Test func aFileThatCannotBeOpenedForWantOfDescriptorsIs503AndAMissingOne404() throws {
        let failing: StaticFileResolver.Opener = { folder, name, flags in
            guard name == "style.css" || name == "index.html" else { return openat(folder, name, flags) }
            errno = name == "style.css" ? EMFILE : ENFILE
            return -1
        }
        try ServedSite.with(openFile: failing) { site in
            for path in ["/assets/style.css", "/"] {
                let busy = try #require(try site.get(path))
                #expect(busy.status == 503 && busy.headers["retry-after"] == "1", "\(path)")
                #expect(busy.text == "503 Service Unavailable: too many files are open; try again\n")
            }
            let missing = try #require(try site.get("/assets/missing.css"))
            #expect(missing.status == 404 && missing.text.contains("<p>the 404 page</p>"))
        }
    }

    @Test func headSendsTheHeadersAlone() throws {
        try ServedSite.with { site in
            let client = try site.connect()
            let head = try #require(client.get("/", method: "HEAD"))
            let get = try #require(client.get("/"))
            #expect(head.status == 200 && head.body.isEmpty)
            #expect(head.headers["content-length"] == String(get.body.count))
            #expect(head.headers["etag"] == get.headers["etag"])
            #expect(client.unread.isEmpty)
        }
    }

    @Test func aClientWithTheBytesAlreadyGets304UntilTheyChange() throws {
        try ServedSite.with { site in
            let css = try #require(try site.get("/assets/style.css"))
            let tag = try #require(css.headers["etag"])
            let again = try #require(try site.get("/assets/style.css", headers: ["If-None-Match: \(tag)"]))
            #expect(again.status == 304 && again.body.isEmpty && again.headers["etag"] == tag)
            let page = try #require(try site.get("/"))
            #expect(try site.get("/", headers: ["If-None-Match: \(page.headers["etag"]!)"])?.status == 304)
            // A new build changes every page's script, so pages are sent again.
            site.responder.published(basePath: "/")
            #expect(try site.get("/", headers: ["If-None-Match: \(page.headers["etag"]!)"])?.status == 200)
        }
    }

    @Test func oneConnectionServesRequestAfterRequest() throws {
        try ServedSite.with { site in
            let client = try site.connect()
            #expect(client.get("/")?.headers["connection"] == "keep-alive")
            #expect(client.get("/assets/style.css")?.text == "body {}\n")
            // Pipelined, with a small body to skip: answered in order.
            client.send(
                "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\n\r\nabcdGET /2026/11/03/ HTTP/1.1\r\nHost: a\r\n\r\n"
            )
            #expect(client.readResponse()?.status == 405)
            #expect(client.readResponse()?.text.contains("<p>day</p>") == true)
            let last = client.get("/", headers: ["Connection: close"])
            #expect(last?.status == 200 && last?.headers["connection"] == "close")
            #expect(client.isClosed(within: 2))
        }
    }

    @Test(arguments: [
        "/../passwd", "/%2e%2e/passwd", "/%2e%2e%2fpasswd", "/%2E%2E%2Fetc/passwd", "//etc/passwd",
        "/..%5cpasswd", "/assets/..%2f..%2fpasswd", "/%252e%252e/passwd", "/a%00/", "http://127.0.0.1/../passwd",
    ])
    func noPathLeavesTheSiteFolder(path: String) throws {
        try ServedSite.with(name: "traversal") { site in
            let response = try #require(try site.send("GET \(path) HTTP/1.1\r\nHost: a\r\n\r\n"))
            #expect([400, 404].contains(response.status), "\(path): \(response.status)")
            #expect(!response.text.contains("secret"))
        }
    }

    @Test func aSlowClientIsCutOffWhileOthersAreServed() throws {
        var limits = HTTPServer.Limits()
        limits.headerTimeout = .seconds(2)
        try ServedSite.with(limits) { site in
            let slow = try site.connect()
            let started = Date()
            let request = Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8)
            var sent = 0
            var closedAt: Date?
            while closedAt == nil, Date().timeIntervalSince(started) < 6 {
                if sent < request.count {
                    slow.send([request[sent]])
                    sent += 1
                }
                // The other clients are served at once meanwhile.
                #expect(try site.get("/assets/style.css")?.status == 200)
                if slow.isClosed(within: 1) { closedAt = Date() }
            }
            let elapsed = try #require(closedAt).timeIntervalSince(started)
            #expect(elapsed > 1.5 && elapsed < 4, "cut off after \(elapsed) s")
            #expect(slow.unread.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
            #expect(sent < request.count)
        }
    }

    @Test func anIdleConnectionIsClosedAfterTheIdleTimeout() throws {
        var limits = HTTPServer.Limits()
        limits.idleTimeout = .milliseconds(500)
        try ServedSite.with(limits) { site in
            let client = try site.connect()
            #expect(client.get("/")?.status == 200)
            #expect(client.isClosed(within: 3))
            #expect(client.unread.isEmpty, "an idle close says nothing")
        }
    }

    @Test func aClientThatVanishesMidResponseLeavesNothingBehind() throws {
        try ServedSite.with { site in
            for _ in 0..<5 {
                let client = try site.connect()
                client.send("GET /assets/big.bin HTTP/1.1\r\nHost: a\r\n\r\n")
                _ = client.read(until: "HTTP/1.1 200", timeout: 5)
            }
            // The clients are gone (released), and the server goes on serving.
            #expect(site.waitUntilIdle())
            #expect(try site.get("/")?.status == 200)
        }
    }

    @Test func fiftyClientsAtOnceAreAllServed() throws {
        try ServedSite.with { site in
            let statuses = Mutex<[Int]>([])
            // All fifty connected before any asks; each is then used by one thread alone.
            nonisolated(unsafe) let clients = try (0..<50).map { _ in try site.connect() }
            DispatchQueue.concurrentPerform(iterations: clients.count) { index in
                let status = clients[index].get(index % 2 == 0 ? "/" : "/assets/big.bin")?.status ?? 0
                statuses.withLock { $0.append(status) }
            }
            #expect(statuses.withLock { $0 } == Array(repeating: 200, count: 50))
        }
    }

    @Test func theEventStreamSaysTheBuildAndEachFailureAndEndsWithTheServer() throws {
        try ServedSite.with { site in
            let client = try site.connect()
            client.send("GET /__sitegen/events HTTP/1.1\r\nHost: a\r\n\r\n")
            let opening = try #require(client.read(until: "data: 1\n\n"))
            #expect(opening.hasPrefix("HTTP/1.1 200 OK\r\n"))
            #expect(opening.contains("Content-Type: text/event-stream; charset=utf-8\r\n"))
            #expect(opening.hasSuffix("\r\n\r\nretry: 1000\n\nevent: build\ndata: 1\n\n"))
            site.responder.failed("error: Content/memos/2026/12/01.md:3:7: bad\n<script>")
            #expect(
                client.read(until: "<script>\n\n")
                    == "event: failure\ndata: error: Content/memos/2026/12/01.md:3:7: bad\ndata: <script>\n\n")
            site.responder.published(basePath: "/")
            #expect(client.read(until: "data: 2\n\n") == "event: build\ndata: 2\n\n")
            site.responder.liveReload.close()
            #expect(client.isClosed(within: 2))
        }
    }

    @Test func aHeadOfTheEventStreamIsItsHeadersAlone() throws {
        try ServedSite.with { site in
            let client = try site.connect()
            let head = try #require(client.get("/__sitegen/events", method: "HEAD"))
            #expect(head.status == 200 && head.headers["content-type"] == "text/event-stream; charset=utf-8")
            #expect(head.headers["connection"] == "close")
            #expect(client.isClosed(within: 2) && client.unread.isEmpty)
        }
    }

    @Test func stoppingClosesTheSocketAndEveryConnection() throws {
        var port: UInt16 = 0
        var open: HTTPTestClient?
        try ServedSite.with { site in
            port = site.port
            open = try site.connect()
            #expect(open?.get("/")?.status == 200)
            site.server.stop()
            #expect(open?.isClosed(within: 2) == true)
            #expect(site.server.connectionCount == 0)
        }
        #expect(throws: SocketError.self) { try HTTPTestClient(port: port) }
    }

    @Test func aPortInUseIsAClearError() throws {
        try ServedSite.with { site in
            #expect(
                throws: ListenError(
                    address: ListeningAddress(host: "127.0.0.1", port: site.port), reason: "address in use")
            ) {
                try HTTPServer(host: "127.0.0.1", port: site.port) { _ in .text(.ok, "") }
            }
            #expect(
                "\(ListenError(address: ListeningAddress(host: "127.0.0.1", port: 8000), reason: "address in use"))"
                    == "cannot listen on 127.0.0.1:8000: address in use")
            #expect(ListeningAddress(host: "::1", port: 80).url == "http://[::1]:80/")
            #expect(
                ListeningAddress(host: "127.0.0.2", port: 80).isLoopback
                    && ListeningAddress(host: "localhost", port: 80).isLoopback)
            #expect(
                !ListeningAddress(host: "0.0.0.0", port: 80).isLoopback
                    && !ListeningAddress(host: "::", port: 80).isLoopback)
        }
    }
}
