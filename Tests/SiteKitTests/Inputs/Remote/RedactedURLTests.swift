import Foundation
import Testing

@testable import SiteKit

@Suite struct RedactedURLTests {
    private func redacted(_ url: String) -> String {
        RedactedURL(URL(string: url)!).description
    }

    @Test func hidesSecretLookingQueryValuesAndKeepsTheRest() {
        #expect(
            redacted("https://api.example.org/v1/articles?page=2&access_token=abc&apiKey=x&sig=y&lang=ja")
                == "https://api.example.org/v1/articles?page=2&access_token=***&apiKey=***&sig=***&lang=ja")
        #expect(
            redacted("https://cal.example.org/feed.ics?u=8f14e45fceea167a5a36dedd4bea2543&from=2026-11-01")
                == "https://cal.example.org/feed.ics?u=***&from=2026-11-01")
        #expect(redacted("https://example.org/a?q=%E6%B8%AF%E7%94%BA") == "https://example.org/a?q=%E6%B8%AF%E7%94%BA")
    }

    @Test func dropsUserInfoAndFragment() {
        #expect(redacted("https://user:hunter2@example.org:8443/feed.ics#today") == "https://example.org:8443/feed.ics")
    }
}
