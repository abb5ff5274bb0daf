import Foundation

/// Which data a source's content came from, so that the state, the action log and the build
/// summary can say what the site was built from.
public enum SourceOrigin: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A local file below the content folder.
    case file
    /// Fetched in this build.
    case network
    /// The server answered 304: the cached copy is current.
    case notModified
    /// The cached copy, fetched at `fetchedAt`, `age` seconds before the build (offline, or a fallback).
    case cache(fetchedAt: Date, age: TimeInterval)
    /// Nothing: the source failed, had no cache and is not required.
    case unavailable

    /// `local file`, `network`, `not modified`, `cache from 2026-11-29T18:00:00Z (14 hours old)`, `unavailable`.
    public var description: String {
        switch self {
        case .file: "local file"
        case .network: "network"
        case .notModified: "not modified"
        case .cache(let fetchedAt, let age): "cache from \(fetchedAt.formatted(.iso8601)) (\(describeAge(age)))"
        case .unavailable: "unavailable"
        }
    }
}
