extension SitePages {
    /// The calendar of `month`, with links to the nearest rendered months before and after it.
    func monthView(_ month: Month) -> MonthView {
        let position = index.monthPosition[month]
        let previous = position.flatMap { $0 > 0 ? index.months[$0 - 1] : nil }
        let next = position.flatMap { $0 + 1 < index.months.count ? index.months[$0 + 1] : nil }
        let grid = weeks(of: month)
        return MonthView(
            title: index.words.monthTitle(month),
            iso: month.iso,
            url: index.links.month(month),
            year: LinkView(url: index.links.year(month.year), title: index.words.yearTitle(month.year)),
            previous: previous.map { LinkView(url: index.links.month($0), title: index.words.monthTitle($0)) },
            next: next.map { LinkView(url: index.links.month($0), title: index.words.monthTitle($0)) },
            weekdays: weekdays,
            weeks: grid,
            hasMemos: grid.contains { $0.days.contains { $0.memo != nil } },
            subscribeURL: index.links.webcal(index.links.file(ExpandedCalendars.subscriptionPath)),
            calendarFileURL: index.links.absolute(index.links.file(ExpandedCalendars.subscriptionPath))
        )
    }

    /// `/YYYY/`: the year's twelve months, each linked to its page when it has one, and the nearest
    /// years with a page before and after it.
    func yearView(_ year: Int, previous: Int?, next: Int?) -> YearView {
        YearView(
            title: index.words.yearTitle(year),
            year: year,
            previous: previous.map { LinkView(url: index.links.year($0), title: index.words.yearTitle($0)) },
            next: next.map { LinkView(url: index.links.year($0), title: index.words.yearTitle($0)) },
            months: (1...12).map { number in
                let month = Month(year: year, month: number)!
                return YearMonthView(
                    title: index.words.monthName(month), iso: month.iso,
                    url: index.monthPosition[month] == nil ? nil : index.links.month(month),
                    weekdays: weekdays, weeks: weeks(of: month))
            }
        )
    }

    /// The header row of every calendar: the weekdays from the site's first day of the week.
    private var weekdays: [WeekdayView] {
        index.config.weekStart.columns.map { weekday in
            WeekdayView(
                name: index.words.weekdayName(weekday), short: index.words.shortWeekdayName(weekday),
                isSaturday: weekday == 6, isSunday: weekday == 0)
        }
    }

    private func weeks(of month: Month) -> [WeekView] {
        MonthGrid(month: month, weekStart: index.config.weekStart).weeks.map { week in
            WeekView(days: week.map { cell($0) })
        }
    }

    private func cell(_ cell: GridCell) -> DayCellView {
        let day = cell.day
        let dayOccurrences = cell.isInMonth ? index.occurrences[day] ?? [] : []
        let holidays = dayOccurrences.filter { $0.kind == .holiday }.map(\.title)
        let events = dayOccurrences.filter { $0.kind == .event }.map { eventView($0) }
        // The memo's position, not a copy of the memo: a month's cells are built for every month page.
        let memo = cell.isInMonth ? index.memoPosition[day] : nil
        let isToday = day == index.today
        var classes = ["day"]
        if !cell.isInMonth { classes.append("out") }
        if day.weekday == 6 { classes.append("sat") }
        if day.weekday == 0 { classes.append("sun") }
        if !holidays.isEmpty { classes.append("holiday") }
        if isToday { classes.append("today") }
        if memo != nil { classes.append("has-memo") }
        return DayCellView(
            number: day.day, iso: day.iso, label: index.words.fullDate(day),
            isInMonth: cell.isInMonth, isToday: isToday,
            isSaturday: day.weekday == 6, isSunday: day.weekday == 0, isHoliday: !holidays.isEmpty,
            classes: classes.joined(separator: " "),
            holidays: holidays,
            events: events,
            hasEvents: !events.isEmpty,
            memo: memo.map { LinkView(url: index.links.day(day), title: index.memoTitles[$0]) }
        )
    }

    func eventView(_ occurrence: CalendarOccurrence) -> EventView {
        var time: String?
        if let start = occurrence.startTime {
            time = occurrence.endTime.map { "\(start)–\($0)" } ?? start
        }
        return EventView(
            title: occurrence.title, time: time, isAllDay: occurrence.isAllDay,
            location: occurrence.location, url: occurrence.url)
    }
}
