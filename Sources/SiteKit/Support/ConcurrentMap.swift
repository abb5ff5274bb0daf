import Dispatch

extension Array where Element: Sendable {
    /// Maps on every core, keeping the order: for independent, CPU- or I/O-bound work such as
    /// reading memos or rendering pages.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let results = ResultSlots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(transform(self[index]), at: index)
        }
        return results.values()
    }

    /// `concurrentMap(transform)` with `side` run as one more task among the elements', so that a piece of
    /// work that cannot be split (writing the feeds, the search index's parts) fills a core while the
    /// elements are mapped on the others, instead of running alone before or after them.
    func concurrentMap<T: Sendable, Side: Sendable>(
        _ transform: @Sendable (Element) -> T, alongside side: @Sendable () -> Side
    ) -> ([T], Side) {
        let results = ResultSlots<T>(count: count)
        let sideResult = ResultSlots<Side>(count: 1)
        DispatchQueue.concurrentPerform(iterations: count + 1) { index in
            if index == 0 {
                sideResult.store(side(), at: 0)
            } else {
                results.store(transform(self[index - 1]), at: index - 1)
            }
        }
        return (results.values(), sideResult.values()[0])
    }
}

/// Write-once slots filled from several threads at distinct indices.
private final class ResultSlots<T>: @unchecked Sendable {
    // Raw memory rather than an array property: each index is written by exactly one
    // iteration, and a class's array property would be subject to exclusivity checks.
    private let slots: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ value: T, at index: Int) {
        slots[index] = value
    }

    func values() -> [T] {
        slots.map { $0! }
    }
}
