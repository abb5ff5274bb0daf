import Foundation
import Testing

@testable import SiteKit

private let culturalDay = Day(iso: "2026-11-03")!  // a Tuesday
private let newYear = Day(iso: "2027-01-01")!  // a Friday

@Test func japanese() {
    let ja = SiteLanguage.ja
    #expect((0..<7).map(ja.weekdayName) == ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"])
    #expect((0..<7).map(ja.shortWeekdayName) == ["日", "月", "火", "水", "木", "金", "土"])
    #expect(ja.monthTitle(Month(year: 2026, month: 11)!) == "2026年11月")
    #expect(ja.monthTitle(Month(year: 2027, month: 1)!) == "2027年1月")
    #expect(ja.fullDate(culturalDay) == "2026年11月3日(火)")
    #expect(ja.fullDate(newYear) == "2027年1月1日(金)")
    #expect(ja.shortDate(culturalDay) == "11月3日(火)")
    #expect([0, 1, 18].map(ja.articleCount) == ["0件", "1件", "18件"])
    #expect(ja.labels.previousMonth == "前の月")
    #expect(ja.labels.nextMonth == "次の月")
    #expect(ja.labels.previousMemo == "前のメモ")
    #expect(ja.labels.nextMemo == "次のメモ")
    #expect(ja.labels.today == "今日")
    #expect(ja.labels.holiday == "祝日")
    #expect(ja.labels.events == "予定")
    #expect(ja.labels.articles == "記事")
    #expect(ja.labels.categories == "カテゴリー")
    #expect(ja.labels.latestMemos == "最新のメモ")
    #expect(ja.labels.pickup == "ピックアップ")
    #expect(ja.labels.home == "ホーム")
    #expect(ja.labels.calendar == "カレンダー")
}

@Test func english() {
    let en = SiteLanguage.en
    #expect(
        (0..<7).map(en.weekdayName) == ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
    #expect((0..<7).map(en.shortWeekdayName) == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    #expect(en.monthTitle(Month(year: 2026, month: 11)!) == "November 2026")
    #expect(en.monthTitle(Month(year: 2027, month: 5)!) == "May 2027")
    #expect(en.fullDate(culturalDay) == "Tuesday, November 3, 2026")
    #expect(en.fullDate(newYear) == "Friday, January 1, 2027")
    #expect(en.shortDate(culturalDay) == "Tue, Nov 3")
    #expect(en.shortDate(Day(iso: "2026-09-21")!) == "Mon, Sep 21")
    #expect([0, 1, 18].map(en.articleCount) == ["0 articles", "1 article", "18 articles"])
    #expect(en.labels.previousMonth == "Previous month")
    #expect(en.labels.nextMemo == "Next memo")
    #expect(en.labels.today == "Today")
    #expect(en.labels.holiday == "Holiday")
    #expect(en.labels.latestMemos == "Latest memos")
}

@Test func korean() {
    let ko = SiteLanguage.ko
    #expect((0..<7).map(ko.weekdayName) == ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"])
    #expect((0..<7).map(ko.shortWeekdayName) == ["일", "월", "화", "수", "목", "금", "토"])
    #expect(ko.monthTitle(Month(year: 2026, month: 11)!) == "2026년 11월")
    #expect(ko.fullDate(culturalDay) == "2026년 11월 3일 (화)")
    #expect(ko.fullDate(newYear) == "2027년 1월 1일 (금)")
    #expect(ko.shortDate(culturalDay) == "11월 3일 (화)")
    #expect([1, 18].map(ko.articleCount) == ["1건", "18건"])
    #expect(ko.labels.previousMonth == "이전 달")
    #expect(ko.labels.nextMonth == "다음 달")
    #expect(ko.labels.today == "오늘")
    #expect(ko.labels.holiday == "공휴일")
    #expect(ko.labels.events == "일정")
}

/// Every month name and every weekday of a whole year, so no table entry is out of place.
@Test(arguments: SiteLanguage.allCases)
func everyMonthTitleAndDateIsWellFormed(language: SiteLanguage) {
    let titles = (1...12).map { language.monthTitle(Month(year: 2026, month: $0)!) }
    #expect(Set(titles).count == 12)
    let year = Month(year: 2026, month: 1)!.first
    for offset in 0..<365 {
        let day = year.adding(days: offset)
        let full = language.fullDate(day)
        #expect(
            full.contains(language.shortWeekdayName(day.weekday)) || full.contains(language.weekdayName(day.weekday)))
        #expect(full.contains(String(day.year)))
    }
}

@Test(arguments: SiteLanguage.allCases)
func everyLabelIsWritten(language: SiteLanguage) throws {
    let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(language.labels)) as! [String: String]
    #expect(encoded.count == 33)
    #expect(encoded.values.allSatisfy { !$0.isEmpty && $0 == $0.trimmingCharacters(in: .whitespaces) })
    // Each language has its own words.
    for other in SiteLanguage.allCases where other != language {
        #expect(other.labels.previousMonth != language.labels.previousMonth)
    }
}

@Test func languagesDecodeFromTheirCodes() throws {
    #expect(try JSONDecoder().decode([SiteLanguage].self, from: Data(#"["ja","en","ko"]"#.utf8)) == [.ja, .en, .ko])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([SiteLanguage].self, from: Data(#"["fr"]"#.utf8)) }
}
