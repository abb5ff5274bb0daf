/// A JPEG, PNG or WebP file of the content folder as it is published: its size upright (EXIF orientation
/// applied), the hash of the full-size file published in its place (stripped of its metadata unless
/// `images.keepMetadata`), and the narrower copies made for a `srcset`.
public struct Picture: Codable, Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// The bytes published at the file's own path.
    var full: ContentHash
    /// The narrower copies, narrowest first; none for a picture no wider than the content column.
    var variants: [Variant]

    struct Variant: Codable, Sendable, Equatable {
        var width: Int
        var hash: ContentHash
    }

    /// The widths a picture wider than the content column is also published at, those narrower than it.
    static let variantWidths = [480, 960, 1600]
    /// The default theme's content column (64rem less its padding, at 16 px), which a picture must be wider
    /// than to be worth narrower copies; and the `sizes` that say so to a browser.
    static let columnWidth = 992
    static let sizes = "(max-width: 64rem) calc(100vw - 2rem), 62rem"

    /// Where the copy `width` pixels wide of the picture published at `path` goes: `harbour-480w.jpg`.
    static func variantPath(of path: String, width: Int) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[slash...].lastIndex(of: "."), dot != slash else { return path + "-\(width)w" }
        return String(path[..<dot]) + "-\(width)w" + String(path[dot...])
    }
}
