import Foundation

/// The published copies of every picture, encoded once: in `.sitegen-cache/pictures/`, each named by the
/// hash of the picture's bytes, the settings it was encoded with (`images.keepMetadata`, the widths,
/// libvips's version) and its width, beside a record of the picture that is written last. A night encodes
/// only the pictures it has not seen; a record or copy that is missing or damaged is made again.
struct PictureCache: Sendable {
    let folder: URL
    /// `images.keepMetadata`: publish the file itself at full size, and keep the metadata of the copies.
    let keepsMetadata: Bool

    /// The pictures' cache of a build: in the cache folder, with the settings of `site.yml`.
    init(cacheFolder: URL, config: SiteConfig) {
        self.init(folder: cacheFolder.appendingPathComponent("pictures"), keepsMetadata: config.keepsPictureMetadata)
    }

    init(folder: URL, keepsMetadata: Bool) {
        self.folder = folder
        self.keepsMetadata = keepsMetadata
    }

    /// What became of a picture: published with its copies, published as it is (it is not one of the
    /// formats by its bytes), or refused, with the warning that says why.
    enum Outcome: Equatable {
        case picture(Picture)
        case asItIs(Diagnostic)
        case refused(Diagnostic)
    }

    /// The picture in `bytes`, named `name`, with hash `hash`, from the cache or encoded into it.
    func prepare(_ bytes: [UInt8], hash: ContentHash, format named: PictureFormat, name: String) -> Outcome {
        let location = SourceLocation(file: name)
        guard let format = PictureFormat(signatureOf: bytes) else {
            return .asItIs(
                .warning(location, "not a \(named.name) picture by its first bytes; published as it is, without a size")
            )
        }
        let base = folder.appendingPathComponent("\(hash)-\(settings)").path
        if let picture = Self.record(at: base + ".picture") { return .picture(picture) }
        func refused(_ reason: String) -> Outcome {
            keepsMetadata
                ? .asItIs(.warning(location, "\(reason); published as it is, without a size"))
                : .refused(.warning(location, "\(reason); not published"))
        }
        guard let header = PictureEncoder.header(of: bytes, format: format) else {
            return refused("the \(format.name) picture cannot be read")
        }
        guard header.width <= PictureEncoder.maximumSide, header.height <= PictureEncoder.maximumSide,
            header.width * header.height <= PictureEncoder.maximumPixels
        else {
            return refused(
                "the picture is \(header.width) × \(header.height) pixels, over the limit of \(PictureEncoder.maximumSide) a side and \(PictureEncoder.maximumPixels / 1_000_000) megapixels"
            )
        }
        let (width, height) = header.upright
        let widths = width > Picture.columnWidth ? Picture.variantWidths.filter { $0 < width } : []
        var copies: [(width: Int?, bytes: [UInt8])] = []
        for copy in (keepsMetadata ? [] : [nil]) + widths.map(Optional.some) {
            guard
                let encoded = PictureEncoder.encode(
                    bytes, format: format, width: copy, strip: !keepsMetadata, header: header)
            else { return refused("the \(format.name) picture cannot be decoded (truncated or damaged)") }
            copies.append((copy, encoded))
        }
        let picture = Picture(
            width: width, height: height,
            full: copies.first { $0.width == nil }.map { ContentHash(of: $0.bytes) } ?? hash,
            variants: copies.compactMap { copy in
                copy.width.map { Picture.Variant(width: $0, hash: ContentHash(of: copy.bytes)) }
            })
        // The copies first, the record last: a record names only copies that are there.
        for copy in copies {
            _ = try? ReplacedFile.write(copy.bytes, to: Self.copyPath(base, width: copy.width), makingFolder: true)
        }
        _ = try? ReplacedFile.write(Array(Self.text(of: picture).utf8), to: base + ".picture", makingFolder: true)
        return .picture(picture)
    }

    /// The bytes of a picture's copy (`width` nil: the full size), as encoded for `file`; nil when the cache
    /// has no copy with the bytes the picture names.
    func copy(of file: ContentFile, width: Int?) -> [UInt8]? {
        guard let picture = file.picture else { return nil }
        let expected = width.map { width in picture.variants.first { $0.width == width }?.hash } ?? picture.full
        let path = Self.copyPath(folder.appendingPathComponent("\(file.hash)-\(settings)").path, width: width)
        guard let expected, let bytes = try? TextFile.bytes(URL(fileURLWithPath: path), displayName: path, limit: .max)
        else { return nil }
        let copy = Array(bytes)
        return ContentHash(of: copy) == expected ? copy : nil
    }

    /// What the copies are made from besides the picture: the settings, the widths and libvips.
    var settings: ContentHash {
        var hasher = ContentHasher()
        hasher.add("sitegen picture 1 \(PictureEncoder.version)")
        hasher.add(keepsMetadata ? 1 : 0)
        for width in Picture.variantWidths + [Picture.columnWidth] { hasher.add(UInt64(width)) }
        return hasher.hash
    }

    private static func copyPath(_ base: String, width: Int?) -> String {
        base + "-" + (width.map(String.init) ?? "full")
    }

    /// `width height full`, then `width hash` per copy, one a line.
    private static func text(of picture: Picture) -> String {
        "\(picture.width) \(picture.height) \(picture.full)\n"
            + picture.variants.map { "\($0.width) \($0.hash)\n" }.joined()
    }

    private static func record(at path: String) -> Picture? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0.split(separator: " ") }
        guard let first = lines.first, first.count == 3, let width = Int(first[0]), let height = Int(first[1]),
            let full = ContentHash(hex: first[2])
        else { return nil }
        var variants: [Picture.Variant] = []
        for line in lines.dropFirst() {
            guard line.count == 2, let width = Int(line[0]), let hash = ContentHash(hex: line[1]) else { return nil }
            variants.append(Picture.Variant(width: width, hash: hash))
        }
        return Picture(width: width, height: height, full: full, variants: variants)
    }
}

/// `PictureCache.prepare` of `bytes` named `fileName` (`.jpg`, `.png` or `.webp`), with a cache folder that
/// cannot be made (below `/proc`), so that every input is decoded and nothing is written; whether it was
/// published. For the fuzz target, which sees only SiteKit's public and SPI names.
@_spi(Fuzzing) public func preparePictureForFuzzing(_ bytes: [UInt8], fileName: String) -> Bool {
    guard let format = PictureFormat(fileName: fileName) else { return false }
    let cache = PictureCache(folder: URL(fileURLWithPath: "/proc/sitegen-fuzz"), keepsMetadata: false)
    if case .refused = cache.prepare(bytes, hash: ContentHash(of: bytes), format: format, name: fileName) {
        return false
    }
    return true
}
