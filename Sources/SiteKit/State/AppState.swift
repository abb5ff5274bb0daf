import Redux

/// Everything a site is rendered from: each feature's state, side by side.
public struct AppState: Codable, Sendable, Equatable {
    public var build = BuildState()
    public var pickup = PickupMessageState()
    public var calendar = CalendarState()
    public var memos = DailyMemoState()
    public var pages = StandalonePageState()
    public var staticFiles = StaticFileState()
    public var diagnostics = DiagnosticsState()

    public init() {}
}

/// Every action of a build, by feature. Plain data (`Codable`), so a build's actions can be logged and replayed.
public enum AppAction: Codable, Sendable, Equatable {
    case build(BuildAction)
    case pickup(PickupMessageAction)
    case calendar(MonthlyCalendarAction)
    case memos(DailyMemoAction)
    case pages(StandalonePageAction)
    case staticFiles(StaticFileAction)
    case diagnostics(DiagnosticsAction)
}

extension AppAction {
    private enum CodingKeys: String, CodingKey {
        case build, pickup, calendar, memos, pages, staticFiles, diagnostics
    }

    /// `{"memos":{"loaded":{"memos":[...]}}}`: the feature, then its action, without the `_0` level that
    /// Swift's own coding gives an unlabelled payload, so the action log reads as it is meant.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "expected exactly one of build, pickup, calendar, memos, pages, staticFiles, diagnostics"))
        }
        switch key {
        case .build: self = .build(try container.decode(BuildAction.self, forKey: key))
        case .pickup: self = .pickup(try container.decode(PickupMessageAction.self, forKey: key))
        case .calendar: self = .calendar(try container.decode(MonthlyCalendarAction.self, forKey: key))
        case .memos: self = .memos(try container.decode(DailyMemoAction.self, forKey: key))
        case .pages: self = .pages(try container.decode(StandalonePageAction.self, forKey: key))
        case .staticFiles: self = .staticFiles(try container.decode(StaticFileAction.self, forKey: key))
        case .diagnostics: self = .diagnostics(try container.decode(DiagnosticsAction.self, forKey: key))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .build(let action): try container.encode(action, forKey: .build)
        case .pickup(let action): try container.encode(action, forKey: .pickup)
        case .calendar(let action): try container.encode(action, forKey: .calendar)
        case .memos(let action): try container.encode(action, forKey: .memos)
        case .pages(let action): try container.encode(action, forKey: .pages)
        case .staticFiles(let action): try container.encode(action, forKey: .staticFiles)
        case .diagnostics(let action): try container.encode(action, forKey: .diagnostics)
        }
    }
}

/// The site's reducer: hands each action to its feature's reducer.
public let appReducer: Reducer<AppState, AppAction> = { state, action in
    switch action {
    case .build(let action): buildReducer(&state.build, action)
    case .pickup(let action): pickupMessageReducer(&state.pickup, action)
    case .calendar(let action): monthlyCalendarReducer(&state.calendar, action)
    case .memos(let action): dailyMemoReducer(&state.memos, action)
    case .pages(let action): standalonePageReducer(&state.pages, action)
    case .staticFiles(let action): staticFileReducer(&state.staticFiles, action)
    case .diagnostics(let action): diagnosticsReducer(&state.diagnostics, action)
    }
}
