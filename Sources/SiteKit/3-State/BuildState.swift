/// The build's settings and progress: the configuration and build date every page depends on,
/// and what has been rendered and published, for the terminal's progress lines and the summary.
public struct BuildState: Codable, Sendable, Equatable {
    public var config: SiteConfig?
    /// "Today" for the site: the month the home page shows, the day marked in calendars.
    public var buildDate: Day?
    /// Whether memos marked `draft: true` are published (`--drafts`).
    public var includesDrafts = false
    /// Pages rendered, by kind ("month", "day", ...), once rendering is done.
    public var pagesByKind: [String: Int] = [:]
    /// Set once the site has been swapped into the output folder.
    public var published: PublishedFiles?

    public init() {}

    /// Files written and files left untouched because their bytes did not change.
    public struct PublishedFiles: Codable, Sendable, Equatable {
        public var written: Int
        public var unchanged: Int
    }
}

public enum BuildAction: Codable, Sendable, Equatable {
    /// The configuration is loaded; everything else is read relative to it.
    case configured(SiteConfig, buildDate: Day, includesDrafts: Bool)
    case rendered(pagesByKind: [String: Int])
    case published(written: Int, unchanged: Int)
}

public func buildReducer(_ state: inout BuildState, _ action: BuildAction) {
    switch action {
    case let .configured(config, buildDate, includesDrafts):
        state.config = config
        state.buildDate = buildDate
        state.includesDrafts = includesDrafts
    case let .rendered(pagesByKind):
        state.pagesByKind = pagesByKind
    case let .published(written, unchanged):
        state.published = .init(written: written, unchanged: unchanged)
    }
}
