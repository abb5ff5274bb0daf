import Foundation

/// A file of the content folder that the site publishes as it is: one of `static/`, or one beside a memo
/// in its bundle (`memos/**/YYYY-MM-DD/harbour.jpg`, published beside the day page).
public struct ContentFile: Codable, Sendable, Equatable {
    /// Where it is published, below the output folder: `favicon.ico`, `2026/11/03/harbour.jpg`.
    public var path: String
    /// The file it is read from, as messages name it (`displayPath`): relative to the working folder, so a
    /// path the build can open.
    public var source: String
    /// The hash of its bytes: the file's identity, for the inputs' digest and the render cache.
    var hash: ContentHash
    /// The picture it is, published resized and stripped; nil for any other file, published as it is.
    public var picture: Picture?

    /// The most bytes a content file may have: a photo or a PDF, not a film, which is read whole into memory.
    static let sizeLimit = 100_000_000

    /// Reads the file at `source` (a path the build can open) to be published at `path`, a picture through
    /// `pictures`: nil when it is refused, with the warning that says why.
    static func read(
        _ source: String, publishedAt path: String, pictures: PictureCache?
    ) throws(Diagnostic) -> (
        file: ContentFile?, warning: Diagnostic?
    ) {
        let bytes = Array(try TextFile.bytes(URL(fileURLWithPath: source), displayName: source, limit: sizeLimit))
        var file = ContentFile(path: path, source: source, hash: ContentHash(of: bytes))
        guard let pictures, let format = PictureFormat(fileName: path) else { return (file, nil) }
        switch pictures.prepare(bytes, hash: file.hash, format: format, name: source) {
        case .picture(let picture):
            file.picture = picture
            return (file, nil)
        case .asItIs(let warning): return (file, warning)
        case .refused(let warning): return (nil, warning)
        }
    }

    /// Every path the file is published at: its own, and its picture's narrower copies'.
    var publishedPaths: [String] {
        [path] + (picture?.variants.map { Picture.variantPath(of: path, width: $0.width) } ?? [])
    }
}

extension ContentHash: TextCodable {
    init?(codableText: String) { self.init(hex: Substring(codableText)) }
    var codableText: String { description }
    static let codableForm = "32 hexadecimal digits"
}
