import Synchronization
import Testing

@testable import SiteKit

/// A lazy value is worked out once, when first asked for, and lets go of what it was worked out from.
@Suite struct LazyValueTests {
    private final class Source: Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    @Test func itIsWorkedOutOnceWhenFirstAskedFor() {
        let calls = Mutex(0)
        let lazy = LazyValue {
            calls.withLock { $0 += 1 }
            return 42
        }
        #expect(calls.withLock { $0 } == 0)
        #expect(lazy.value == 42)
        #expect(lazy.value == 42)
        #expect(calls.withLock { $0 } == 1)
    }

    @Test func whatItWasWorkedOutFromIsLetGoOfOnceItIs() {
        var source: Source? = Source(7)
        weak let watched = source
        let lazy = LazyValue { [source] in source!.number * 6 }
        source = nil
        #expect(watched != nil, "held until the value is worked out")
        #expect(lazy.value == 42)
        #expect(watched == nil, "still held after the value was worked out")
    }
}
