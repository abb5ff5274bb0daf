import Foundation

/// The fixed words a theme shows (navigation, headings, links), handed to the templates as they are,
/// so templates stay free of any language. They come from the theme's strings file for the site's
/// language (`i18n/LANG.yml`, one key per property, see `ThemeStrings`), with the counts and the date
/// skeletons that `SiteWords` writes numbers and days with.
struct SiteLabels: Hashable, Sendable, Codable {
    /// Link to the home page: ホーム.
    var home: String
    /// Navigation to the month calendars: カレンダー.
    var calendar: String
    /// Navigation to the pickup messages grouped by category: 記事.
    var articles: String
    /// Heading of the category list: カテゴリー.
    var categories: String
    /// Heading of the home page's memo list: 最新のメモ.
    var latestMemos: String
    /// Heading of the pickup messages area: ピックアップ.
    var pickup: String
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
    var today: String
    /// Marks a holiday: 祝日.
    var holiday: String
    /// Heading of a day's events: 予定.
    var events: String
    /// Shown for an event with no time: 終日.
    var allDay: String
    /// Heading of a day's memo: メモ.
    var memo: String
    /// Heading of a memo's tags: タグ.
    var tags: String
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
    var notFound: String
    /// What that page says under its title.
    var notFoundText: String
    /// Link to the site's Atom feed: フィード.
    var feed: String
    /// Before the newest date of what a page shows: 更新.
    var updated: String
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
    /// The `aria-label` of a list's page numbers, and the links to the pages before and after: ページ, 前へ, 次へ.
    var pages: String
    var previousPage: String
    var nextPage: String
    /// Shown on the articles page when there are no pickup messages: 記事はまだありません.
    var noArticles: String
    /// The home page's link to every pickup message: すべての記事.
    var allArticles: String
    /// Marks a memo shown before its day (`sitegen serve`, `--future`): 公開日前.
    var scheduled: String
    /// How many articles a category holds, `{count}` standing for the number: `{count} articles`; and for
    /// one: `1 article`.
    var articleCount: String
    var articleCountOne: String
    /// How many memos carry a tag: `{count} memos`, `1 memo`.
    var memoCount: String
    var memoCountOne: String
    /// The title of a list's page after the first, `{title}` standing for the list's and `{number}` for the
    /// page's: `{title}, page {number}`.
    var pageTitle: String
    /// The dates, as ICU date skeletons that the locale orders and punctuates (`SiteWords`): a day with
    /// its year and weekday (`yMMMMEEEEd`), without its year (`MMMEd`), a month's heading (`yMMMM`), a
    /// year's (`y`), a month's name (`MMMM`).
    var fullDate: String
    var shortDate: String
    var monthTitle: String
    var yearTitle: String
    var monthName: String
    /// Navigation to the search page, and its button: 検索.
    public var search: String
    /// The label of the search field: サイト内を検索.
    var searchLabel: String
    /// Shown in place of the form without JavaScript: 検索には JavaScript が必要です。
    var searchNeedsScript: String
    /// Shown when a query finds nothing: 見つかりませんでした.
    var searchNothingFound: String
    /// How many documents a query found, `{count}` standing for the number: {count} 件見つかりました.
    var searchFound: String
    /// The heading of the memos a query found: メモ.
    var memos: String
    /// The button that shows the next results: もっと見る.
    var showMore: String

    /// Every key of a strings file, in the order the default theme's files list them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case home, calendar, articles, categories, latestMemos, pickup, previousMonth, nextMonth, previousMemo
        case nextMemo, backToMonth, today, holiday, events, allDay, memo, tags, readMore, noMemos, skipToContent
        case mainNavigation, otherCategory, notFound, notFoundText, feed, updated, subscribeCalendar, calendarFile
        case previousYear, nextYear, backToYear, allTags, noTags, pages, previousPage, nextPage, noArticles
        case allArticles, scheduled, articleCount, articleCountOne, memoCount, memoCountOne, pageTitle, fullDate
        case shortDate, monthTitle, yearTitle, monthName
        case search, searchLabel, searchNeedsScript, searchNothingFound, searchFound, memos, showMore
    }

    /// The keys that hold date skeletons rather than words.
    static let dateKeys: Set<CodingKeys> = [.fullDate, .shortDate, .monthTitle, .yearTitle, .monthName]

    /// The labels of a complete set of words, one for each key.
    init(words: [CodingKeys: String]) {
        let byName = Dictionary(uniqueKeysWithValues: words.map { ($0.key.rawValue, $0.value) })
        // Every key has a text: decoding a dictionary of strings into the struct of strings cannot fail.
        self = try! JSONDecoder().decode(SiteLabels.self, from: JSONEncoder().encode(byName))
    }
}
