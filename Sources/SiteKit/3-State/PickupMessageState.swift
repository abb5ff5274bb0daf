/// The pickup messages (the API's short articles) and whether their area is shown, as in the seeds.
public struct PickupMessageState: Codable, Sendable, Equatable {
    public var isPickupMessageAreaHidden = false
    public var messages: [PickupMessage] = []

    public init() {}
}

public enum PickupMessageAction: Codable, Sendable, Equatable {
    case hide
    case show
    /// The messages of one load, already checked; they replace any earlier ones.
    case loaded([PickupMessage])
}

public func pickupMessageReducer(_ state: inout PickupMessageState, _ action: PickupMessageAction) {
    switch action {
    case .hide:
        state.isPickupMessageAreaHidden = true
    case .show:
        state.isPickupMessageAreaHidden = false
    case let .loaded(messages):
        state.messages = messages
    }
}
