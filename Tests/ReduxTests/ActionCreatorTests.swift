import Foundation
import Redux
import Testing

struct FetchFailed: Error, Equatable {}

@Suite(.timeLimit(.minutes(10))) struct ActionCreatorTests {
    @Test func returnsWhatTheBodyReturnsAndReadsTheState() async throws {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        let before = try await store.run { dispatch, getState in
            let before = getState().number
            dispatch(.add(2))
            return before
        }
        #expect(before == 0)
        #expect(store.state.number == 2)
    }

    // Without middleware, the thread that processes the queued dispatch also ends its job in
    // the critical section that commits it; with middleware, in a separate one.
    @Test(arguments: [false, true])
    func returnsOnlyOnceItsQueuedDispatchesHaveBeenProcessed(throughMiddleware: Bool) async throws {
        let started = DispatchSemaphore(value: 0)
        let slowReducer: Reducer<Counter, CounterAction> = { state, action in
            if action == .add(0) {
                started.signal()
                Thread.sleep(forTimeInterval: 0.3)
            }
            counterReducer(&state, action)
        }
        let passOn = Middleware<Counter, CounterAction> { _, action, next in next(action) }
        let store = Store(initialState: Counter(), reducer: slowReducer, middleware: throughMiddleware ? [passOn] : [])
        // Another thread is busy processing, so the run's dispatch is queued behind it.
        Thread { store.dispatch(.add(0)) }.start()
        started.wait()
        try await store.run { dispatch, _ in dispatch(.increment) }
        #expect(store.state.number == 1)
    }

    @Test func propagatesErrorsAfterDispatchingWhatCameBefore() async {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        await #expect(throws: FetchFailed()) {
            try await store.run { dispatch, _ in
                dispatch(.increment)
                throw FetchFailed()
            }
        }
        #expect(store.state.number == 1)
    }

    @Test func doesNotStartInACancelledTask() async {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        let started = Recorder<Bool>()
        let task = Task {
            while !Task.isCancelled { await Task.yield() }
            try await store.run { dispatch, _ in
                started.append(true)
                dispatch(.increment)
            }
        }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(started.all.isEmpty)
        #expect(store.state.number == 0)
    }

    @Test func dropsDispatchesMadeAfterCancellation() async {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        let fetched = AsyncStream<Void>.makeStream()
        let task = Task {
            try await store.run { dispatch, _ in
                dispatch(.increment)
                fetched.continuation.yield()
                // A fetch that ignores cancellation, then dispatches its stale result.
                while !Task.isCancelled { await Task.yield() }
                dispatch(.add(100))
            }
        }
        var iterator = fetched.stream.makeAsyncIterator()
        await iterator.next()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(store.state.number == 1)
    }
}
