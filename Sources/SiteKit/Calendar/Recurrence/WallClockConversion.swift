import Foundation

/// Conversions between instants (seconds since the epoch) and wall-clock times (the same count read
/// as if the local time were UTC), through Foundation's zone data from /usr/share/zoneinfo.
struct WallClockConversion {
    /// The site's zone: floating times and all-day values are read in it, and occurrences shown in it.
    let siteZone: TimeZone
    private var zones: [String: TimeZone] = [:]

    init(siteZone: TimeZone) {
        self.siteZone = siteZone
    }

    /// The zone a value is in: its own, UTC for `Z`, the site's for floating times and dates.
    /// Unknown identifiers cannot reach here (the parser drops such events); they fall back to the site's.
    mutating func zone(of value: CalendarDateTime) -> TimeZone {
        guard let identifier = value.timeZone else { return siteZone }
        if let known = zones[identifier] { return known }
        let zone = identifier == "UTC" ? .gmt : TimeZone(identifier: identifier) ?? siteZone
        zones[identifier] = zone
        return zone
    }

    /// The instant of a value; a DATE is its midnight in the site's zone.
    mutating func instant(of value: CalendarDateTime) -> Int {
        Self.instant(ofWallClock: value.wallClockSeconds, in: zone(of: value))
    }

    /// The instant a wall-clock time names in `zone`, found in two steps (offset at a first guess, then
    /// at the result). A time that falls in a daylight saving gap or overlap gets one of its possible
    /// readings, always the same one.
    static func instant(ofWallClock wall: Int, in zone: TimeZone) -> Int {
        let guess = wall - zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(wall)))
        return wall - zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(guess)))
    }

    /// The wall-clock time of an instant in `zone`.
    static func wallClock(ofInstant instant: Int, in zone: TimeZone) -> Int {
        instant + zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
    }

    /// A wall-clock time as a value in the given zone identifier.
    static func dateTime(ofWallClock wall: Int, timeZone: String?) -> CalendarDateTime {
        let days = wall.floorDivided(by: 86_400)
        return CalendarDateTime(day: Day(daysSinceEpoch: days), secondsOfDay: wall - days * 86_400, timeZone: timeZone)
    }
}

extension Int {
    /// Division rounding towards negative infinity, so times before 1970 land on the right day.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
