import Foundation
import HTTPTestServer
import Testing

@testable import SiteKit

/// Strict and offline modes, suspicious bodies and cache trouble.
@Suite struct FallbackPolicyTests {
    @Test func farFewerEntriesThanTheCacheIsAWarningAndTheNewCount() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            try harness.seed(FetchFixture.pickupSource(server))
            server.enqueue(
                .ok(FetchFixture.pickupJSON(count: 5)), .ok(FetchFixture.pickupJSON(count: 2)), at: "/messages")
            // Half of 10 is not fewer than half.
            let half = try await harness.load(FetchFixture.pickupSource(server))
            #expect(half.warnings.isEmpty && half.entries == 5)
            try harness.seed(FetchFixture.pickupSource(server))
            let fewer = try await harness.load(FetchFixture.pickupSource(server))
            #expect(
                fewer.warningTexts == [
                    "pickup messages: 2 entries where the cached copy from 2026-11-29T18:00:00Z has 10 (fewer than 50%)"
                ])
            #expect(fewer.origin == .network && fewer.value == ["1", "2"])
            #expect(try harness.cache.read(FetchFixture.pickupSource(server))?.metadata.entries == 2)
        }
    }

    @Test func strictTurnsEveryFallbackIntoAFailure() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            try harness.seed(FetchFixture.pickupSource(server))
            server.enqueue(.reply(status: 503), at: "/messages")
            let fallback = await #expect(throws: SourceFailure.self) {
                try await harness.load(FetchFixture.pickupSource(server, maxRetries: 0), strict: true)
            }
            #expect(
                fallback?.description
                    == "pickup messages: HTTP 503; the cached copy from 2026-11-29T18:00:00Z (14 hours old) is not used because of --strict"
            )

            server.enqueue(.ok(FetchFixture.pickupJSON(count: 4)), at: "/messages")
            let fewer = await #expect(throws: SourceFailure.self) {
                try await harness.load(FetchFixture.pickupSource(server), strict: true)
            }
            #expect(
                fewer?.description
                    == "pickup messages: 4 entries where the cached copy from 2026-11-29T18:00:00Z has 10 (fewer than 50%); refused because of --strict"
            )
            #expect(try harness.cache.read(FetchFixture.pickupSource(server))?.metadata.entries == 10)

            server.enqueue(.reply(status: 500), at: "/optional")
            let optional = await #expect(throws: SourceFailure.self) {
                try await harness.load(
                    FetchFixture.pickupSource(server, path: "optional", maxRetries: 0, required: false), strict: true)
            }
            #expect(optional?.description == "pickup messages: HTTP 500; cannot fall back: no cached copy")
        }
    }

    @Test func offlineUsesOnlyTheCache() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            try harness.seed(FetchFixture.pickupSource(server))
            let loaded = try await harness.load(FetchFixture.pickupSource(server), mode: .offline, strict: true)
            #expect(loaded.origin == LoaderHarness.cachedOrigin && loaded.entries == 10 && loaded.warnings.isEmpty)
            #expect(!loaded.isFallback)

            let missing = await #expect(throws: SourceFailure.self) {
                try await harness.load(FetchFixture.pickupSource(server, path: "other"), mode: .offline)
            }
            #expect(missing?.description == "pickup messages: --offline; cannot fall back: no cached copy")

            let optional = try await harness.load(
                FetchFixture.pickupSource(server, path: "other", required: false), mode: .offline)
            #expect(optional.warningTexts == ["pickup messages: --offline; building without it: no cached copy"])
            #expect(server.requests.isEmpty)
        }
    }

    @Test func damagedOrUnparsableCacheIsNotUsed() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            let torn = FetchFixture.pickupSource(server, path: "torn", maxRetries: 0)
            try harness.seed(torn)
            let bodyFile = try #require(
                try FileManager.default.contentsOfDirectory(atPath: harness.cache.folder.path)
                    .first { $0.hasSuffix(".body") })
            try Data(FetchFixture.pickupJSON(count: 11).utf8).write(
                to: harness.cache.folder.appendingPathComponent(bodyFile))
            server.enqueue(.reply(status: 500), at: "/torn")
            let tornFailure = await #expect(throws: SourceFailure.self) { try await harness.load(torn) }
            #expect(
                tornFailure?.description
                    == "pickup messages: HTTP 500; cannot fall back: the cached copy is damaged (its body does not match its metadata)"
            )

            let stale = FetchFixture.pickupSource(server, path: "stale", maxRetries: 0)
            try harness.cache.write(
                Data("[]".utf8),
                CacheMetadata(url: "", validators: Validators(), fetchedAt: LoaderHarness.cachedAt, entries: 0),
                for: stale)
            server.enqueue(.reply(status: 500), at: "/stale")
            let staleFailure = await #expect(throws: SourceFailure.self) { try await harness.load(stale) }
            #expect(
                staleFailure?.description
                    == #"pickup messages: HTTP 500; cannot fall back: the cached copy does not parse (expected {"article":{"contents":[…]}})"#
            )
        }
    }

    @Test func unwritableCacheIsAWarningNotAFailure() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try Data().write(to: harness.cache.folder)  // a file where the folder should be
        try await HTTPTestServer.with { server in
            server.enqueue(.ok(FetchFixture.pickupJSON(count: 1)), at: "/messages")
            let loaded = try await harness.load(FetchFixture.pickupSource(server))
            #expect(loaded.origin == .network && loaded.entries == 1)
            #expect(loaded.warningTexts.count == 1)
            #expect(loaded.warningTexts.first?.hasPrefix("pickup messages: could not update the cached copy: ") == true)
        }
    }

    @Test func originGoesIntoTheActionLogAndBack() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        for origin in [SourceOrigin.network, .notModified, LoaderHarness.cachedOrigin, .unavailable] {
            #expect(try decoder.decode(SourceOrigin.self, from: encoder.encode(origin)) == origin)
        }
        #expect(
            String(decoding: try encoder.encode(LoaderHarness.cachedOrigin), as: UTF8.self)
                == #"{"cache":{"age":50400,"fetchedAt":"2026-11-29T18:00:00Z"}}"#)
        #expect(LoaderHarness.cachedOrigin.description == "cache from 2026-11-29T18:00:00Z (14 hours old)")
    }

    @Test func cancellationIsNotAFallback() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            try harness.seed(FetchFixture.pickupSource(server))
            server.enqueue(.hang, at: "/messages")
            let task = Task { try await harness.load(FetchFixture.pickupSource(server, timeout: .seconds(30))) }
            while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
            task.cancel()
            await #expect(throws: CancellationError.self) { try await task.value }
        }
    }
}
