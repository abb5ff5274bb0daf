import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches remote sources: builds the request (User-Agent, headers, the secret header, conditional headers),
/// checks the status, retries with backoff what may succeed later, and logs one line per request.
///
/// Waiting, randomness and the clock are injected so that tests are fast and deterministic.
public struct HTTPClient: Sendable {
    /// Where secret header values are looked up (normally the process environment).
    public var environment: [String: String]
    /// The waits between retries.
    var backoff: Backoff
    /// Waits between retries; throws when the task is cancelled.
    public var sleep: @Sendable (Duration) async throws -> Void
    /// A number in 0..<1 for the jitter of each wait.
    public var random: @Sendable () -> Double
    /// The time now, to turn a `Retry-After` date into a wait.
    public var now: @Sendable () -> Date
    /// Receives one entry per request sent (each retry is a request), for `--verbose`.
    public var log: @Sendable (RequestLogEntry) -> Void
    /// Sends one request and reads its response within the size limit and the timeout: `HTTPTransfer`
    /// over URLSession, or what a test puts in its place.
    public var transfer: Transfer

    public typealias Transfer =
        @Sendable (_ request: URLRequest, _ maxBytes: Int, _ timeout: Duration) async throws -> HTTPResponse

    /// The real transfer: one request over URLSession, limits enforced while the body arrives.
    public static let urlSession: Transfer = { request, maxBytes, timeout in
        try await HTTPTransfer.run(request, maxBytes: maxBytes, timeout: timeout)
    }

    /// A client for real use by default: the process environment, real sleeps, random jitter, the system clock.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        backoff: Backoff = Backoff(),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        now: @escaping @Sendable () -> Date = { Date() },
        log: @escaping @Sendable (RequestLogEntry) -> Void = { _ in },
        transfer: @escaping Transfer = HTTPClient.urlSession
    ) {
        self.environment = environment
        self.backoff = backoff
        self.sleep = sleep
        self.random = random
        self.now = now
        self.log = log
        self.transfer = transfer
    }

    /// `sitegen/0.1.0`.
    static let userAgent = "sitegen/\(sitegenVersion)"

    /// Fetches `source`, conditionally when `validators` come from a cached copy. Throws a `FetchFailure`
    /// when no attempt succeeded, and `CancellationError` when the task is cancelled.
    public func fetch(_ source: RemoteSource, validators: Validators? = nil) async throws -> FetchedBody {
        let request: URLRequest
        do {
            request = try makeRequest(source, validators: validators)
        } catch let error as FetchError {
            throw FetchFailure(reason: error, retries: 0)
        }
        var retries = 0
        while true {
            let started = ContinuousClock.now
            let failure: FetchError
            var retryAfter: Duration?
            do {
                let response = try await transfer(request, source.maxBytes, source.timeout)
                log(
                    RequestLogEntry(
                        request, status: response.status, bytes: response.body.count, since: started, retries: retries))
                let received = Validators(
                    etag: response.headers["etag"], lastModified: response.headers["last-modified"])
                switch response.status {
                case 200...299:
                    return .body(
                        response.body, mediaType: response.headers["content-type"].map(mediaTypeEssence),
                        validators: received)
                case 304:
                    return .notModified(received)
                default:
                    failure = .status(response.status, message: errorEnvelopeMessage(in: response.body))
                    retryAfter = response.headers["retry-after"].flatMap { Backoff.retryAfter($0, now: now()) }
                }
            } catch let error as FetchError {
                log(RequestLogEntry(request, failure: error, since: started, retries: retries))
                failure = error
            }
            guard failure.isRetryable, retries < source.maxRetries else {
                throw FetchFailure(reason: failure, retries: retries)
            }
            retries += 1
            try await sleep(backoff.delay(beforeRetry: retries, jitter: random(), retryAfter: retryAfter))
        }
    }

    private func makeRequest(_ source: RemoteSource, validators: Validators?) throws -> URLRequest {
        var request = URLRequest(
            url: try source.url(), cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: source.timeout.inSeconds)
        for (name, value) in source.headers { request.setValue(value, forHTTPHeaderField: name) }
        request.setValue(Self.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue(source.mediaType, forHTTPHeaderField: "Accept")
        if let secret = source.secret {
            guard let value = environment[secret.environmentVariable], !value.isEmpty else {
                throw FetchError.missingSecret(variable: secret.environmentVariable)
            }
            request.setValue(secret.prefix + value, forHTTPHeaderField: secret.name)
        }
        if let etag = validators?.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let lastModified = validators?.lastModified {
            request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since")
        }
        return request
    }
}

/// What a successful fetch gave.
public enum FetchedBody: Hashable, Sendable {
    /// A 2xx body, its media type (`application/json`, parameters dropped) and its validators.
    case body(Data, mediaType: String?, validators: Validators)
    /// A 304: the cached copy is still current; the validators are the response's (often empty).
    case notModified(Validators)
}

/// A fetch that failed after all its attempts.
struct FetchFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the last attempt failed.
    public var reason: FetchError
    /// How many retries were made before giving up.
    public var retries: Int

    /// `HTTP 500 after 3 retries`, or only the reason when there was no retry.
    public var description: String {
        switch retries {
        case 0: reason.description
        case 1: "\(reason) after 1 retry"
        default: "\(reason) after \(retries) retries"
        }
    }
}

/// The validators of a cached body, sent back as `If-None-Match` and `If-Modified-Since`.
public struct Validators: Hashable, Sendable, Codable {
    /// The `ETag` header, as received.
    var etag: String?
    /// The `Last-Modified` header, as received.
    var lastModified: String?

    /// Validators as received.
    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
    }
}

/// `text/calendar; charset=utf-8` → `text/calendar`.
func mediaTypeEssence(_ contentType: String) -> String {
    contentType.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
}
