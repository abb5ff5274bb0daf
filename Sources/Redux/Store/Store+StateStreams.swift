extension Store {
    /// The state as an asynchronous sequence: the current state first, then each committed state.
    ///
    /// The stream stops receiving when its consumer stops iterating (or its task is cancelled),
    /// and finishes when the store is released.
    public func states() -> AsyncStream<State> {
        stream { $0 }
    }

    /// A selected part of the state as an asynchronous sequence: the current value first, then
    /// each different value. `select` may be a key path: `store.values(\.counter.number)`.
    ///
    /// The stream stops receiving when its consumer stops iterating (or its task is cancelled),
    /// and finishes when the store is released.
    public func values<Value: Sendable & Equatable>(
        _ select: @escaping @Sendable (State) -> Value
    ) -> AsyncStream<Value> {
        let filter = RepeatFilter<Value>(isDuplicate: ==)
        return stream { state in
            let value = select(state)
            return filter.admits(value) ? value : nil
        }
    }

    /// A stream fed by a subscription; `transform` returns `nil` for states to skip.
    private func stream<Element: Sendable>(_ transform: @escaping @Sendable (State) -> Element?) -> AsyncStream<Element>
    {
        let (stream, continuation) = AsyncStream<Element>.makeStream()
        let subscription = subscribe(
            receive: { state in
                if let element = transform(state) { continuation.yield(element) }
            },
            onStoreRelease: { continuation.finish() }
        )
        // Holding the token here ties the subscription's life to the stream's.
        continuation.onTermination = { _ in subscription.cancel() }
        return stream
    }
}
