import Testing

@testable import SiteKit
@testable import SiteServer

@Suite struct HTTPRequestParserTests {
    let parser = HTTPRequestParser()

    func parse(_ text: String) -> HTTPRequestParser.Outcome {
        parser.parse(Array(text.utf8)[...])
    }

    func status(_ text: String) -> Int? {
        guard case .refused(let status, _) = parse(text) else { return nil }
        return status.code
    }

    @Test func readsARequestAndSaysWhereItsHeadEnds() throws {
        let text = "GET /2026/11/?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept:  text/html \r\n\r\nGET / HTTP/1.1\r\n"
        guard case .request(let request, let headLength) = parse(text) else {
            Issue.record("not a request")
            return
        }
        #expect(request.method == "GET")
        #expect(request.target == "/2026/11/?x=1")
        #expect(request.path == "/2026/11/")
        #expect(request.minorVersion == 1)
        #expect(request.header("accept") == "text/html")
        #expect(request.keepsAlive)
        #expect(headLength == text.utf8.count - "GET / HTTP/1.1\r\n".utf8.count)
    }

    @Test func aHeadArrivingInPiecesIsIncompleteUntilItsBlankLine() {
        let text = "GET / HTTP/1.1\r\nHost: a\r\n\r\n"
        for end in 0..<text.utf8.count {
            #expect(parser.parse(Array(text.utf8)[..<end]) == .incomplete, "at \(end)")
        }
        #expect(parse(text) != .incomplete)
    }

    @Test func keepAliveFollowsTheVersionAndTheConnectionHeader() throws {
        func keepsAlive(_ text: String) -> Bool? {
            guard case .request(let request, _) = parse(text) else { return nil }
            return request.keepsAlive
        }
        #expect(keepsAlive("GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n") == false)
        #expect(keepsAlive("GET / HTTP/1.0\r\n\r\n") == false)
        #expect(keepsAlive("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n") == true)
    }

    @Test func anAbsoluteFormTargetIsReadAsItsPath() throws {
        guard case .request(let request, _) = parse("GET http://127.0.0.1:8000/a/b?c HTTP/1.1\r\nHost: a\r\n\r\n")
        else {
            Issue.record()
            return
        }
        #expect(request.target == "/a/b?c")
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\nHost: a\n\n", 400),  // bare LF
        ("GET  / HTTP/1.1\r\nHost: a\r\n\r\n", 400),  // two spaces
        ("GET / HTTP/1.1 extra\r\nHost: a\r\n\r\n", 400),
        ("G(T / HTTP/1.1\r\nHost: a\r\n\r\n", 400),  // not a token
        ("GET /a\u{7F}b HTTP/1.1\r\nHost: a\r\n\r\n", 400),  // control in the target
        ("GET * HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        ("GET / HTTX/1.1\r\nHost: a\r\n\r\n", 400),
        ("GET / HTTP/2.0\r\nHost: a\r\n\r\n", 505),
        ("GET / HTTP/1.1\r\n\r\n", 400),  // no Host
        ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost : a\r\n\r\n", 400),  // space before the colon
        ("GET / HTTP/1.1\r\nHost: a\r\nX: 1\r\n folded\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: a\r\nNo colon\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: a\u{1}\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1x\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n", 501),
    ])
    func malformedRequestsAreRefused(text: String, code: Int) {
        #expect(status(text) == code, "\(text.debugDescription)")
    }

    @Test func aBodyIsMeasuredByContentLength() throws {
        guard case .request(let request, _) = parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5, 5\r\n\r\nhello")
        else {
            Issue.record()
            return
        }
        #expect(request.bodyLength == 5)
        guard
            case .request(let huge, _) = parse(
                "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999999999999999\r\n\r\n")
        else {
            Issue.record()
            return
        }
        #expect(huge.bodyLength == .max)
    }

    @Test func theRequestLineIsBoundedEvenBeforeItEnds() {
        let long = "GET /" + String(repeating: "a", count: 8 * 1024)
        #expect(status(long) == 414)
        #expect(status(long + " HTTP/1.1\r\nHost: a\r\n\r\n") == 414)
        let fits = "GET /" + String(repeating: "a", count: 8 * 1024 - 14) + " HTTP/1.1"
        #expect(fits.utf8.count == 8 * 1024)
        #expect(status(fits + "\r\nHost: a\r\n\r\n") == nil)
        #expect(status("GET /a" + fits.dropFirst(5) + "\r\nHost: a\r\n\r\n") == 414)
    }

    @Test func headersAreBoundedInLengthCountAndTotal() {
        let head = "GET / HTTP/1.1\r\nHost: a\r\n"
        #expect(status(head + "X: " + String(repeating: "b", count: 8 * 1024) + "\r\n\r\n") == 431)
        #expect(status(head + "X: " + String(repeating: "b", count: 8 * 1024)) == 431, "before the line ends")
        #expect(status(head + String(repeating: "X: 1\r\n", count: 99) + "\r\n") == nil)
        #expect(status(head + String(repeating: "X: 1\r\n", count: 100) + "\r\n") == 431)
        let line = "X: " + String(repeating: "b", count: 4000) + "\r\n"
        #expect(status(head + String(repeating: line, count: 17)) == 431, "64 KiB with no end")
        #expect(status(String(repeating: "\r\n", count: 40_000)) == 431, "blank lines count too")
    }
}
