/// Why a build did not publish, and the exit code that tells cron what kind of failure it was.
public struct BuildFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// Bad content, configuration or theme, or the output could not be written: exit code 1.
        case build
        /// A required source could not be had, or `--strict` refused a fallback: exit code 3.
        case source
        /// The command line (or `SOURCE_DATE_EPOCH`) could not be understood: exit code 2.
        case usage
    }

    public var kind: Kind
    public var diagnostics: [Diagnostic]

    public init(_ kind: Kind = .build, _ diagnostics: [Diagnostic]) {
        self.kind = kind
        self.diagnostics = diagnostics
    }

    public var exitCode: Int32 {
        switch kind {
        case .build: 1
        case .usage: 2
        case .source: 3
        }
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
