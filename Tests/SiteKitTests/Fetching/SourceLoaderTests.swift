import Foundation
import HTTPTestServer
import SiteKit
import Testing

/// A loader on a fresh cache folder, at a fixed build time 14 hours after the seeded cached copy.
struct LoaderHarness {
    static let cachedAt = Date(timeIntervalSince1970: 1_795_975_200)  // 2026-11-29T18:00:00Z
    static let buildTime = cachedAt.addingTimeInterval(14 * 3600)     // 2026-11-30T08:00:00Z
    let folder: URL
    let cache: SourceCache
    let log = Recorder<RequestLogEntry>()

    init() throws {
        folder = try temporaryFolder()
        cache = SourceCache(folder: folder.appendingPathComponent(".sitegen-cache"))
    }

    var loader: SourceLoader {
        SourceLoader(client: testClient(log: log, now: Self.buildTime), cache: cache, now: { Self.buildTime })
    }

    /// Puts `count` entries in the cache for `source`, as fetched at `cachedAt` with ETag "v1".
    func seed(_ source: RemoteSource, count: Int = 10) throws {
        let metadata = CacheMetadata(url: "seeded", validators: Validators(etag: #""v1""#), fetchedAt: Self.cachedAt, entries: count)
        try cache.write(Data(pickupJSON(count: count).utf8), metadata, for: source)
    }

    func load(_ source: RemoteSource, mode: FetchMode = .online, strict: Bool = false) async throws -> LoadedSource<[String]> {
        try await loader.load(source, mode: mode, strict: strict, parse: parsePickup)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

/// The warning texts the loader gives, with their source name, as printed.
private func texts(_ loaded: LoadedSource<[String]>) -> [String] {
    loaded.warnings.map(\.description)
}

private let fallback = "using the cached copy from 2026-11-29T18:00:00Z (14 hours old)"
private let cachedOrigin = SourceOrigin.cache(fetchedAt: LoaderHarness.cachedAt, age: 14 * 3600)

@Suite struct SourceLoaderTests {
    @Test func successIsUsedAndBecomesTheCachedCopy() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            server.enqueue(.ok(pickupJSON(count: 3), headers: ["ETag": #""v2""#]), at: "/messages")
            let loaded = try await harness.load(pickupSource(server))
            #expect(loaded.value == ["1", "2", "3"] && loaded.entries == 3)
            #expect(loaded.origin == .network)
            #expect(loaded.warnings.isEmpty)
            let cached = try #require(try harness.cache.read(pickupSource(server)))
            #expect(cached.body == Data(pickupJSON(count: 3).utf8))
            #expect(cached.metadata.entries == 3 && cached.metadata.fetchedAt == LoaderHarness.buildTime)
            #expect(cached.metadata.validators == Validators(etag: #""v2""#))
            #expect(cached.metadata.url == "http://127.0.0.1:\(server.port)/messages")
        }
    }

    @Test func notModifiedUsesTheCacheAndRefreshesItsDate() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            try harness.seed(pickupSource(server))
            server.enqueue(.reply(status: 304), at: "/messages")
            let loaded = try await harness.load(pickupSource(server))
            #expect(server.requests.first?.header("If-None-Match") == #""v1""#)
            #expect(loaded.origin == .notModified && loaded.entries == 10 && loaded.warnings.isEmpty)
            let cached = try #require(try harness.cache.read(pickupSource(server)))
            #expect(cached.metadata.fetchedAt == LoaderHarness.buildTime)
            #expect(cached.metadata.validators == Validators(etag: #""v1""#))
        }
    }

    @Test func serverErrorRecoveredByRetryUsesTheNetwork() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            server.enqueue(.reply(status: 500), .ok(pickupJSON(count: 2)), at: "/messages")
            let loaded = try await harness.load(pickupSource(server))
            #expect(loaded.origin == .network && loaded.value == ["1", "2"] && loaded.warnings.isEmpty)
            #expect(harness.log.all.map(\.status) == [500, 200])
        }
    }

    @Test func failedFetchFallsBackToTheCacheSayingHowOld() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            try harness.seed(pickupSource(server))
            for _ in 0..<4 { server.enqueue(.reply(status: 500), at: "/messages") }
            let loaded = try await harness.load(pickupSource(server))
            #expect(texts(loaded) == ["pickup messages: HTTP 500 after 3 retries; \(fallback)"])
            #expect(loaded.origin == cachedOrigin && loaded.entries == 10)
            #expect(loaded.warnings.allSatisfy { $0.severity == .warning })
        }
    }

    @Test func everyKindOfFailureFallsBackWithItsReason() async throws {
        let cases: [(ScriptedResponse, String)] = [
            (.json(status: 404, #"{"error":{"code":404,"message":"no such list"}}"#), "HTTP 404: no such list"),
            (.json(status: 429, #"{"message":"slow down"}"#, headers: ["Retry-After": "1"]), "HTTP 429: slow down"),
            (.hang, "timed out after 0.5 s"),
            (.cutOff(status: 200, headers: ["Content-Type": "application/json"], body: Data(pickupJSON(count: 9).utf8), sentBytes: 40),
             "the connection closed before the response was complete"),
            (.close, "the connection closed before the response was complete"),
            (.ok(pickupJSON(count: 200)), "the body is larger than the limit of 2000 bytes"),
            (.ok(#"{"article":{"contents":[{"id":"1""#), "the body does not parse (not valid JSON)"),
            (.ok(#"{"articles":[]}"#), #"the body does not parse (expected {"article":{"contents":[…]}})"#),
            (.ok("<html></html>", contentType: "text/html"),
             "expected application/json, got text/html; the body does not parse (not valid JSON)"),
        ]
        for (response, reason) in cases {
            let harness = try LoaderHarness()
            defer { harness.remove() }
            try await HTTPTestServer.with { server in
                let source = pickupSource(server, timeout: .milliseconds(500), maxRetries: 0, maxBytes: 2000)
                try harness.seed(source)
                server.enqueue(response, at: "/messages")
                let loaded = try await harness.load(source)
                #expect(texts(loaded) == ["pickup messages: \(reason); \(fallback)"])
                #expect(loaded.origin == cachedOrigin && loaded.entries == 10)
                // The cached copy stays the last good one.
                #expect(try harness.cache.read(source)?.metadata.fetchedAt == LoaderHarness.cachedAt)
            }
        }
    }

    @Test func requiredSourceWithoutCacheFails() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            server.enqueue(.json(status: 404, #"{"error":{"code":404,"message":"no such list"}}"#), at: "/messages")
            let failure = await #expect(throws: SourceFailure.self) { try await harness.load(pickupSource(server)) }
            #expect(failure?.description == "pickup messages: HTTP 404: no such list; cannot fall back: no cached copy")
            #expect(failure?.diagnostic.severity == .error)
            #expect(server.requests.count == 1)
        }
    }

    @Test func refusedConnectionWithoutCacheFails() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        let port = try HTTPTestServer.unusedPort()
        let source = RemoteSource(name: "calendar data/events.ics", baseURL: URL(string: "http://127.0.0.1:\(port)/events.ics")!,
                                  mediaType: "text/calendar", maxRetries: 1)
        let failure = await #expect(throws: SourceFailure.self) { try await harness.load(source) }
        #expect(failure?.description == "calendar data/events.ics: could not connect to 127.0.0.1:\(port) after 1 retry; cannot fall back: no cached copy")
    }

    @Test func optionalSourceWithoutCacheIsLeftOutWithAWarning() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            server.enqueue(.ok("not json"), at: "/messages")
            let loaded = try await harness.load(pickupSource(server, required: false))
            #expect(texts(loaded) == ["pickup messages: the body does not parse (not valid JSON); building without it: no cached copy"])
            #expect(loaded.origin == .unavailable && loaded.value == nil && loaded.body == nil && loaded.entries == 0)
        }
    }

    @Test func parserDiagnosticKeepsItsLineAndColumn() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            server.enqueue(.ok(#"{"article":{"contents":[{"id":1}]}}"#), at: "/messages")
            let source = pickupSource(server, required: false)
            let loaded = try await harness.loader.load(source, mode: .online, strict: false) { _ -> ((), Int) in
                throw Diagnostic.error(SourceLocation(file: "pickup messages", line: 1, column: 32), "id is not a string")
            }
            #expect(loaded.warnings.map(\.description)
                == ["pickup messages: the body does not parse (line 1, column 32: id is not a string); building without it: no cached copy"])
        }
    }

    @Test func notModifiedWithoutACachedCopyIsAFailedFetch() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            server.enqueue(.reply(status: 304), at: "/messages")
            let loaded = try await harness.load(pickupSource(server, required: false))
            #expect(texts(loaded) == ["pickup messages: HTTP 304 but there is no cached copy; building without it: no cached copy"])
        }
    }

    @Test func wrongMediaTypeThatParsesIsUsedWithAWarning() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            server.enqueue(.ok(pickupJSON(count: 2), contentType: "text/plain; charset=utf-8"), at: "/messages")
            let loaded = try await harness.load(pickupSource(server))
            #expect(texts(loaded) == ["pickup messages: expected application/json, got text/plain; the body parses, so it is used"])
            #expect(loaded.origin == .network && loaded.entries == 2)
        }
    }

    @Test func hugeNumberOfEntriesIsLoaded() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            server.enqueue(.ok(pickupJSON(count: 100_000)), at: "/messages")
            let loaded = try await harness.load(pickupSource(server, timeout: .seconds(10)))
            #expect(loaded.entries == 100_000 && loaded.value?.last == "100000")
            #expect(loaded.origin == .network && loaded.warnings.isEmpty)
            #expect(try harness.cache.read(pickupSource(server))?.metadata.entries == 100_000)
        }
    }

    @Test func farFewerEntriesThanTheCacheIsAWarningAndTheNewCount() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            try harness.seed(pickupSource(server))
            server.enqueue(.ok(pickupJSON(count: 5)), .ok(pickupJSON(count: 2)), at: "/messages")
            // Half of 10 is not fewer than half.
            let half = try await harness.load(pickupSource(server))
            #expect(half.warnings.isEmpty && half.entries == 5)
            try harness.seed(pickupSource(server))
            let fewer = try await harness.load(pickupSource(server))
            #expect(texts(fewer) == ["pickup messages: 2 entries where the cached copy from 2026-11-29T18:00:00Z has 10 (fewer than 50%)"])
            #expect(fewer.origin == .network && fewer.value == ["1", "2"])
            #expect(try harness.cache.read(pickupSource(server))?.metadata.entries == 2)
        }
    }

    @Test func strictTurnsEveryFallbackIntoAFailure() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            try harness.seed(pickupSource(server))
            server.enqueue(.reply(status: 503), at: "/messages")
            let fallback = await #expect(throws: SourceFailure.self) {
                try await harness.load(pickupSource(server, maxRetries: 0), strict: true)
            }
            #expect(fallback?.description == "pickup messages: HTTP 503; the cached copy from 2026-11-29T18:00:00Z (14 hours old) is not used because of --strict")

            server.enqueue(.ok(pickupJSON(count: 4)), at: "/messages")
            let fewer = await #expect(throws: SourceFailure.self) { try await harness.load(pickupSource(server), strict: true) }
            #expect(fewer?.description == "pickup messages: 4 entries where the cached copy from 2026-11-29T18:00:00Z has 10 (fewer than 50%); refused because of --strict")
            #expect(try harness.cache.read(pickupSource(server))?.metadata.entries == 10)

            server.enqueue(.reply(status: 500), at: "/optional")
            let optional = await #expect(throws: SourceFailure.self) {
                try await harness.load(pickupSource(server, path: "optional", maxRetries: 0, required: false), strict: true)
            }
            #expect(optional?.description == "pickup messages: HTTP 500; cannot fall back: no cached copy")
        }
    }

    @Test func offlineUsesOnlyTheCache() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            try harness.seed(pickupSource(server))
            let loaded = try await harness.load(pickupSource(server), mode: .offline, strict: true)
            #expect(loaded.origin == cachedOrigin && loaded.entries == 10 && loaded.warnings.isEmpty)

            let missing = await #expect(throws: SourceFailure.self) {
                try await harness.load(pickupSource(server, path: "other"), mode: .offline)
            }
            #expect(missing?.description == "pickup messages: --offline; cannot fall back: no cached copy")

            let optional = try await harness.load(pickupSource(server, path: "other", required: false), mode: .offline)
            #expect(texts(optional) == ["pickup messages: --offline; building without it: no cached copy"])
            #expect(server.requests.isEmpty)
        }
    }

    @Test func damagedOrUnparsableCacheIsNotUsed() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            let torn = pickupSource(server, path: "torn", maxRetries: 0)
            try harness.seed(torn)
            let bodyFile = try #require(try FileManager.default.contentsOfDirectory(atPath: harness.cache.folder.path)
                .first { $0.hasSuffix(".body") })
            try Data(pickupJSON(count: 11).utf8).write(to: harness.cache.folder.appendingPathComponent(bodyFile))
            server.enqueue(.reply(status: 500), at: "/torn")
            let tornFailure = await #expect(throws: SourceFailure.self) { try await harness.load(torn) }
            #expect(tornFailure?.description == "pickup messages: HTTP 500; cannot fall back: the cached copy is damaged (its body does not match its metadata)")

            let stale = pickupSource(server, path: "stale", maxRetries: 0)
            try harness.cache.write(Data("[]".utf8), CacheMetadata(url: "", validators: Validators(), fetchedAt: LoaderHarness.cachedAt, entries: 0), for: stale)
            server.enqueue(.reply(status: 500), at: "/stale")
            let staleFailure = await #expect(throws: SourceFailure.self) { try await harness.load(stale) }
            #expect(staleFailure?.description == #"pickup messages: HTTP 500; cannot fall back: the cached copy does not parse (expected {"article":{"contents":[…]}})"#)
        }
    }

    @Test func unwritableCacheIsAWarningNotAFailure() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try Data().write(to: harness.cache.folder)  // a file where the folder should be
        try await HTTPTestServer.with { server in
            server.enqueue(.ok(pickupJSON(count: 1)), at: "/messages")
            let loaded = try await harness.load(pickupSource(server))
            #expect(loaded.origin == .network && loaded.entries == 1)
            #expect(texts(loaded).count == 1)
            #expect(texts(loaded).first?.hasPrefix("pickup messages: could not update the cached copy: ") == true)
        }
    }

    @Test func originGoesIntoTheActionLogAndBack() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        for origin in [SourceOrigin.network, .notModified, cachedOrigin, .unavailable] {
            #expect(try decoder.decode(SourceOrigin.self, from: encoder.encode(origin)) == origin)
        }
        #expect(String(decoding: try encoder.encode(cachedOrigin), as: UTF8.self)
            == #"{"cache":{"age":50400,"fetchedAt":"2026-11-29T18:00:00Z"}}"#)
        #expect(cachedOrigin.description == "cache from 2026-11-29T18:00:00Z (14 hours old)")
    }
}
