import Foundation
import Testing

@testable import SiteKit

private let culturalDay = Day(iso: "2026-11-03")!  // a Tuesday
private let newYear = Day(iso: "2027-01-01")!  // a Friday

@Test func japanese() {
    let ja = SiteWords.builtIn(.ja)
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
    let en = SiteWords.builtIn(.en)
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
    let ko = SiteWords.builtIn(.ko)
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

private let shipped: [SiteLanguage] = ["ja", "en", "ko", "fr", "de"].map { try! SiteLanguage.parse($0).get() }

/// Every month name and every weekday of a whole year, so no field of a pattern is out of place.
@Test(arguments: shipped)
func everyMonthTitleAndDateIsWellFormed(language: SiteLanguage) {
    let words = SiteWords.builtIn(language)
    let titles = (1...12).map { words.monthTitle(Month(year: 2026, month: $0)!) }
    #expect(Set(titles).count == 12)
    let year = Month(year: 2026, month: 1)!.first
    for offset in 0..<365 {
        let day = year.adding(days: offset)
        let full = words.fullDate(day)
        #expect(full.contains(words.shortWeekdayName(day.weekday)) || full.contains(words.weekdayName(day.weekday)))
        #expect(full.contains(String(day.year)))
    }
}

/// Each shipped strings file has every word, none blank, and each language its own words.
@Test(arguments: shipped)
func everyLabelIsWritten(language: SiteLanguage) throws {
    let parsed = try ThemeStrings.labels(for: language, chain: [.builtIn])
    #expect(parsed.warnings == [])
    let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(parsed.value)) as! [String: String]
    #expect(encoded.count == SiteLabels.CodingKeys.allCases.count)
    #expect(encoded.values.allSatisfy { !$0.isEmpty && $0 == $0.trimmingCharacters(in: .whitespaces) })
    for other in shipped where other != language {
        #expect(SiteLabels.builtIn(other).previousMonth != parsed.value.previousMonth)
    }
}

/// French dates come from the platform's locale data: the theme holds only the skeletons.
@Test func frenchMonthsAndWeekdaysAreTheLocales() {
    let fr = SiteWords.builtIn(try! SiteLanguage.parse("fr").get())
    #expect((1...12).map { fr.monthName(Month(year: 2026, month: $0)!) }.prefix(3) == ["janvier", "février", "mars"])
    #expect(fr.monthTitle(Month(year: 2026, month: 11)!) == "novembre 2026")
    #expect(fr.fullDate(culturalDay) == "mardi 3 novembre 2026")
    #expect(fr.shortDate(culturalDay) == "mar. 3 nov.")
    #expect((0..<7).map(fr.weekdayName).first == "dimanche")
    #expect([1, 2].map(fr.memoCount) == ["1 mémo", "2 mémos"])
    #expect(fr.labels.previousMonth == "Mois précédent")
}

/// A locale's own digits, and text quoted in its patterns, come through.
@Test func patternsKeepTheLocalesDigitsAndQuotedText() {
    let pt = SiteWords(language: try! SiteLanguage.parse("pt-BR").get(), labels: .builtIn(.en))
    #expect(pt.fullDate(culturalDay) == "terça-feira, 3 de novembro de 2026")
    let fa = SiteWords(language: try! SiteLanguage.parse("fa").get(), labels: .builtIn(.en))
    #expect(fa.yearTitle(2026) == "۲۰۲۶")
    #expect(fa.memoCount(3) == "۳ memos")
}

@Test(arguments: [
    ("fr", "fr"), ("PT-br", "pt-BR"), ("zh-hant-tw", "zh-Hant-TW"), ("es-419", "es-419"), ("en-GB", "en-GB"),
])
func aLanguageTagIsReadInItsUsualCase(text: String, tag: String) throws {
    #expect(try SiteLanguage.parse(text).get().tag == tag)
}

@Test(arguments: [
    ("", #""" is not a language tag (expected a BCP 47 tag such as "en", "fr", "pt-BR" or "zh-Hant-TW")"#),
    ("en_US", #""en_US" is not a language tag (expected a BCP 47 tag such as "en", "fr", "pt-BR" or "zh-Hant-TW")"#),
    (
        "english",
        #""english" is not a language tag (expected a BCP 47 tag such as "en", "fr", "pt-BR" or "zh-Hant-TW")"#
    ),
    (
        "xx",
        #"the platform's locale data knows no language "xx" (expected a BCP 47 tag such as "en", "fr", "pt-BR" or "zh-Hant-TW")"#
    ),
    (
        "en-XX",
        #"the platform's locale data knows no region "XX" (expected a BCP 47 tag such as "en", "fr", "pt-BR" or "zh-Hant-TW")"#
    ),
    (
        "fr-FR-x-foo",
        #""fr-FR-x-foo" has more than a language, a script and a region, which sitegen reads (expected a BCP 47 tag such as "en", "fr", "pt-BR" or "zh-Hant-TW")"#
    ),
])
func aTagICUDoesNotKnowIsRefused(text: String, message: String) {
    #expect(throws: SiteLanguage.Problem(message)) { try SiteLanguage.parse(text).get() }
}

@Test func languagesDecodeFromTheirTags() throws {
    #expect(try JSONDecoder().decode([SiteLanguage].self, from: Data(#"["ja","en","ko"]"#.utf8)) == [.ja, .en, .ko])
    #expect(try JSONDecoder().decode(SiteLanguage.self, from: Data(#""fr""#.utf8)).tag == "fr")
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([SiteLanguage].self, from: Data(#"["xx"]"#.utf8)) }
}
