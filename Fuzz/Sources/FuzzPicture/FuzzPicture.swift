import Foundation
@_spi(Fuzzing) import SiteKit

private let names = ["picture.jpg", "picture.png", "picture.webp"]

/// A picture file's bytes, as a bundle or `static/` gives them, under each picture name: its header read
/// and refused by its size, or decoded, turned upright, shrunk and encoded again, stripped, by libvips.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPicture(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    for name in names { _ = preparePictureForFuzzing(input, fileName: name) }
    return 0
}
