import Foundation
import SiteKit

/// A `site.yml` file's bytes, read as the site builder reads them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let text = try? TextFile.decode(Data(bytes: bytes, count: count), displayName: "site.yml") else { return 0 }
    _ = try? ConfigLoader.parse(text, file: "site.yml")
    return 0
}
