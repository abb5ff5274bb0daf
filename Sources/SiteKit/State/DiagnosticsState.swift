/// What the build had to say about its inputs, and where each source's data came from.
public struct DiagnosticsState: Codable, Sendable, Equatable {
    public var warnings: [Diagnostic] = []
    /// Each source by name ("pickup messages", "calendar data/events.ics"), in the order they reported.
    public var sources: [SourceReport] = []

    public init() {}

    public struct SourceReport: Codable, Sendable, Equatable {
        public var name: String
        /// The path below the content folder, or the URL with secret-looking values as `***`.
        public var location: String
        public var origin: SourceOrigin
        /// True when the build used something it did not ask for: the cache after a failed fetch, or nothing.
        public var isFallback: Bool
        /// How many entries the data used has (messages, events); 0 when there is none.
        public var entries: Int

        public init(name: String, location: String, origin: SourceOrigin, isFallback: Bool, entries: Int) {
            self.name = name
            self.location = location
            self.origin = origin
            self.isFallback = isFallback
            self.entries = entries
        }
    }

    /// The sources the site was built from a fallback for.
    public var fallbacks: [SourceReport] {
        sources.filter(\.isFallback)
    }
}

public enum DiagnosticsAction: Codable, Sendable, Equatable {
    case warned(warnings: [Diagnostic])
    /// Where a source's data came from; a source reported again replaces its earlier report.
    case sourceLoaded(source: DiagnosticsState.SourceReport)
}

func diagnosticsReducer(_ state: inout DiagnosticsState, _ action: DiagnosticsAction) {
    switch action {
    case .warned(let warnings):
        state.warnings += warnings
    case .sourceLoaded(let source):
        state.sources.removeAll { $0.name == source.name }
        state.sources.append(source)
    }
}
