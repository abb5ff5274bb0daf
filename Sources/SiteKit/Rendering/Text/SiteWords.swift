/// What pages say in the site's language: the theme's words (`SiteLabels`), and days, months, years and
/// counts written as the locale writes them, through the patterns its skeletons give (`DatePattern`).
/// Worked out once a build, so that each of the many dates a site shows costs a few appends.
struct SiteWords: Sendable {
    let language: SiteLanguage
    let labels: SiteLabels
    private let names: LocaleNames
    private let fullDatePattern: DatePattern
    private let shortDatePattern: DatePattern
    private let monthTitlePattern: DatePattern
    private let yearTitlePattern: DatePattern
    private let monthNamePattern: DatePattern

    init(language: SiteLanguage, labels: SiteLabels) {
        let names = LocaleNames(language)
        self.language = language
        self.labels = labels
        self.names = names
        fullDatePattern = DatePattern(skeleton: labels.fullDate, names: names)
        shortDatePattern = DatePattern(skeleton: labels.shortDate, names: names)
        monthTitlePattern = DatePattern(skeleton: labels.monthTitle, names: names)
        yearTitlePattern = DatePattern(skeleton: labels.yearTitle, names: names)
        monthNamePattern = DatePattern(skeleton: labels.monthName, names: names)
    }

    /// The full name of a weekday, 0 = Sunday ... 6 = Saturday as in `Day.weekday`: `火曜日`, `Tuesday`.
    func weekdayName(_ weekday: Int) -> String {
        names.weekday(weekday, width: 4, standalone: true)
    }

    /// The short name of a weekday, for calendar headers: `火`, `Tue`.
    func shortWeekdayName(_ weekday: Int) -> String {
        names.weekday(weekday, width: 3, standalone: true)
    }

    /// A month's heading: `2026年11月`, `November 2026`.
    func monthTitle(_ month: Month) -> String {
        monthTitlePattern.format(Day(year: month.year, month: month.month, day: 1)!)
    }

    /// A year's heading: `2026年`, `2026`.
    func yearTitle(_ year: Int) -> String {
        yearTitlePattern.format(Day(year: year, month: 1, day: 1)!)
    }

    /// A month's name without its year, for the small calendars of a year page: `11月`, `November`.
    func monthName(_ month: Month) -> String {
        monthNamePattern.format(Day(year: month.year, month: month.month, day: 1)!)
    }

    /// A day with its year and weekday, for a memo page's heading: `2026年11月3日(火)`, `Tuesday, November 3, 2026`.
    func fullDate(_ day: Day) -> String {
        fullDatePattern.format(day)
    }

    /// A day without its year, for lists and previous/next links: `11月3日(火)`, `Tue, Nov 3`.
    func shortDate(_ day: Day) -> String {
        shortDatePattern.format(day)
    }

    /// How many articles a category holds: `3件`, `1 article`, `3 articles`.
    func articleCount(_ count: Int) -> String {
        counted(count, one: labels.articleCountOne, other: labels.articleCount)
    }

    /// How many memos carry a tag: `3件`, `1 memo`, `3 memos`.
    func memoCount(_ count: Int) -> String {
        counted(count, one: labels.memoCountOne, other: labels.memoCount)
    }

    /// The title of page `number` of a list: the list's own title on its first page, then `Tags, page 2`.
    func pageTitle(_ title: String, page number: Int) -> String {
        guard number > 1 else { return title }
        return labels.pageTitle.replacingOccurrences(of: "{number}", with: names.number(number, width: 1))
            .replacingOccurrences(of: "{title}", with: title)
    }

    private func counted(_ count: Int, one: String, other: String) -> String {
        (count == 1 ? one : other).replacingOccurrences(of: "{count}", with: names.number(count, width: 1))
    }
}
