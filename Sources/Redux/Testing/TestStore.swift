/// A store for tests that asserts every state change exhaustively, in the spirit of the
/// Composable Architecture's `TestStore`.
///
/// ```swift
/// let store = TestStore(initialState: Counter(), reducer: counterReducer)
/// try store.send(.increment) { $0.number = 1 }
/// ```
///
/// `send` describes how the state should change; if the real change differs in any field,
/// including fields the test did not mention, it throws a ``TestStoreFailure`` listing each
/// differing field path with its expected and actual value. Actions that middleware dispatches
/// in response must each be asserted with ``receive(_:_:)`` before the next `send`.
/// It depends on no test framework: any test can `try` it.
public final class TestStore<State: Sendable & Equatable, Action: Sendable> {
    private let store: Store<State, Action>
    private let journal: JobJournal<State, Action>
    /// The state after the last asserted action.
    public private(set) var state: State
    private var unreceived: [(action: Action, state: State)] = []

    /// Creates a test store around a real ``Store`` with the same reducer and middleware.
    public init(
        initialState: State,
        reducer: @escaping Reducer<State, Action>,
        middleware: [Middleware<State, Action>] = []
    ) {
        let journal = JobJournal<State, Action>()
        // First in the chain, so it sees each action as dispatched and the state once the whole
        // chain (and any follow-ups it queued) is done with it.
        let recorder = Middleware<State, Action> { context, action, next in
            next(action)
            journal.record(action, context.state)
        }
        self.journal = journal
        self.store = Store(initialState: initialState, reducer: reducer, middleware: [recorder] + middleware)
        self.state = initialState
    }

    /// Dispatches an action and checks that it changed the state exactly as `update` does.
    /// - Parameters:
    ///   - action: The action to dispatch, as the code under test would.
    ///   - update: Applies the expected change to the previous state; omit it when the action
    ///     should change nothing.
    /// - Throws: ``TestStoreFailure`` if follow-up actions are still unreceived, or if the new
    ///   state differs from the expected one.
    public func send(_ action: Action, _ update: (inout State) throws -> Void = { _ in }) throws {
        if !unreceived.isEmpty {
            throw TestStoreFailure(
                description: "send(\(action)): "
                    + "\(unreceivedSummary) must be received before sending another action")
        }
        store.dispatch(action)
        var jobs = journal.take()
        guard !jobs.isEmpty else {
            throw TestStoreFailure(description: "send(\(action)): the action was not processed")
        }
        let sent = jobs.removeFirst()
        unreceived = jobs
        try check("send(\(action))", after: sent.state, update)
    }

    /// Checks that the next action dispatched by middleware is `action`, and that it changed the
    /// state exactly as `update` does.
    /// - Throws: ``TestStoreFailure`` if no action is waiting, if another one is, or if the new
    ///   state differs from the expected one.
    public func receive(_ action: Action, _ update: (inout State) throws -> Void = { _ in }) throws
    where Action: Equatable {
        guard !unreceived.isEmpty else {
            throw TestStoreFailure(description: "receive(\(action)): no action was dispatched")
        }
        let next = unreceived.removeFirst()
        guard next.action == action else {
            throw TestStoreFailure(description: "receive(\(action)): the next action dispatched was \(next.action)")
        }
        try check("receive(\(action))", after: next.state, update)
    }

    /// Checks that every action dispatched by middleware has been received.
    public func finish() throws {
        if !unreceived.isEmpty {
            throw TestStoreFailure(description: "finish(): \(unreceivedSummary) not received")
        }
    }

    private var unreceivedSummary: String {
        "\(unreceived.count) dispatched action(s) (\(unreceived.map { "\($0.action)" }.joined(separator: ", ")))"
    }

    private func check(_ step: String, after actual: State, _ update: (inout State) throws -> Void) throws {
        var expected = state
        try update(&expected)
        state = actual
        guard expected != actual else { return }
        var lines = StateDifference.lines(expected: expected, actual: actual)
        if lines.isEmpty {
            lines = ["the states are not equal (==) but no field reads differently"]
        }
        throw TestStoreFailure(
            description: "\(step): the state differs from the expected state:\n"
                + lines.map { "  " + $0 }.joined(separator: "\n"))
    }
}

/// A failed ``TestStore`` assertion; its description says what differed.
public struct TestStoreFailure: Error, CustomStringConvertible {
    /// The step that failed and, for a state mismatch, one line per differing field.
    public let description: String
}

/// Every job the store finished, with the state it left, in order.
private final class JobJournal<State: Sendable, Action: Sendable>: Sendable {
    private let entries = Locked<[(action: Action, state: State)]>([])

    func record(_ action: Action, _ state: State) {
        entries.withLock { $0.append((action, state)) }
    }

    func take() -> [(action: Action, state: State)] {
        entries.withLock { entries in
            defer { entries = [] }
            return entries
        }
    }
}
