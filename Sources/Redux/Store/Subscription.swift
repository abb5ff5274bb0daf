/// A token for a subscription: `cancel()` it, or release it, to stop deliveries.
///
/// The token does not keep the store alive, and the store does not keep the token alive.
public final class Subscription: Sendable {
    private let onCancel: Locked<(@Sendable () -> Void)?>

    init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = Locked(onCancel)
    }

    deinit {
        cancel()
    }

    /// Stops deliveries: none starts after this returns. Cancelling twice does nothing.
    public func cancel() {
        let action = onCancel.withLock { onCancel in
            defer { onCancel = nil }
            return onCancel
        }
        action?()
    }
}

extension Store {
    /// Calls `onChange` with the current state at once, then with each committed state.
    ///
    /// Subscribers are notified in subscription order, each one sees states in the order they were
    /// committed, and a subscriber may dispatch, subscribe or cancel from inside `onChange`. When
    /// another action is being processed, the first call comes once that action is done.
    /// - Returns: A token; deliveries stop when it is cancelled or released, so keep it.
    public func subscribe(_ onChange: @escaping @Sendable (State) -> Void) -> Subscription {
        subscribe(receive: onChange, onStoreRelease: {})
    }

    /// Calls `onChange` with a selected part of the state at once, then after each committed
    /// action, even when the part did not change.
    ///
    /// `select` may be a key path: `store.subscribe(\.counter) { counter in ... }`.
    public func subscribe<Value: Sendable>(
        _ select: @escaping @Sendable (State) -> Value,
        _ onChange: @escaping @Sendable (Value) -> Void
    ) -> Subscription {
        subscribe { state in onChange(select(state)) }
    }

    /// Calls `onChange` with a selected part of the state at once, then each time it changes.
    ///
    /// `select` may be a key path: `store.subscribe(\.counter.number) { number in ... }`.
    public func subscribe<Value: Sendable & Equatable>(
        _ select: @escaping @Sendable (State) -> Value,
        _ onChange: @escaping @Sendable (Value) -> Void
    ) -> Subscription {
        subscribe(select, isDuplicate: ==, onChange)
    }

    /// Calls `onChange` with a selected part of the state at once, then each time `isDuplicate`
    /// says it differs from the last value delivered: de-duplication for values that are not
    /// `Equatable`.
    public func subscribe<Value: Sendable>(
        _ select: @escaping @Sendable (State) -> Value,
        isDuplicate: @escaping @Sendable (Value, Value) -> Bool,
        _ onChange: @escaping @Sendable (Value) -> Void
    ) -> Subscription {
        let filter = RepeatFilter(isDuplicate: isDuplicate)
        return subscribe { state in
            let value = select(state)
            if filter.admits(value) { onChange(value) }
        }
    }

    /// Registers a subscriber; the draining thread attaches it and delivers the current state.
    func subscribe(
        receive: @escaping @Sendable (State) -> Void,
        onStoreRelease: @escaping @Sendable () -> Void
    ) -> Subscription {
        // The identifier and the queue position are taken under one lock so that attach jobs,
        // hence the subscriber list, stay in identifier order across threads.
        let (subscriber, start) = core.withLock { core in
            let subscriber = Subscriber(id: core.makeSubscriberID(), receive: receive, onStoreRelease: onStoreRelease)
            return (subscriber, core.enqueue(.attach(subscriber)).start)
        }
        let subscription = Subscription { [weak self] in
            subscriber.deactivate()
            self?.core.withLock { $0.detach(id: subscriber.id) }
        }
        if let start { drain(from: .attach(subscriber), on: start) }
        return subscription
    }
}
