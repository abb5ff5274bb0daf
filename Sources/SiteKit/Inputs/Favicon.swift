import Foundation

/// The site's icon: `static/favicon.svg`, `.png` or `.ico` in the content folder, published at the site's
/// root with the other static files, and linked from every page with its media type.
public enum Favicon: String, Codable, Sendable, CaseIterable {
    case svg = "favicon.svg"
    case png = "favicon.png"
    case ico = "favicon.ico"

    /// The `type` of its `<link rel="icon">`.
    var mediaType: String {
        switch self {
        case .svg: "image/svg+xml"
        case .png: "image/png"
        case .ico: "image/x-icon"
        }
    }

    /// The icons `content/static/` holds as regular files, in the order of `allCases`: a browser takes the
    /// first whose type it shows, and every browser shows an SVG but the oldest.
    static func found(inContent content: URL) -> [Favicon] {
        allCases.filter { icon in
            var status = stat()
            let path = content.appendingPathComponent("static").appendingPathComponent(icon.rawValue).path
            return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        }
    }
}
