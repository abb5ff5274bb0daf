import Foundation
import SiteKit

/// How the site renders a message's body: Markdown from the API, never raw HTML.
private let untrustedMarkdown = MarkdownRenderer(allowsRawHTML: false)

/// The pickup-message API's response body, as fetched, then each message's body as the pages render it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPickup(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let messages = try? PickupMessageParser.parse(Data(bytes: bytes, count: count), source: "pickup.json").value else { return 0 }
    for body in messages.compactMap(\.body) {
        _ = untrustedMarkdown.html(body)
    }
    return 0
}
