import SiteKit

/// The generated calendars: Japanese holidays for every year of the site, weekly rules (one
/// open-ended, one with UNTIL, one every other week, a short course each year), multi-day
/// all-day events and timed events in Asia/Tokyo and UTC. Each entry knows the days it falls
/// on, so the Hugo site can list the same things without an iCalendar parser.
struct GeneratedCalendar {
    struct Entry: Encodable {
        let title: String
        let time: String
        let location: String
    }

    private(set) var holidays = ""
    private(set) var events = ""
    /// Day (`2026-11-03`) → what happens that day, holidays first.
    private(set) var byDay: [String: [Entry]] = [:]

    private static let holidayDates = [
        (1, 1, "元日"), (2, 11, "建国記念の日"), (2, 23, "天皇誕生日"), (3, 20, "春分の日"), (4, 29, "昭和の日"),
        (5, 3, "憲法記念日"), (5, 4, "みどりの日"), (5, 5, "こどもの日"), (7, 20, "海の日"), (8, 11, "山の日"),
        (9, 15, "敬老の日"), (9, 23, "秋分の日"), (10, 10, "スポーツの日"), (11, 3, "文化の日"), (11, 23, "勤労感謝の日"),
    ]

    init(first: Day, last: Day, random: inout SeededGenerator) {
        var holidays: [String] = []
        for year in first.year...last.year {
            for (month, day, name) in Self.holidayDates {
                let date = Day(year: year, month: month, day: day)!
                holidays.append(Self.event(uid: "holiday-\(date.iso)", lines: [
                    "DTSTART;VALUE=DATE:\(date.compact)", "DTEND;VALUE=DATE:\(date.adding(days: 1).compact)", "SUMMARY:\(name)"]))
                note(name, time: "", location: "", on: [date], first: first, last: last)
            }
        }
        self.holidays = Self.calendar(name: "祝日", holidays)

        var events: [String] = []
        let market = first.adding(days: (6 - first.weekday + 7) % 7)
        events.append(Self.event(uid: "market", lines: [
            "DTSTART;TZID=Asia/Tokyo:\(market.compact)T070000", "DTEND;TZID=Asia/Tokyo:\(market.compact)T090000",
            "RRULE:FREQ=WEEKLY;BYDAY=SA", "SUMMARY:朝市 & フリーマーケット", "LOCATION:汐見港 東岸壁"]))
        note("朝市 & フリーマーケット", time: "07:00", location: "汐見港 東岸壁",
             on: market.every(7, through: last), first: first, last: last)
        let yogaEnd = first.adding(days: (last.daysSinceEpoch - first.daysSinceEpoch) * 2 / 3)
        let monday = first.adding(days: (1 - first.weekday + 7) % 7)
        events.append(Self.event(uid: "yoga", lines: [
            "DTSTART;TZID=Asia/Tokyo:\(monday.compact)T190000", "DTEND;TZID=Asia/Tokyo:\(monday.compact)T200000",
            "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=\(yogaEnd.compact)T235959Z", "SUMMARY:Yoga <beginners>", "LOCATION:Community hall"]))
        note("Yoga <beginners>", time: "19:00", location: "Community hall",
             on: monday.every(7, through: yogaEnd).flatMap { [$0, $0.adding(days: 2)] }, first: first, last: last)
        let tuesday = first.adding(days: (2 - first.weekday + 7) % 7)
        events.append(Self.event(uid: "recycling", lines: [
            "DTSTART;VALUE=DATE:\(tuesday.compact)", "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "SUMMARY:資源ごみの日"]))
        note("資源ごみの日", time: "", location: "", on: tuesday.every(14, through: last), first: first, last: last)

        var day = first
        var serial = 0
        while day <= last {
            serial += 1
            if serial % 40 == 0 {
                let start = day.adding(days: (4 - day.weekday + 7) % 7)
                events.append(Self.event(uid: "course-\(serial)", lines: [
                    "DTSTART;TZID=Asia/Tokyo:\(start.compact)T100000", "DTEND;TZID=Asia/Tokyo:\(start.compact)T113000",
                    "RRULE:FREQ=WEEKLY;COUNT=8", "SUMMARY:Pottery course \(serial)", "LOCATION:Studio \"Kama\""]))
                note("Pottery course \(serial)", time: "10:00", location: "Studio \"Kama\"",
                     on: (0..<8).map { start.adding(days: $0 * 7) }, first: first, last: last)
            } else if serial % 9 == 0 {
                let length = 2 + random.below(3)
                let title = random.chance(50) ? "港まつり \(serial)" : "Harbour & arts festival \(serial)"
                events.append(Self.event(uid: "festival-\(serial)", lines: [
                    "DTSTART;VALUE=DATE:\(day.compact)", "DTEND;VALUE=DATE:\(day.adding(days: length).compact)", "SUMMARY:\(title)",
                    "LOCATION:中央広場\\, 汐見港"]))
                note(title, time: "", location: "中央広場, 汐見港", on: (0..<length).map { day.adding(days: $0) }, first: first, last: last)
            } else if serial % 4 == 0 {
                let hour = 9 + random.below(10)
                let utc = random.chance(30)
                let title = random.pick(["Talk: \"Tides\" & weather", "町内会の集まり", "Concert at the pier", "読書会"])
                let start = utc ? "DTSTART:\(day.compact)T\(pad(hour - 9, 2))0000Z"
                                : "DTSTART;TZID=Asia/Tokyo:\(day.compact)T\(pad(hour, 2))0000"
                events.append(Self.event(uid: "meeting-\(serial)", lines: [start, "DURATION:PT1H30M", "SUMMARY:\(title)", "LOCATION:公民館"]))
                note(title, time: "\(pad(hour, 2)):00", location: "公民館", on: [day], first: first, last: last)
            }
            day = day.adding(days: 1)
        }
        self.events = Self.calendar(name: "町の行事", events)
    }

    private mutating func note(_ title: String, time: String, location: String, on days: [Day], first: Day, last: Day) {
        for day in days where first <= day && day <= last {
            byDay[day.iso, default: []].append(Entry(title: title, time: time, location: location))
        }
    }

    private static func event(uid: String, lines: [String]) -> String {
        (["BEGIN:VEVENT", "UID:\(uid)@benchmark.sitegen.invalid", "DTSTAMP:20260101T000000Z"] + lines + ["END:VEVENT"])
            .joined(separator: "\r\n")
    }

    private static func calendar(name: String, _ events: [String]) -> String {
        let head = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//sitegen//benchmark//JA", "X-WR-CALNAME:\(name)",
                    "BEGIN:VTIMEZONE", "TZID:Asia/Tokyo", "BEGIN:STANDARD", "DTSTART:19700101T000000",
                    "TZOFFSETFROM:+0900", "TZOFFSETTO:+0900", "TZNAME:JST", "END:STANDARD", "END:VTIMEZONE"]
        return (head + events + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
    }
}
