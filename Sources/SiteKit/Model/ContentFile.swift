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

    /// The most bytes a content file may have: a photo or a PDF, not a film, which is read whole into memory.
    static let sizeLimit = 100_000_000

    /// Reads the file at `source` (a path the build can open) to be published at `path`.
    static func read(_ source: String, publishedAt path: String) throws(Diagnostic) -> ContentFile {
        let bytes = try TextFile.bytes(URL(fileURLWithPath: source), displayName: source, limit: sizeLimit)
        return ContentFile(path: path, source: source, hash: bytes.withUnsafeBytes { ContentHash(xxh3: $0) })
    }
}

extension ContentHash: TextCodable {
    init?(codableText: String) { self.init(hex: Substring(codableText)) }
    var codableText: String { description }
    static let codableForm = "32 hexadecimal digits"
}
