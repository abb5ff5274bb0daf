import Foundation
import HTTPTestServer

@testable import SiteKit

/// A loader on a fresh cache folder, at a fixed build time 14 hours after the seeded cached copy.
struct LoaderHarness {
    static let cachedAt = Date(timeIntervalSince1970: 1_795_975_200)  // 2026-11-29T18:00:00Z
    static let buildTime = cachedAt.addingTimeInterval(14 * 3600)  // 2026-11-30T08:00:00Z
    let folder: URL
    let cache: SourceCache
    let log = FetchRecorder<RequestLogEntry>()

    init() throws {
        folder = try FetchFixture.temporaryFolder()
        cache = SourceCache(folder: folder.appendingPathComponent(".sitegen-cache"))
    }

    var loader: FallbackFetcher {
        FallbackFetcher(
            client: FetchFixture.client(log: log, now: Self.buildTime), cache: cache, now: { Self.buildTime })
    }

    /// Puts `count` entries in the cache for `source`, as fetched at `cachedAt` with ETag "v1".
    func seed(_ source: RemoteSource, count: Int = 10) throws {
        let metadata = CacheMetadata(
            url: "seeded", validators: Validators(etag: #""v1""#), fetchedAt: Self.cachedAt, entries: count)
        try cache.write(Data(FetchFixture.pickupJSON(count: count).utf8), metadata, for: source)
    }

    func load(
        _ source: RemoteSource, mode: FetchMode = .online, strict: Bool = false
    ) async throws -> LoadedSource<[String]> {
        try await loader.load(source, mode: mode, strict: strict, parse: FetchFixture.parsePickup)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The end of a fallback warning with the seeded cached copy.
    static let fallback = "using the cached copy from 2026-11-29T18:00:00Z (14 hours old)"
    /// The origin of the seeded cached copy at build time.
    static let cachedOrigin = SourceOrigin.cache(fetchedAt: cachedAt, age: 14 * 3600)
}

extension LoadedSource {
    /// The warnings as printed, with their source name.
    var warningTexts: [String] {
        warnings.map(\.description)
    }
}
