import Foundation
import Testing

@testable import SiteKit

@Suite struct RemoteSourceTests {
    private func url(_ base: String, path: String = "", query: [URLQueryItem] = []) throws -> String {
        try RemoteSource(
            name: "pickup messages", baseURL: URL(string: base)!, path: path, queryItems: query,
            mediaType: "application/json"
        ).url().absoluteString
    }

    @Test func buildsTheURLFromBasePathAndQuery() throws {
        #expect(try url("https://api.example.org/v1", path: "articles") == "https://api.example.org/v1/articles")
        #expect(try url("https://api.example.org/v1/", path: "/articles") == "https://api.example.org/v1/articles")
        #expect(
            try url(
                "https://api.example.org/v1?lang=ja", path: "articles",
                query: [URLQueryItem(name: "page", value: "1 & 2")])
                == "https://api.example.org/v1/articles?lang=ja&page=1%20%26%202")
        #expect(try url("HTTP://cal.example.org/feed.ics") == "HTTP://cal.example.org/feed.ics")
    }

    @Test func refusesAnythingButHTTPWithAHost() {
        for bad in [
            "file:///etc/passwd", "ftp://example.org/a.json", "javascript:alert(1)", "http:///no-host", "mailto:a@b",
        ] {
            #expect(throws: FetchError.invalidURL(bad)) { try url(bad) }
        }
    }

    @Test func invalidURLFailsTheLoadWithoutARequest() async throws {
        let folder = try FetchFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = RemoteSource(
            name: "calendar data/events.ics", baseURL: URL(string: "file:///etc/passwd")!, mediaType: "text/calendar")
        let loader = FallbackFetcher(client: FetchFixture.client(), cache: SourceCache(folder: folder))
        let failure = await #expect(throws: SourceFailure.self) {
            try await loader.load(source, mode: .online, strict: false) { _ in Parsed((), entries: 0) }
        }
        #expect(
            failure?.description
                == "calendar data/events.ics: file:///etc/passwd is not an http(s) URL; cannot fall back: no cached copy"
        )
    }
}
