import CICU
import Foundation

/// What the TZIDs of one calendar file name: the zones sitegen reads every time in.
///
/// RFC 5545 makes a file's VTIMEZONE the definition of its TZID, and calendar programs write names that
/// are not IANA's: Outlook's `Tokyo Standard Time`, Mozilla's `/mozilla.org/20050126_1/Europe/Berlin`, a
/// `MyTimezone` of one's own. A TZID that is an IANA name is that zone. One the file defines is the IANA
/// zone that gives the same offsets as its VTIMEZONE every week of `sampleYears` (the zones its name
/// stands for first, then every zone in alphabetical order), or, when none does, the definition itself,
/// read by libical (`ZoneDefinition`). A TZID defined nowhere is looked up as its readers look it up: as
/// an IANA name, then as one ending in an IANA name, then as a Windows name through CLDR's table.
struct CalendarZones: Sendable {
    /// The zone of each TZID a VTIMEZONE of the file defines: an IANA identifier or a definition's text;
    /// nil for one whose definition sitegen cannot read and whose name names no zone.
    private let defined: [String: String?]
    /// The definitions read, by their text, so that each is read by libical once.
    let definitions: [String: ZoneDefinition]

    /// The years whose offsets must agree: recent and coming ones, as exported definitions often give only
    /// today's rules, where IANA's also hold the history.
    static let sampleYears = 2015...2035
    /// Most definitions of one file matched by their offsets: each may look at every zone. The others
    /// are read by their definitions.
    static let maximumMatched = 32

    init(definitions components: [CalendarComponent]) {
        var defined: [String: String?] = [:]
        var definitions: [String: ZoneDefinition] = [:]
        var matched = 0
        for component in components where component.name == "VTIMEZONE" {
            guard let tzid = component.property("TZID").map({ CalendarValue.text($0.value) }), defined[tzid] == nil,
                TimeZone(identifier: tzid) == nil
            else { continue }
            let location = component.property("X-LIC-LOCATION").map(\.value).flatMap {
                TimeZone(identifier: $0) != nil ? $0 : nil
            }
            let candidates = Self.named(tzid) + (location.map { [$0] } ?? [])
            guard let text = ZoneDefinition.text(of: component), let definition = ZoneDefinition(text) else {
                defined[tzid] = .some(candidates.first)
                continue
            }
            if matched < Self.maximumMatched {
                matched += 1
                if let match = Self.matching(definition, preferring: candidates) {
                    defined[tzid] = .some(match)
                    continue
                }
            }
            defined[tzid] = .some(text)
            definitions[text] = definition
        }
        self.defined = defined
        self.definitions = definitions
    }

    /// The zone `tzid` names in this file (an IANA identifier or a definition's text), or nil when it
    /// names none.
    func identifier(for tzid: String) -> String? {
        if let resolved = defined[tzid] { return resolved }
        return Self.named(tzid).first
    }

    /// Why `tzid` names no zone, for a warning.
    func whyUnknown(_ tzid: String) -> String {
        defined[tzid] != nil
            ? "its VTIMEZONE has rules other than yearly ones and listed dates"
            : "not an IANA or Windows name, nor one a VTIMEZONE of the file defines"
    }

    /// A conversion that reads this file's defined zones with the definitions read here.
    func conversion() -> WallClockConversion {
        WallClockConversion(siteZone: .gmt, definitions: definitions)
    }

    /// The IANA zones a name stands for, best first: itself, the IANA name it ends in (or is, between
    /// slashes), or CLDR's zone for it as a Windows name.
    static func named(_ tzid: String) -> [String] {
        if TimeZone(identifier: tzid) != nil { return [tzid] }
        let parts = tzid.split(separator: "/")
        let suffixes = parts.indices.map { parts[$0...].joined(separator: "/") }
        return Array(suffixes.filter { TimeZone(identifier: $0) != nil }.prefix(1))
            + [windowsZone(tzid)].compactMap { $0 }
    }

    /// CLDR's IANA zone for the Windows zone `name`, or nil.
    static func windowsZone(_ name: String) -> String? {
        let units = Array(name.utf16)
        guard units.count < 128 else { return nil }
        var zone = [UInt16](repeating: 0, count: 128)
        let count = sitegen_windows_zone(units, Int32(units.count), &zone, Int32(zone.count))
        guard count > 0 else { return nil }
        let identifier = String(decoding: zone[..<Int(count)], as: UTF16.self)
        return TimeZone(identifier: identifier) != nil ? identifier : nil
    }

    /// The first zone, of `candidates` then of all, whose offsets are the definition's every week of the sample years.
    private static func matching(_ definition: ZoneDefinition, preferring candidates: [String]) -> String? {
        let samples = sampleInstants
        let offsets = samples.map(definition.offset(atUTC:))
        // Four instants, a winter's and a summer's at each end, rule out most zones cheaply.
        let quick = [0, 26, samples.count - 27, samples.count - 1]
        for identifier in candidates + TimeZone.knownTimeZoneIdentifiers.sorted() {
            guard let zone = TimeZone(identifier: identifier) else { continue }
            let agrees = { (index: Int) in
                zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(samples[index]))) == offsets[index]
            }
            if quick.allSatisfy(agrees), samples.indices.allSatisfy(agrees) { return identifier }
        }
        return nil
    }

    /// Noon UTC of every seventh day of the sample years.
    private static let sampleInstants: [Int] = {
        let start = Day(year: sampleYears.lowerBound, month: 1, day: 1)!
        let end = Day(year: sampleYears.upperBound, month: 12, day: 31)!
        let first = start.daysSinceEpoch * 86_400 + 43_200
        let last = end.daysSinceEpoch * 86_400 + 43_200
        return Array(stride(from: first, through: last, by: 7 * 86_400))
    }()
}
