/// What the build had to say about its inputs, and where each source's data came from.
public struct DiagnosticsState: Codable, Sendable, Equatable {
    public var warnings: [Diagnostic] = []
    /// Each source by name ("pickup messages", "calendar data/events.ics"), in the order they reported.
    public var sources: [SourceReport] = []

    public init() {}

    public struct SourceReport: Codable, Sendable, Equatable {
        public var name: String
        public var origin: SourceOrigin
        /// True when the build used something it did not ask for: the cache after a failed fetch, or nothing.
        public var isFallback: Bool
    }

    /// The sources the site was built from a fallback for.
    public var fallbacks: [SourceReport] {
        sources.filter(\.isFallback)
    }
}

public enum DiagnosticsAction: Codable, Sendable, Equatable {
    case warned(warnings: [Diagnostic])
    case sourceLoaded(name: String, origin: SourceOrigin, isFallback: Bool)
}

public func diagnosticsReducer(_ state: inout DiagnosticsState, _ action: DiagnosticsAction) {
    switch action {
    case let .warned(warnings):
        state.warnings += warnings
    case let .sourceLoaded(name, origin, isFallback):
        state.sources.removeAll { $0.name == name }
        state.sources.append(.init(name: name, origin: origin, isFallback: isFallback))
    }
}
