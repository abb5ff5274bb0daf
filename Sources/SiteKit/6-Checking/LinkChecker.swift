import Foundation

/// Checks that every link within a rendered site leads somewhere: to a page, a feed or an asset of the
/// site, and to an element with the link's `#anchor` as its `id`. It reads the files in memory, before
/// anything is published, so `sitegen check` needs no output folder.
///
/// A link is within the site when it is relative, an absolute path under the base path, or an absolute
/// URL under the base URL; any other link (another host, another path on the same host, `mailto:`) is
/// not followed.
public struct LinkChecker: Sendable {
    public let links: SiteLinks
    /// The base URL's parts: a link within the site has its scheme and host.
    private let origin: URLReference

    public init(links: SiteLinks) {
        self.links = links
        origin = URLReference(links.baseURL)
    }

    /// What a check found: how many pages and internal links it read, and every link that leads nowhere.
    public struct Report: Sendable, Equatable {
        public var pages = 0
        public var links = 0
        /// One error per broken link, at the page's path, line and column: `2026/11/index.html:12:9: ...`.
        public var problems: [Diagnostic] = []
    }

    /// Checks the links of every HTML file among `files`, pages in path order.
    public func check(_ files: [OutputFile]) -> Report {
        let pages = files.filter { $0.path.hasSuffix(".html") }.sorted { $0.path < $1.path }
        let scanned = pages.concurrentMap { page in
            let scanner = HTMLScanner(page.bytes)
            return ScannedPage(links: scanner.links, ids: scanner.ids)
        }
        let site = Site(files: Set(files.map(\.path)), ids: Dictionary(uniqueKeysWithValues: zip(pages.map(\.path), scanned.map(\.ids))))
        var report = Report(pages: pages.count)
        for (page, found) in zip(pages, scanned) {
            for attribute in found.links {
                for link in attribute.urls {
                    guard let target = target(of: link, on: page.path) else { continue }
                    report.links += 1
                    if let problem = site.problem(with: target, link: link) {
                        report.problems.append(.error(SourceLocation(file: page.path, line: attribute.line, column: attribute.column), problem))
                    }
                }
            }
        }
        return report
    }

    /// Where a link on `page` leads within the site: a path below the output folder (percent-decoded, ""
    /// for the home page) and an anchor; nil for a link that leaves the site. It is resolved against the
    /// page's URL as a browser resolves it.
    func target(of link: String, on page: String) -> Target? {
        let base = URLReference(scheme: origin.scheme, authority: origin.authority, path: links.basePath + page)
        let url = URLReference(link).resolved(against: base)
        // Scheme and host in any case.
        guard url.scheme?.lowercased() == origin.scheme?.lowercased(), url.authority?.lowercased() == origin.authority?.lowercased() else { return nil }
        let path = url.path.isEmpty ? "/" : url.path
        guard path.hasPrefix(links.basePath) || path + "/" == links.basePath else { return nil }
        let inside = String(path.dropFirst(links.basePath.count))
        return Target(path: inside.removingPercentEncoding ?? inside, anchor: url.fragment.map { $0.removingPercentEncoding ?? $0 })
    }
}

/// A link's destination within the site.
struct Target: Equatable {
    /// Below the output folder, percent-decoded: `2026/11/`, `feed.xml`, or "" for the home page.
    var path: String
    var anchor: String?
}

private struct ScannedPage: Sendable {
    var links: [HTMLScanner.LinkAttribute]
    var ids: Set<String>
}

/// The files of the rendered site, and the ids on each page.
private struct Site {
    var files: Set<String>
    var ids: [String: Set<String>]

    /// Why a link to `target` leads nowhere, or nil when it leads somewhere.
    func problem(with target: Target, link: String) -> String? {
        // A folder is served as its index.html, and a folder named without its "/" too (servers redirect).
        let candidates = target.path.isEmpty || target.path.hasSuffix("/")
            ? [target.path + "index.html"] : [target.path, target.path + "/index.html"]
        guard let file = candidates.first(where: files.contains) else {
            return "link \"\(link)\" points to no page"
        }
        // An empty fragment and `#top` go to the top of any page, as HTML defines them.
        guard let anchor = target.anchor, !anchor.isEmpty, anchor.lowercased() != "top" else { return nil }
        guard ids[file]?.contains(anchor) == true else {
            return "link \"\(link)\" points to a missing anchor: \(file) has no id \"\(anchor)\""
        }
        return nil
    }
}
