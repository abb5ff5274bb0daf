import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// A picture is encoded once into the cache, and a hostile one is refused by its header or its decoding,
/// in bounded time, with a warning naming it.
@Suite struct PictureCacheTests {
    private func prepare(
        _ bytes: [UInt8], name: String = "harbour.jpg", keepsMetadata: Bool = false
    ) throws -> (
        PictureCache.Outcome, URL
    ) {
        let folder = try TestFolders.temporary()
        let cache = PictureCache(folder: folder.appendingPathComponent("pictures"), keepsMetadata: keepsMetadata)
        let outcome = cache.prepare(
            bytes, hash: ContentHash(of: bytes), format: PictureFormat(fileName: name)!, name: name)
        return (outcome, folder)
    }

    @Test func aWidePhotoGetsItsUprightSizeAndNarrowerCopiesAndIsEncodedOnce() throws {
        let bytes = try PictureFiles.harbour
        let (outcome, folder) = try prepare(bytes)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .picture(let picture) = outcome else { return #expect(Bool(false), "\(outcome)") }
        #expect(picture.width == 1920 && picture.height == 1280)
        #expect(picture.variants.map(\.width) == [480, 960, 1600])
        #expect(picture.full != ContentHash(of: bytes), "the full size was not stripped")
        let cached = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/pictures").sorted()
        #expect(cached.count == 5 && cached.last!.hasSuffix(".picture"), "\(cached)")
        // Again: the record answers, and nothing is written.
        let times = try cached.map {
            try FileManager.default.attributesOfItem(atPath: folder.path + "/pictures/" + $0)[.modificationDate]
                as! Date
        }
        let cache = PictureCache(folder: folder.appendingPathComponent("pictures"), keepsMetadata: false)
        #expect(cache.prepare(bytes, hash: ContentHash(of: bytes), format: .jpeg, name: "h.jpg") == outcome)
        #expect(
            try cached.map {
                try FileManager.default.attributesOfItem(atPath: folder.path + "/pictures/" + $0)[.modificationDate]
                    as! Date
            } == times)
    }

    @Test(arguments: [
        (
            PictureFiles.pngHeader(width: 30_000, height: 30_000), "bomb.png",
            "bomb.png: the picture is 30000 × 30000 pixels, over the limit of 16384 a side and 100 megapixels; not published"
        ),
        (
            PictureFiles.pngHeader(width: 16_384, height: 16_384), "square.png",
            "square.png: the picture is 16384 × 16384 pixels, over the limit of 16384 a side and 100 megapixels; not published"
        ),
        (
            [0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x41, count: 500), "damaged.jpg",
            "damaged.jpg: the JPEG picture cannot be read; not published"
        ),
        (
            Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), "drawing.png",
            "drawing.png: not a PNG picture by its first bytes; published as it is, without a size"
        ),
    ])
    func aHostilePictureIsRefusedByItsHeaderWithAWarning(bytes: [UInt8], name: String, message: String) throws {
        let start = ContinuousClock.now
        let (outcome, folder) = try prepare(bytes, name: name)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(ContinuousClock.now - start < .seconds(5))
        switch outcome {
        case .refused(let warning), .asItIs(let warning): #expect(warning.description == message)
        case .picture: Issue.record("\(name) was published as a picture")
        }
    }

    @Test func aTruncatedPhotoIsRefusedUnlessItsMetadataIsKept() throws {
        let bytes = Array(try PictureFiles.harbour.prefix(60_000))
        let (outcome, folder) = try prepare(bytes)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            outcome
                == .refused(
                    .warning(
                        SourceLocation(file: "harbour.jpg"),
                        "the JPEG picture cannot be decoded (truncated or damaged); not published")))
        let (kept, other) = try prepare(bytes, keepsMetadata: true)
        defer { try? FileManager.default.removeItem(at: other) }
        // With the metadata kept, a picture that cannot be decoded is published as it is: its narrower
        // copies cannot be made.
        #expect(
            kept
                == .asItIs(
                    .warning(
                        SourceLocation(file: "harbour.jpg"),
                        "the JPEG picture cannot be decoded (truncated or damaged); published as it is, without a size")
                ))
    }

    @Test func aDecompressionBombWithinTheLimitsDecodesInBoundedTime() throws {
        // 10,000 × 10,000 declared, a few bytes of pixels: decoding fails at the missing data, at once.
        let start = ContinuousClock.now
        let (outcome, folder) = try prepare(PictureFiles.pngHeader(width: 10_000, height: 10_000), name: "big.png")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(
            outcome
                == .refused(
                    .warning(
                        SourceLocation(file: "big.png"),
                        "the PNG picture cannot be decoded (truncated or damaged); not published")))
    }

    @Test func variantsAreNamedBesideTheirPicture() {
        #expect(Picture.variantPath(of: "2026/11/28/harbour.jpg", width: 480) == "2026/11/28/harbour-480w.jpg")
        #expect(Picture.variantPath(of: "a.b/photo", width: 960) == "a.b/photo-960w")
        #expect(Picture.variantPath(of: ".jpg", width: 960) == ".jpg-960w")
    }
}
