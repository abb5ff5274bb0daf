import Foundation
import Synchronization
import Testing

@testable import SiteKit

/// What `ReleasedAside` is for: the value is freed by the background block, never by the thread that made
/// it, however soon that thread lets go of the box.
@Suite struct ReleasedAsideTests {
    /// Tells, once freed, which thread freed it.
    private final class Freed: Sendable {
        let onFree: @Sendable (pthread_t) -> Void
        init(onFree: @escaping @Sendable (pthread_t) -> Void) { self.onFree = onFree }
        deinit { onFree(pthread_self()) }
    }

    @Test func theValueIsFreedOnAnotherThread() {
        let freedBy = Mutex<[pthread_t]>([])
        let done = DispatchSemaphore(value: 0)
        let caller = pthread_self()
        for _ in 0..<20 {
            let box = ReleasedAside(
                Freed { thread in
                    freedBy.withLock { $0.append(thread) }
                    done.signal()
                })
            #expect(box.value != nil)
            box.release()
        }
        for _ in 0..<20 { #expect(done.wait(timeout: .now() + 10) == .success) }
        let threads = freedBy.withLock { $0 }
        #expect(threads.count == 20)
        #expect(!threads.contains { pthread_equal($0, caller) != 0 }, "freed by the thread that made it")
    }
}
