import Foundation
import SiteKit

/// The months a default site shows around its build date (two before, one after), in a zone nine
/// hours from UTC so that events' times move across days.
private let months = ["2026-09", "2026-10", "2026-11", "2026-12"].map { Month(iso: $0)! }
private let siteZone = TimeZone(identifier: "Asia/Tokyo")!

/// An iCalendar file's bytes, parsed as a calendar source is, then expanded over the rendered months
/// as the month pages expand it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCalendar(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let text = try? TextFile.decode(Data(bytes: bytes, count: count), displayName: "events.ics"),
          let events = try? CalendarParser.parse(text, file: "events.ics", kind: .event).value else { return 0 }
    _ = CalendarExpansion.expand(events, in: months, timeZone: siteZone)
    return 0
}
