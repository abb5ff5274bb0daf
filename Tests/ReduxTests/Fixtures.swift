import Foundation
import Redux

/// The counter from the seeds.
struct Counter: Equatable, Sendable {
    var number = 0
}

enum CounterAction: Codable, Equatable, Sendable {
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

/// A nested state, to exercise key paths and field-path differences.
struct AppState: Equatable, Sendable {
    var counter = Counter()
    var title = ""
    var history: [Int] = []
    var tags: [String: Int] = [:]
}

enum AppAction: Codable, Equatable, Sendable {
    case counter(CounterAction)
    case setTitle(String)
    case tag(String, Int)
}

let appReducer: Reducer<AppState, AppAction> = { state, action in
    switch action {
    case .counter(let action):
        counterReducer(&state.counter, action)
        state.history.append(state.counter.number)
    case .setTitle(let title):
        state.title = title
    case .tag(let name, let value):
        state.tags[name] = value
    }
}

/// Collects values from any thread.
///
/// Guarded by `NSLock` rather than `Mutex`: the thread sanitizer sees pthread locks, and these
/// tests must run clean under it.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) {
        lock.withLock { values.append(value) }
    }

    var all: [Value] {
        lock.withLock { values }
    }
}

/// An object whose release a test can observe through a weak reference.
final class Canary: Sendable {}
