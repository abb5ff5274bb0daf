import Foundation

/// Checks that every link within a rendered site leads somewhere: to a page, a feed or an asset of the
/// site, and to an element with the link's `#anchor` as its `id`; the links of the pages, and those of the
/// feeds' entries. It reads the files in memory, before anything is published, so `sitegen check` needs
/// no output folder.
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

    /// The feeds whose entries' HTML is checked too: a reader shows it, so its links must work as well.
    public static let feeds = ["articles/feed.xml", "feed.json", "feed.xml"]

    /// What a check found: how many pages it read, how many internal links on them and in the feeds, and
    /// every link that leads nowhere.
    public struct Report: Sendable, Equatable {
        public var pages = 0
        public var links = 0
        /// One error per broken link, at the page's path, line and column (`2026/11/index.html:12:9: ...`),
        /// or at the feed's path and where the entry's content starts.
        public var problems: [Diagnostic] = []
    }

    /// Checks the links of every HTML file among `files`, pages in path order, then those of the feeds' entries;
    /// the files at `otherPaths` (the content folder's, published as they are) are targets too, unread.
    public func check(_ files: [OutputFile], alongside otherPaths: [String] = []) -> Report {
        let pages = files.filter { $0.path.hasSuffix(".html") }.sorted { $0.path < $1.path }
        let scanned = pages.concurrentMap { page in
            let scanner = HTMLScanner(page.bytes)
            return ScannedPage(links: scanner.links, ids: scanner.ids)
        }
        let site = Site(
            files: Set(files.map(\.path) + otherPaths),
            ids: Dictionary(uniqueKeysWithValues: zip(pages.map(\.path), scanned.map(\.ids))))
        var report = Report(pages: pages.count)
        var found = zip(pages, scanned).flatMap { page, scanned in
            scanned.links.flatMap { attribute in
                attribute.urls.map {
                    FoundLink(
                        value: $0, file: page.path,
                        location: SourceLocation(file: page.path, line: attribute.line, column: attribute.column))
                }
            }
        }
        for feed in files.filter({ Self.feeds.contains($0.path) }).sorted(by: { $0.path < $1.path }) {
            do throws(Diagnostic) {
                let entries =
                    feed.path.hasSuffix(".json")
                    ? try FeedEntry.jsonFeed(feed.bytes, file: feed.path) : FeedEntry.atom(feed.bytes, file: feed.path)
                found += entries.flatMap { entry in
                    HTMLScanner(Array(entry.html.utf8)).links.flatMap(\.urls).map {
                        FoundLink(value: $0, file: feed.path, location: entry.location, entry: entry.id)
                    }
                }
            } catch {
                report.problems.append(error)
            }
        }
        for link in found {
            guard let target = target(of: link.value, on: link.file) else { continue }
            report.links += 1
            if let reason = site.problem(with: target) {
                report.problems.append(.error(link.location, "\(link) \(reason)"))
            }
        }
        return report
    }

    /// Where a link on `file` leads within the site: a path below the output folder (percent-decoded, ""
    /// for the home page) and an anchor; nil for a link that leaves the site. It is resolved against the
    /// file's URL as a browser resolves it, or a feed reader a feed's link.
    func target(of link: String, on file: String) -> Target? {
        let base = URLReference(scheme: origin.scheme, authority: origin.authority, path: links.basePath + file)
        let url = URLReference(link).resolved(against: base)
        // Scheme and host in any case.
        guard url.scheme?.lowercased() == origin.scheme?.lowercased(),
            url.authority?.lowercased() == origin.authority?.lowercased()
        else { return nil }
        let path = url.path.isEmpty ? "/" : url.path
        guard path.hasPrefix(links.basePath) || path + "/" == links.basePath else { return nil }
        let inside = String(path.dropFirst(links.basePath.count))
        return Target(
            path: inside.removingPercentEncoding ?? inside,
            anchor: url.fragment.map { $0.removingPercentEncoding ?? $0 })
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

/// A link as found, on a page or in a feed's entry, and where a problem with it is reported.
private struct FoundLink: CustomStringConvertible {
    var value: String
    var file: String
    var location: SourceLocation
    var entry: String?

    /// `link "/2026/13/"`, with the feed's entry when it is in one.
    var description: String {
        "link \"\(value)\"" + (entry.map { " in entry \"\($0)\"" } ?? "")
    }
}

/// The files of the rendered site, and the ids on each page.
private struct Site {
    var files: Set<String>
    var ids: [String: Set<String>]

    /// Why a link to `target` leads nowhere (`points to no page`), or nil when it leads somewhere.
    func problem(with target: Target) -> String? {
        // A folder is served as its index.html, and a folder named without its "/" too (servers redirect).
        let candidates =
            target.path.isEmpty || target.path.hasSuffix("/")
            ? [target.path + "index.html"] : [target.path, target.path + "/index.html"]
        guard let file = candidates.first(where: files.contains) else {
            return "points to no page"
        }
        // An empty fragment and `#top` go to the top of any page, as HTML defines them.
        guard let anchor = target.anchor, !anchor.isEmpty, anchor.lowercased() != "top" else { return nil }
        guard ids[file]?.contains(anchor) == true else {
            return "points to a missing anchor: \(file) has no id \"\(anchor)\""
        }
        return nil
    }
}
