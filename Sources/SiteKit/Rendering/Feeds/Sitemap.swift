/// `sitemap.xml` (sitemaps.org 0.9), or the files it lists as an index when the pages are more than one
/// file may list, and the `robots.txt` that names it.
struct Sitemap: Sendable {
    struct Page: Sendable {
        /// Absolute.
        var url: String
        /// `YYYY-MM-DD`, from the page's content; nil when nothing on it carries a date.
        var lastModified: String?
    }

    var pages: [Page]

    static let path = "sitemap.xml"
    /// The most URLs the protocol lets one file list. A site with more has its pages in files of this many,
    /// `sitemap-1.xml` and on (`partPath`), which `sitemap.xml` lists as a sitemap index.
    static let maximumURLs = 50_000

    static func partPath(_ number: Int) -> String {
        "sitemap-\(number).xml"
    }

    /// The listings of the pages the sitemap lists, in the files they are listed in: one file when they fit
    /// in one, else parts of `maximumURLs` (`partPath`).
    static func parts(of listings: [PageListing], maximumURLs: Int = maximumURLs) -> [ArraySlice<PageListing>] {
        let listed = listings.filter(\.isInSitemap)
        return stride(from: 0, to: max(listed.count, 1), by: maximumURLs).map {
            listed[$0..<min($0 + maximumURLs, listed.count)]
        }
    }

    /// Everything the sitemap of `listings` (`SitePages.sitemap(of:)`) is made from.
    static func digest(of listings: some Sequence<PageListing>) -> ContentHash {
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

    /// The sitemap index of the files at `parts`' URLs, each with the newest date of its pages.
    static func indexXML(of parts: [Page]) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="utf-8"?>"#,
            #"<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#,
        ]
        for part in parts {
            lines.append(
                "  <sitemap><loc>\(FeedText.xml(part.url))</loc>"
                    + (part.lastModified.map { "<lastmod>\($0)</lastmod>" } ?? "") + "</sitemap>")
        }
        lines.append("</sitemapindex>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func robots(sitemapURL: String) -> String {
        "User-agent: *\nAllow: /\n\nSitemap: \(sitemapURL)\n"
    }
}
