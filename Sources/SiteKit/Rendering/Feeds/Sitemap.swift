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

    /// Everything the sitemap of `listings` (`SitePages.sitemap(of:)`) is made from.
    static func digest(of listings: [PageListing]) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add("sitemap")
        for listing in listings where listing.isInSitemap {
            hasher.add(listing.url)
            hasher.add(listing.lastModified == nil ? 0 : 1)
            hasher.add(UInt64(bitPattern: Int64(listing.lastModified?.daysSinceEpoch ?? 0)))
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
