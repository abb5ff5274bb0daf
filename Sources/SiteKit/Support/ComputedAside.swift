import Dispatch

/// A value worked out on a thread of its own from the moment the box is made, and waited for only where
/// it is first needed: work that cannot be split (expanding the calendars) then fills the core that the
/// steps before that leave idle, instead of running alone while the other core waits.
final class ComputedAside<Value: Sendable>: @unchecked Sendable {
    /// Written once by the background block before it leaves `done`; read only after waiting for that.
    private var result: Value?
    private let done = DispatchGroup()

    init(_ compute: @escaping @Sendable () -> Value) {
        done.enter()
        // A queue of its own is given a thread of its own: the global queues' threads may all be busy
        // with the concurrent maps of the steps this is meant to run beside.
        DispatchQueue(label: "sitegen.computed-aside").async {
            self.result = compute()
            self.done.leave()
        }
    }

    /// The value, once worked out; waits for it if it is not yet.
    var value: Value {
        done.wait()
        return result!
    }
}
