import Foundation

/// A calendar day with no time and no time zone: the unit the site is organised by
/// (a memo per day, a page per day, a cell per day in the month grid).
public struct Day: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Creates a day, or nil when the numbers do not name a real date in the proleptic Gregorian calendar.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= Day.daysIn(year: year, month: month) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` strictly: four digits, two, two, and a real date.
    /// Read from the UTF-8 bytes, as every memo's day and date are, rather than from substrings of Characters.
    public init?(iso: some StringProtocol) {
        guard iso.utf8.count == 10 else { return nil }
        var numbers = (year: 0, month: 0, day: 0)
        for (offset, byte) in iso.utf8.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            switch offset {
            case ..<4: numbers.year = numbers.year * 10 + digit
            case ..<7: numbers.month = numbers.month * 10 + digit
            default: numbers.day = numbers.day * 10 + digit
            }
        }
        self.init(year: numbers.year, month: numbers.month, day: numbers.day)
    }

    /// `YYYY-MM-DD`.
    public var iso: String {
        // Not String(format:), which goes through Foundation's formatter for every day of every page.
        fourDigits(year) + "-" + twoDigits(month) + "-" + twoDigits(day)
    }

    public var description: String { iso }

    public static func < (a: Day, b: Day) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (negative before), by the civil-from-days algorithm; lets
    /// weekday and day arithmetic stay pure and independent of Foundation's calendars.
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    public init(daysSinceEpoch z0: Int) {
        let z = z0 + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        month = m
        day = d
    }

    /// 0 = Sunday ... 6 = Saturday.
    public var weekday: Int {
        let w = (daysSinceEpoch + 4) % 7  // 1970-01-01 was a Thursday
        return w >= 0 ? w : w + 7
    }

    public func adding(days n: Int) -> Day {
        Day(daysSinceEpoch: daysSinceEpoch + n)
    }
}

extension Day: TextCodable {
    init?(codableText: String) { self.init(iso: codableText) }
    var codableText: String { iso }
    static let codableForm = "a date of the form YYYY-MM-DD"
}
