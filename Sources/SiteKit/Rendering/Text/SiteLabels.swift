/// The fixed words a theme shows (navigation, headings, links), handed to the templates as they are,
/// so templates stay free of any language.
struct SiteLabels: Hashable, Sendable, Codable {
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
    var previousMonth: String
    /// Link to the next month: 次の月.
    var nextMonth: String
    /// Link to the previous memo day: 前のメモ.
    var previousMemo: String
    /// Link to the next memo day: 次のメモ.
    var nextMemo: String
    /// Link from a memo day back to its month: 月のカレンダーへ.
    var backToMonth: String
    /// Marks today in the calendar: 今日.
    public var today: String
    /// Marks a holiday: 祝日.
    public var holiday: String
    /// Heading of a day's events: 予定.
    public var events: String
    /// Shown for an event with no time: 終日.
    var allDay: String
    /// Heading of a day's memo: メモ.
    public var memo: String
    /// Heading of a memo's tags: タグ.
    public var tags: String
    /// Link to an article's page: 詳しく見る.
    var readMore: String
    /// Shown when there are no memos yet: メモはまだありません.
    var noMemos: String
    /// The skip link before the header, for keyboard and screen-reader users: 本文へ移動.
    var skipToContent: String
    /// The `aria-label` of the main navigation: メインメニュー.
    var mainNavigation: String
    /// The heading of messages that came without a category: その他.
    var otherCategory: String
    /// The title of the page for a missing address: ページが見つかりません.
    public var notFound: String
    /// What that page says under its title.
    var notFoundText: String
    /// Link to the site's Atom feed: フィード.
    public var feed: String
    /// Before the newest date of what a page shows: 更新.
    public var updated: String
    /// Link to subscribe to the calendar in a calendar app: カレンダーを購読.
    var subscribeCalendar: String
    /// The same calendar as a file to download: iCalendar ファイル.
    var calendarFile: String
    /// Links between year pages: 前の年, 次の年.
    var previousYear: String
    var nextYear: String
    /// Link from a month up to its year: 年のカレンダーへ.
    var backToYear: String
    /// The heading of the list of every tag: すべてのタグ.
    var allTags: String
    /// Shown on the tag list when no memo has a tag: タグはまだありません.
    var noTags: String

    static let japanese = SiteLabels(
        home: "ホーム", calendar: "カレンダー", articles: "記事", categories: "カテゴリー",
        latestMemos: "最新のメモ", pickup: "ピックアップ",
        previousMonth: "前の月", nextMonth: "次の月", previousMemo: "前のメモ", nextMemo: "次のメモ",
        backToMonth: "月のカレンダーへ", today: "今日", holiday: "祝日", events: "予定", allDay: "終日",
        memo: "メモ", tags: "タグ", readMore: "詳しく見る", noMemos: "メモはまだありません",
        skipToContent: "本文へ移動", mainNavigation: "メインメニュー", otherCategory: "その他",
        notFound: "ページが見つかりません", notFoundText: "お探しのページは移動したか、削除された可能性があります。",
        feed: "フィード", updated: "更新", subscribeCalendar: "カレンダーを購読", calendarFile: "iCalendar ファイル",
        previousYear: "前の年", nextYear: "次の年", backToYear: "年のカレンダーへ", allTags: "すべてのタグ",
        noTags: "タグはまだありません")

    static let english = SiteLabels(
        home: "Home", calendar: "Calendar", articles: "Articles", categories: "Categories",
        latestMemos: "Latest memos", pickup: "Pickup",
        previousMonth: "Previous month", nextMonth: "Next month", previousMemo: "Previous memo", nextMemo: "Next memo",
        backToMonth: "Back to the month", today: "Today", holiday: "Holiday", events: "Events", allDay: "All day",
        memo: "Memo", tags: "Tags", readMore: "Read more", noMemos: "No memos yet",
        skipToContent: "Skip to content", mainNavigation: "Main navigation", otherCategory: "Other",
        notFound: "Page not found", notFoundText: "The page you are looking for may have moved or been removed.",
        feed: "Feed", updated: "Updated", subscribeCalendar: "Subscribe to the calendar",
        calendarFile: "iCalendar file",
        previousYear: "Previous year", nextYear: "Next year", backToYear: "Back to the year", allTags: "All tags",
        noTags: "No tags yet")

    static let korean = SiteLabels(
        home: "홈", calendar: "캘린더", articles: "기사", categories: "카테고리",
        latestMemos: "최신 메모", pickup: "추천 소식",
        previousMonth: "이전 달", nextMonth: "다음 달", previousMemo: "이전 메모", nextMemo: "다음 메모",
        backToMonth: "달력으로 돌아가기", today: "오늘", holiday: "공휴일", events: "일정", allDay: "종일",
        memo: "메모", tags: "태그", readMore: "자세히 보기", noMemos: "아직 메모가 없습니다",
        skipToContent: "본문으로 건너뛰기", mainNavigation: "주 메뉴", otherCategory: "기타",
        notFound: "페이지를 찾을 수 없습니다", notFoundText: "찾으시는 페이지가 이동되었거나 삭제되었을 수 있습니다.",
        feed: "피드", updated: "업데이트", subscribeCalendar: "캘린더 구독", calendarFile: "iCalendar 파일",
        previousYear: "이전 해", nextYear: "다음 해", backToYear: "연도 달력으로", allTags: "모든 태그",
        noTags: "아직 태그가 없습니다")
}
