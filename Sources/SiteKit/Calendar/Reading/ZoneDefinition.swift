import CICal
import Foundation
import Synchronization

/// A VTIMEZONE of a calendar file as libical reads it, for the UTC offset it gives at each moment.
///
/// A zone that no IANA zone matches is read by its definition, which travels with the times in it as
/// their zone: the VTIMEZONE's text, as `text(of:)` writes it (`BEGIN:VTIMEZONE`, its TZID, its
/// observances), so that an event stays plain data however it is stored and expanded.
///
/// Only observances as real calendar programs write them are read: yearly rules and listed dates. Any
/// other rule (`FREQ=SECONDLY`) would have libical expand the zone's changes without bound.
final class ZoneDefinition: Sendable {
    /// libical's zone, which works out its changes as they are asked for: one reader at a time.
    private let zone: Mutex<OpaquePointer>

    /// Most listed dates (RDATE values) one definition may have.
    static let maximumDates = 1_000

    static let prefix = "BEGIN:VTIMEZONE\r\n"

    /// The definition a VTIMEZONE gives, as text, or nil when its rules are not ones sitegen reads.
    static func text(of component: CalendarComponent) -> String? {
        var text = prefix
        var dates = 0
        for property in component.properties where property.name == "TZID" {
            text += "TZID:\(property.value)\r\n"
        }
        for observance in component.components where observance.name == "STANDARD" || observance.name == "DAYLIGHT" {
            text += "BEGIN:\(observance.name)\r\n"
            for property in observance.properties {
                switch property.name {
                case "RRULE":
                    guard property.value.uppercased().split(separator: ";").contains("FREQ=YEARLY") else { return nil }
                case "RDATE":
                    dates += property.value.split(separator: ",").count
                    guard dates <= Self.maximumDates else { return nil }
                case "DTSTART", "TZOFFSETFROM", "TZOFFSETTO", "TZNAME": break
                default: continue
                }
                text += "\(property.name):\(property.value)\r\n"
            }
            text += "END:\(observance.name)\r\n"
        }
        // libical reads a C string: a definition holding a NUL would be read up to it.
        return text.utf8.contains(0) ? nil : text + "END:VTIMEZONE\r\n"
    }

    /// Whether a zone identifier is a definition's text.
    static func isDefinition(_ identifier: String) -> Bool { identifier.hasPrefix(prefix) }

    /// The TZID a definition's text names, unescaped.
    static func name(of text: String) -> String {
        let line = text.split(separator: "\r\n").first { $0.hasPrefix("TZID:") } ?? "TZID:"
        return CalendarValue.text(String(line.dropFirst(5)))
    }

    init?(_ text: String) {
        guard Self.isDefinition(text), let parsed = icalcomponent_new_from_string(text) else { return nil }
        guard let zone = icaltimezone_new() else {
            icalcomponent_free(parsed)
            return nil
        }
        guard icaltimezone_set_component(zone, parsed) != 0 else {
            icalcomponent_free(parsed)
            icaltimezone_free(zone, 1)
            return nil
        }
        self.zone = Mutex(zone)
    }

    deinit {
        zone.withLock { icaltimezone_free($0, 1) }
    }

    /// The offset from UTC, in seconds, at `seconds` since 1970 UTC.
    func offset(atUTC seconds: Int) -> Int {
        zone.withLock { zone in
            var time = icaltime_from_timet_with_zone(time_t(seconds), 0, icaltimezone_get_utc_timezone())
            return Int(icaltimezone_get_utc_offset_of_utc_time(zone, &time, nil))
        }
    }
}
