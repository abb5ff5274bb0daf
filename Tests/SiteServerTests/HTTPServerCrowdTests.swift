import Foundation
import HTTPTestServer
import Synchronization
import Testing

@testable import SiteKit
@testable import SiteServer

/// A server full of connections: the idlest and slowest are shed for a new client, and only a server whose
/// every connection is answering turns one away.
@Suite struct HTTPServerCrowdTests {
    /// A new client is served even when idle keep-alive connections and half-sent heads fill the server:
    /// the idlest connection is closed for it, then, with none idle, the head arriving the longest.
    @Test func aFullServerClosesTheIdlestConnectionThenTheSlowestHeadForANewClient() throws {
        var limits = HTTPServer.Limits()
        limits.connections = 4
        try ServedSite.with(limits) { site in
            let idle = try (1...2).map { count in
                let client = try site.connect()
                #expect(client.get("/")?.status == 200)
                #expect(site.waitUntil(count, are: .idle))
                return client
            }
            var slow: [HTTPTestClient] = []
            func sendHalfAHead() throws {
                slow.append(try site.connect())
                slow.last!.send("GET /assets/style.css HTTP/1.1\r\nHo")
                #expect(site.waitUntil(slow.count, are: .reading))
            }
            func newClientIsServed() throws {
                #expect(try site.get("/", headers: ["Connection: close"])?.status == 200)
            }
            try sendHalfAHead()
            try sendHalfAHead()

            try newClientIsServed()
            #expect(idle[0].isClosed(within: 2) && idle[0].unread.isEmpty)
            #expect(idle[1].get("/")?.status == 200, "the other idle connection is kept")
            #expect(site.waitUntilOpen(3))
            try sendHalfAHead()

            try newClientIsServed()
            #expect(idle[1].isClosed(within: 2))
            #expect(site.waitUntilOpen(3))
            try sendHalfAHead()

            try newClientIsServed()
            #expect(slow[0].isClosed(within: 2) && slow[0].unread.isEmpty)
            slow[1].send("st: a\r\n\r\n")
            #expect(slow[1].readResponse()?.text == "body {}\n", "the other heads are kept")
        }
    }

    @Test func aServerFullOfConnectionsAnsweringAnswers503() throws {
        var limits = HTTPServer.Limits()
        limits.connections = 2
        try ServedSite.with(limits) { site in
            let streams = try (0..<2).map { _ in try site.connect() }
            for stream in streams {
                stream.send("GET /__sitegen/events HTTP/1.1\r\nHost: a\r\n\r\n")
                #expect(stream.read(until: "data: 1\n\n") != nil)
            }
            let refused = try #require(try site.get("/"))
            #expect(refused.status == 503 && refused.headers["retry-after"] == "1")
            #expect(refused.text == "503 Service Unavailable: too many connections; try again\n")
            site.responder.liveReload.close()
            for stream in streams { #expect(stream.isClosed(within: 2)) }
            #expect(site.waitUntilIdle())
            #expect(try site.get("/")?.status == 200)
        }
    }
}
