import Foundation

/// What the test server does with one request: answer it, or misbehave in one of the ways a real server does.
public enum ScriptedResponse: Sendable {
    /// Waits `delay` seconds, then answers with this status, headers and body (and a `Content-Length`).
    case reply(status: Int, headers: [String: String] = [:], body: Data = Data(), delay: TimeInterval = 0)
    /// Sends the status and headers with the full body's `Content-Length`, then only `sentBytes` of the body,
    /// then closes: a body cut off mid-way.
    case cutOff(status: Int, headers: [String: String] = [:], body: Data, sentBytes: Int)
    /// Sends the status and headers without a `Content-Length`, then `chunk` every `interval` seconds until the
    /// client hangs up: a body with no end, which only a client that enforces its size limit while reading
    /// survives. The pace keeps a loopback flood from starving every other test of CPU.
    case endless(status: Int, headers: [String: String] = [:], chunk: Data, interval: TimeInterval = 0.001)
    /// Reads the request and never answers, until the client gives up or the server stops.
    case hang
    /// Reads the request and closes the connection without a byte of answer.
    case close

    /// A 200 with a body given as text.
    public static func ok(
        _ body: String, contentType: String = "application/json", headers: [String: String] = [:]
    ) -> ScriptedResponse {
        .reply(
            status: 200, headers: headers.merging(["Content-Type": contentType]) { given, _ in given },
            body: Data(body.utf8))
    }

    /// A status with a JSON body, as an API reports its errors.
    public static func json(status: Int, _ body: String, headers: [String: String] = [:]) -> ScriptedResponse {
        .reply(
            status: status, headers: headers.merging(["Content-Type": "application/json"]) { given, _ in given },
            body: Data(body.utf8))
    }
}

/// A request as the test server received it, so tests can assert what the client sent.
public struct RecordedRequest: Sendable {
    /// `GET`, `HEAD`, ...
    public var method: String
    /// The request target as sent: path and query, e.g. `/messages?page=1`.
    public var target: String
    /// The header fields in the order received, names as sent.
    public var headers: [(name: String, value: String)]

    /// The path part of the target, without the query.
    public var path: String {
        String(target.prefix { $0 != "?" })
    }

    /// The value of the first header with this name (compared without regard to case), if any.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
