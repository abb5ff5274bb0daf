import Foundation
import SiteKit

/// The months a default site shows around its build date (two before, one after), in a zone nine
/// hours from UTC so that events' times move across days.
private let firstDay = Day(iso: "2026-09-01")!
private let lastDay = Day(iso: "2026-12-31")!
private let siteZone = TimeZone(identifier: "Asia/Tokyo")!

/// An iCalendar file's bytes, parsed as a calendar source is, then expanded over the rendered months
/// as the month pages expand it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCalendar(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let text = try? TextFile.decode(Data(bytes: bytes, count: count), displayName: "events.ics"),
          let (events, _) = try? CalendarParser.parse(text, file: "events.ics", kind: .event) else { return 0 }
    _ = CalendarExpansion.occurrences(of: events, from: firstDay, through: lastDay, timeZone: siteZone)
    return 0
}
