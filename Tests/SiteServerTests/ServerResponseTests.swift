import Testing

@testable import SiteKit
@testable import SiteServer

@Suite struct ServerResponseTests {
    func headLines(_ response: ServerResponse, keepsAlive: Bool = true) -> [String] {
        String(decoding: response.head(keepsAlive: keepsAlive), as: UTF8.self).components(separatedBy: "\r\n")
    }

    @Test func theHeadSaysTheLengthAndWhetherTheConnectionStays() {
        let lines = headLines(.text(.notFound, "no such page"))
        #expect(lines.first == "HTTP/1.1 404 Not Found")
        #expect(lines.contains("Content-Length: \("404 Not Found: no such page\n".utf8.count)"))
        #expect(lines.contains("Connection: keep-alive"))
        #expect(lines.contains("X-Content-Type-Options: nosniff"))
        #expect(lines.suffix(2) == ["", ""])
        #expect(headLines(.text(.ok, ""), keepsAlive: false).contains("Connection: close"))
        // A 304 has no body to measure; an event stream lasts until the connection closes.
        #expect(!headLines(ServerResponse(.notModified)).contains { $0.hasPrefix("Content-Length") })
        let events = headLines(ServerResponse(.ok, body: .events(LiveReload().subscribe())))
        #expect(events.contains("Connection: close") && !events.contains { $0.hasPrefix("Content-Length") })
    }

    @Test func responsesAreDatedAsHTTPWritesIt() {
        #expect(httpDate(0) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(httpDate(1_796_117_400) == "Tue, 01 Dec 2026 09:30:00 GMT")
    }
}
