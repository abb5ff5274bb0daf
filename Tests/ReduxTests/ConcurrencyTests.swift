import Foundation
import Redux
import Testing

/// A state that shows whether every action from every sender was applied once, in its order.
struct Tally: Equatable, Sendable {
    var counts = [Int](repeating: 0, count: 100)
    var outOfOrder = 0
    var total = 0
}

struct Sent: Codable, Equatable, Sendable {
    let sender: Int
    let number: Int
}

let tallyReducer: Reducer<Tally, Sent> = { state, action in
    if action.number != state.counts[action.sender] { state.outOfOrder += 1 }
    state.counts[action.sender] += 1
    state.total += 1
}

@Suite(.timeLimit(.minutes(10))) struct ConcurrencyTests {
    @Test func concurrentDispatchesAreEachAppliedOnceAndReplayToTheSameState() async throws {
        let log = ActionLogBuffer()
        let store = Store(
            initialState: Tally(), reducer: tallyReducer,
            middleware: [ActionLog.middleware(writingTo: .buffer(log))]
        )
        await dispatchFromConcurrentSenders(to: store)
        #expect(store.state == everySentOnce)
        #expect(try ActionLog.replay(log.data, into: Tally(), reducer: tallyReducer) == everySentOnce)
    }

    @Test func concurrentDispatchesWithoutMiddlewareAreEachAppliedOnceInOrder() async {
        // Without middleware a dispatch commits and hands the queue back in one critical section.
        let store = Store(initialState: Tally(), reducer: tallyReducer)
        await dispatchFromConcurrentSenders(to: store)
        #expect(store.state == everySentOnce)
    }

    /// 100 tasks each dispatching 1,000 numbered actions.
    private func dispatchFromConcurrentSenders(to store: Store<Tally, Sent>) async {
        await withTaskGroup(of: Void.self) { group in
            for sender in 0..<100 {
                group.addTask {
                    for number in 0..<1_000 { store.dispatch(Sent(sender: sender, number: number)) }
                }
            }
        }
    }

    private let everySentOnce = Tally(counts: [Int](repeating: 1_000, count: 100), outOfOrder: 0, total: 100_000)

    @Test func readingTheStateDuringConcurrentDispatchesSeesConsistentSnapshots() async {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let inconsistent = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<2_000 { store.dispatch(.counter(.increment)) }
                    return 0
                }
            }
            group.addTask {
                var inconsistent = 0
                var last = 0
                for _ in 0..<2_000 {
                    let state = store.state
                    // The history records every number: a torn read would disagree with it.
                    if state.history.count != state.counter.number || state.counter.number < last { inconsistent += 1 }
                    last = state.counter.number
                }
                return inconsistent
            }
            return await group.reduce(0, +)
        }
        #expect(inconsistent == 0)
        #expect(store.state.counter.number == 8_000)
    }

    @Test func subscribersSeeEveryChangeInCommitOrderWhileOthersSubscribeFromOtherThreads() async {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        let sequences = (0..<20).map { _ in Recorder<Int>() }
        let tokens = Recorder<Subscription>()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<1_000 { store.dispatch(.increment) }
                }
            }
            group.addTask {
                for sequence in sequences {
                    tokens.append(store.subscribe { sequence.append($0.number) })
                }
            }
        }
        for sequence in sequences {
            let numbers = sequence.all
            // Starts at some committed state, then every later one, each exactly once.
            #expect(numbers == Array((numbers.first ?? 0)...4_000))
        }
        for token in tokens.all { token.cancel() }
    }

    @Test func noUserCodeRunsUnderTheLock() {
        // The reducer waits for another thread to read the state: with the lock held, it would hang.
        let storeBox = Recorder<Store<Counter, CounterAction>>()
        let readOnOtherThread: Reducer<Counter, CounterAction> = { state, action in
            let done = DispatchSemaphore(value: 0)
            Thread {
                _ = storeBox.all.first?.state
                done.signal()
            }.start()
            #expect(done.wait(timeout: .now() + 10) == .success)
            counterReducer(&state, action)
        }
        let store = Store(initialState: Counter(), reducer: readOnOtherThread)
        storeBox.append(store)
        store.dispatch(.increment)
        #expect(store.state.number == 1)
    }
}
