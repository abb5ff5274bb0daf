/// The daily memos, one per day, sorted by day.
public struct DailyMemoState: Codable, Sendable, Equatable {
    public var memos: [Memo] = []

    public init() {}
}

public enum DailyMemoAction: Codable, Sendable, Equatable {
    /// Every memo of the content folder; they replace any earlier ones.
    case loaded(memos: [Memo])
}

func dailyMemoReducer(_ state: inout DailyMemoState, _ action: DailyMemoAction) {
    switch action {
    case .loaded(let memos):
        state.memos = memos.sorted { $0.day < $1.day }
    }
}
