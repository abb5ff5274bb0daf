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

    @Test func aDefinitionThatMatchesNoZoneIsReadByItself() throws {
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
        let (zone, warnings) = try zoneOfEvent("Odd", definitions: odd)
        #expect(warnings == [])
        #expect(zone.map(ZoneDefinition.name(of:)) == "Odd")
        let body = odd + "\nBEGIN:VEVENT\nUID:e\nSUMMARY:会議\nDTSTART;TZID=Odd:20260701T100000\nEND:VEVENT"
        #expect(
            try expandedLines(body, from: "2026-07-01", through: "2026-07-01", in: "UTC") == [
                "2026-07-01 08:37-08:37 会議"
            ])
    }

    @Test func aDefinitionWithRulesSitegenDoesNotReadAndNoNameDropsTheEvent() throws {
        let hostile = Self.centralEurope("Mine").replacingOccurrences(
            of: "FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10", with: "FREQ=SECONDLY")
        #expect(
            try zoneOfEvent("Mine", definitions: hostile) == (
                nil,
                [
                    #"cal.ics:19: event UID "e" ("会議"): DTSTART has an unknown time zone "Mine" (its VTIMEZONE has rules other than yearly ones and listed dates); event dropped"#
                ]
            ))
    }

    @Test func aRuleThatIsNotYearlyIsNotExpanded() throws {
        let hostile = Self.centralEurope("Tokyo Standard Time").replacingOccurrences(
            of: "FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10", with: "FREQ=SECONDLY")
        // Not read by its rules, which libical would expand second by second: the name still says Tokyo.
        #expect(try zoneOfEvent("Tokyo Standard Time", definitions: hostile).zone == "Asia/Tokyo")
        #expect(
            ZoneDefinition.text(
                of: try #require(
                    CalendarComponent.calendars(in: calendarFile(hostile), file: "cal.ics").value.first?.components
                        .first))
                == nil)
    }

    @Test func aZoneReadByItsDefinitionIsWrittenAsDefinedUnderItsOwnTZID() throws {
        // Central European rules a week off: no IANA zone has them.
        let shifted = Self.centralEurope("Mine").replacingOccurrences(of: "BYDAY=-1SU", with: "BYDAY=1SU")
        let event = { (uid: String, day: String) in
            "BEGIN:VEVENT\nUID:\(uid)\nSUMMARY:会議\nDTSTART;TZID=Mine:\(day)T100000\nEND:VEVENT"
        }
        let first = try parseEvents(shifted + "\n" + event("a", "20261103")).events
        let other = Self.centralEurope("Mine").replacingOccurrences(of: "BYDAY=-1SU", with: "BYDAY=2SU")
        let second = try parseEvents(other + "\n" + event("b", "20261104")).events
        let lines = CalendarFeed(name: "Zones", siteZone: "UTC", stamp: day("2026-11-30"), events: first + second).ics
            .replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
        #expect(
            lines.filter { $0.hasPrefix("TZID") || $0.hasPrefix("DTSTART;") } == [
                "TZID:Mine", "TZID:Mine (2)", "DTSTART;TZID=Mine:20261103T100000",
                "DTSTART;TZID=Mine (2):20261104T100000",
            ])
        let zone = lines.drop { $0 != "TZID:Mine" }.prefix { $0 != "END:VTIMEZONE" }
        #expect(
            Array(zone) == [
                "TZID:Mine", "BEGIN:STANDARD", "DTSTART:16011028T030000", "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=10",
                "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:UTC+0100", "END:STANDARD", "BEGIN:DAYLIGHT",
                "DTSTART:16010325T020000", "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=3", "TZOFFSETFROM:+0100",
                "TZOFFSETTO:+0200", "TZNAME:UTC+0200", "END:DAYLIGHT",
            ])
    }
}
