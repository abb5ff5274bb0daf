import Foundation
import HTTPTestServer
import Testing

@testable import SiteKit

@Suite struct FallbackFetcherTests {
    @Test func successIsUsedAndBecomesTheCachedCopy() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            server.enqueue(.ok(FetchFixture.pickupJSON(count: 3), headers: ["ETag": #""v2""#]), at: "/messages")
            let loaded = try await harness.load(FetchFixture.pickupSource(server))
            #expect(loaded.value == ["1", "2", "3"] && loaded.entries == 3)
            #expect(loaded.origin == .network && !loaded.isFallback)
            #expect(loaded.warnings.isEmpty)
            let cached = try #require(try harness.cache.read(FetchFixture.pickupSource(server)))
            #expect(cached.body == Data(FetchFixture.pickupJSON(count: 3).utf8))
            #expect(cached.metadata.entries == 3 && cached.metadata.fetchedAt == LoaderHarness.buildTime)
            #expect(cached.metadata.validators == Validators(etag: #""v2""#))
            #expect(cached.metadata.url == "http://127.0.0.1:\(server.port)/messages")
        }
    }

    @Test func notModifiedUsesTheCacheAndRefreshesItsDate() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            try harness.seed(FetchFixture.pickupSource(server))
            server.enqueue(.reply(status: 304), at: "/messages")
            let loaded = try await harness.load(FetchFixture.pickupSource(server))
            #expect(server.requests.first?.header("If-None-Match") == #""v1""#)
            #expect(
                loaded.origin == .notModified && loaded.entries == 10 && loaded.warnings.isEmpty && !loaded.isFallback)
            let cached = try #require(try harness.cache.read(FetchFixture.pickupSource(server)))
            #expect(cached.metadata.fetchedAt == LoaderHarness.buildTime)
            #expect(cached.metadata.validators == Validators(etag: #""v1""#))
        }
    }

    @Test func serverErrorRecoveredByRetryUsesTheNetwork() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            server.enqueue(.reply(status: 500), .ok(FetchFixture.pickupJSON(count: 2)), at: "/messages")
            let loaded = try await harness.load(FetchFixture.pickupSource(server))
            #expect(loaded.origin == .network && loaded.value == ["1", "2"] && loaded.warnings.isEmpty)
            #expect(harness.log.all.map(\.status) == [500, 200])
        }
    }

    @Test func failedFetchFallsBackToTheCacheSayingHowOld() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            try harness.seed(FetchFixture.pickupSource(server))
            for _ in 0..<4 { server.enqueue(.reply(status: 500), at: "/messages") }
            let loaded = try await harness.load(FetchFixture.pickupSource(server))
            #expect(loaded.warningTexts == ["pickup messages: HTTP 500 after 3 retries; \(LoaderHarness.fallback)"])
            #expect(loaded.origin == LoaderHarness.cachedOrigin && loaded.entries == 10 && loaded.isFallback)
            #expect(loaded.warnings.allSatisfy { $0.severity == .warning })
        }
    }

    @Test func everyKindOfFailureFallsBackWithItsReason() async throws {
        let cases: [(ScriptedResponse, String)] = [
            (.json(status: 404, #"{"error":{"code":404,"message":"no such list"}}"#), "HTTP 404: no such list"),
            (.json(status: 429, #"{"message":"slow down"}"#, headers: ["Retry-After": "1"]), "HTTP 429: slow down"),
            (.hang, "timed out after 0.5 s"),
            (
                .cutOff(
                    status: 200, headers: ["Content-Type": "application/json"],
                    body: Data(FetchFixture.pickupJSON(count: 9).utf8), sentBytes: 40),
                "the connection closed before the response was complete"
            ),
            (.close, "the connection closed before the response was complete"),
            (.ok(FetchFixture.pickupJSON(count: 200)), "the body is larger than the limit of 2000 bytes"),
            (.ok(#"{"article":{"contents":[{"id":"1""#), "the body does not parse (not valid JSON)"),
            (.ok(#"{"articles":[]}"#), #"the body does not parse (expected {"article":{"contents":[…]}})"#),
            (
                .ok("<html></html>", contentType: "text/html"),
                "expected application/json, got text/html; the body does not parse (not valid JSON)"
            ),
        ]
        for (response, reason) in cases {
            let harness = try LoaderHarness()
            defer { harness.remove() }
            try await HTTPTestServer.with { server in
                // Only the hanging server is waited for 0.5 s; the others answer at once, which on a loaded
                // machine can still take longer than that.
                let timeout: Duration = if case .hang = response { .milliseconds(500) } else { .seconds(30) }
                let source = FetchFixture.pickupSource(server, timeout: timeout, maxRetries: 0, maxBytes: 2000)
                try harness.seed(source)
                server.enqueue(response, at: "/messages")
                let loaded = try await harness.load(source)
                #expect(loaded.warningTexts == ["pickup messages: \(reason); \(LoaderHarness.fallback)"])
                #expect(loaded.origin == LoaderHarness.cachedOrigin && loaded.entries == 10)
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
            let failure = await #expect(throws: SourceFailure.self) {
                try await harness.load(FetchFixture.pickupSource(server))
            }
            #expect(failure?.description == "pickup messages: HTTP 404: no such list; cannot fall back: no cached copy")
            #expect(failure?.diagnostic.severity == .error)
            #expect(server.requests.count == 1)
        }
    }

    @Test func refusedConnectionWithoutCacheFails() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        let port = try HTTPTestServer.unusedPort()
        let source = RemoteSource(
            name: "calendar data/events.ics", baseURL: URL(string: "http://127.0.0.1:\(port)/events.ics")!,
            mediaType: "text/calendar", maxRetries: 1)
        let failure = await #expect(throws: SourceFailure.self) { try await harness.load(source) }
        #expect(
            failure?.description
                == "calendar data/events.ics: could not connect to 127.0.0.1:\(port) after 1 retry; cannot fall back: no cached copy"
        )
    }

    @Test func optionalSourceWithoutCacheIsLeftOutWithAWarning() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            server.enqueue(.ok("not json"), at: "/messages")
            let loaded = try await harness.load(FetchFixture.pickupSource(server, required: false))
            #expect(
                loaded.warningTexts == [
                    "pickup messages: the body does not parse (not valid JSON); building without it: no cached copy"
                ])
            #expect(loaded.origin == .unavailable && loaded.value == nil && loaded.body == nil && loaded.entries == 0)
            #expect(loaded.isFallback)
        }
    }

    @Test func parserDiagnosticKeepsItsLineAndColumn() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            server.enqueue(.ok(#"{"article":{"contents":[{"id":1}]}}"#), at: "/messages")
            let source = FetchFixture.pickupSource(server, required: false)
            let loaded = try await harness.loader.load(source, mode: .online, strict: false) { _ -> Parsed<Void> in
                throw Diagnostic.error(
                    SourceLocation(file: "pickup messages", line: 1, column: 32), "id is not a string")
            }
            #expect(
                loaded.warnings.map(\.description)
                    == [
                        "pickup messages: the body does not parse (line 1, column 32: id is not a string); building without it: no cached copy"
                    ])
        }
    }

    @Test func notModifiedWithoutACachedCopyIsAFailedFetch() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            server.enqueue(.reply(status: 304), at: "/messages")
            let loaded = try await harness.load(FetchFixture.pickupSource(server, required: false))
            #expect(
                loaded.warningTexts == [
                    "pickup messages: HTTP 304 but there is no cached copy; building without it: no cached copy"
                ])
        }
    }

    @Test func wrongMediaTypeThatParsesIsUsedWithAWarning() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            server.enqueue(
                .ok(FetchFixture.pickupJSON(count: 2), contentType: "text/plain; charset=utf-8"), at: "/messages")
            var source = FetchFixture.pickupSource(server)
            source.mediaType = "Application/JSON"
            let loaded = try await harness.load(source)
            #expect(
                loaded.warningTexts == [
                    "pickup messages: expected application/json, got text/plain; the body parses, so it is used"
                ])
            #expect(loaded.origin == .network && loaded.entries == 2)
        }
    }

    @Test func hugeNumberOfEntriesIsLoaded() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            server.enqueue(.ok(FetchFixture.pickupJSON(count: 100_000)), at: "/messages")
            // A loaded CI machine is slow with 8 MB.
            let loaded = try await harness.load(FetchFixture.pickupSource(server, timeout: .seconds(60)))
            #expect(loaded.entries == 100_000 && loaded.value?.last == "100000")
            #expect(loaded.origin == .network && loaded.warnings.isEmpty)
            #expect(try harness.cache.read(FetchFixture.pickupSource(server))?.metadata.entries == 100_000)
        }
    }

    @Test func sourcesLoadConcurrentlyIntoTheirOwnCachedCopies() async throws {
        let harness = try LoaderHarness()
        defer { harness.remove() }
        try await HTTPTestServer.with { server in
            let ics = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:朝市\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            server.enqueue(
                .reply(
                    status: 200, headers: ["Content-Type": "application/json"],
                    body: Data(FetchFixture.pickupJSON(count: 2).utf8),
                    delay: 0.2), at: "/messages")
            server.enqueue(.ok(ics, contentType: "text/calendar; charset=utf-8"), at: "/events.ics")
            let calendar = RemoteSource(
                name: "calendar data/events.ics", baseURL: server.url("/events.ics"), mediaType: "text/calendar")
            let countEvents: BodyParser<Int> = { data in
                let events = String(decoding: data, as: UTF8.self).components(separatedBy: "BEGIN:VEVENT").count - 1
                return Parsed(events, entries: events)
            }
            async let messages = harness.load(FetchFixture.pickupSource(server))
            async let events = harness.loader.load(calendar, mode: .online, strict: false, parse: countEvents)
            let (loadedMessages, loadedEvents) = try await (messages, events)
            #expect(loadedMessages.entries == 2 && loadedEvents.entries == 1)
            #expect(loadedEvents.warnings.isEmpty && loadedEvents.origin == .network)
            #expect(try harness.cache.read(calendar)?.body == Data(ics.utf8))
            #expect(try harness.cache.read(FetchFixture.pickupSource(server))?.metadata.entries == 2)
            #expect(server.requests.first { $0.path == "/events.ics" }?.header("Accept") == "text/calendar")
        }
    }
}
