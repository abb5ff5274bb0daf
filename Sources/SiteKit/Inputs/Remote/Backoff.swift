import Foundation

/// How long to wait before each retry: exponential backoff with jitter, or what the server asked for in
/// `Retry-After`, within caps so that a nightly build never waits for hours.
public struct Backoff: Hashable, Sendable {
    /// The wait before the first retry, before jitter; each further retry doubles it.
    var initialDelay: Duration
    /// The longest wait computed by doubling.
    var maximumDelay: Duration
    /// The longest wait a `Retry-After` header can ask for.
    var maximumRetryAfter: Duration

    /// Backoff starting at 0.5 s, doubling up to 8 s, honouring `Retry-After` up to 30 s.
    public init(
        initialDelay: Duration = .milliseconds(500), maximumDelay: Duration = .seconds(8),
        maximumRetryAfter: Duration = .seconds(30)
    ) {
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.maximumRetryAfter = maximumRetryAfter
    }

    /// The wait before retry number `retry` (1 for the first). `jitter` in 0..<1 spreads the wait over its upper
    /// half ("equal jitter"), so that many clients failing together do not come back together.
    /// A `retryAfter` from the server replaces the computed wait.
    func delay(beforeRetry retry: Int, jitter: Double, retryAfter: Duration?) -> Duration {
        if let retryAfter { return min(max(retryAfter, .zero), maximumRetryAfter) }
        let doubled = initialDelay * (1 << min(retry - 1, 30))
        let capped = min(doubled, maximumDelay)
        return capped / 2 + capped / 2 * min(max(jitter, 0), 1)
    }

    /// Parses a `Retry-After` value: a number of seconds, or an HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`)
    /// turned into a wait from `now`. Nil when it is neither.
    static func retryAfter(_ value: String, now: Date) -> Duration? {
        let value = value.trimmingCharacters(in: .whitespaces)
        if !value.isEmpty, value.allSatisfy(\.isASCII), value.allSatisfy(\.isNumber), let seconds = Int(value) {
            return .seconds(seconds)
        }
        guard let date = httpDate(value) else { return nil }
        return .milliseconds(Int((date.timeIntervalSince(now) * 1000).rounded()))
    }

    /// RFC 9110 dates: the IMF-fixdate every server sends, and the two obsolete forms clients must accept.
    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
