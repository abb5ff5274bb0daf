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

    public init(links: SiteLinks) {
        self.links = links
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
            for link in found.links {
                guard let target = target(of: link.value, on: page.path) else { continue }
                report.links += 1
                if let problem = site.problem(with: target, link: link.value) {
                    report.problems.append(.error(SourceLocation(file: page.path, line: link.line, column: link.column), problem))
                }
            }
        }
        return report
    }

    /// Where a link leads within the site: a path below the output folder (percent-decoded, "" for the
    /// home page) and an anchor; nil for a link that leaves the site.
    func target(of link: String, on page: String) -> Target? {
        var rest = Substring(link)
        var anchor: String?
        if let hash = rest.firstIndex(of: "#") {
            anchor = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }

        let origin = String(links.baseURL.dropLast(links.basePath.count))
        var path: String
        if rest.hasPrefix("//") {
            let scheme = origin.prefix { $0 != ":" }
            guard let inside = sitePath(of: scheme + ":" + rest, under: origin) else { return nil }
            path = inside
        } else if hasScheme(rest) {
            guard let inside = sitePath(of: rest, under: origin) else { return nil }
            path = inside
        } else if rest.hasPrefix("/") {
            path = String(rest)
        } else if rest.isEmpty {
            path = links.basePath + page
        } else {
            let folder = page.split(separator: "/", omittingEmptySubsequences: false).dropLast().map { $0 + "/" }.joined()
            path = links.basePath + folder + rest
        }
        path = withoutDotSegments(path)
        guard path.hasPrefix(links.basePath) || path + "/" == links.basePath else { return nil }
        let file = String(path.dropFirst(links.basePath.count))
        return Target(path: file.removingPercentEncoding ?? file, anchor: anchor.map { $0.removingPercentEncoding ?? $0 })
    }

    /// The path of `url` when it starts with the site's origin (scheme and host in any case), else nil.
    private func sitePath(of url: some StringProtocol, under origin: String) -> String? {
        guard url.lowercased().hasPrefix(origin.lowercased()) else { return nil }
        let path = url.dropFirst(origin.count)
        guard path.isEmpty || path.hasPrefix("/") else { return nil }
        return path.isEmpty ? "/" : String(path)
    }

    /// `https:`, `mailto:`: a letter, then letters, digits, `+`, `-` or `.`, then a colon.
    private func hasScheme(_ link: Substring) -> Bool {
        guard let colon = link.firstIndex(of: ":"), let first = link.first, first.isASCII, first.isLetter else { return false }
        return link[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    /// `/a/./b/../c` is `/a/c`, as a browser resolves it; `..` never climbs above the root.
    private func withoutDotSegments(_ path: String) -> String {
        var parts: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            switch segment {
            case ".": if isLast { parts.append("") }
            case "..":
                _ = parts.popLast()
                if isLast { parts.append("") }
            default: parts.append(segment)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}

/// A link's destination within the site.
struct Target: Equatable {
    /// Below the output folder, percent-decoded: `2026/11/`, `feed.xml`, or "" for the home page.
    var path: String
    var anchor: String?
}

private struct ScannedPage: Sendable {
    var links: [HTMLScanner.Link]
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
