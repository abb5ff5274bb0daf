import Synchronization

/// The store's side of a subscription: how to deliver a state, and whether to still do so.
@usableFromInline final class Subscriber<State: Sendable>: Sendable {
    let id: UInt64
    @usableFromInline let isActive = Atomic(true)
    @usableFromInline let receive: @Sendable (State) -> Void
    private let onStoreRelease: @Sendable () -> Void

    init(id: UInt64, receive: @escaping @Sendable (State) -> Void, onStoreRelease: @escaping @Sendable () -> Void) {
        self.id = id
        self.receive = receive
        self.onStoreRelease = onStoreRelease
    }

    /// Delivers a state unless cancelled, which may have happened during the current notification.
    @inlinable func deliver(_ state: State) {
        if isActive.load(ordering: .acquiring) { receive(state) }
    }

    func deactivate() {
        isActive.store(false, ordering: .releasing)
    }

    func storeReleased() {
        deactivate()
        onStoreRelease()
    }
}

/// Skips a selected value equal to the previous one delivered.
final class RepeatFilter<Value: Sendable>: Sendable {
    private let last = Locked<Value?>(nil)
    private let isDuplicate: @Sendable (Value, Value) -> Bool

    init(isDuplicate: @escaping @Sendable (Value, Value) -> Bool) {
        self.isDuplicate = isDuplicate
    }

    /// Whether `value` should be delivered; remembers it if so.
    func admits(_ value: Value) -> Bool {
        last.withLock { last in
            if let previous = last, isDuplicate(previous, value) { return false }
            last = value
            return true
        }
    }
}
