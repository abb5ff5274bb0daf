import Foundation

/// Conversions between instants (seconds since the epoch) and wall-clock times (the same count read
/// as if the local time were UTC), through Foundation's zone data from /usr/share/zoneinfo, or through
/// libical for a zone a calendar file defines that no IANA zone matches.
struct WallClockConversion {
    /// The site's zone: floating times and all-day values are read in it, and occurrences shown in it.
    let siteZone: ZoneRules
    private var zones: [String: ZoneRules] = [:]

    /// A conversion into `siteZone` that reads the zones of `definitions` (by their text) with the
    /// definitions given, so that libical reads each only once.
    init(siteZone: TimeZone, definitions: [String: ZoneDefinition] = [:]) {
        self.siteZone = .system(siteZone)
        zones = definitions.mapValues { .defined($0) }
    }

    /// The zone a value is in: its own, UTC for `Z`, the site's for floating times and dates.
    /// Unknown identifiers cannot reach here (the parser drops such events); they fall back to the site's.
    mutating func zone(of value: CalendarDateTime) -> ZoneRules {
        guard let identifier = value.timeZone else { return siteZone }
        if let known = zones[identifier] { return known }
        let zone: ZoneRules
        if identifier == "UTC" {
            zone = .gmt
        } else if ZoneDefinition.isDefinition(identifier) {
            zone = ZoneDefinition(identifier).map { .defined($0) } ?? siteZone
        } else {
            zone = TimeZone(identifier: identifier).map { .system($0) } ?? siteZone
        }
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
    static func instant(ofWallClock wall: Int, in zone: ZoneRules) -> Int {
        // The instant lies within 14 hours of `wall`, and no zone changes twice in two days, so these are
        // the offsets before and after any change near it.
        let before = zone.offset(at: wall - 86_400)
        let after = zone.offset(at: wall + 86_400)
        guard before != after else { return wall - before }
        // The larger offset is the earlier instant; a time in a gap has no reading and takes the offset
        // before the gap, the smaller one, as the clocks went forward.
        let readings = [before, after].filter { zone.offset(at: wall - $0) == $0 }
        return wall - (readings.max() ?? min(before, after))
    }

    /// The wall-clock time of an instant in `zone`.
    static func wallClock(ofInstant instant: Int, in zone: ZoneRules) -> Int {
        instant + zone.offset(at: instant)
    }

    /// A wall-clock time as a value in the given zone identifier.
    static func dateTime(ofWallClock wall: Int, timeZone: String?) -> CalendarDateTime {
        let days = wall.floorDivided(by: 86_400)
        return CalendarDateTime(day: Day(daysSinceEpoch: days), secondsOfDay: wall - days * 86_400, timeZone: timeZone)
    }
}

/// A zone's offsets from UTC: an IANA zone from the system's data, or one a calendar file defines.
enum ZoneRules {
    case system(TimeZone)
    case defined(ZoneDefinition)

    static let gmt = ZoneRules.system(.gmt)

    /// The offset from UTC, in seconds, at `instant` (seconds since 1970 UTC).
    func offset(at instant: Int) -> Int {
        switch self {
        case .system(let zone): zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
        case .defined(let definition): definition.offset(atUTC: instant)
        }
    }
}

extension Int {
    /// Division rounding towards negative infinity, so times before 1970 land on the right day.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
