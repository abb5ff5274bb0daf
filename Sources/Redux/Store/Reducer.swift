/// A pure function that folds one action into the state.
///
/// A reducer receives only the state and the action: it has no way to reach the store, so it
/// cannot dispatch, subscribe or read another snapshot while the store is committing a change.
/// Side effects belong in ``Middleware`` or in action creators run with ``Store/run(_:)``.
public typealias Reducer<State, Action> = @Sendable (inout State, Action) -> Void
