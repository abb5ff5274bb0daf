/// What the build had to say about its inputs, and where each source's data came from.
public struct DiagnosticsState: Codable, Sendable, Equatable {
    public var warnings: [Diagnostic] = []
    /// Each source by name ("pickup messages", "calendar data/events.ics"), in the order they reported.
    public var sources: [SourceReport] = []

    public init() {}

    public struct SourceReport: Codable, Sendable, Equatable {
        public var name: String
        public var origin: SourceOrigin
    }

    /// The sources that were not fresh from their origin: a cached copy, or nothing at all.
    public var fallbacks: [SourceReport] {
        sources.filter(\.origin.isFallback)
    }
}

public enum DiagnosticsAction: Codable, Sendable, Equatable {
    case warned([Diagnostic])
    case sourceLoaded(name: String, origin: SourceOrigin)
}

public func diagnosticsReducer(_ state: inout DiagnosticsState, _ action: DiagnosticsAction) {
    switch action {
    case let .warned(warnings):
        state.warnings += warnings
    case let .sourceLoaded(name, origin):
        state.sources.removeAll { $0.name == name }
        state.sources.append(.init(name: name, origin: origin))
    }
}
