import Foundation

/// Why a fetch gave no usable body. The description is the reason shown in warnings and errors.
public enum FetchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The configured URL is not an http(s) URL with a host.
    case invalidURL(String)
    /// The environment variable that should hold the source's secret header is not set.
    case missingSecret(variable: String)
    /// No connection to this `host:port`: refused, host not found, network down.
    case cannotConnect(String)
    /// The attempt took longer than the source's timeout.
    case timedOut(seconds: Double)
    /// The connection closed before the whole response (head or body) arrived.
    case connectionLost
    /// A status outside 2xx (and not 304), with the message of the error envelope in the body, if any.
    case status(Int, message: String?)
    /// The body grew past the source's size limit.
    case tooLarge(limit: Int)
    /// A 304 arrived, but there is no cached copy it could refer to.
    case notModifiedWithoutCache
    /// Any other transport failure, with the system's description.
    case transport(String)

    /// Whether another attempt may succeed: connection trouble, timeouts, 429 and 5xx.
    var isRetryable: Bool {
        switch self {
        case .cannotConnect, .timedOut, .connectionLost, .transport: true
        case .status(let code, _): code == 429 || (500...599).contains(code)
        case .invalidURL, .missingSecret, .tooLarge, .notModifiedWithoutCache: false
        }
    }

    /// E.g. `HTTP 404: no such list`, `timed out after 0.5 s`.
    public var description: String {
        switch self {
        case .invalidURL(let url): "\(url) is not an http(s) URL"
        case .missingSecret(let variable): "the environment variable \(variable) is not set"
        case .cannotConnect(let endpoint): "could not connect to \(endpoint)"
        case .timedOut(let seconds): "timed out after \(formatSeconds(seconds)) s"
        case .connectionLost: "the connection closed before the response was complete"
        case .status(let code, let message?): "HTTP \(code): \(message)"
        case .status(let code, nil): "HTTP \(code)"
        case .tooLarge(let limit): "the body is larger than the limit of \(limit) bytes"
        case .notModifiedWithoutCache: "HTTP 304 but there is no cached copy"
        case .transport(let reason): reason
        }
    }
}

/// The message in a failed response's JSON body, in the shapes APIs use (the seeds' error envelope):
/// `{"error":{"code":..,"message":".."}}`, `{"error":".."}` or `{"message":".."}`. Nil when there is none.
func errorEnvelopeMessage(in body: Data) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return nil }
    let error = object["error"]
    let message = (error as? [String: Any])?["message"] ?? error ?? object["message"]
    guard let text = message as? String else { return nil }
    // The text comes from the server: keep it to one short line in our messages.
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return line.count > 200 ? String(line.prefix(200)) + "…" : line
}
