import Foundation
import Testing

@testable import SiteKit

/// What `ComputedAside` is for: the work starts on another thread as the box is made, while the caller goes
/// on, and `value` gives its result once it is done.
@Suite struct ComputedAsideTests {
    @Test func theValueIsWorkedOutOnAnotherThreadWhileTheCallerGoesOn() {
        let caller = pthread_self()
        let started = DispatchSemaphore(value: 0)
        let callerWentOn = DispatchSemaphore(value: 0)
        let box = ComputedAside { () -> Bool in
            started.signal()
            // Done only once the caller has gone past making the box, which must not wait for the work.
            _ = callerWentOn.wait(timeout: .now() + 10)
            return pthread_equal(pthread_self(), caller) != 0
        }
        #expect(started.wait(timeout: .now() + 10) == .success, "the work did not start by itself")
        callerWentOn.signal()
        #expect(box.value == false, "worked out on the thread that made the box")
        #expect(box.value == false, "a second read gives the same value")
    }
}
