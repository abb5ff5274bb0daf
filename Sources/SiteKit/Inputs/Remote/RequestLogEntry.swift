import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request as `--verbose` shows it. The URL has its secrets redacted; headers are never logged.
public struct RequestLogEntry: Hashable, Sendable, CustomStringConvertible {
    /// `GET`.
    public var method: String
    /// The URL without query secrets.
    public var url: RedactedURL
    /// The response status; nil when no response came.
    public var status: Int?
    /// Why there was no response, when there was none.
    public var failure: FetchError?
    /// Body bytes received.
    public var bytes: Int
    /// How long the request took.
    public var milliseconds: Int
    /// How many retries came before this request.
    public var retries: Int

    /// `GET https://api.example.org/articles?token=*** 200 1532 bytes 41 ms 0 retries`.
    public var description: String {
        let outcome = status.map(String.init) ?? "failed (\(failure.map(\.description) ?? "no response"))"
        return
            "\(method) \(url) \(outcome) \(bytes) bytes \(milliseconds) ms \(retries) \(retries == 1 ? "retry" : "retries")"
    }

    init(
        _ request: URLRequest, status: Int? = nil, failure: FetchError? = nil, bytes: Int = 0,
        since start: ContinuousClock.Instant, retries: Int
    ) {
        method = request.httpMethod ?? "GET"
        url = request.url.map(RedactedURL.init) ?? RedactedURL(URL(string: "about:blank")!)
        self.status = status
        self.failure = failure
        self.bytes = bytes
        let elapsed = ContinuousClock.now - start
        milliseconds = Int(elapsed.inSeconds * 1000)
        self.retries = retries
    }
}
