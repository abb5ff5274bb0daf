/// A step every action goes through before the reducer: logging, filtering, follow-up actions.
///
/// Middleware runs in the order it is given to the store. For each action it may pass the action
/// on with `next`, pass a different action, not call `next` at all (swallowing the action), read
/// the state with `context.state`, and dispatch new actions with `context.dispatch(_:)`; these are
/// queued and go through the whole chain after the current action.
///
/// ```swift
/// let dropNegative = Middleware<Counter, CounterAction> { context, action, next in
///     if case .decrement = action, context.state.number == 0 { return }
///     next(action)
/// }
/// ```
///
/// `next` cannot escape the call: the rest of the chain always runs before the middleware returns.
public struct Middleware<State: Sendable, Action: Sendable>: Sendable {
    /// Passes an action to the rest of the chain: the following middleware, then the reducer.
    public typealias Next = (Action) -> Void

    @usableFromInline let body: @Sendable (MiddlewareContext<State, Action>, Action, Next) -> Void

    /// Creates a middleware from a function of the store's context, the action and `next`.
    public init(
        _ body:
            @escaping @Sendable (
                _ context: MiddlewareContext<State, Action>, _ action: Action, _ next: Next
            ) -> Void
    ) {
        self.body = body
    }
}

/// What a middleware may do with the store: read the state and dispatch.
public struct MiddlewareContext<State: Sendable, Action: Sendable>: Sendable {
    @usableFromInline let store: Store<State, Action>

    @usableFromInline init(store: Store<State, Action>) {
        self.store = store
    }

    /// The last committed state. After `next(action)` returns, it includes that action's change.
    public var state: State { store.state }

    /// Queues an action; it goes through the whole middleware chain after the current one.
    public func dispatch(_ action: Action) {
        store.dispatch(action)
    }
}
