import Foundation
import HTTPTestServer
import Testing

/// `sitegen serve` as a writer uses it: the built binary on a copy of the sample site, over HTTP.
@Suite struct ServeTests {
    static let memo = "Content/memos/2026/11/2026-11-03.md"

    /// Runs `body` with `sitegen serve` on a fresh copy of the sample site; stops the server (SIGINT)
    /// and removes the copy afterwards, whatever happens. Returns the exit status.
    @discardableResult
    func serving(
        _ arguments: [String] = ["--date", "2026-11-30"], softFileLimit: Int? = nil,
        prepare: (URL) throws -> Void = { _ in },
        name: String = #function, _ body: (ServeProcess) throws -> Void
    ) throws -> Int32 {
        let site = try SitegenProcess.sampleSite(name)
        defer { try? FileManager.default.removeItem(at: site) }
        try prepare(site)
        let server = try ServeProcess(site: site, arguments: arguments, softFileLimit: softFileLimit)
        var status: Int32 = -1
        defer { if status == -1 { server.stop(SIGKILL) } }
        try body(server)
        status = server.stop()
        #expect(status == 0, "\(server.stderr)")
        #expect(server.stdout.hasSuffix("Stopped.\n"))
        #expect(server.leftovers.isEmpty, "left in TMPDIR: \(server.leftovers)")
        return status
    }

    func edit(_ path: String, in site: URL, _ change: (String) -> String) throws {
        let url = site.appendingPathComponent(path)
        try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func aChangedMemoIsServedAfterTheRebuild() throws {
        try serving(["--date", "2026-11-30", "--verbose"]) { server in
            let before = try #require(try server.get("/2026/11/03/"))
            #expect(before.status == 200)
            #expect(before.text.contains("公民館文化祭"))
            #expect(before.text.contains("<script id=\"sitegen-live-reload\">"))
            #expect(
                server.stdout.contains(
                    "Built 63 pages (1 home, 2 year, 4 month, 26 day, 5 articles, 5 category, 1 tags, 16 tag, 1 search, 1 page, 1 404) to serve, 0 warnings, in "
                ))
            // A memo dated after the build date is served before its day, marked.
            let ahead = try #require(try server.get("/2026/12/05/"))
            #expect(ahead.status == 200 && ahead.text.contains(#"<p class="scheduled">公開日前</p>"#))

            try edit(Self.memo, in: server.site) { $0 + "\n書き足した一文。\n" }
            let after = try #require(try server.get("/2026/11/03/") { $0.text.contains("書き足した一文。") })
            #expect(after.status == 200 && after.text.contains("書き足した一文。"))
            #expect(server.stdout.contains("Changed: \(Self.memo)\n"))
            #expect(server.stdout.contains("\n  GET /2026/11/03/ 200\n"), "--verbose shows each request")
        }
    }

    /// Saves that only read memos again are written into the served site in place: a memo removed takes its
    /// page and its neighbours' links with it, a memo added is served with them, and a save made while a
    /// build runs is in the next one.
    @Test func memosRemovedAndAddedAreServedAsSaved() throws {
        try serving { server in
            #expect(try server.get("/2026/11/07/")?.status == 200)
            try FileManager.default.removeItem(
                at: server.site.appendingPathComponent("Content/memos/2026/11/2026-11-07.md"))
            let gone = try #require(try server.get("/2026/11/07/") { $0.status == 404 })
            #expect(gone.status == 404)
            let neighbour = try #require(try server.get("/2026/11/03/"))
            #expect(!neighbour.text.contains("/2026/11/07/"), "the neighbour still links the removed memo")

            let added = server.site.appendingPathComponent("Content/memos/2026/11/2026-11-10.md")
            try "---\ntitle: 新しいメモ\n---\n新しい本文。\n".write(to: added, atomically: true, encoding: .utf8)
            let page = try #require(try server.get("/2026/11/10/") { $0.status == 200 })
            #expect(page.text.contains("新しい本文。"))
            let month = try #require(try server.get("/2026/11/") { $0.text.contains("新しいメモ") })
            #expect(month.text.contains("/2026/11/10/"))
        }
    }

