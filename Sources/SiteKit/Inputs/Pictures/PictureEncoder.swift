import CVips
import Foundation

/// libvips, as sitegen uses it: a picture's header read before any pixel, and a picture decoded once per
/// copy, upright, shrunk to a width, and encoded again in its own format, its metadata stripped on request.
enum PictureEncoder {
    /// The largest picture decoded: 100 megapixels, and 16,384 pixels a side (a decompression bomb
    /// declares 30,000 × 30,000 in a file of a few kilobytes). Refused by the header, before decoding.
    static let maximumPixels = 100_000_000
    static let maximumSide = 16_384

    /// Whether libvips started; it is started once, on first use.
    private static let isStarted: Bool = sitegen_vips_start() == 0

    /// libvips's version: part of what an encoded copy is made from.
    static let version: String = {
        guard isStarted, let text = sitegen_vips_version() else { return "none" }
        return String(cString: text)
    }()

    /// A header: the stored size and the EXIF orientation (1 to 8).
    struct Header: Equatable {
        var width: Int
        var height: Int
        var orientation: Int

        /// The size shown, the orientation applied: 5 to 8 turn the picture a quarter.
        var upright: (width: Int, height: Int) {
            (5...8).contains(orientation) ? (height, width) : (width, height)
        }
    }

    /// The header of `bytes` in `format`, or nil when libvips cannot read one.
    static func header(of bytes: [UInt8], format: PictureFormat) -> Header? {
        guard isStarted else { return nil }
        return bytes.withUnsafeBytes { buffer -> Header? in
            guard let image = sitegen_vips_open(buffer.baseAddress, buffer.count, format.shimValue, 1) else {
                sitegen_vips_error_clear()
                return nil
            }
            defer { sitegen_vips_unref(image) }
            return Header(
                width: Int(sitegen_vips_width(image)), height: Int(sitegen_vips_height(image)),
                orientation: Int(sitegen_vips_orientation(image)))
        }
    }

    /// `bytes` decoded, upright, shrunk to `width` (nil: its own width) and encoded in `format`, stripped of
    /// its metadata when `strip`; nil when the picture cannot be decoded (truncated, damaged).
    static func encode(
        _ bytes: [UInt8], format: PictureFormat, width: Int?, strip: Bool, header: Header
    )
        -> [UInt8]?
    {
        guard isStarted else { return nil }
        // A picture turned a quarter is read at random; any other streams through once.
        let sequential: Int32 = (5...8).contains(header.orientation) ? 0 : 1
        return bytes.withUnsafeBytes { buffer -> [UInt8]? in
            defer { sitegen_vips_error_clear() }
            guard let image = sitegen_vips_open(buffer.baseAddress, buffer.count, format.shimValue, sequential)
            else { return nil }
            defer { sitegen_vips_unref(image) }
            guard let upright = sitegen_vips_upright(image, Int32(width ?? 0)) else { return nil }
            defer { sitegen_vips_unref(upright) }
            var output: UnsafeMutableRawPointer?
            var count = 0
            guard sitegen_vips_save(upright, format.shimValue, strip ? 1 : 0, &output, &count) == 0, let output
            else { return nil }
            defer { sitegen_vips_free(output) }
            return Array(UnsafeRawBufferPointer(start: output, count: count))
        }
    }
}
