/// The language of a site (`language` in `site.yml`); its raw value is the `lang` attribute of every page.
///
/// Names and formats are written out here rather than taken from Foundation's locales, so a page's
/// bytes do not depend on the ICU data of the machine that builds it.
public enum SiteLanguage: String, Codable, Sendable, CaseIterable {
    /// Japanese.
    case ja
    /// English (US date order).
    case en
    /// Korean.
    case ko

    /// The full name of a weekday, 0 = Sunday ... 6 = Saturday as in `Day.weekday`: `火曜日`, `Tuesday`, `화요일`.
    func weekdayName(_ weekday: Int) -> String {
        switch self {
        case .ja: ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"][weekday]
        case .en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][weekday]
        case .ko: ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"][weekday]
        }
    }

    /// The short name of a weekday, for calendar headers and dates: `火`, `Tue`, `화`.
    func shortWeekdayName(_ weekday: Int) -> String {
        switch self {
        case .ja: ["日", "月", "火", "水", "木", "金", "土"][weekday]
        case .en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday]
        case .ko: ["일", "월", "화", "수", "목", "금", "토"][weekday]
        }
    }

    /// A month's heading: `2026年11月`, `November 2026`, `2026년 11월`.
    func monthTitle(_ month: Month) -> String {
        switch self {
        case .ja: "\(month.year)年\(month.month)月"
        case .en: "\(SiteLanguage.englishMonths[month.month - 1]) \(month.year)"
        case .ko: "\(month.year)년 \(month.month)월"
        }
    }

    /// A year's heading: `2026年`, `2026`, `2026년`.
    func yearTitle(_ year: Int) -> String {
        switch self {
        case .ja: "\(year)年"
        case .en: "\(year)"
        case .ko: "\(year)년"
        }
    }

    /// A month's name without its year, for the small calendars of a year page: `11月`, `November`, `11월`.
    func monthName(_ month: Month) -> String {
        switch self {
        case .ja: "\(month.month)月"
        case .en: SiteLanguage.englishMonths[month.month - 1]
        case .ko: "\(month.month)월"
        }
    }

    /// A day with its year and weekday, for a memo page's heading:
    /// `2026年11月3日(火)`, `Tuesday, November 3, 2026`, `2026년 11월 3일 (화)`.
    func fullDate(_ day: Day) -> String {
        switch self {
        case .ja: "\(day.year)年\(day.month)月\(day.day)日(\(shortWeekdayName(day.weekday)))"
        case .en: "\(weekdayName(day.weekday)), \(SiteLanguage.englishMonths[day.month - 1]) \(day.day), \(day.year)"
        case .ko: "\(day.year)년 \(day.month)월 \(day.day)일 (\(shortWeekdayName(day.weekday)))"
        }
    }

    /// A day without its year, for lists and previous/next links: `11月3日(火)`, `Tue, Nov 3`, `11월 3일 (화)`.
    func shortDate(_ day: Day) -> String {
        let weekday = shortWeekdayName(day.weekday)
        switch self {
        case .ja: return "\(day.month)月\(day.day)日(\(weekday))"
        case .en: return "\(weekday), \(SiteLanguage.englishMonths[day.month - 1].prefix(3)) \(day.day)"
        case .ko: return "\(day.month)월 \(day.day)일 (\(weekday))"
        }
    }

    /// How many articles a category holds: `3件`, `1 article` / `3 articles`, `3건`.
    func articleCount(_ count: Int) -> String {
        switch self {
        case .ja: "\(count)件"
        case .en: count == 1 ? "1 article" : "\(count) articles"
        case .ko: "\(count)건"
        }
    }

    /// How many memos carry a tag: `3件`, `1 memo` / `3 memos`, `3건`.
    public func memoCount(_ count: Int) -> String {
        switch self {
        case .ja: "\(count)件"
        case .en: count == 1 ? "1 memo" : "\(count) memos"
        case .ko: "\(count)건"
        }
    }

    /// The fixed words of the theme in this language.
    var labels: SiteLabels {
        switch self {
        case .ja: .japanese
        case .en: .english
        case .ko: .korean
        }
    }

    private static let englishMonths = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
}
