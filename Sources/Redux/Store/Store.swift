/// A Redux store: one state, changed only by dispatching actions through middleware to a reducer.
///
/// The store is safe to use from any thread. `dispatch` is synchronous and first-in, first-out:
/// an action dispatched while another is being processed (by middleware, by a subscriber, or by
/// another thread) is queued and processed afterwards by the thread already processing, never
/// recursively, so ordering holds and long chains of follow-up actions do not grow the stack.
/// No reducer, middleware or subscriber runs while the store's lock is held.
///
/// Because the last committed state stays readable while the reducer works on the next one, a
/// reducer that changes a large array or dictionary copies it once per action: dispatch a batch
/// (`.messagesLoaded(messages)`) rather than one action per element when lists are long.
///
/// ```swift
/// let store = Store(initialState: Counter(), reducer: counterReducer)
/// store.dispatch(.increment)
/// store.state.number   // 1
/// ```
public final class Store<State: Sendable, Action: Sendable>: Sendable {
    // The dispatch path is inlinable so that it is specialised for the client's State and Action:
    // unspecialised generic code spends most of a dispatch looking up generic metadata.
    @usableFromInline let reducer: Reducer<State, Action>
    @usableFromInline let middleware: [Middleware<State, Action>]
    @usableFromInline let core: Locked<StoreCore<State, Action>>

    /// Creates a store.
    /// - Parameters:
    ///   - initialState: The state before any action.
    ///   - reducer: Folds each action that reaches the end of the middleware chain into the state.
    ///   - middleware: Runs on every action, first to last, before the reducer.
    public init(
        initialState: State,
        reducer: @escaping Reducer<State, Action>,
        middleware: [Middleware<State, Action>] = []
    ) {
        self.reducer = reducer
        self.middleware = middleware
        self.core = Locked(StoreCore(state: initialState))
    }

    deinit {
        let subscribers = core.withLock { $0.allSubscribers }
        for subscriber in subscribers {
            subscriber.storeReleased()
        }
    }

    /// The last committed state: a consistent snapshot, readable from any thread.
    @inlinable public var state: State {
        core.withLock { $0.state }
    }

    /// Sends an action through the middleware to the reducer, then notifies subscribers.
    ///
    /// When nothing else is being processed, the action is fully processed before this returns.
    /// Otherwise it is queued behind the actions already waiting and processed by the thread that
    /// is processing them.
    @inlinable public func dispatch(_ action: Action) {
        enqueue(.action(action))
    }

    /// Queues a job, draining the queue if no other thread is; returns the job's ticket.
    @inlinable @discardableResult
    func enqueue(_ job: Job<State, Action>) -> UInt64 {
        let (ticket, start) = core.withLock { $0.enqueue(job) }
        if let start { drain(from: job, on: start) }
        return ticket
    }

    /// Registers a waiter resumed once the job with this ticket has been processed.
    func waitUntilProcessed(_ ticket: UInt64) async {
        await withCheckedContinuation { continuation in
            let waiting = core.withLock { $0.wait(for: ticket, continuation) }
            if !waiting { continuation.resume() }
        }
    }

    /// Processes `first`, then queued jobs until the queue is empty. Only the thread that
    /// `StoreCore.enqueue` made the drainer gets here, and only it writes the state, so its
    /// working copy is always the last committed state.
    @inlinable func drain(from first: Job<State, Action>, on start: State) {
        var working = start
        var next = process(first, on: &working)
        while let job = next {
            next = process(job, on: &working)
        }
    }

    /// Processes one job and ends it; returns the next job, or `nil` once the drain is handed back.
    @inlinable func process(_ job: Job<State, Action>, on working: inout State) -> Job<State, Action>? {
        switch job {
        case .action(let action) where middleware.isEmpty:
            reducer(&working, action)
            return commitEndingJob(working)
        case .action(let action):
            runMiddleware(action, from: 0, on: &working)
        case .attach(let subscriber):
            core.withLock { $0.attach(subscriber) }
            subscriber.deliver(working)
        }
        return endJob()
    }

    /// Marks the current job finished and takes the next one, or hands the drain back.
    @inlinable func endJob() -> Job<State, Action>? {
        let (ready, next) = core.withLock { core in (core.finishJob(), core.nextJob()) }
        if !ready.isEmpty { resume(ready) }
        return next
    }

    /// Commits the state an action without middleware led to, and ends its job.
    ///
    /// With no subscriber to notify, no user code runs between the commit and the end of the job,
    /// so both happen in one critical section: nothing can observe the gap. Otherwise the job
    /// ends only after every subscriber has the state, so that none of their dispatches can start
    /// a new drain (and commit a newer state) before all of them have seen this one.
    ///
    /// Always inlined: the optimiser keeps it out of line otherwise, and the call costs about a
    /// tenth of a dispatch at 0 subscribers.
    @inline(__always) @inlinable func commitEndingJob(_ newState: State) -> Job<State, Action>? {
        switch core.withLock({ $0.commitEndingJob(newState) }) {
        case .ended(let ready, let next):
            if !ready.isEmpty { resume(ready) }
            return next
        case .notify(let subscribers):
            notify(subscribers, of: newState)
            return endJob()
        }
    }

    /// Resumes the `run`s waiting for finished jobs. Out of line for the reason given at
    /// `StoreCore.takeReadyWaiters()`.
    @usableFromInline func resume(_ continuations: [CheckedContinuation<Void, Never>]) {
        for continuation in continuations {
            continuation.resume()
        }
    }

    /// Runs the middleware chain from `index`; the end of the chain reduces and commits.
    @inlinable func runMiddleware(_ action: Action, from index: Int, on working: inout State) {
        guard index < middleware.count else {
            reducer(&working, action)
            notify(core.withLock { $0.commit(working) }, of: working)
            return
        }
        middleware[index].body(MiddlewareContext(store: self), action) { passed in
            runMiddleware(passed, from: index + 1, on: &working)
        }
    }

    /// Delivers a committed state to the subscribers there were when it was committed.
    @inlinable func notify(_ subscribers: [Subscriber<State>], of newState: State) {
        for subscriber in subscribers {
            subscriber.deliver(newState)
        }
    }
}
