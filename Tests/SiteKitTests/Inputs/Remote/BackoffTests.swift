import Foundation
import Testing

@testable import SiteKit

@Suite struct BackoffTests {
    private let backoff = Backoff()

    @Test func doublesFromHalfASecondUpToTheCapWithEqualJitter() {
        let low = (1...6).map { backoff.delay(beforeRetry: $0, jitter: 0, retryAfter: nil) }
        let high = (1...6).map { backoff.delay(beforeRetry: $0, jitter: 0.999_999, retryAfter: nil) }
        #expect(low == [.milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(4)])
        #expect(zip(high, [0.5, 1, 2, 4, 8, 8]).allSatisfy { abs($0.0.inSecondsForTests - $0.1) < 0.001 })
        #expect(backoff.delay(beforeRetry: 100, jitter: 0, retryAfter: nil) == .seconds(4))
    }

    @Test func retryAfterReplacesTheComputedWaitWithinItsCap() {
        #expect(backoff.delay(beforeRetry: 1, jitter: 0.5, retryAfter: .seconds(7)) == .seconds(7))
        #expect(backoff.delay(beforeRetry: 1, jitter: 0.5, retryAfter: .seconds(3600)) == .seconds(30))
        #expect(backoff.delay(beforeRetry: 1, jitter: 0.5, retryAfter: .seconds(-5)) == .zero)
    }

    @Test func parsesRetryAfterSecondsAndHTTPDates() {
        let now = Date(timeIntervalSince1970: 784_111_747)  // Sun, 06 Nov 1994 08:49:07 GMT
        #expect(Backoff.retryAfter("120", now: now) == .seconds(120))
        #expect(Backoff.retryAfter(" 0 ", now: now) == .zero)
        #expect(Backoff.retryAfter("Sun, 06 Nov 1994 08:49:37 GMT", now: now) == .seconds(30))
        #expect(Backoff.retryAfter("Sunday, 06-Nov-94 08:49:37 GMT", now: now) == .seconds(30))
        #expect(Backoff.retryAfter("Sun Nov  6 08:49:37 1994", now: now) == .seconds(30))
        #expect(Backoff.retryAfter("Sun, 06 Nov 1994 08:48:07 GMT", now: now) == .seconds(-60))
        for bad in ["", "-1", "1.5", "soon", "٣"] {
            #expect(Backoff.retryAfter(bad, now: now) == nil)
        }
    }
}

extension Duration {
    fileprivate var inSecondsForTests: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
