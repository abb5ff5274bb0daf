import Foundation
import TestSupport
import Testing

@testable import SiteKit

/// The sample's photo bundle (2026-11-28), built: the `<img>` a browser wants, the narrower copies, no
/// metadata in anything published (read back by exiftool), and only new pictures encoded.
@Suite struct PictureBuildTests {
    private let day = "Output/2026/11/28/"

    @Test func thePhotoGetsItsSizeLazyLoadingAndASourceSetOfStrippedCopies() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        let page = try String(
            contentsOf: site.folder.appendingPathComponent(day + "index.html"), encoding: .utf8)
        #expect(
            page.contains(
                #"<img src="harbour.jpg" alt="防波堤の先に赤白の灯台、海に朝日" title="汐見港の朝" width="1920" height="1280" loading="lazy" decoding="async" srcset="harbour-480w.jpg 480w, harbour-960w.jpg 960w, harbour-1600w.jpg 1600w, harbour.jpg 1920w" sizes="(max-width: 64rem) calc(100vw - 2rem), 62rem" />"#
            ))
        let source = site.folder.appendingPathComponent("Content/memos/2026/11/2026-11-28/harbour.jpg")
        guard let before = try PictureFiles.metadata(of: source) else {
            return print("skipped: the metadata check needs exiftool (.ci/setup installs it)")
        }
        #expect(before.contains { $0.hasPrefix("[GPS] GPSLatitude:") }, "the sample photo lost its fake GPS: \(before)")
        for (name, size) in [
            ("harbour.jpg", "1920x1280"), ("harbour-480w.jpg", "480x320"), ("harbour-960w.jpg", "960x640"),
            ("harbour-1600w.jpg", "1600x1067"),
        ] {
            let file = site.folder.appendingPathComponent(day + name)
            #expect(try PictureFiles.metadata(of: file) == [], "\(name)")
            #expect(try PictureFiles.size(of: file) == size, "\(name)")
        }
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func keepMetadataPublishesThePhotoAsItIs() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try site.rewrite("Content/site.yml") { $0 + "images:\n  keepMetadata: true\n" }
        _ = try await site.build()
        let published = try Data(contentsOf: site.folder.appendingPathComponent(day + "harbour.jpg"))
        #expect(Array(published) == (try PictureFiles.harbour))
        if let metadata = try PictureFiles.metadata(of: site.folder.appendingPathComponent(day + "harbour-960w.jpg")) {
            #expect(metadata.contains { $0.hasPrefix("[GPS] GPSLatitude:") }, "\(metadata)")
        }
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func aNewPhotoAloneIsEncodedAndARefusedOneIsWarnedAboutAndLeftOut() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        _ = try await site.build()
        let pictures = site.cacheFolder.appendingPathComponent("pictures")
        let before = try cacheTimes(pictures)
        // The photo's record and 4 copies; each of the 20 pickup images' record and stripped copy.
        #expect(before.count == 5 + 20 * 2)
        // The same photo under another name is the same picture: nothing to encode.
        try FileManager.default.createDirectory(
            at: site.folder.appendingPathComponent("Content/static"), withIntermediateDirectories: true)
        try Data(try PictureFiles.harbour).write(to: site.folder.appendingPathComponent("Content/static/sea.jpg"))
        try Data(PictureFiles.pngHeader(width: 30_000, height: 30_000)).write(
            to: site.folder.appendingPathComponent("Content/static/bomb.png"))
        let wrote = try await site.build()
        #expect(try cacheTimes(pictures) == before)
        #expect(wrote.written >= 4, "\(wrote)")
        let output = site.folder.appendingPathComponent("Output")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("sea-480w.jpg").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("bomb.png").path))
        let warnings = site.lastState?.state.diagnostics.warnings.map(\.message) ?? []
        #expect(
            warnings.contains(
                "the picture is 30000 × 30000 pixels, over the limit of 16384 a side and 100 megapixels; not published"),
            "\(warnings)")
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func aPageShowsAStaticPictureWithItsSize() async throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try FileManager.default.createDirectory(
            at: site.folder.appendingPathComponent("Content/static"), withIntermediateDirectories: true)
        try Data(try PictureFiles.harbour).write(to: site.folder.appendingPathComponent("Content/static/sea.jpg"))
        try site.write("# 海\n\n![朝の海](/sea.jpg)\n", to: "Content/pages/sea.md")
        _ = try await site.build()
        let page = try String(contentsOf: site.folder.appendingPathComponent("Output/sea/index.html"), encoding: .utf8)
        #expect(
            page.contains(
                #"<img src="/sea.jpg" alt="朝の海" width="1920" height="1280" loading="lazy" decoding="async" srcset="/sea-480w.jpg 480w, "#
            ), "\(page)")
        try await site.expectSameBytesAsACleanBuild()
    }

    @Test func aBadKeepMetadataIsAnErrorAtItsPlace() {
        #expect(throws: InputErrors.self) {
            try ConfigLoader.parse(
                "title: t\nbaseURL: https://example.org/\nimages:\n  keepMetadata: maybe\n", file: "site.yml")
        }
        do {
            _ = try ConfigLoader.parse(
                "title: t\nbaseURL: https://example.org/\nimages:\n  keepMetadata: maybe\n", file: "site.yml")
        } catch {
            #expect(error.description == #"site.yml:4:17: images.keepMetadata: expected true or false, found "maybe""#)
        }
    }

    private func cacheTimes(_ folder: URL) throws -> [String: Date] {
        var times: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            times[name] =
                try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[
                    .modificationDate] as? Date
        }
        return times
    }
}
