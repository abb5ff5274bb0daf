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
        Self.document("urlset", of: "url", pages)
    }

    /// The sitemap index of the files at `parts`' URLs, each with the newest date of its pages.
    static func indexXML(of parts: [Page]) -> String {
        document("sitemapindex", of: "sitemap", parts)
    }

    /// A `root` element of an `element` for each of `entries`, with its URL and date.
    private static func document(_ root: String, of element: String, _ entries: [Page]) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="utf-8"?>"#,
            #"<\#(root) xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#,
        ]
        for entry in entries {
            lines.append(
                "  <\(element)><loc>\(FeedText.xml(entry.url))</loc>"
                    + (entry.lastModified.map { "<lastmod>\($0)</lastmod>" } ?? "") + "</\(element)>")
        }
        lines.append("</\(root)>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func robots(sitemapURL: String) -> String {
        "User-agent: *\nAllow: /\n\nSitemap: \(sitemapURL)\n"
    }
}
