import Foundation
import HTTPTestServer
import Testing

@testable import SiteKit

@Suite struct HTTPClientTests {
    @Test func successSendsUserAgentAcceptAndSecretAndLogsWithoutSecrets() async throws {
        try await HTTPTestServer.with { server in
            server.enqueue(
                .ok(
                    FetchFixture.pickupJSON(count: 2), contentType: "application/json; charset=utf-8",
                    headers: ["ETag": #""v1""#, "Last-Modified": "Sun, 29 Nov 2026 18:00:00 GMT"]), at: "/api/messages")
            let log = FetchRecorder<RequestLogEntry>()
            var source = FetchFixture.pickupSource(server, path: "api/messages")
            source.queryItems = [URLQueryItem(name: "page", value: "1"), URLQueryItem(name: "api_key", value: "abc")]
            source.headers = ["Accept-Language": "ja"]
            source.secret = SecretHeader(name: "Authorization", environmentVariable: "PICKUP_TOKEN", prefix: "Bearer ")

            let fetched = try await FetchFixture.client(log: log).fetch(source)

            #expect(
                fetched
                    == .body(
                        Data(FetchFixture.pickupJSON(count: 2).utf8), mediaType: "application/json",
                        validators: Validators(etag: #""v1""#, lastModified: "Sun, 29 Nov 2026 18:00:00 GMT")))
            let request = try #require(server.requests.first)
            #expect(request.method == "GET")
            #expect(request.target == "/api/messages?page=1&api_key=abc")
            #expect(request.header("User-Agent") == "sitegen/0.1.0")
            #expect(request.header("Accept") == "application/json")
            #expect(request.header("Accept-Language") == "ja")
            #expect(request.header("Authorization") == "Bearer \(FetchFixture.secret)")
            #expect(request.header("If-None-Match") == nil)
            let entry = try #require(log.all.first)
            #expect(entry.url.description == "http://127.0.0.1:\(server.port)/api/messages?page=1&api_key=***")
            #expect(
                entry.status == 200 && entry.bytes == FetchFixture.pickupJSON(count: 2).utf8.count && entry.retries == 0
            )
            #expect(
                entry.description.hasPrefix(
                    "GET http://127.0.0.1:\(server.port)/api/messages?page=1&api_key=*** 200 \(entry.bytes) bytes "))
            #expect(entry.description.hasSuffix(" ms 0 retries"))
            #expect(!entry.description.contains(FetchFixture.secret))
        }
    }

    @Test func conditionalRequestGets304() async throws {
        try await HTTPTestServer.with { server in
            server.enqueue(.reply(status: 304, headers: ["ETag": #""v1""#]), at: "/messages")
            let fetched = try await FetchFixture.client().fetch(
                FetchFixture.pickupSource(server),
                validators: Validators(etag: #""v1""#, lastModified: "Sun, 29 Nov 2026 18:00:00 GMT"))
            #expect(fetched == .notModified(Validators(etag: #""v1""#)))
            #expect(server.requests.first?.header("If-None-Match") == #""v1""#)
            #expect(server.requests.first?.header("If-Modified-Since") == "Sun, 29 Nov 2026 18:00:00 GMT")
        }
    }

    @Test func serverErrorIsRetriedWithBackoff() async throws {
        try await HTTPTestServer.with { server in
            server.enqueue(
                .json(status: 500, #"{"message":"database is down"}"#), .ok(FetchFixture.pickupJSON(count: 1)),
                at: "/messages")
            let sleeps = FetchRecorder<Duration>()
            let log = FetchRecorder<RequestLogEntry>()
            let fetched = try await FetchFixture.client(sleeps: sleeps, log: log).fetch(
                FetchFixture.pickupSource(server))
            guard case .body(let body, _, _) = fetched else {
                Issue.record("expected a body")
                return
            }
            #expect(body == Data(FetchFixture.pickupJSON(count: 1).utf8))
            #expect(server.requests.count == 2)
            // 0.5 s initial delay with equal jitter at 0.5: 0.25 + 0.25 × 0.5.
            #expect(sleeps.all == [.milliseconds(375)])
            #expect(log.all.map(\.status) == [500, 200])
            #expect(log.all.map(\.retries) == [0, 1])
        }
    }

    @Test func persistentServerErrorGivesUpAfterMaxRetriesWithDoublingWaits() async throws {
        try await HTTPTestServer.with { server in
            for _ in 0..<4 {
                server.enqueue(.json(status: 503, #"{"error":{"code":17,"message":"maintenance"}}"#), at: "/messages")
            }
            let sleeps = FetchRecorder<Duration>()
            let error = await #expect(throws: FetchFailure.self) {
                try await FetchFixture.client(sleeps: sleeps).fetch(FetchFixture.pickupSource(server))
            }
            #expect(error?.description == "HTTP 503: maintenance after 3 retries")
            #expect(server.requests.count == 4)
            #expect(sleeps.all == [.milliseconds(375), .milliseconds(750), .milliseconds(1500)])
        }
    }

    @Test func tooManyRequestsHonoursRetryAfter() async throws {
        try await HTTPTestServer.with { server in
            server.enqueue(
                .reply(status: 429, headers: ["Retry-After": "7"]), .ok(FetchFixture.pickupJSON(count: 1)),
                at: "/messages")
            let sleeps = FetchRecorder<Duration>()
            _ = try await FetchFixture.client(sleeps: sleeps).fetch(FetchFixture.pickupSource(server))
            #expect(sleeps.all == [.seconds(7)])
            #expect(server.requests.count == 2)
        }
    }

    @Test func serviceUnavailableHonoursRetryAfterAsADate() async throws {
        try await HTTPTestServer.with { server in
            // The client's clock reads Wed, 18 Nov 2026 11:06:40 GMT.
            server.enqueue(
                .reply(status: 503, headers: ["Retry-After": "Wed, 18 Nov 2026 11:06:45 GMT"]),
                .ok(FetchFixture.pickupJSON(count: 1)), at: "/messages")
            let sleeps = FetchRecorder<Duration>()
            _ = try await FetchFixture.client(sleeps: sleeps).fetch(FetchFixture.pickupSource(server))
            #expect(sleeps.all == [.seconds(5)])
        }
    }

    @Test func notFoundIsNotRetriedAndCarriesTheEnvelopeMessage() async throws {
        try await HTTPTestServer.with { server in
            server.enqueue(
                .json(status: 404, #"{"error":{"code":"not_found","message":"no such list"}}"#), at: "/messages")
            let sleeps = FetchRecorder<Duration>()
            let error = await #expect(throws: FetchFailure.self) {
                try await FetchFixture.client(sleeps: sleeps).fetch(FetchFixture.pickupSource(server))
            }
            #expect(error?.reason == .status(404, message: "no such list"))
            #expect(error?.description == "HTTP 404: no such list")
            #expect(server.requests.count == 1)
            #expect(sleeps.all.isEmpty)
        }
    }

    @Test func errorWithoutEnvelopeIsTheBareStatus() async throws {
        try await HTTPTestServer.with { server in
            server.enqueue(
                .reply(status: 403, headers: ["Content-Type": "text/html"], body: Data("<h1>Forbidden</h1>".utf8)),
                at: "/messages")
            let error = await #expect(throws: FetchFailure.self) {
                try await FetchFixture.client().fetch(FetchFixture.pickupSource(server))
            }
            #expect(error?.description == "HTTP 403")
        }
    }

    @Test func serverThatNeverAnswersTimesOut() async throws {
        try await HTTPTestServer.with { server in
            server.enqueue(.hang, at: "/messages")
            let error = await #expect(throws: FetchFailure.self) {
                try await FetchFixture.client().fetch(
                    FetchFixture.pickupSource(server, timeout: .milliseconds(500), maxRetries: 0))
            }
            #expect(error?.description == "timed out after 0.5 s")
        }
    }

    @Test func refusedConnectionIsRetriedThenReported() async throws {
        let port = try HTTPTestServer.unusedPort()
        let source = RemoteSource(
            name: "pickup messages", baseURL: URL(string: "http://127.0.0.1:\(port)/messages")!,
            mediaType: "application/json", maxRetries: 2)
        let sleeps = FetchRecorder<Duration>()
        let error = await #expect(throws: FetchFailure.self) {
            try await FetchFixture.client(sleeps: sleeps).fetch(source)
        }
        #expect(error?.description == "could not connect to 127.0.0.1:\(port) after 2 retries")
        #expect(sleeps.all.count == 2)
    }

    @Test func bodyCutOffMidwayIsAConnectionLoss() async throws {
        try await HTTPTestServer.with { server in
            server.enqueue(
                .cutOff(
                    status: 200, headers: ["Content-Type": "application/json"],
                    body: Data(FetchFixture.pickupJSON(count: 50).utf8), sentBytes: 100), at: "/messages")
            let error = await #expect(throws: FetchFailure.self) {
                try await FetchFixture.client().fetch(FetchFixture.pickupSource(server, maxRetries: 0))
            }
            #expect(error?.description == "the connection closed before the response was complete")
        }
    }

    @Test func connectionClosedWithoutAnswerIsAConnectionLoss() async throws {
        try await HTTPTestServer.with { server in
            server.enqueue(.close, .ok(FetchFixture.pickupJSON(count: 1)), at: "/messages")
            let log = FetchRecorder<RequestLogEntry>()
            _ = try await FetchFixture.client(log: log).fetch(FetchFixture.pickupSource(server))
            #expect(log.all.map(\.failure) == [.connectionLost, nil])
        }
    }

    @Test func declaredLengthOverTheLimitIsRefusedWithoutRetry() async throws {
        try await HTTPTestServer.with { server in
            server.enqueue(.ok(FetchFixture.pickupJSON(count: 100)), at: "/messages")
            let error = await #expect(throws: FetchFailure.self) {
                try await FetchFixture.client().fetch(FetchFixture.pickupSource(server, maxBytes: 1000))
            }
            #expect(error?.description == "the body is larger than the limit of 1000 bytes")
            #expect(server.requests.count == 1)
        }
    }

    @Test func endlessBodyIsCutAtTheLimitWhileReading() async throws {
        try await HTTPTestServer.with { server in
            server.enqueue(
                .endless(
                    status: 200, headers: ["Content-Type": "application/json"],
                    chunk: Data(repeating: UInt8(ascii: " "), count: 16_384)), at: "/messages")
            // Were the limit checked only after the whole body, this would end in a timeout instead.
            let error = await #expect(throws: FetchFailure.self) {
                try await FetchFixture.client().fetch(FetchFixture.pickupSource(server, maxBytes: 1_000_000))
            }
            #expect(error?.reason == .tooLarge(limit: 1_000_000))
        }
    }

    @Test func missingSecretSendsNothing() async throws {
        try await HTTPTestServer.with { server in
            var source = FetchFixture.pickupSource(server)
            source.secret = SecretHeader(name: "X-API-Key", environmentVariable: "UNSET_TOKEN")
            let error = await #expect(throws: FetchFailure.self) { try await FetchFixture.client().fetch(source) }
            #expect(error?.description == "the environment variable UNSET_TOKEN is not set")
            #expect(server.requests.isEmpty)
        }
    }

    @Test func secretIsNotForwardedToAnotherOrigin() async throws {
        try await HTTPTestServer.with { origin in
            try await HTTPTestServer.with { elsewhere in
                origin.enqueue(
                    .reply(status: 302, headers: ["Location": elsewhere.url("/copy").absoluteString]), at: "/messages")
                elsewhere.enqueue(.ok(FetchFixture.pickupJSON(count: 1)), at: "/copy")
                var source = FetchFixture.pickupSource(origin)
                source.secret = SecretHeader(name: "X-API-Key", environmentVariable: "PICKUP_TOKEN")
                _ = try await FetchFixture.client().fetch(source)
                #expect(origin.requests.first?.header("X-API-Key") == FetchFixture.secret)
                let redirected = try #require(elsewhere.requests.first)
                #expect(redirected.header("X-API-Key") == nil)
                #expect(redirected.header("User-Agent") == "sitegen/0.1.0")
            }
        }
    }

    @Test func cancellationStopsAHangingRequest() async throws {
        try await HTTPTestServer.with { server in
            server.enqueue(.hang, at: "/messages")
            let task = Task {
                try await FetchFixture.client().fetch(FetchFixture.pickupSource(server, timeout: .seconds(30)))
            }
            while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
            task.cancel()
            await #expect(throws: CancellationError.self) { try await task.value }
        }
    }
}
