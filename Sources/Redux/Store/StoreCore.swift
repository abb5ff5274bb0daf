import Synchronization

/// One unit of work for the thread that drains a store's queue.
@usableFromInline enum Job<State: Sendable, Action: Sendable>: Sendable {
    /// Run an action through the middleware and the reducer.
    case action(Action)
    /// Register a new subscriber and hand it the current state. Done by the draining thread so
    /// that the first state it sees is never older than a change it is notified of later.
    case attach(Subscriber<State>)
}

/// What the draining thread does after committing the state an action led to.
@usableFromInline enum AfterCommit<State: Sendable, Action: Sendable> {
    /// Deliver the state to these subscribers, then end the job.
    case notify([Subscriber<State>])
    /// The job has ended: resume these waiters, then go on with `next` (`nil`: the drain was
    /// handed back).
    case ended(ready: [CheckedContinuation<Void, Never>], next: Job<State, Action>?)
}

/// Everything a store guards with its lock. Only plain bookkeeping happens here: no user code.
@usableFromInline struct StoreCore<State: Sendable, Action: Sendable>: Sendable {
    /// The last committed state: what `Store.state` returns.
    @usableFromInline var state: State
    @usableFromInline var jobs = JobQueue<Job<State, Action>>()
    /// Whether some thread is draining `jobs`; others only enqueue.
    @usableFromInline var isDraining = false
    /// Active subscribers in subscription order (ascending `id`).
    @usableFromInline var subscribers: [Subscriber<State>] = []
    private var nextSubscriberID: UInt64 = 0
    /// Jobs ever enqueued and finished; `run` waits until `finished` reaches its last ticket.
    @usableFromInline var enqueued: UInt64 = 0
    @usableFromInline var finished: UInt64 = 0
    @usableFromInline var waiters: [(ticket: UInt64, continuation: CheckedContinuation<Void, Never>)] = []

    @usableFromInline init(state: State) {
        self.state = state
    }

    /// Queues a job and returns its ticket. When no thread is draining, the caller becomes the
    /// drainer instead: the job is not queued, and the state to start from is returned.
    @inlinable mutating func enqueue(_ job: Job<State, Action>) -> (ticket: UInt64, start: State?) {
        enqueued += 1
        if isDraining {
            jobs.push(job)
            return (enqueued, nil)
        }
        isDraining = true
        return (enqueued, state)
    }

    /// The next job for the draining thread, or `nil` after handing the drain back.
    @inlinable mutating func nextJob() -> Job<State, Action>? {
        if let job = jobs.pop() { return job }
        isDraining = false
        return nil
    }

    /// Publishes the draining thread's new state; returns the subscribers to notify of it.
    @inlinable mutating func commit(_ newState: State) -> [Subscriber<State>] {
        state = newState
        return subscribers
    }

    /// Publishes the draining thread's new state and, unless there are subscribers to notify
    /// first, ends the current job: see `Store.commitEndingJob(_:)`.
    @inlinable mutating func commitEndingJob(_ newState: State) -> AfterCommit<State, Action> {
        state = newState
        guard subscribers.isEmpty else { return .notify(subscribers) }
        return .ended(ready: finishJob(), next: nextJob())
    }

    /// Marks a job finished and returns the waiters it releases, to be resumed outside the lock.
    @inlinable mutating func finishJob() -> [CheckedContinuation<Void, Never>] {
        finished += 1
        return waiters.isEmpty ? [] : takeReadyWaiters()
    }

    /// Kept out of line: it is rare, and inlined code that handles continuations (a resilient
    /// type) needs their size at run time on every dispatch.
    @usableFromInline mutating func takeReadyWaiters() -> [CheckedContinuation<Void, Never>] {
        let ready = waiters.filter { $0.ticket <= finished }.map(\.continuation)
        waiters.removeAll { $0.ticket <= finished }
        return ready
    }

    /// Registers a waiter for a ticket; returns `false` when that job has already finished.
    mutating func wait(for ticket: UInt64, _ continuation: CheckedContinuation<Void, Never>) -> Bool {
        guard finished < ticket else { return false }
        waiters.append((ticket, continuation))
        return true
    }

    mutating func makeSubscriberID() -> UInt64 {
        nextSubscriberID += 1
        return nextSubscriberID
    }

    /// Attach jobs run in ticket order, so appending keeps `subscribers` sorted by `id`. A
    /// subscription cancelled before its attach job ran is not added: its `detach` found nothing.
    @inlinable mutating func attach(_ subscriber: Subscriber<State>) {
        if subscriber.isActive.load(ordering: .acquiring) { subscribers.append(subscriber) }
    }

    mutating func detach(id: UInt64) {
        var low = 0
        var high = subscribers.count
        while low < high {
            let middle = (low + high) / 2
            if subscribers[middle].id < id { low = middle + 1 } else { high = middle }
        }
        if low < subscribers.count, subscribers[low].id == id {
            subscribers.remove(at: low)
        }
    }

    /// Every subscriber, attached or still waiting to be, so that a released store can finish them.
    var allSubscribers: [Subscriber<State>] {
        subscribers
            + jobs.remaining.compactMap { job in
                if case .attach(let subscriber) = job { subscriber } else { nil }
            }
    }
}
