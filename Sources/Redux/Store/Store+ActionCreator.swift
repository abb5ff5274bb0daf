extension Store {
    /// Runs an asynchronous action creator: typically fetch, then dispatch.
    ///
    /// ```swift
    /// try await store.run { dispatch, getState in
    ///     let messages = try await client.fetchMessages()
    ///     dispatch(.messagesLoaded(messages))
    /// }
    /// ```
    ///
    /// Returns once every action `body` dispatched has been processed, so `state` reflects them.
    /// Errors thrown by `body` propagate. Cancellation is honoured: `body` does not start in a
    /// cancelled task, actions it dispatches after its task is cancelled are dropped, and a
    /// cancelled run throws `CancellationError`.
    /// - Parameter body: Receives `dispatch` and `getState` (the last committed state).
    /// - Returns: What `body` returns.
    public func run<Result: Sendable>(
        _ body: (
            _ dispatch: @escaping @Sendable (Action) -> Void,
            _ getState: @escaping @Sendable () -> State
        ) async throws -> Result
    ) async throws -> Result {
        try Task.checkCancellation()
        let lastTicket = LastTicket()
        let result = try await body(
            { [self] action in
                guard !Task.isCancelled else { return }
                lastTicket.record(enqueue(.action(action)))
            },
            { [self] in state }
        )
        await waitUntilProcessed(lastTicket.value)
        try Task.checkCancellation()
        return result
    }
}

/// The latest ticket among the jobs an action creator queued.
private final class LastTicket: Sendable {
    private let ticket = Locked<UInt64>(0)

    var value: UInt64 { ticket.withLock { $0 } }

    func record(_ newTicket: UInt64) {
        ticket.withLock { $0 = max($0, newTicket) }
    }
}
