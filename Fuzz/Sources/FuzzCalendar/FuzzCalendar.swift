import Foundation
import SiteKit

/// The months a default site shows around its build date (two before, one after), in a zone nine
/// hours from UTC so that events' times move across days.
private let months = ["2026-09", "2026-10", "2026-11", "2026-12"].map { Month(iso: $0)! }
private let siteZone = TimeZone(identifier: "Asia/Tokyo")!

/// An iCalendar file's bytes, parsed as a calendar source is (damaged lines read or dropped, bad values
/// dropped, edits resolved), then expanded over the rendered months as the month pages expand it; and
/// the `calendar.ics` written of what was read must read back whole, without a single warning: what
/// sitegen writes never needs its own leniency.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCalendar(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let text = try? TextFile.decode(Data(bytes: bytes, count: count), displayName: "events.ics"),
          let events = try? CalendarParser.parse(text, file: "events.ics", kind: .event).value else { return 0 }
    _ = CalendarExpansion.expand(events, in: months, timeZone: siteZone)
    let feed = CalendarFeed(name: "Fuzz", siteZone: "Asia/Tokyo", stamp: Day(year: 2026, month: 11, day: 30)!, events: events)
    do {
        let reread = try CalendarParser.parse(feed.ics, file: "calendar.ics", kind: .event)
        if let warning = reread.warnings.first { fatalError("calendar.ics reads back with a warning: \(warning)") }
    } catch {
        fatalError("calendar.ics does not read back: \(error)")
    }
    return 0
}
