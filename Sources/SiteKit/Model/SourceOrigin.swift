import Foundation

/// Where the data of a source came from in this build, so the state, the action log and the
/// summary all say what the site was built from.
public enum SourceOrigin: Codable, Sendable, Equatable, CustomStringConvertible {
    /// A local file.
    case file
    /// Fetched from the network in this build.
    case network
    /// The server said the cached copy is still current (HTTP 304).
    case notModified
    /// The fetch failed or gave unusable data: the last good copy was used.
    case cache(fetchedAt: Date, ageSeconds: Int)
    /// An optional source that could not be had and has no cached copy: built without it.
    case missing

    /// Whether the site was built from something other than the source's current data.
    public var isFallback: Bool {
        switch self {
        case .cache, .missing: return true
        case .file, .network, .notModified: return false
        }
    }

    public var description: String {
        switch self {
        case .file: return "local file"
        case .network: return "fetched"
        case .notModified: return "not modified, cached copy"
        case let .cache(_, age): return "cached copy \(Self.describe(age: age)) old"
        case .missing: return "unavailable, left out"
        }
    }

    /// "45 seconds", "3 minutes", "5 hours", "2 days".
    public static func describe(age seconds: Int) -> String {
        switch seconds {
        case ..<120: return count(max(seconds, 0), "second")
        case ..<7_200: return count(seconds / 60, "minute")
        case ..<172_800: return count(seconds / 3_600, "hour")
        default: return count(seconds / 86_400, "day")
        }
    }
}
