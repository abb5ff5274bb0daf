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

    /// The instant a wall-clock time names in `zone`, read at a change of offset as RFC 5545 §3.3.5 says:
    /// a time that occurs twice is its first occurrence, and one that falls in a gap is read with the
    /// offset before the gap (02:30 where the clocks go from 02:00 to 03:00 is 03:30).
    static func instant(ofWallClock wall: Int, in zone: TimeZone) -> Int {
        // The instant lies within 14 hours of `wall`, and no zone changes twice in two days, so these are
        // the offsets before and after any change near it.
        let before = offset(of: zone, at: wall - 86_400)
        let after = offset(of: zone, at: wall + 86_400)
        guard before != after else { return wall - before }
        // The larger offset is the earlier instant; a time in a gap has no reading and takes the offset
        // before the gap, the smaller one, as the clocks went forward.
        let readings = [before, after].filter { offset(of: zone, at: wall - $0) == $0 }
        return wall - (readings.max() ?? min(before, after))
    }

    private static func offset(of zone: TimeZone, at instant: Int) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
    }

    /// The wall-clock time of an instant in `zone`.
    static func wallClock(ofInstant instant: Int, in zone: TimeZone) -> Int {
        instant + offset(of: zone, at: instant)
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
