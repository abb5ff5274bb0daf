import CICal
import Testing

@testable import SiteKit

/// Whether a rule's date lists can ever meet is decided from the kinds of month; it must agree with
/// trying every day of a 400-year cycle.
@Suite struct RuleDatesTests {
    static let rules = [
        "FREQ=DAILY", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO",
        "FREQ=DAILY;BYYEARDAY=366;BYMONTH=12", "FREQ=DAILY;BYYEARDAY=366;BYMONTH=11",
        "FREQ=DAILY;BYYEARDAY=-1;BYMONTHDAY=30",
        "FREQ=DAILY;BYMONTH=4,6;BYMONTHDAY=-31", "FREQ=DAILY;BYMONTHDAY=13;BYDAY=FR",
        "FREQ=DAILY;BYYEARDAY=60;BYMONTHDAY=29;BYMONTH=2",
    ]

    @Test(arguments: rules)
    func kindsOfMonthDecideAsEveryDayDoes(rule: String) {
        let dates = RuleDates(icalrecurrencetype_from_string(rule))
        let first = Day(year: 2000, month: 1, day: 1)!.daysSinceEpoch
        let everyDay = (first..<first + 146_097).contains { dates.contains(Day(daysSinceEpoch: $0)) }
        #expect(dates.canMatch == everyDay, "\(rule)")
    }

    @Test func neverMeetingListsAreFound() {
        #expect(!RuleDates(icalrecurrencetype_from_string("FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30")).canMatch)
        #expect(!RuleDates(icalrecurrencetype_from_string("FREQ=DAILY;BYYEARDAY=366;BYMONTH=11")).canMatch)
    }
}
