import Foundation
import Testing

@testable import SiteKit

@Suite struct CalendarOrderTests {
    static let body = """
        BEGIN:VEVENT
        UID:b
        DTSTART:20261103T090000
        SUMMARY:Z会議
        END:VEVENT
        BEGIN:VEVENT
        UID:a
        DTSTART:20261103T090000
        SUMMARY:Z会議
        END:VEVENT
        BEGIN:VEVENT
        UID:c
        DTSTART:20261103T090000
        SUMMARY:A会議
        END:VEVENT
        BEGIN:VEVENT
        UID:d
        DTSTART:20261103T080000
        SUMMARY:早朝
        END:VEVENT
        BEGIN:VEVENT
        UID:e
        DTSTART;VALUE=DATE:20261103
        SUMMARY:文化の日
        END:VEVENT
        BEGIN:VEVENT
        UID:f
        DTSTART;VALUE=DATE:20261102
        DTEND;VALUE=DATE:20261104
        SUMMARY:連休
        END:VEVENT
        BEGIN:VEVENT
        UID:g
        DTSTART;VALUE=DATE:20261103
        SUMMARY:B
        END:VEVENT
        """

    @Test func sortedByDayAllDayFirstStartTitleThenUID() throws {
        let events = try parseEvents(Self.body).events
        let occurrences = CalendarExpansion.occurrences(
            of: events, from: day("2026-11-03"), through: day("2026-11-03"), timeZone: zone("Asia/Tokyo"))
        #expect(
            occurrences.map { "\($0.title) \($0.uid)" } == [
                "連休 f", "B g", "文化の日 e", "早朝 d", "A会議 c", "Z会議 a", "Z会議 b",
            ])
        let reversed = CalendarExpansion.occurrences(
            of: events.reversed(), from: day("2026-11-03"), through: day("2026-11-03"), timeZone: zone("Asia/Tokyo"))
        #expect(reversed == occurrences)
    }

    @Test func expansionAfterAJSONRoundTripIsTheSame() throws {
        let events = try parseEvents(Self.body + "\n" + CalendarRecurrenceTests.weekly).events
        let decoded = try JSONDecoder().decode([CalendarEvent].self, from: JSONEncoder().encode(events))
        let expand = { (events: [CalendarEvent]) in
            CalendarExpansion.occurrences(
                of: events, from: day("2026-11-01"), through: day("2026-12-31"), timeZone: zone("Asia/Tokyo"))
        }
        #expect(expand(decoded) == expand(events))
        #expect(expand(events).count == 15)
    }
}
