import Synchronization

/// A value worked out where it is first asked for, once, whichever thread asks: what a later build may
/// take as it is (the calendar subscription `sitegen serve` keeps between saves) costs nothing until
/// it is needed. What the work needed is let go of once it is done, so a value worked out from an
/// earlier one (a save's grids from the last save's) does not keep every earlier one alive.
final class LazyValue<Value: Sendable>: Sendable {
    private enum State {
        case waiting(@Sendable () -> Value)
        case worked(Value)
    }

    private let state: Mutex<State>

    init(_ compute: @escaping @Sendable () -> Value) {
        state = Mutex(.waiting(compute))
    }

    /// The value when it was worked out already; nil otherwise, without working it out.
    var computedValue: Value? {
        state.withLock { state in
            if case .worked(let value) = state { value } else { nil }
        }
    }

    var value: Value {
        state.withLock { state in
            switch state {
            case .worked(let value): return value
            case .waiting(let compute):
                let value = compute()
                state = .worked(value)
                return value
            }
        }
    }
}
