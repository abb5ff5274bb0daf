import Foundation

/// A source fetched over HTTP, with its request and its policy: what to ask for, what to accept, how long
/// to wait, how often to retry and whether the build can go on without it.
///
/// The request is built as the seeds' Router builds it: a base URL, a path appended to it and query items.
public struct RemoteSource: Hashable, Sendable {
    /// The source's name in messages, e.g. `pickup messages` or `calendar data/events.ics`.
    public var name: String
    /// The API's base URL, e.g. `https://api.example.org/v1/`; must be http or https.
    public var baseURL: URL
    /// Appended to the base URL's path, e.g. `articles`; empty to use the base URL as it is.
    public var path: String
    /// Added to the base URL's own query items.
    var queryItems: [URLQueryItem]
    /// Extra request header fields, e.g. `Accept-Language`.
    public var headers: [String: String]
    /// A header whose value is a secret read from the environment, never written anywhere.
    public var secret: SecretHeader?
    /// The media type the body must have: `application/json` or `text/calendar`.
    var mediaType: String
    /// How long one attempt may take, from sending the request to the body's last byte.
    public var timeout: Duration
    /// How many times a failed attempt is retried (connection errors, timeouts, 429 and 5xx).
    var maxRetries: Int
    /// The largest body accepted; reading stops as soon as the body grows past it.
    public var maxBytes: Int
    /// Whether the build fails when neither the network nor the cache can give this source.
    public var required: Bool
    /// A body with fewer entries than this fraction of the cached copy's is suspicious and warned about.
    var minimumEntryRatio: Double

    /// A source with the defaults: 10 s timeout, 3 retries, 10 MB, required, warn below half the cached entries.
    public init(
        name: String, baseURL: URL, path: String = "", queryItems: [URLQueryItem] = [],
        headers: [String: String] = [:], secret: SecretHeader? = nil, mediaType: String,
        timeout: Duration = .seconds(10), maxRetries: Int = 3, maxBytes: Int = 10_000_000,
        required: Bool = true, minimumEntryRatio: Double = 0.5
    ) {
        self.name = name
        self.baseURL = baseURL
        self.path = path
        self.queryItems = queryItems
        self.headers = headers
        self.secret = secret
        self.mediaType = mediaType
        self.timeout = timeout
        self.maxRetries = maxRetries
        self.maxBytes = maxBytes
        self.required = required
        self.minimumEntryRatio = minimumEntryRatio
    }

    /// The URL requested: base URL, then path, then query. Throws `FetchError.invalidURL` when it is not an
    /// http(s) URL with a host.
    public func url() throws -> URL {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            components.host?.isEmpty == false
        else {
            throw FetchError.invalidURL(RedactedURL(baseURL).description)
        }
        if !path.isEmpty {
            let trimmed = path.drop { $0 == "/" }
            components.path += components.path.hasSuffix("/") ? String(trimmed) : "/" + trimmed
        }
        if !queryItems.isEmpty {
            components.queryItems = (components.queryItems ?? []) + queryItems
        }
        guard let url = components.url else { throw FetchError.invalidURL(RedactedURL(baseURL).description) }
        return url
    }

    /// What tells this source apart from every other: its name and its full URL. The cache files are named
    /// after a hash of it, so a source whose URL changes does not inherit the old URL's copy.
    var identity: String {
        let url = (try? url().absoluteString) ?? baseURL.absoluteString
        return name + "\n" + url
    }
}

/// A request header whose value is a secret (an API token) taken from an environment variable, so that
/// `site.yml` names the variable and never holds the secret itself.
public struct SecretHeader: Hashable, Sendable {
    /// The header field, e.g. `Authorization` or `X-API-Key`.
    public var name: String
    /// The environment variable holding the value, e.g. `PICKUP_API_TOKEN`.
    var environmentVariable: String
    /// Put in front of the value, e.g. `Bearer `.
    public var prefix: String

    /// A secret header read from `environmentVariable`, sent as `prefix` followed by the value.
    public init(name: String, environmentVariable: String, prefix: String = "") {
        self.name = name
        self.environmentVariable = environmentVariable
        self.prefix = prefix
    }
}
