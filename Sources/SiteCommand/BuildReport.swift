import Foundation
import SiteKit

/// The machine-readable account of one build (`--report FILE`), for the monitoring of a nightly job:
/// what the build saw and did, written even when it failed. Its shape is versioned by `schemaVersion`
/// and documented in docs/guide.md; fields are only ever added within a version.
struct BuildReport: Codable, Sendable, Equatable {
    static let currentSchemaVersion = 1

    enum Status: String, Codable, Sendable {
        case succeeded, failed
    }

    /// One stage of the build and how long it took.
    struct Stage: Codable, Sendable, Equatable {
        var name: String
        var milliseconds: Int
    }

    /// One source: where its data came from, and how old a cached copy was.
    struct Source: Codable, Sendable, Equatable {
        var name: String
        /// The path below the content folder, or the URL with secret-looking values as `***`.
        var location: String
        /// `file`, `network`, `notModified`, `cache` or `unavailable`.
        var origin: String
        /// For a cached copy: when it was fetched (ISO 8601) and its age in seconds at the build.
        var cachedAt: String?
        var ageSeconds: Int?
        var entries: Int
        /// Whether the build used something it did not ask for: the cache after a failed fetch, or nothing.
        var fallback: Bool
    }

    /// A warning or an error, located where the input has lines and columns.
    struct Problem: Codable, Sendable, Equatable {
        var file: String
        var line: Int?
        var column: Int?
        var message: String
    }

    struct Files: Codable, Sendable, Equatable {
        var written: Int
        var unchanged: Int
        var removed: Int
    }

    var schemaVersion = currentSchemaVersion
    var sitegenVersion = SiteKit.sitegenVersion
    /// The build's date as it was given: `YYYY-MM-DD` from `--date`, else the instant of `SOURCE_DATE_EPOCH`
    /// or the clock in ISO 8601; nil when the command line did not get that far.
    var buildDate: String?
    var status: Status
    var exitCode: Int32
    var stages: [Stage]
    var sources: [Source]
    var warnings: [Problem]
    var errors: [Problem]
    /// Pages rendered, by kind; empty when the build stopped before rendering.
    var pages: [String: Int]
    /// Memos not published because their day is after the build date (none with `--future`).
    var waitingMemos: Int
    /// Nil when nothing was published.
    var files: Files?

    /// The report of a build that got as far as `state`; `failure` is why it stopped, if it did.
    init(state: AppState, buildDate: BuildDate?, stages: [Stage], failure: BuildFailure?) {
        switch buildDate {
        case .day(let day): self.buildDate = day.iso
        case .instant(let date): self.buildDate = date.formatted(.iso8601)
        case nil: self.buildDate = nil
        }
        status = failure == nil ? .succeeded : .failed
        exitCode = failure?.exitCode ?? 0
        self.stages = stages
        sources = state.diagnostics.sources.map(Source.init)
        warnings = state.diagnostics.warnings.map(Problem.init)
        errors = failure?.diagnostics.map(Problem.init) ?? []
        pages = Dictionary(uniqueKeysWithValues: state.build.pagesByKind.map { ($0.key.rawValue, $0.value) })
        waitingMemos = state.build.waitingMemos
        files = state.build.published.map { Files(written: $0.written, unchanged: $0.unchanged, removed: $0.removed) }
    }

    /// The report's bytes: sorted keys, so two reports of the same build are the same text.
    var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Strings, numbers and optionals only: encoding cannot fail.
        return try! encoder.encode(self) + Data("\n".utf8)
    }

    /// Writes the report to `url` atomically (beside it, then renamed), so a reader never sees half of it.
    public func write(to url: URL) throws(Diagnostic) {
        do {
            try ReplacedFile.write(json, to: url.path)
        } catch {
            throw .error(
                SourceLocation(file: displayPath(url)),
                "cannot write the report (\(systemErrorText(error.code.rawValue)))")
        }
    }
}

extension BuildReport.Source {
    init(_ report: DiagnosticsState.SourceReport) {
        name = report.name
        location = report.location
        entries = report.entries
        fallback = report.isFallback
        switch report.origin {
        case .file: origin = "file"
        case .network: origin = "network"
        case .notModified: origin = "notModified"
        case .unavailable: origin = "unavailable"
        case .cache(let fetchedAt, let age):
            origin = "cache"
            cachedAt = fetchedAt.formatted(.iso8601)
            ageSeconds = Int(age.rounded(.down))
        }
    }
}

extension BuildReport.Problem {
    init(_ diagnostic: Diagnostic) {
        file = diagnostic.location.file
        line = diagnostic.location.line
        column = diagnostic.location.column
        message = diagnostic.message
    }
}
