import Glibc
import SiteKit

/// What the server sends back: a status, headers and one of three kinds of body.
public struct ServerResponse: Sendable {
    enum Body: Sendable {
        case bytes([UInt8])
        /// A file of the site, sent from disk a piece at a time, so memory stays bounded whatever its size.
        case file(ServedFile)
        /// Server-Sent Events, until the client or the server ends the stream.
        case events(EventStream)
    }

    public var status: HTTPStatus
    /// Besides `Content-Length` and `Connection`, which the connection adds.
    var headers: [HTTPHeader]
    var body: Body

    init(_ status: HTTPStatus, headers: [HTTPHeader] = [], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A short plain-text answer: errors, redirects.
    static func text(_ status: HTTPStatus, _ text: String, headers: [HTTPHeader] = []) -> ServerResponse {
        ServerResponse(
            status, headers: [HTTPHeader("Content-Type", "text/plain; charset=utf-8")] + headers,
            body: .bytes(Array("\(status.code) \(status.reason): \(text)\n".utf8)))
    }

    /// The body's length, or nil for an event stream, which lasts until the connection closes.
    var contentLength: Int? {
        switch body {
        case .bytes(let bytes): bytes.count
        case .file(let file): file.size
        case .events: nil
        }
    }

    /// The status line and the headers, with the framing the connection decided on.
    func head(keepsAlive: Bool) -> [UInt8] {
        // RFC 9110 wants a Date from a server with a clock; nosniff keeps browsers to the types given.
        var lines = [
            "HTTP/1.1 \(status.code) \(status.reason)", "Date: \(httpDate(time(nil)))",
            "Server: sitegen/\(sitegenVersion)",
            "X-Content-Type-Options: nosniff",
        ]
        lines += headers.map { "\($0.name): \($0.value)" }
        if let contentLength, status != .notModified { lines.append("Content-Length: \(contentLength)") }
        lines.append("Connection: \(keepsAlive && contentLength != nil ? "keep-alive" : "close")")
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// The head and, for a body of bytes, the body: a whole small answer in one write.
    func encoded(keepsAlive: Bool) -> [UInt8] {
        guard case .bytes(let bytes) = body, status != .notModified else { return head(keepsAlive: keepsAlive) }
        return head(keepsAlive: keepsAlive) + bytes
    }
}

/// An instant as HTTP writes it (RFC 9110's IMF-fixdate): `Tue, 01 Dec 2026 09:30:00 GMT`.
func httpDate(_ instant: time_t) -> String {
    var seconds = instant
    var parts = tm()
    gmtime_r(&seconds, &parts)
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    return
        "\(weekdays[Int(parts.tm_wday)]), \(twoDigits(Int(parts.tm_mday))) \(months[Int(parts.tm_mon)]) \(1900 + Int(parts.tm_year)) "
        + "\(twoDigits(Int(parts.tm_hour))):\(twoDigits(Int(parts.tm_min))):\(twoDigits(Int(parts.tm_sec))) GMT"
}
