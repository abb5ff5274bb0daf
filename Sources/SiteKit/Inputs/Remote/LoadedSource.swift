import Foundation

/// Whether a build may use the network.
enum FetchMode: String, Hashable, Sendable, Codable {
    /// Fetch, and fall back to the cache when that fails.
    case online
    /// Use only the cache (`--offline`).
    case offline
}

/// A source's content as the build will use it: the parsed value, the raw body, where it came from and
/// the warnings on the way.
struct LoadedSource<Value> {
    /// What `parse` made of the body; nil when the source is unavailable.
    public var value: Value?
    /// The raw body; nil when the source is unavailable.
    public var body: Data?
    /// How many entries the body has, as `parse` counted them.
    public var entries: Int
    /// Network, 304, cache or nothing.
    public var origin: SourceOrigin
    /// Whether this is not what the build asked for (the cache after a failed fetch, or nothing at all):
    /// the build summary names these sources.
    public var isFallback: Bool
    /// Fallbacks, suspicious bodies, cache trouble (each names the source), then the parser's warnings.
    public var warnings: [Diagnostic]
}

extension LoadedSource: Sendable where Value: Sendable {}

/// A source the build cannot do without, or one `--strict` refuses to fall back for. The command line
/// exits with code 3 on it.
struct SourceFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error, naming the source.
    public var diagnostic: Diagnostic

    /// `pickup messages: HTTP 500 after 3 retries; no cached copy to fall back on`.
    public var description: String {
        diagnostic.description
    }
}

/// `less than a minute old`, `1 minute old`, `14 hours old`, `3 days old`.
func describeAge(_ seconds: TimeInterval) -> String {
    func count(_ n: Int, _ unit: String) -> String { "\(n) \(unit)\(n == 1 ? "" : "s") old" }
    let seconds = Int(max(seconds, 0))
    switch seconds {
    case ..<60: return "less than a minute old"
    case ..<3600: return count(seconds / 60, "minute")
    case ..<(48 * 3600): return count(seconds / 3600, "hour")
    default: return count(seconds / 86400, "day")
    }
}
