import Foundation
import TestSupport
import Testing

@testable import SiteKit
@testable import SiteServer

@Suite struct StaticFileResolverTests {
    /// A site folder with pages, an asset, hidden files and links out of it, beside a secret.
    func site(_ name: String = #function) throws -> (folder: URL, root: URL) {
        let folder = try TestFolders.temporary(name)
        let root = folder.appendingPathComponent("site")
        try TestFolders.write("<p>home</p>", to: "site/index.html", in: folder)
        try TestFolders.write("<p>day</p>", to: "site/2026/11/03/index.html", in: folder)
        try TestFolders.write("body {}", to: "site/assets/style.css", in: folder)
        try TestFolders.write("marker", to: "site/.sitegen-output", in: folder)
        try TestFolders.write("no index", to: "site/empty/readme.txt", in: folder)
        try TestFolders.write("secret", to: "secret.txt", in: folder)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("link.txt").path, withDestinationPath: "../secret.txt")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("up").path, withDestinationPath: "..")
        #expect(mkfifo(root.appendingPathComponent("fifo.html").path, 0o644) == 0)
        return (folder, root)
    }

    func resolve(
        _ path: String, in root: URL, basePath: String = "/",
        openFile: @escaping StaticFileResolver.Opener = StaticFileResolver.systemOpen
    ) throws -> String {
        switch StaticFileResolver(root: root, basePath: basePath, openFile: openFile).resolve(
            try RequestPath(Substring(path)))
        {
        case .file(let file):
            String(decoding: file.read(at: 0, count: file.size), as: UTF8.self) + " as " + file.contentType
        case .redirect(let location): "redirect to " + location
        case .notFound: "not found"
        case .unavailable: "unavailable"
        }
    }

    /// `openat` failing for `name` with `code`, as the system's does, and opening everything else.
    static func failing(_ name: String, with code: Int32) -> StaticFileResolver.Opener {
        { folder, entry, flags in
            guard entry == name else { return openat(folder, entry, flags) }
            errno = code
            return -1
        }
    }

    @Test func foldersServeTheirIndexAndRedirectWithoutTheSlash() throws {
        let (folder, root) = try site()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try resolve("/", in: root) == "<p>home</p> as text/html; charset=utf-8")
        #expect(try resolve("/2026/11/03/", in: root) == "<p>day</p> as text/html; charset=utf-8")
        #expect(try resolve("/2026/11/03", in: root) == "redirect to /2026/11/03/")
        #expect(try resolve("/2026/11/03/index.html", in: root) == "<p>day</p> as text/html; charset=utf-8")
        #expect(try resolve("/assets/style.css", in: root) == "body {} as text/css; charset=utf-8")
        #expect(try resolve("/assets/style.css/", in: root) == "not found")
        #expect(try resolve("/empty/", in: root) == "not found")
        #expect(try resolve("/missing.html", in: root) == "not found")
        #expect(try resolve("/index.html/x", in: root) == "not found")
    }

    @Test func noLinkIsFollowedAndHiddenOrSpecialFilesAreNotServed() throws {
        let (folder, root) = try site()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try resolve("/link.txt", in: root) == "not found")
        #expect(try resolve("/up/secret.txt", in: root) == "not found")
        #expect(try resolve("/up/", in: root) == "not found")
        #expect(try resolve("/.sitegen-output", in: root) == "not found")
        // A FIFO is opened without blocking, then refused.
        #expect(try resolve("/fifo.html", in: root) == "not found")
        #expect(try resolve("//etc/passwd", in: root) == "not found")
    }

    /// Out of descriptors, a file is there all the same: the server must say to try again, never that it is missing.
    @Test func noDescriptorToSpareIsUnavailableAndEveryOtherFailureNotFound() throws {
        let (folder, root) = try site()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            try resolve("/assets/style.css", in: root, openFile: Self.failing("style.css", with: EMFILE))
                == "unavailable")
        #expect(
            try resolve("/assets/style.css", in: root, openFile: Self.failing("assets", with: ENFILE)) == "unavailable")
        #expect(
            try resolve("/2026/11/03/", in: root, openFile: Self.failing("index.html", with: EMFILE)) == "unavailable")
        #expect(try resolve("/", in: root, openFile: Self.failing(root.path, with: EMFILE)) == "unavailable")
        #expect(
            try resolve("/assets/style.css", in: root, openFile: Self.failing("style.css", with: ENOENT)) == "not found"
        )
        #expect(
            try resolve("/assets/style.css", in: root, openFile: Self.failing("assets", with: ENOTDIR)) == "not found")
        #expect(
            try resolve("/assets/style.css", in: root, openFile: Self.failing("style.css", with: EACCES)) == "not found"
        )
        #expect(try resolve("/assets/style.css", in: root) == "body {} as text/css; charset=utf-8")
    }

    @Test func theSiteIsServedBelowItsBasePath() throws {
        let (folder, root) = try site()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            try resolve("/blog/assets/style.css", in: root, basePath: "/blog/") == "body {} as text/css; charset=utf-8")
        #expect(try resolve("/assets/style.css", in: root, basePath: "/blog/") == "not found")
        #expect(try resolve("/blog", in: root, basePath: "/blog/") == "redirect to /blog/")
        #expect(
            try resolve("/%E6%97%A5%E8%A8%98/", in: root, basePath: "/%E6%97%A5%E8%A8%98/")
                == "<p>home</p> as text/html; charset=utf-8")
    }

    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"), ("a/style.CSS", "text/css; charset=utf-8"),
        ("app.js", "text/javascript; charset=utf-8"), ("feed.xml", "application/xml; charset=utf-8"),
        ("feed.json", "application/json; charset=utf-8"), ("calendar.ics", "text/calendar; charset=utf-8"),
        ("robots.txt", "text/plain; charset=utf-8"), ("logo.svg", "image/svg+xml; charset=utf-8"),
        ("a.png", "image/png"), ("a.jpg", "image/jpeg"), ("a.jpeg", "image/jpeg"), ("a.webp", "image/webp"),
        ("font.woff2", "font/woff2"), ("README", "application/octet-stream"), (".hidden", "application/octet-stream"),
    ])
    func contentTypesComeFromTheExtension(path: String, type: String) {
        #expect(ContentType.of(path: path) == type)
    }
}
