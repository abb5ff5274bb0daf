public typealias Reducer<State, Action> = @Sendable (inout State, Action) -> Void
