import Foundation
import Testing

@testable import SiteKit

/// TZIDs as calendar programs write them: the file's VTIMEZONE defines its TZID (RFC 5545 §3.6.5), and a
/// name that is not IANA's is found as their readers find it.
@Suite struct CalendarZonesTests {
    /// Central European rules under any TZID, as Outlook and Thunderbird export them.
    static func centralEurope(_ tzid: String, location: String? = nil) -> String {
        """
        BEGIN:VTIMEZONE
        TZID:\(tzid)
        \(location.map { "X-LIC-LOCATION:\($0)" } ?? "")
        BEGIN:STANDARD
        DTSTART:16011028T030000
        RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10
        TZOFFSETFROM:+0200
        TZOFFSETTO:+0100
        END:STANDARD
        BEGIN:DAYLIGHT
        DTSTART:16010325T020000
        RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3
        TZOFFSETFROM:+0100
        TZOFFSETTO:+0200
        END:DAYLIGHT
        END:VTIMEZONE
        """
    }

    /// The zone the event at 10:00 on `day` in `tzid` was read in, and the warnings.
    func zoneOfEvent(
        _ tzid: String, definitions: String = "", on day: String = "20260701"
    ) throws -> (zone: String?, warnings: [String]) {
        let (events, warnings) = try parseEvents(
            """
            \(definitions)
            BEGIN:VEVENT
            UID:e
            SUMMARY:会議
            DTSTART;TZID=\(tzid):\(day)T100000
            END:VEVENT
            """)
        return (events.first?.start.timeZone, warnings)
    }

    @Test(arguments: [
        ("Tokyo Standard Time", "Asia/Tokyo"), ("Pacific Standard Time", "America/Los_Angeles"),
        ("W. Europe Standard Time", "Europe/Berlin"), ("/mozilla.org/20050126_1/Europe/Berlin", "Europe/Berlin"),
        ("/freeassociation.sourceforge.net/Tzfile/Asia/Tokyo", "Asia/Tokyo"), ("Asia/Tokyo", "Asia/Tokyo"),
    ])
    func aNameIsFoundWithoutADefinition(tzid: String, zone: String) throws {
        #expect(try zoneOfEvent(tzid) == (zone, []))
    }

    @Test func aZoneOfOnesOwnIsReadByItsRules() throws {
        let (found, warnings) = try zoneOfEvent("MyTimezone", definitions: Self.centralEurope("MyTimezone"))
        #expect(warnings.isEmpty)
        let zone = try #require(found.flatMap(TimeZone.init(identifier:)))
        for (day, hours) in [
            ("2026-01-15", 1), ("2026-07-01", 2), ("2035-03-26", 2), ("2035-10-27", 2), ("2035-10-29", 1),
        ] {
            let noon = Double(Day(iso: day)!.daysSinceEpoch * 86_400 + 43_200)
            #expect(
                zone.secondsFromGMT(for: Date(timeIntervalSince1970: noon)) == hours * 3600,
                "\(day) in \(zone.identifier)")
        }
    }

    @Test func aNameOrLocationThatAgreesWithTheDefinitionIsTakenFirst() throws {
        #expect(
            try zoneOfEvent("Romance Standard Time", definitions: Self.centralEurope("Romance Standard Time")).zone
                == "Europe/Paris")
        #expect(
            try zoneOfEvent("Custom", definitions: Self.centralEurope("Custom", location: "Europe/Madrid")).zone
                == "Europe/Madrid")
        #expect(
            try zoneOfEvent(
                "/citadel.org/20250101_1/Europe/Rome",
                definitions: Self.centralEurope("/citadel.org/20250101_1/Europe/Rome")
            ).zone
                == "Europe/Rome")
    }

    @Test func aDefinitionThatMatchesNoZoneIsDroppedWithAWarning() throws {
        let odd = """
            BEGIN:VTIMEZONE
            TZID:Odd
            BEGIN:STANDARD
            DTSTART:19700101T000000
            TZOFFSETFROM:+0123
            TZOFFSETTO:+0123
            END:STANDARD
            END:VTIMEZONE
            """
        #expect(
            try zoneOfEvent("Odd", definitions: odd) == (
                nil,
                [
                    #"cal.ics:12: event UID "e" ("会議"): DTSTART has an unknown time zone "Odd" (not an IANA or Windows name, nor one a VTIMEZONE of the file defines); event dropped"#
                ]
            ))
    }

    @Test func aRuleThatIsNotYearlyIsNotExpanded() throws {
        let hostile = Self.centralEurope("Tokyo Standard Time").replacingOccurrences(
            of: "FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10", with: "FREQ=SECONDLY")
        // Not read by its rules, which libical would expand second by second: the name still says Tokyo.
        #expect(try zoneOfEvent("Tokyo Standard Time", definitions: hostile).zone == "Asia/Tokyo")
        #expect(
            ZoneDefinition(
                try #require(
                    CalendarComponent.calendars(in: calendarFile(hostile), file: "cal.ics").value.first?.components
                        .first))
                == nil)
    }
}
