extension SiteIndex {
    /// The calendar of `month`, with links to the nearest rendered months before and after it.
    func monthView(_ month: Month) -> MonthView {
        let grid = MonthGrid(month: month, weekStart: config.weekStart)
        let position = monthPosition[month]
        let previous = position.flatMap { $0 > 0 ? months[$0 - 1] : nil }
        let next = position.flatMap { $0 + 1 < months.count ? months[$0 + 1] : nil }
        return MonthView(
            title: language.monthTitle(month),
            iso: month.iso,
            url: links.month(month),
            previous: previous.map { LinkView(url: links.month($0), title: language.monthTitle($0)) },
            next: next.map { LinkView(url: links.month($0), title: language.monthTitle($0)) },
            weekdays: grid.columns.map { weekday in
                WeekdayView(name: language.weekdayName(weekday), short: language.shortWeekdayName(weekday),
                            isSaturday: weekday == 6, isSunday: weekday == 0)
            },
            weeks: grid.weeks.map { week in WeekView(days: week.map(cell)) },
            subscribeURL: links.webcal(links.file("calendar.ics")),
            calendarFileURL: links.absolute(links.file("calendar.ics"))
        )
    }

    private func cell(_ cell: GridCell) -> DayCellView {
        let day = cell.day
        let dayOccurrences = cell.isInMonth ? occurrences[day] ?? [] : []
        let holidays = dayOccurrences.filter { $0.kind == .holiday }.map(\.title)
        let events = dayOccurrences.filter { $0.kind == .event }.map(eventView)
        let memo = cell.isInMonth ? self.memo(on: day) : nil
        let isToday = day == today
        var classes = ["day"]
        if !cell.isInMonth { classes.append("out") }
        if day.weekday == 6 { classes.append("sat") }
        if day.weekday == 0 { classes.append("sun") }
        if !holidays.isEmpty { classes.append("holiday") }
        if isToday { classes.append("today") }
        if memo != nil { classes.append("has-memo") }
        return DayCellView(
            number: day.day, iso: day.iso, label: language.fullDate(day),
            isInMonth: cell.isInMonth, isToday: isToday,
            isSaturday: day.weekday == 6, isSunday: day.weekday == 0, isHoliday: !holidays.isEmpty,
            classes: classes.joined(separator: " "),
            holidays: holidays,
            events: events,
            hasEvents: !events.isEmpty,
            memo: memo.map { LinkView(url: links.day($0.day), title: title(of: $0)) }
        )
    }

    func eventView(_ occurrence: CalendarOccurrence) -> EventView {
        var time: String?
        if let start = occurrence.startTime {
            time = occurrence.endTime.map { "\(start)–\($0)" } ?? start
        }
        return EventView(title: occurrence.title, time: time, isAllDay: occurrence.isAllDay,
                         location: occurrence.location, url: occurrence.url)
    }
}
