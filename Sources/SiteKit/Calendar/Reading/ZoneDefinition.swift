import CICal
import Foundation

/// A VTIMEZONE of a calendar file as libical reads it, for the UTC offset it gives at each moment.
///
/// Only observances as real calendar programs write them are read: yearly rules and listed dates. Any
/// other rule (`FREQ=SECONDLY`) would have libical expand the zone's changes without bound.
final class ZoneDefinition {
    private let zone: OpaquePointer

    /// Most listed dates (RDATE values) one definition may have.
    static let maximumDates = 1_000

    init?(_ component: CalendarComponent) {
        var text = "BEGIN:VTIMEZONE\r\n"
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
                case "DTSTART", "TZOFFSETFROM", "TZOFFSETTO": break
                default: continue
                }
                text += "\(property.name):\(property.value)\r\n"
            }
            text += "END:\(observance.name)\r\n"
        }
        text += "END:VTIMEZONE\r\n"
        guard let parsed = icalcomponent_new_from_string(text) else { return nil }
        guard let zone = icaltimezone_new() else {
            icalcomponent_free(parsed)
            return nil
        }
        guard icaltimezone_set_component(zone, parsed) != 0 else {
            icalcomponent_free(parsed)
            icaltimezone_free(zone, 1)
            return nil
        }
        self.zone = zone
    }

    deinit {
        icaltimezone_free(zone, 1)
    }

    /// The offset from UTC, in seconds, at `seconds` since 1970 UTC.
    func offset(atUTC seconds: Int) -> Int {
        var time = icaltime_from_timet_with_zone(time_t(seconds), 0, icaltimezone_get_utc_timezone())
        return Int(icaltimezone_get_utc_offset_of_utc_time(zone, &time, nil))
    }
}
