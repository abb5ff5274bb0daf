import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A response as received: any status, its header fields (names lower-cased) and its body.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// One HTTP request over `URLSession`, read through a delegate so that the size limit and the deadline are
/// enforced while the body arrives: the transfer is cancelled at the first chunk past the limit (or at once
/// when the declared `Content-Length` is past it), and when the whole exchange takes longer than the
/// timeout, however slowly the server trickles.
///
/// On Linux, FoundationNetworking hands chunks to the delegate asynchronously and ignores the disposition
/// of `didReceive response`, so cancelling the task is the way to stop; a sender faster than the delegate
/// (only seen on loopback) can get a few more chunks read before the cancel lands.
final class HTTPTransfer: NSObject, URLSessionDataDelegate, Sendable {
    private let maxBytes: Int
    private let timeout: Duration
    /// `host:port`, for "could not connect" messages.
    private let endpoint: String
    private let state = Mutex(State())

    private struct State {
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var task: URLSessionDataTask?
        var response: HTTPURLResponse?
        var body = Data()
        /// Set when we cancel the task ourselves, so its completion reports why.
        var failure: (any Error)?
    }

    private init(endpoint: String, maxBytes: Int, timeout: Duration) {
        self.endpoint = endpoint
        self.maxBytes = maxBytes
        self.timeout = timeout
    }

    /// Sends `request` and returns the response, whatever its status. Throws a `FetchError` for transport
    /// failures, the limit and the deadline, and `CancellationError` when the calling task is cancelled.
    static func run(_ request: URLRequest, maxBytes: Int, timeout: Duration) async throws -> HTTPResponse {
        let url = request.url
        let endpoint = (url?.host ?? "") + (url?.port.map { ":\($0)" } ?? "")
        let transfer = HTTPTransfer(endpoint: endpoint, maxBytes: maxBytes, timeout: timeout)
        let configuration = URLSessionConfiguration.ephemeral
        // No URL cache: it would keep its own copy of every body, past our limit. Our cache is SourceCache.
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.start(session.dataTask(with: request), continuation)
            }
        } onCancel: {
            transfer.stop(because: CancellationError())
        }
    }

    private func start(_ task: URLSessionDataTask, _ continuation: CheckedContinuation<HTTPResponse, any Error>) {
        let cancelledAlready = state.withLock { state in
            state.continuation = continuation
            state.task = task
            return state.failure != nil
        }
        if cancelledAlready {
            // Cancelled before it started: the task must still end, or the session would wait for it forever.
            task.cancel()
            finish(error: nil)
            return
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout.inSeconds) { [self] in
            stop(because: FetchError.timedOut(seconds: timeout.inSeconds))
        }
        task.resume()
    }

    /// Cancels the transfer; the first reason given wins.
    private func stop(because reason: any Error) {
        let task = state.withLock { state -> URLSessionDataTask? in
            if state.failure == nil { state.failure = reason }
            return state.task
        }
        task?.cancel()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        state.withLock { $0.response = response as? HTTPURLResponse }
        if response.expectedContentLength > Int64(maxBytes) {
            stop(because: FetchError.tooLarge(limit: maxBytes))
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let withinLimit = state.withLock { state in
            guard state.body.count + data.count <= maxBytes else { return false }
            state.body.append(data)
            return true
        }
        if !withinLimit { stop(because: FetchError.tooLarge(limit: maxBytes)) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        finish(error: error)
    }

    /// Only http(s) redirects are followed, and the source's own headers (its secret among them) are not
    /// sent to another origin.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let target = request.url, ["http", "https"].contains(target.scheme?.lowercased()) else {
            completionHandler(nil)
            return
        }
        guard let original = task.originalRequest, let from = original.url,
            (from.scheme, from.host, from.port) != (target.scheme, target.host, target.port)
        else {
            completionHandler(request)
            return
        }
        var stripped = URLRequest(url: target, timeoutInterval: request.timeoutInterval)
        for field in ["User-Agent", "Accept", "If-None-Match", "If-Modified-Since"] {
            stripped.setValue(original.value(forHTTPHeaderField: field), forHTTPHeaderField: field)
        }
        completionHandler(stripped)
    }

    private func finish(error: (any Error)?) {
        let (continuation, result) = state.withLock { state in
            defer { state.continuation = nil }
            return (state.continuation, outcome(state, error: error))
        }
        continuation?.resume(with: result)
    }

    private func outcome(_ state: State, error: (any Error)?) -> Result<HTTPResponse, any Error> {
        if let failure = state.failure { return .failure(failure) }
        if let error { return .failure(fetchError(error, afterHead: state.response != nil)) }
        guard let response = state.response else { return .failure(FetchError.transport("no HTTP response")) }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in response.allHeaderFields {
            headers[name.lowercased()] = value
        }
        return .success(HTTPResponse(status: response.statusCode, headers: headers, body: state.body))
    }

    private func fetchError(_ error: any Error, afterHead: Bool) -> FetchError {
        guard let error = error as? URLError else { return .transport(String(describing: error)) }
        switch error.code {
        case .timedOut:
            return .timedOut(seconds: timeout.inSeconds)
        case _ where afterHead:
            // Once the head has arrived, any failure means the body was cut off (curl reports it under
            // various codes, some of them generic).
            return .connectionLost
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet:
            return .cannotConnect(endpoint)
        case .networkConnectionLost, .cannotParseResponse, .badServerResponse:
            return .connectionLost
        default:
            return .transport(error.localizedDescription)
        }
    }
}
