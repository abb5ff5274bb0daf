import Redux

/// Everything a site is rendered from: each feature's state, side by side.
public struct AppState: Codable, Sendable, Equatable {
    public var build = BuildState()
    public var pickup = PickupMessageState()
    public var calendar = MonthlyCalendarState()
    public var memos = DailyMemoState()
    public var diagnostics = DiagnosticsState()

    public init() {}
}

/// Every action of a build, by feature. Plain data (`Codable`), so a build's actions can be logged and replayed.
public enum AppAction: Codable, Sendable, Equatable {
    case build(BuildAction)
    case pickup(PickupMessageAction)
    case calendar(MonthlyCalendarAction)
    case memos(DailyMemoAction)
    case diagnostics(DiagnosticsAction)
}

/// The site's reducer: hands each action to its feature's reducer.
public let appReducer: Reducer<AppState, AppAction> = { state, action in
    switch action {
    case let .build(action): buildReducer(&state.build, action)
    case let .pickup(action): pickupMessageReducer(&state.pickup, action)
    case let .calendar(action): monthlyCalendarReducer(&state.calendar, action)
    case let .memos(action): dailyMemoReducer(&state.memos, action)
    case let .diagnostics(action): diagnosticsReducer(&state.diagnostics, action)
    }
}
