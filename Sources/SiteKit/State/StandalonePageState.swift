/// The standalone pages (`Content/pages/NAME.md`), sorted by name.
public struct StandalonePageState: Codable, Sendable, Equatable {
    public var pages: [StandalonePage] = []

    public init() {}

    /// The pages a build publishes: drafts only when asked for.
    public func published(includingDrafts: Bool) -> [StandalonePage] {
        includingDrafts ? pages : pages.filter { !$0.isDraft }
    }
}

public enum StandalonePageAction: Codable, Sendable, Equatable {
    /// Every page of the content folder; they replace any earlier ones.
    case loaded(pages: [StandalonePage])
}

func standalonePageReducer(_ state: inout StandalonePageState, _ action: StandalonePageAction) {
    switch action {
    case .loaded(let pages):
        state.pages = pages.sorted { $0.name < $1.name }
    }
}
