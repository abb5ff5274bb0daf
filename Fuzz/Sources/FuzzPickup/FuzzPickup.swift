import Foundation
import SiteKit

/// The pickup-message API's response body, as fetched.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPickup(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = try? PickupMessageParser.parse(Data(bytes: bytes, count: count), source: "pickup.json")
    return 0
}
