import CICal
import Foundation

/// Why a property of a VEVENT cannot be read; the event or the property is dropped for it, with a warning
/// naming the event.
struct EventProblem: Error, Equatable {
    var message: String
}

/// Decoding of property values: DATE, DATE-TIME and DURATION through libical, TEXT unescaping.
enum CalendarValue {
    /// The DATE or DATE-TIME values of a property (`DTSTART`, `EXDATE`, …), a comma-separated list read
    /// in the zone its TZID parameter names in the file (`zones`). A `Z` value is UTC whatever the
    /// TZID says; a DATE has no zone.
    static func dateTimes(of property: ContentLine, zones: CalendarZones) throws(EventProblem) -> [CalendarDateTime] {
        let tzid = property.parameters["TZID"]
        // Looked up once: a list may hold tens of thousands of values.
        let zone = tzid.flatMap(zones.identifier(for:))
        var values: [CalendarDateTime] = []
        for text in property.value.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = dateTime(String(text)) else {
                throw EventProblem(
                    message: "\(property.name) \"\(shortenedForMessage(property.value))\" is not a date or date-time")
            }
            if let tzid, !value.isDate, value.timeZone == nil {
                guard let zone else {
                    throw EventProblem(
                        message:
                            "\(property.name) has an unknown time zone \"\(shortenedForMessage(tzid))\" (\(zones.whyUnknown(tzid)))"
                    )
                }
                values.append(CalendarDateTime(day: value.day, secondsOfDay: value.secondsOfDay, timeZone: zone))
            } else {
                values.append(value)
            }
        }
        return values
    }

    /// One DATE (`20261103`), floating DATE-TIME (`20261103T100000`) or UTC DATE-TIME (`…Z`), or nil.
    /// The shape is checked first because libical reads loosely and fills in what is missing.
    static func dateTime(_ text: String) -> CalendarDateTime? {
        guard hasDateShape(text) else { return nil }
        let time = icaltime_from_string(text)
        guard icaltime_is_null_time(time) == 0,
            let day = Day(year: Int(time.year), month: Int(time.month), day: Int(time.day))
        else {
            return nil
        }
        if time.is_date != 0 { return CalendarDateTime(day: day) }
        guard (0..<24).contains(time.hour), (0..<60).contains(time.minute), (0...60).contains(time.second) else {
            return nil
        }
        let seconds = Int(time.hour) * 3600 + Int(time.minute) * 60 + Int(time.second)
        return CalendarDateTime(day: day, secondsOfDay: seconds, timeZone: icaltime_is_utc(time) != 0 ? "UTC" : nil)
    }

    /// Whether `text` is laid out as a DATE (`20261103`) or DATE-TIME (`20261103T100000`, `…Z`), whatever
    /// its numbers.
    static func hasDateShape(_ text: some StringProtocol) -> Bool {
        let bytes = Array(text.utf8)
        let digit = { (i: Int) in bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
        let isDate = bytes.count == 8 && (0..<8).allSatisfy(digit)
        let isDateTime =
            (bytes.count == 15 || (bytes.count == 16 && bytes[15] == UInt8(ascii: "Z")))
            && (0..<8).allSatisfy(digit) && bytes[8] == UInt8(ascii: "T") && (9..<15).allSatisfy(digit)
        return isDate || isDateTime
    }

    /// A DURATION (`PT1H30M`, `P2D`) in seconds, through libical.
    static func durationSeconds(of property: ContentLine) throws(EventProblem) -> Int {
        guard let seconds = durationSeconds(property.value) else {
            throw EventProblem(message: "DURATION \"\(shortenedForMessage(property.value))\" is not a duration")
        }
        return seconds
    }

    /// A DURATION's seconds, or nil when it is not one. libical reads a C string, so a value holding a NUL
    /// is refused here rather than read up to it.
    static func durationSeconds(_ text: some StringProtocol) -> Int? {
        guard !text.utf8.contains(0) else { return nil }
        let duration = icaldurationtype_from_string(String(text))
        return icaldurationtype_is_bad_duration(duration) == 0 ? Int(icaldurationtype_as_int(duration)) : nil
    }

    /// A TEXT value with its backslash escapes undone (`\n`, `\,`, `\;`, `\\`), cleaned as one line
    /// (UID, SUMMARY, LOCATION, URL) or as several (DESCRIPTION) by `CleanText`.
    static func text(_ raw: String, multiLine: Bool = false) -> String {
        let clean = multiLine ? CleanText.multiLine : CleanText.singleLine
        // A byte, not Foundation's `contains`, which searched through NSString for every value of every event.
        guard raw.utf8.contains(UInt8(ascii: "\\")) else { return clean(raw) }
        var result = ""
        var escaping = false
        for character in raw {
            if escaping {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return clean(result)
    }

}
