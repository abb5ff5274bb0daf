import Foundation

/// Loads a remote source with a last-known-good cache, so that a failed source never makes the published
/// site poorer: a fetch that fails or gives a body that does not parse falls back to the cached copy with a
/// warning saying how old it is; without a cache a source that is not required is left out with a warning,
/// and a required one fails the build. `strict` turns every fallback into a failure.
struct FallbackFetcher: Sendable {
    /// Fetches from the network.
    public var client: HTTPClient
    /// The last-known-good copies.
    public var cache: SourceCache
    /// The time now: stamps cached copies and tells their age.
    public var now: @Sendable () -> Date

    /// A loader over `client` and `cache`.
    public init(client: HTTPClient, cache: SourceCache, now: @escaping @Sendable () -> Date = { Date() }) {
        self.client = client
        self.cache = cache
        self.now = now
    }

    /// Loads `source`. `parse` turns a body into a value and its entry count, or throws when the body is not
    /// what the source should give. Throws `SourceFailure` when the build cannot go on, and
    /// `CancellationError` when the task is cancelled.
    public func load<Value>(
        _ source: RemoteSource, mode: FetchMode, strict: Bool,
        parse: BodyParser<Value>
    ) async throws -> LoadedSource<Value> {
        var attempt = FallbackDecision(source: source, strict: strict, now: now())
        attempt.readCache(from: cache)
        guard mode == .online else {
            return try attempt.useCache(because: "--offline", asFallback: false, parse: parse)
        }
        let fetched: FetchedBody
        do {
            fetched = try await client.fetch(source, validators: attempt.cached?.metadata.validators)
        } catch let failure as FetchFailure {
            return try attempt.useCache(because: failure.description, asFallback: true, parse: parse)
        }
        switch fetched {
        case .notModified(let validators):
            return try attempt.confirmCache(validators: validators, in: cache, parse: parse)
        case .body(let body, let mediaType, let validators):
            return try attempt.accept(body, mediaType: mediaType, validators: validators, into: cache, parse: parse)
        }
    }
}

/// Turns a source's body into its value, its warnings and its entry count (pickup messages, calendar events),
/// or throws when the body is not what the source should give. A thrown `Diagnostic` keeps its line and column.
typealias BodyParser<Value> = (Data) throws -> Parsed<Value>
