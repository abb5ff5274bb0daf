import Dispatch

/// A value that only this box holds, freed on another thread when `release` is called: freeing a build's
/// index or a plan's listings of every page takes tens of milliseconds, which the build need not wait for.
///
/// A local variable cannot do this: whichever of the caller and the background block lets go of the value
/// last frees it, and the caller's copy lives to the end of its scope.
final class ReleasedAside<Value>: @unchecked Sendable {
    /// The value, until `release`; read only by the thread that made the box, before it calls `release`.
    private(set) var value: Value?

    init(_ value: Value) {
        self.value = value
    }

    /// Frees the value on a background queue. The box must not be read after this.
    func release() {
        DispatchQueue.global().async { self.value = nil }
    }
}
