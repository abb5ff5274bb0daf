import Foundation
import Testing

@testable import SiteKit

@Suite struct SourceCacheTests {
    private let fetchedAt = Date(timeIntervalSince1970: 1_795_975_200)  // 2026-11-29T18:00:00Z

    private func source(_ url: String, name: String = "pickup messages") -> RemoteSource {
        RemoteSource(name: name, baseURL: URL(string: url)!, mediaType: "application/json")
    }

    @Test func writesBodyAndMetadataUnderHashedNamesAndReadsThemBack() throws {
        let folder = try FetchFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = SourceCache(folder: folder.appendingPathComponent("cache"))
        let source = source("https://api.example.org/v1/../../etc/passwd?token=abc")
        let metadata = CacheMetadata(
            url: "https://api.example.org/v1/../../etc/passwd?token=***",
            validators: Validators(etag: #""v1""#, lastModified: "Sun, 29 Nov 2026 18:00:00 GMT"),
            fetchedAt: fetchedAt, entries: 2)
        try cache.write(Data(FetchFixture.pickupJSON(count: 2).utf8), metadata, for: source)

        let files = try FileManager.default.contentsOfDirectory(atPath: cache.folder.path).sorted()
        #expect(files.count == 2)
        #expect(files.allSatisfy { $0.wholeMatch(of: /[0-9a-f]{16}\.(body|json)/) != nil })
        let read = try #require(try cache.read(source))
        #expect(read.body == Data(FetchFixture.pickupJSON(count: 2).utf8))
        #expect(read.metadata.validators == metadata.validators)
        #expect(read.metadata.fetchedAt == fetchedAt && read.metadata.entries == 2)
        #expect(read.metadata.bytes == FetchFixture.pickupJSON(count: 2).utf8.count)

        let json = try String(
            contentsOf: cache.folder.appendingPathComponent(try #require(files.last)), encoding: .utf8)
        #expect(json.contains(#""fetchedAt" : "2026-11-29T18:00:00Z""#))
        #expect(!json.contains("token=abc"))
    }

    @Test func rewritingReplacesTheCopy() throws {
        let folder = try FetchFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = SourceCache(folder: folder)
        let source = source("https://api.example.org/messages")
        for count in [3, 1] {
            try cache.write(
                Data(FetchFixture.pickupJSON(count: count).utf8),
                CacheMetadata(url: "", validators: Validators(), fetchedAt: fetchedAt, entries: count), for: source)
        }
        #expect(try cache.read(source)?.body == Data(FetchFixture.pickupJSON(count: 1).utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
    }

    @Test func eachSourceHasItsOwnCopy() throws {
        let folder = try FetchFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = SourceCache(folder: folder)
        let first = source("https://api.example.org/messages?page=1")
        let second = source("https://api.example.org/messages?page=2")
        let renamed = source("https://api.example.org/messages?page=1", name: "calendar data/events.ics")
        try cache.write(
            Data("1".utf8), CacheMetadata(url: "", validators: Validators(), fetchedAt: fetchedAt, entries: 1),
            for: first)
        #expect(try cache.read(second) == nil)
        #expect(try cache.read(renamed) == nil)
        #expect(try cache.read(first)?.body == Data("1".utf8))
    }

    @Test func missingIsNilAndDamagedThrows() throws {
        let folder = try FetchFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = SourceCache(folder: folder)
        let source = source("https://api.example.org/messages")
        #expect(try cache.read(source) == nil)

        try cache.write(
            Data("[1,2]".utf8), CacheMetadata(url: "", validators: Validators(), fetchedAt: fetchedAt, entries: 2),
            for: source)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let metadataFile = folder.appendingPathComponent(try #require(files.first { $0.hasSuffix(".json") }))
        let bodyFile = folder.appendingPathComponent(try #require(files.first { $0.hasSuffix(".body") }))

        // Same length, other bytes: only the checksum tells.
        try Data("[3,4]".utf8).write(to: bodyFile)
        let torn = #expect(throws: CacheDamage.self) { try cache.read(source) }
        #expect(torn?.description == "the cached copy is damaged (its body does not match its metadata)")

        try Data("{".utf8).write(to: metadataFile)
        let damage = #expect(throws: CacheDamage.self) { try cache.read(source) }
        #expect(damage?.description == "the cached copy is damaged (unreadable)")
    }

    @Test func defaultFolderIsBesideContent() {
        let folder = SourceCache.defaultFolder(
            contentFolder: URL(fileURLWithPath: "/srv/site/Content", isDirectory: true))
        #expect(folder.path == "/srv/site/.sitegen-cache")
    }
}