    @Test func aBrokenMemoKeepsTheLastGoodPageAndSendsTheErrorUntilItIsFixed() throws {
        try serving { server in
            let events = try server.connect()
            events.send("GET /__sitegen/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(events.read(until: "event: build\ndata: 1\n\n") != nil)

            let original = try String(contentsOf: server.site.appendingPathComponent(Self.memo), encoding: .utf8)
            try "---\ntitle: [unclosed\n---\n本文\n".write(
                to: server.site.appendingPathComponent(Self.memo), atomically: true, encoding: .utf8)
            let failure = try #require(events.read(until: "\n\n"))
            #expect(
                failure.hasPrefix(
                    "event: failure\ndata: error: Content/memos/2026/11/2026-11-03.md:3:1: YAML: did not find expected ',' or ']'"
                ), "\(failure)")
            #expect(
                server.waitFor { _, stderr in
                    stderr.contains("sitegen: the build failed; still serving the last good site\n")
                })
            #expect(
                server.stderr.contains(
                    "error: Content/memos/2026/11/2026-11-03.md:3:1: YAML: did not find expected ',' or ']'"))
            let page = try #require(try server.get("/2026/11/03/"))
            #expect(page.status == 200 && page.text.contains("公民館文化祭"))

            try (original + "\n直した。\n").write(
                to: server.site.appendingPathComponent(Self.memo), atomically: true, encoding: .utf8)
            #expect(events.read(until: "event: build\ndata: 2\n\n") != nil)
            #expect(try server.get("/2026/11/03/")?.text.contains("直した。") == true)
        }
    }

    @Test func aFailedFirstBuildServesAnErrorPageUntilABuildSucceeds() throws {
        let broken = "title: [unclosed\n"
        var config = ""
        let prepare: (URL) throws -> Void = { site in
            config = try String(contentsOf: site.appendingPathComponent("Content/site.yml"), encoding: .utf8)
            try broken.write(to: site.appendingPathComponent("Content/site.yml"), atomically: true, encoding: .utf8)
        }
        try serving(prepare: prepare) { server in
            let waiting = try #require(try server.get("/"))
            #expect(waiting.status == 503)
            #expect(
                waiting.text.contains("The site has not been built yet.")
                    && waiting.text.contains("sitegen-live-reload"))
            #expect(server.stderr.contains("error: Content/site.yml:"))
            #expect(server.stderr.contains("sitegen: the build failed; nothing to serve until a build succeeds\n"))
            let events = try server.connect()
            events.send("GET /__sitegen/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(events.read(until: "event: failure\ndata: error: Content/site.yml:") != nil)

            try config.write(
                to: server.site.appendingPathComponent("Content/site.yml"), atomically: true, encoding: .utf8)
            #expect(events.read(until: "event: build\ndata: 1\n\n") != nil)
            #expect(try server.get("/")?.status == 200)
        }
    }

    /// The content folder removed (the rebuild fails, the last good site stays) and another moved into its
    /// place: it is watched, and its pages are served after the rebuild.
    @Test func aContentFolderRemovedAndMadeAgainIsRebuiltAndServed() throws {
        try serving { server in
            _ = try #require(server.port())
            let content = server.site.appendingPathComponent("Content")
            let copy = server.site.appendingPathComponent("Content.new")
            try FileManager.default.copyItem(at: content, to: copy)
            try FileManager.default.removeItem(at: content)
            #expect(
                server.waitFor { _, stderr in
                    stderr.contains("sitegen: the build failed; still serving the last good site\n")
                })
            #expect(try server.get("/2026/11/03/")?.status == 200)

            try edit("Content.new/memos/2026/11/2026-11-03.md", in: server.site) { $0 + "\n戻ってきた。\n" }
            try FileManager.default.moveItem(at: copy, to: content)
            let after = try #require(try server.get("/2026/11/03/") { $0.text.contains("戻ってきた。") })
            #expect(after.status == 200 && after.text.contains("戻ってきた。"))
            #expect(
                server.stdout.contains("Changed: Content\n") || server.stdout.contains("Changed: Content, "),
                "\(server.stdout)")
        }
    }

    @Test func remoteSourcesComeFromTheCacheUnlessFetchIsGiven() throws {
        let api = try HTTPTestServer()
        defer { api.stop() }
        let messages = try String(
            contentsOf: SitegenProcess.package.appendingPathComponent("Content/data/pickup-messages.json"),
            encoding: .utf8)
        api.enqueue(.ok(messages), .ok(messages), at: "/articles.json")
        let prepare: (URL) throws -> Void = { site in
            try edit("Content/site.yml", in: site) {
                $0.replacingOccurrences(
                    of: "source: data/pickup-messages.json",
                    with: "source: \(api.url("/articles.json").absoluteString)\n  retries: 0")
            }
            // A build fills the cache, as last night's would have.
            let build = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site)
            #expect(build.status == 0, "\(build.stderr)")
        }
        try serving(prepare: prepare) { server in
            let articles = try server.get("/articles/")
            #expect(articles?.status == 200)
            #expect(api.requests.count == 1, "serve asked the API without --fetch")
        }
        try serving(["--date", "2026-11-30", "--fetch"], prepare: prepare) { server in
            let articles = try server.get("/articles/")
            #expect(articles?.status == 200)
            #expect(api.requests.count == 3, "the prepared build and serve --fetch each asked once")
        }
    }

    @Test func servingLeavesThePublishedSitesRenderCacheAlone() throws {
        let cache = ".sitegen-cache/rendered-pages"
        var built = Data()
        let prepare: (URL) throws -> Void = { site in
            let build = try SitegenProcess.run(["--date", "2026-11-30", "-q"], in: site)
            #expect(build.status == 0, "\(build.stderr)")
            built = try Data(contentsOf: site.appendingPathComponent(cache))
        }
        try serving(prepare: prepare) { server in
            try edit(Self.memo, in: server.site) { $0 + "\n書き足した一文。\n" }
            _ = try #require(try server.get("/2026/11/03/") { $0.text.contains("書き足した一文。") })
            // The cache still matches Output/, so tonight's build renders only what changed since it.
            #expect(try Data(contentsOf: server.site.appendingPathComponent(cache)) == built)
        }
    }

    /// The hard RLIMIT_NOFILE of this process, which a server it starts inherits.
    static let hardFileLimit: Int = {
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        return Int(clamping: limit.rlim_max)
    }()

    /// Started with a soft limit of 512 descriptors, it raises it to the hard one and holds the clients that
    /// leaves room for: a hundred open pages, each with its event stream, which no new client may shed.
    @Test(.enabled(if: hardFileLimit >= 1024)) func theFileLimitIsRaisedAndAHundredPagesKeepTheirEventStreams() throws {
        try serving(softFileLimit: 512) { server in
            _ = try #require(server.port())
            let limits = try #require(server.fileLimits)
            #expect(limits.soft == limits.hard && limits.hard == Self.hardFileLimit)
            let streams = try (0..<100).map { _ in try server.connect() }
            for (index, stream) in streams.enumerated() {
                stream.send("GET /__sitegen/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                let opening = stream.read(until: "data: 1\n\n")
                #expect(opening?.hasPrefix("HTTP/1.1 200 OK\r\n") == true, "stream \(index): \(opening ?? "closed")")
            }
            #expect(try server.get("/")?.status == 200)
        }
    }

    /// Ctrl-C during a rebuild that would take long (a theme whose every page loops through the navigation
    /// eight levels deep, on a site of 170 pages) stops at once: the rebuild is abandoned, its staging
    /// folder removed, and the last good site was served until then.
    @Test func ctrlCDuringASlowRebuildAbandonsIt() throws {
        let addMemos: (URL) throws -> Void = { site in
            for day in 0..<120 {
                let date = "2025-\(String(format: "%02d", day / 28 + 1))-\(String(format: "%02d", day % 28 + 1))"
                let memo = site.appendingPathComponent("Content/memos/2025/\(date).md")
                try FileManager.default.createDirectory(
                    at: memo.deletingLastPathComponent(), withIntermediateDirectories: true)
                try "---\ntitle: 日記 \(day)\n---\n本文。\n".write(to: memo, atomically: false, encoding: .utf8)
            }
        }
        try serving(prepare: addMemos) { server in
            _ = try #require(server.port())
            let body = "<body class=\"page-{{page.kind}}\">"
            try edit("Themes/default/partials/base.mustache", in: server.site) {
                $0.replacingOccurrences(
                    of: body,
                    with: body + String(repeating: "{{#nav}}", count: 8) + String(repeating: "{{/nav}}", count: 8))
            }
            #expect(server.waitFor { _, _ in !server.stagingFolders.isEmpty }, "the rebuild never began rendering")
            #expect(try server.get("/2026/11/03/")?.status == 200)
            #expect(server.stop() == 0)
            #expect(server.stderr.isEmpty)
            #expect(
                server.stdout.components(separatedBy: "\nBuilt ").count == 2,
                "only the first build was finished: \(server.stdout)")
        }
    }

    @Test func sigtermStopsItCleanlyToo() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let server = try ServeProcess(site: site, arguments: ["--date", "2026-11-30", "--quiet"])
        let events = try server.connect()
        events.send("GET /__sitegen/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(events.read(until: "data: 1\n\n") != nil)
        #expect(server.stop(SIGTERM) == 0)
        // The event stream was ended, the socket closed, the folder removed; --quiet left the address alone.
        #expect(events.isClosed(within: 1))
        #expect(throws: SocketError.self) { try HTTPTestClient(port: server.port()!) }
        #expect(server.leftovers.isEmpty)
        #expect(
            server.stdout.hasPrefix("Serving Content at http://127.0.0.1:")
                && server.stdout.split(separator: "\n").count == 1, "\(server.stdout)")
        #expect(server.stderr.isEmpty)
    }

    @Test func aPortInUseOrAMissingContentFolderIsAnErrorWithExitCode1() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let other = try HTTPTestServer()
        defer { other.stop() }
        let taken = try SitegenProcess.run(["serve", "--port", String(other.port)], in: site)
        #expect(taken.status == 1)
        #expect(taken.stderr == "sitegen: cannot listen on 127.0.0.1:\(other.port): address in use\n")
        let missing = try SitegenProcess.run(["serve", "--content", "Nowhere"], in: site)
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("error: Nowhere: no such folder"))
        let usage = try SitegenProcess.run(["serve", "--port", "99999"], in: site)
        #expect(usage.status == 2)
        #expect(
            usage.stderr
                == "sitegen: --port: \"99999\" is not a port number from 0 to 65535\nTry 'sitegen serve --help'.\n")
    }

    @Test func thePublishedSiteNeverCarriesTheLiveReloadScript() throws {
        let site = try SitegenProcess.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(try SitegenProcess.run(["--out", "Output", "--date", "2026-11-30", "-q"], in: site).status == 0)
        let output = site.appendingPathComponent("Output")
        let files = try FileManager.default.subpathsOfDirectory(atPath: output.path)
        #expect(files.contains("2026/11/03/index.html"))
        for path in files {
            guard let text = try? String(contentsOf: output.appendingPathComponent(path), encoding: .utf8) else {
                continue
            }
            #expect(
                !text.contains("sitegen-live-reload") && !text.contains("/__sitegen/"),
                "\(path) carries the live-reload script")
        }
    }
}
