/// The local pictures a piece of Markdown may show, and how its image links lead to them: relatively from
/// the page it is shown on (a memo's day page), or by an absolute path under the base path (`/photos/a.jpg`,
/// for HTML shown on several pages, where only those lead anywhere).
struct PicturePlacement: Sendable {
    /// The page's folder below the site, `2026/11/03/`; nil for HTML shown on several pages.
    var page: String?
    var basePath: String
    /// The pictures by where they are published: the memo's own (its bundle's), and the site's (`static/`).
    var own: [String: Picture] = [:]
    var shared: [String: Picture]

    /// Whether no link can lead to a picture.
    var isEmpty: Bool { own.isEmpty && shared.isEmpty }

    /// The picture an image link `url` leads to, or nil for one that leads elsewhere (another site, a file
    /// that is no picture) or holds a query or a fragment.
    func picture(at url: String) -> Picture? {
        let reference = URLReference(url)
        guard reference.scheme == nil, reference.authority == nil, reference.query == nil, reference.fragment == nil,
            !reference.path.isEmpty
        else { return nil }
        let path: String
        if reference.path.hasPrefix("/") {
            guard reference.path.hasPrefix(basePath) else { return nil }
            path = URLReference.removingDotSegments(reference.path)
        } else {
            guard let page else { return nil }
            path = URLReference.removingDotSegments(basePath + page + reference.path)
        }
        guard path.hasPrefix(basePath) else { return nil }
        let inside = String(path.dropFirst(basePath.count))
        let file = inside.removingPercentEncoding ?? inside
        return own[file] ?? shared[file]
    }

    /// The `<img>` of `picture` at `url` as cmark writes one, with its size, lazy loading and, for a picture
    /// with narrower copies, a `srcset` and `sizes`.
    static func image(_ picture: Picture, url: String, alt: String, title: String) -> String {
        var html = "<img src=\"\(FeedText.xml(url))\" alt=\"\(FeedText.xml(alt))\""
        if !title.isEmpty { html += " title=\"\(FeedText.xml(title))\"" }
        html += " width=\"\(picture.width)\" height=\"\(picture.height)\" loading=\"lazy\" decoding=\"async\""
        if !picture.variants.isEmpty {
            let candidates =
                picture.variants.map { "\(Picture.variantPath(of: url, width: $0.width)) \($0.width)w" }
                + ["\(url) \(picture.width)w"]
            html += " srcset=\"\(FeedText.xml(candidates.joined(separator: ", ")))\" sizes=\"\(Picture.sizes)\""
        }
        return html + " />"
    }
}
