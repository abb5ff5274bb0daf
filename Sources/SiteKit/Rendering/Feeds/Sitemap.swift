/// `sitemap.xml` (sitemaps.org 0.9) and the `robots.txt` that names it.
struct Sitemap: Sendable {
    struct Page: Sendable {
        /// Absolute.
        var url: String
        /// `YYYY-MM-DD`, from the page's content; nil when nothing on it carries a date.
        var lastModified: String?
    }

    var pages: [Page]

    static let path = "sitemap.xml"

    /// Everything its XML is made from.
    var digest: ContentHash {
        var hasher = ContentHasher()
        hasher.add("sitemap")
        hasher.add(UInt64(pages.count))
        for page in pages {
            hasher.add(page.url)
            hasher.add(page.lastModified == nil ? 0 : 1)
            hasher.add(page.lastModified ?? "")
        }
        return hasher.hash
    }

    var xml: String {
        var lines = [
            #"<?xml version="1.0" encoding="utf-8"?>"#,
            #"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#,
        ]
        for page in pages {
            lines.append(
                "  <url><loc>\(FeedText.xml(page.url))</loc>"
                    + (page.lastModified.map { "<lastmod>\($0)</lastmod>" } ?? "") + "</url>")
        }
        lines.append("</urlset>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func robots(sitemapURL: String) -> String {
        "User-agent: *\nAllow: /\n\nSitemap: \(sitemapURL)\n"
    }
}
