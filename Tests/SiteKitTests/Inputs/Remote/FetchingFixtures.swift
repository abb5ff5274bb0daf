import Foundation
import HTTPTestServer
import Synchronization

@testable import SiteKit

/// Collects values from `@Sendable` callbacks (sleeps, log lines) for assertions.
final class FetchRecorder<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    func record(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    var all: [Value] {
        values.withLock { $0 }
    }
}

/// What the fetching tests share, in a namespace of their own: the test target is shared with other features.
enum FetchFixture {
    /// The secret the tests put in the environment; it must never appear in logs or messages.
    static let secret = "s3cr3t-Token-0123456789abcdef"

    /// A client whose sleeps return at once (and are recorded), with jitter fixed at 0.5.
    static func client(
        sleeps: FetchRecorder<Duration> = FetchRecorder(),
        log: FetchRecorder<RequestLogEntry> = FetchRecorder(),
        now: Date = Date(timeIntervalSince1970: 1_795_000_000)
    ) -> HTTPClient {  // Wed, 18 Nov 2026 11:06:40 GMT
        HTTPClient(
            environment: ["PICKUP_TOKEN": secret],
            sleep: { sleeps.record($0) },
            random: { 0.5 },
            now: { now },
            log: { log.record($0) }
        )
    }

    /// The pickup messages source on the test server. The timeout only matters in tests about timeouts (which
    /// set a short one): elsewhere it is the default, so that a machine busy with other builds never fails a test.
    static func pickupSource(
        _ server: HTTPTestServer, path: String = "/messages", timeout: Duration = .seconds(10),
        maxRetries: Int = 3, maxBytes: Int = 10_000_000, required: Bool = true
    ) -> RemoteSource {
        RemoteSource(
            name: "pickup messages", baseURL: server.url("/"), path: path, mediaType: "application/json",
            timeout: timeout, maxRetries: maxRetries, maxBytes: maxBytes, required: required)
    }

    /// Pickup messages in the API's shape, `count` of them, numbered from 1.
    static func pickupJSON(count: Int) -> String {
        let entries = (0..<count).map { #"{"id":"\#($0 + 1)","title":"記事 \#($0 + 1)","category":"グルメ"}"# }
        return #"{"article":{"contents":["# + entries.joined(separator: ",") + "]}}"
    }

    /// A parse error with a fixed text, as the real parsers give.
    struct ParseProblem: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses the API's shape strictly enough for these tests: the entries' ids, and how many there are.
    static func parsePickup(_ data: Data) throws -> Parsed<[String]> {
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            throw ParseProblem(description: "not valid JSON")
        }
        guard let contents = ((object as? [String: Any])?["article"] as? [String: Any])?["contents"] as? [[String: Any]]
        else {
            throw ParseProblem(description: #"expected {"article":{"contents":[…]}}"#)
        }
        let ids = contents.compactMap { $0["id"] as? String }
        return Parsed(ids)
    }

    /// A fresh folder under the system's temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-fetching-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
