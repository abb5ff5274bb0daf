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
    public func weekdayName(_ weekday: Int) -> String {
        switch self {
        case .ja: ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"][weekday]
        case .en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][weekday]
        case .ko: ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"][weekday]
        }
    }

    /// The short name of a weekday, for calendar headers and dates: `火`, `Tue`, `화`.
    public func shortWeekdayName(_ weekday: Int) -> String {
        switch self {
        case .ja: ["日", "月", "火", "水", "木", "金", "土"][weekday]
        case .en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday]
        case .ko: ["일", "월", "화", "수", "목", "금", "토"][weekday]
        }
    }

    /// A month's heading: `2026年11月`, `November 2026`, `2026년 11월`.
    public func monthTitle(_ month: Month) -> String {
        switch self {
        case .ja: "\(month.year)年\(month.month)月"
        case .en: "\(SiteLanguage.englishMonths[month.month - 1]) \(month.year)"
        case .ko: "\(month.year)년 \(month.month)월"
        }
    }

    /// A day with its year and weekday, for a memo page's heading:
    /// `2026年11月3日(火)`, `Tuesday, November 3, 2026`, `2026년 11월 3일 (화)`.
    public func fullDate(_ day: Day) -> String {
        switch self {
        case .ja: "\(day.year)年\(day.month)月\(day.day)日(\(shortWeekdayName(day.weekday)))"
        case .en: "\(weekdayName(day.weekday)), \(SiteLanguage.englishMonths[day.month - 1]) \(day.day), \(day.year)"
        case .ko: "\(day.year)년 \(day.month)월 \(day.day)일 (\(shortWeekdayName(day.weekday)))"
        }
    }

    /// A day without its year, for lists and previous/next links: `11月3日(火)`, `Tue, Nov 3`, `11월 3일 (화)`.
    public func shortDate(_ day: Day) -> String {
        let weekday = shortWeekdayName(day.weekday)
        switch self {
        case .ja: return "\(day.month)月\(day.day)日(\(weekday))"
        case .en: return "\(weekday), \(SiteLanguage.englishMonths[day.month - 1].prefix(3)) \(day.day)"
        case .ko: return "\(day.month)월 \(day.day)일 (\(weekday))"
        }
    }

    /// How many articles a category holds: `3件`, `1 article` / `3 articles`, `3건`.
    public func articleCount(_ count: Int) -> String {
        switch self {
        case .ja: "\(count)件"
        case .en: count == 1 ? "1 article" : "\(count) articles"
        case .ko: "\(count)건"
        }
    }

    /// The fixed words of the theme in this language.
    public var labels: SiteLabels {
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

/// The fixed words a theme shows (navigation, headings, links), handed to the templates as they are,
/// so templates stay free of any language.
public struct SiteLabels: Hashable, Sendable, Codable {
    /// Link to the home page: ホーム.
    public var home: String
    /// Navigation to the month calendars: カレンダー.
    public var calendar: String
    /// Navigation to the pickup messages grouped by category: 記事.
    public var articles: String
    /// Heading of the category list: カテゴリー.
    public var categories: String
    /// Heading of the home page's memo list: 最新のメモ.
    public var latestMemos: String
    /// Heading of the pickup messages area: ピックアップ.
    public var pickup: String
    /// Link to the previous month: 前の月.
    public var previousMonth: String
    /// Link to the next month: 次の月.
    public var nextMonth: String
    /// Link to the previous memo day: 前のメモ.
    public var previousMemo: String
    /// Link to the next memo day: 次のメモ.
    public var nextMemo: String
    /// Link from a memo day back to its month: 月のカレンダーへ.
    public var backToMonth: String
    /// Marks today in the calendar: 今日.
    public var today: String
    /// Marks a holiday: 祝日.
    public var holiday: String
    /// Heading of a day's events: 予定.
    public var events: String
    /// Shown for an event with no time: 終日.
    public var allDay: String
    /// Heading of a day's memo: メモ.
    public var memo: String
    /// Heading of a memo's tags: タグ.
    public var tags: String
    /// Link to an article's page: 詳しく見る.
    public var readMore: String
    /// Shown when there are no memos yet: メモはまだありません.
    public var noMemos: String
    /// The skip link before the header, for keyboard and screen-reader users: 本文へ移動.
    public var skipToContent: String
    /// The `aria-label` of the main navigation: メインメニュー.
    public var mainNavigation: String
    /// The heading of messages that came without a category: その他.
    public var otherCategory: String

    static let japanese = SiteLabels(
        home: "ホーム", calendar: "カレンダー", articles: "記事", categories: "カテゴリー",
        latestMemos: "最新のメモ", pickup: "ピックアップ",
        previousMonth: "前の月", nextMonth: "次の月", previousMemo: "前のメモ", nextMemo: "次のメモ",
        backToMonth: "月のカレンダーへ", today: "今日", holiday: "祝日", events: "予定", allDay: "終日",
        memo: "メモ", tags: "タグ", readMore: "詳しく見る", noMemos: "メモはまだありません",
        skipToContent: "本文へ移動", mainNavigation: "メインメニュー", otherCategory: "その他")

    static let english = SiteLabels(
        home: "Home", calendar: "Calendar", articles: "Articles", categories: "Categories",
        latestMemos: "Latest memos", pickup: "Pickup",
        previousMonth: "Previous month", nextMonth: "Next month", previousMemo: "Previous memo", nextMemo: "Next memo",
        backToMonth: "Back to the month", today: "Today", holiday: "Holiday", events: "Events", allDay: "All day",
        memo: "Memo", tags: "Tags", readMore: "Read more", noMemos: "No memos yet",
        skipToContent: "Skip to content", mainNavigation: "Main navigation", otherCategory: "Other")

    static let korean = SiteLabels(
        home: "홈", calendar: "캘린더", articles: "기사", categories: "카테고리",
        latestMemos: "최신 메모", pickup: "추천 소식",
        previousMonth: "이전 달", nextMonth: "다음 달", previousMemo: "이전 메모", nextMemo: "다음 메모",
        backToMonth: "달력으로 돌아가기", today: "오늘", holiday: "공휴일", events: "일정", allDay: "종일",
        memo: "메모", tags: "태그", readMore: "자세히 보기", noMemos: "아직 메모가 없습니다",
        skipToContent: "본문으로 건너뛰기", mainNavigation: "주 메뉴", otherCategory: "기타")
}
