// Dispatches per second through the store, with 0, 1 and 100 subscribers, next to a plain loop
// calling the reducer directly on the same actions: the limit the store's overhead is measured
// against. Run with `swift run -c release --package-path Benchmarks ReduxBenchmark`.
import Foundation
import Redux

struct Counter: Sendable {
    var number = 0
}

enum CounterAction: Sendable {
    case increment
    case decrement
    case add(Int)
}

let counterReducer: Reducer<Counter, CounterAction> = { state, action in
    switch action {
    case .increment: state.number += 1
    case .decrement: state.number -= 1
    case .add(let amount): state.number += amount
    }
}

/// A fixed, varied mix, so the reducer's switch cannot be folded away.
let actions: [CounterAction] = (0..<1_000_000).map { index in
    switch index % 3 {
    case 0: .increment
    case 1: .add(index % 7)
    default: .decrement
    }
}

/// Keeps results alive so that the optimiser cannot drop the work that produced them.
@inline(never) func keep(_ value: Int) {
    if value == .min { print(value) }
}

/// The best of five runs, in dispatches per second.
func measure(_ name: String, _ body: () -> Int) -> Double {
    var best = Duration.seconds(1_000)
    for _ in 0..<5 {
        let clock = ContinuousClock()
        var result = 0
        let elapsed = clock.measure { result = body() }
        keep(result)
        best = min(best, elapsed)
    }
    let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
    let perSecond = Double(actions.count) / seconds
    print(name.padding(toLength: 28, withPad: " ", startingAt: 0), String(format: "%12.0f dispatches/s", perSecond))
    return perSecond
}

func storeRun(subscribers: Int) -> Int {
    let store = Store(initialState: Counter(), reducer: counterReducer)
    let tokens = (0..<subscribers).map { _ in store.subscribe { keep($0.number) } }
    for action in actions { store.dispatch(action) }
    tokens.forEach { $0.cancel() }
    return store.state.number
}

print("\(actions.count) actions, best of 5 runs")
let limit = measure("plain loop (reducer only)") {
    var state = Counter()
    for action in actions { counterReducer(&state, action) }
    return state.number
}
for subscribers in [0, 1, 100] {
    let rate = measure("store, \(subscribers) subscribers") { storeRun(subscribers: subscribers) }
    print(String(repeating: " ", count: 29) + String(format: "%12.1fx the plain loop's time", limit / rate))
}
