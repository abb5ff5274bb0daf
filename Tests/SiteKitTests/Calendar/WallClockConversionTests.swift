import Foundation
import Testing

@testable import SiteKit

/// Wall-clock times at a change of offset, read as RFC 5545 §3.3.5 reads them.
@Suite struct WallClockConversionTests {
    /// The UTC time a wall-clock time in `zone` names, as `2026-03-08T07:30:00Z`.
    func utc(_ wall: String, in identifier: String) -> String {
        let parts = wall.split(separator: "T")
        let time = parts[1].split(separator: ":").map { Int($0)! }
        let seconds = day(String(parts[0])).daysSinceEpoch * 86_400 + time[0] * 3600 + time[1] * 60
        let instant = WallClockConversion.instant(ofWallClock: seconds, in: .system(zone(identifier)))
        return WallClockConversion.dateTime(ofWallClock: instant, timeZone: "UTC").description
    }

    @Test(arguments: [
        // A time in the gap is read with the offset before it: 02:30 EST is 03:30 EDT.
        ("2026-03-08T02:30", "America/New_York", "2026-03-08T07:30:00Z"),
        ("2026-03-29T02:30", "Europe/Berlin", "2026-03-29T01:30:00Z"),
        // Lord Howe Island moves its clocks by half an hour.
        ("2026-10-04T02:15", "Australia/Lord_Howe", "2026-10-03T15:45:00Z"),
        // A time that occurs twice is its first occurrence, still in daylight saving time.
        ("2026-11-01T01:30", "America/New_York", "2026-11-01T05:30:00Z"),
        ("2026-10-25T02:30", "Europe/Berlin", "2026-10-25T00:30:00Z"),
        ("2026-04-05T01:45", "Australia/Lord_Howe", "2026-04-04T14:45:00Z"),
    ])
    func aTimeAtAChangeOfOffsetIsReadAsRFC5545Says(wall: String, zone: String, expected: String) {
        #expect(utc(wall, in: zone) == expected)
    }

    @Test func timesAwayFromAChangeAreReadWithTheirOffset() {
        #expect(utc("2026-07-01T12:00", in: "America/New_York") == "2026-07-01T16:00:00Z")
        #expect(utc("2026-03-08T01:59", in: "America/New_York") == "2026-03-08T06:59:00Z")
        #expect(utc("2026-03-08T03:00", in: "America/New_York") == "2026-03-08T07:00:00Z")
        #expect(utc("2026-11-01T02:00", in: "America/New_York") == "2026-11-01T07:00:00Z")
    }
}
