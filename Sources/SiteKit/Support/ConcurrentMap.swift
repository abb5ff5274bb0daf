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

    /// `concurrentMap(transform)` with each of `sides` run as one more task among the elements', so that
    /// pieces of work that cannot be split (writing the feeds, the search index's parts) fill a core while
    /// the elements are mapped on the others, instead of running alone before or after them. A map nested
    /// in another runs on its thread alone, so the sides are given here rather than mapped in one of them.
    func concurrentMap<T: Sendable, Side: Sendable>(
        _ transform: @Sendable (Element) -> T, alongside sides: [@Sendable () -> Side]
    ) -> ([T], [Side]) {
        let results = ResultSlots<T>(count: count)
        let sideResults = ResultSlots<Side>(count: sides.count)
        DispatchQueue.concurrentPerform(iterations: count + sides.count) { index in
            if index < sides.count {
                sideResults.store(sides[index](), at: index)
            } else {
                results.store(transform(self[index - sides.count]), at: index - sides.count)
            }
        }
        return (results.values(), sideResults.values())
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
