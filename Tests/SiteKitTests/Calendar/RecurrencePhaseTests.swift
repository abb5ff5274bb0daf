import Foundation
import Testing

@testable import SiteKit

/// A rule without COUNT is followed from just before each rendered month, not from DTSTART: that must
/// give exactly the starts that following it from DTSTART gives (same INTERVAL phase, same BYxxx days).
@Suite struct RecurrencePhaseTests {
    static let rules: [(rule: String, start: String)] = [
        ("FREQ=WEEKLY;INTERVAL=2", "20250106T100000"),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;WKST=SU", "20250107T100000"),
        ("FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,SU", "20250105"),
        ("FREQ=HOURLY;INTERVAL=5", "20260101T100000"),
        ("FREQ=MINUTELY;INTERVAL=47;BYHOUR=9,10", "20260301T090000"),
        ("FREQ=MINUTELY;INTERVAL=47;BYHOUR=9,10", "20260301T103000"),
        ("FREQ=HOURLY;INTERVAL=5;BYDAY=MO,WE", "20260302T100000"),
        ("FREQ=HOURLY;INTERVAL=7;BYMONTHDAY=1,15", "20260301T100000"),
        ("FREQ=SECONDLY;INTERVAL=4000;BYMINUTE=1,2,3", "20260301T100000"),
        ("FREQ=DAILY;INTERVAL=3;BYMONTHDAY=1,2,3,28,29,30,31", "20250115T080000"),
        ("FREQ=MONTHLY;INTERVAL=5;BYDAY=-1FR", "20240131T180000"),
        ("FREQ=MONTHLY", "20240131T120000"),
        ("FREQ=MONTHLY;INTERVAL=2;BYDAY=MO;BYSETPOS=1", "20240101T090000"),
        ("FREQ=YEARLY;INTERVAL=2", "20000229T090000"),
        ("FREQ=YEARLY;INTERVAL=2;BYMONTH=2,11;BYDAY=1TU", "20101102"),
        ("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", "20100517T090000"),
    ]

    @Test(arguments: rules.indices)
    func followingFromNearTheMonthGivesWhatFollowingFromDTSTARTGives(index: Int) throws {
        let (rule, text) = Self.rules[index]
        let start = try #require(CalendarValue.dateTime(text))
        var total = 0
        for month in ["2026-05", "2026-07", "2026-10", "2026-11", "2026-12", "2027-02", "2027-05", "2028-02"].map({
            Month(iso: $0)!
        }) {
            let window = (month.first.daysSinceEpoch - 3) * 86_400..<(month.last.daysSinceEpoch + 3) * 86_400
            let near = RecurrenceRule(rule, start: start, zone: .gmt).starts(in: window, limit: 10_000)
            let fromStart = RecurrenceRule(rule, start: start, zone: .gmt).starts(
                in: start.wallClockSeconds..<window.upperBound, limit: 100_000)
            #expect(!fromStart.reachedIterationLimit && !fromStart.hasMore)
            #expect(
                near.starts == fromStart.starts.filter { window.contains($0.wallClockSeconds) }, "\(rule) in \(month)")
            total += near.starts.count
        }
        #expect(total > 0)
    }
}
