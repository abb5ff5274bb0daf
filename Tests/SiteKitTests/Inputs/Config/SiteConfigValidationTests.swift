import Testing

@testable import SiteKit

/// The rules `site.yml` and an action log's header share, applied to a configuration however it was made.
@Suite struct SiteConfigValidationTests {
    @Test func aGoodConfigurationComesBackWithItsBaseURLSerialised() throws {
        let config = try SiteConfig(title: "T", baseURL: "HTTPS://Example.ORG/blog").validated()
        #expect(config.baseURL == "https://example.org/blog/")
        #expect(config == SiteConfig(title: "T", baseURL: "https://example.org/blog/"))
    }

    /// A good configuration with one change.
    static func config(_ change: (inout SiteConfig) -> Void) -> SiteConfig {
        var config = SiteConfig(title: "T", baseURL: "https://example.org/")
        change(&config)
        return config
    }

    @Test(arguments: [
        (
            config { $0.title = "a\u{1B}[2Jb" }, ["title"], "title",
            "holds control characters, which no text of a configuration may hold"
        ),
        (
            config { $0.author = "\u{202E}evil" }, ["author"], "author",
            "holds control characters, which no text of a configuration may hold"
        ),
        (config { $0.title = " " }, ["title"], "title", "empty; it is required"),
        (
            config { $0.baseURL = "javascript:alert(1)//" }, ["baseURL"], "baseURL",
            "\"javascript:alert(1)//\" is not an absolute http(s) URL without query or fragment"
        ),
        (
            config { $0.timeZoneIdentifier = "Mars/Base" }, ["timeZone"], "timeZoneIdentifier",
            "unknown time zone \"Mars/Base\" (expected an IANA name such as \"Asia/Tokyo\")"
        ),
        (
            config { $0.theme = "/etc" }, ["theme"], "theme",
            "\"/etc\" is not a theme folder name (letters, digits, '-', '_' and '.', not first)"
        ),
        (
            config { $0.monthsBefore = -3 }, ["months", "before"], "monthsBefore",
            "expected a whole number from 0 to 120, found -3"
        ),
        (
            config { $0.monthsAfter = 1_000_000 }, ["months", "after"], "monthsAfter",
            "expected a whole number from 0 to 120, found 1000000"
        ),
        (
            config { $0.homeMemos = -1 }, ["home", "memos"], "homeMemos",
            "expected a whole number from 0 to 1000, found -1"
        ),
        (
            config { $0.homeArticles = 1001 }, ["home", "articles"], "homeArticles",
            "expected a whole number from 0 to 1000, found 1001"
        ),
        (
            config { $0.pageSize = 0 }, ["pagination", "size"], "pageSize",
            "expected a whole number from 1 to 1000, found 0"
        ),
        (
            config { $0.feedEntries = -5 }, ["feed", "entries"], "feedEntries",
            "expected a whole number from 1 to 1000, found -5"
        ),
    ])
    func aFieldThatBreaksARuleIsNamedBothWays(config: SiteConfig, key: [String], property: String, message: String) {
        #expect(throws: SiteConfig.Problem(key: key, property: property, message: message)) { try config.validated() }
    }
}
