/// The pickup messages (the API's short articles) and their categories.
public struct PickupMessageState: Codable, Sendable, Equatable {
    public var messages: [PickupMessage] = []
    /// Each category in the order it first appears among the messages, with its slug.
    public var categories: [MessageCategory] = []

    public init() {}
}

public enum PickupMessageAction: Codable, Sendable, Equatable {
    /// The messages of one load, already checked, and their categories; they replace any earlier ones.
    case loaded(messages: [PickupMessage], categories: [MessageCategory])
}

func pickupMessageReducer(_ state: inout PickupMessageState, _ action: PickupMessageAction) {
    switch action {
    case .loaded(let messages, let categories):
        state.messages = messages
        state.categories = categories
    }
}
