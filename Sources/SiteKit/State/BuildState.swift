/// How far the build has come: what has been rendered and published, for the terminal's progress lines,
/// the summary and the action log. The settings every page depends on are not state: they are the
/// renderer's inputs.
public struct BuildState: Codable, Sendable, Equatable {
    /// Pages rendered, by kind, once rendering is done.
    public var pagesByKind: [PageKind: Int] = [:]
    /// Memos left unpublished until the build whose date reaches their day, once rendering is done.
    public var waitingMemos = 0
    /// Set once the site has been swapped into the output folder.
    public var published: PublishedFiles?

    public init() {}

    /// Files written and files left untouched because their bytes did not change.
    public struct PublishedFiles: Codable, Sendable, Equatable {
        public var written: Int
        public var unchanged: Int
        /// Files of the previous site that the new one no longer has.
        public var removed: Int
    }

    /// Every page rendered.
    public var pageCount: Int {
        pagesByKind.values.reduce(0, +)
    }
}

public enum BuildAction: Codable, Sendable, Equatable {
    case rendered(pagesByKind: [PageKind: Int], waitingMemos: Int)
    case published(written: Int, unchanged: Int, removed: Int)
}

func buildReducer(_ state: inout BuildState, _ action: BuildAction) {
    switch action {
    case .rendered(let pagesByKind, let waitingMemos):
        state.pagesByKind = pagesByKind
        state.waitingMemos = waitingMemos
    case .published(let written, let unchanged, let removed):
        state.published = .init(written: written, unchanged: unchanged, removed: removed)
    }
}
