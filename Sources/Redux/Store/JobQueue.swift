/// A first-in, first-out queue with amortised O(1) push and pop.
///
/// `Array.removeFirst()` shifts every element, which would make a burst of queued dispatches
/// quadratic; reading from a moving head and compacting only when the queue empties avoids it.
@usableFromInline struct JobQueue<Element> {
    @usableFromInline var elements: [Element] = []
    @usableFromInline var head = 0

    @usableFromInline init() {}

    @inlinable mutating func push(_ element: Element) {
        elements.append(element)
    }

    @inlinable mutating func pop() -> Element? {
        guard head < elements.count else { return nil }
        let element = elements[head]
        head += 1
        if head == elements.count {
            elements.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 1024, head * 2 >= elements.count {
            // A queue that never empties (a middleware always dispatching the next action)
            // would otherwise keep every processed job alive.
            elements.removeFirst(head)
            head = 0
        }
        return element
    }

    /// Every element still queued, oldest first.
    var remaining: ArraySlice<Element> { elements[head...] }
}

extension JobQueue: Sendable where Element: Sendable {}
