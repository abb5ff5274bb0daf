import Synchronization

/// A value worked out where it is first asked for, once, whichever thread asks: what a later build may
/// take as it is (the calendar subscription `sitegen serve` keeps between saves) costs nothing until
/// it is needed.
final class LazyValue<Value: Sendable>: Sendable {
    private let compute: @Sendable () -> Value
    private let stored = Mutex<Value?>(nil)

    init(_ compute: @escaping @Sendable () -> Value) {
        self.compute = compute
    }

    var value: Value {
        stored.withLock { stored in
            if let stored { return stored }
            let value = compute()
            stored = value
            return value
        }
    }
}
