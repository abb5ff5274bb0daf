import Testing

@testable import SiteKit

/// A `site.yml` with several mistakes reports every one, in the order of the file, each where it is.
@Suite struct ConfigErrorsTests {
    static func errors(_ text: String) -> [String] {
        do {
            _ = try ConfigLoader.parse(text, file: "site.yml")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func everyBadKeyIsAnError() {
        let text = """
            title: T
            baseURL: example.org
            language: en_GB
            weekStart: monady
            months:
              before: two
              after: -1
            latestMemos: five
            feed: 3
            markdown:
              rawHTML: sometimes
            theme: ../x

            """
        #expect(
            Self.errors(text) == [
                #"site.yml:2:10: baseURL: "example.org" is not an absolute http(s) URL without query or fragment"#,
                #"site.yml:3:11: language: "en_GB" is not a language tag (expected a BCP 47 tag such as "en", "fr", "pt-BR" or "zh-Hant-TW")"#,
                #"site.yml:4:12: weekStart: expected one of "sunday", "monday", found "monady" (did you mean "monday"?)"#,
                #"site.yml:6:11: months.before: expected a whole number from 0 to 120, found "two""#,
                "site.yml:7:10: months.after: expected a whole number from 0 to 120, found -1",
                #"site.yml:8:14: latestMemos: expected a whole number from 0 to 1000, found "five""#,
                "site.yml:9:7: feed: expected a mapping, found a scalar",
                #"site.yml:11:12: markdown.rawHTML: expected true or false, found "sometimes""#,
                #"site.yml:12:8: theme: "../x" is not a theme folder name (letters, digits, '-', '_' and '.', not first)"#,
            ])
    }

    @Test func aRequiredKeyThatCannotBeReadIsReportedOnce() {
        #expect(
            Self.errors("title: [a]\nlanguage: en_GB\n") == [
                "site.yml:1:1: baseURL: missing; it is required",
                "site.yml:1:8: title: expected text, found a sequence",
                #"site.yml:2:11: language: "en_GB" is not a language tag (expected a BCP 47 tag such as "en", "fr", "pt-BR" or "zh-Hant-TW")"#,
            ])
    }

    @Test func everySourceAndEveryCalendarIsChecked() {
        let text = """
            title: T
            baseURL: https://e.org
            pickup:
              source: https://api.example.org/
              timeout: forever
              retries: 99
              headers:
                "A B": x
            categories:
              Food: ""
              Travel: travel
            calendars:
              - kind: holiday
              - source: /etc/passwd
              - source: data/a.ics
                kind: party
                token:
                  env: X

            """
        #expect(
            Self.errors(text) == [
                #"site.yml:5:12: pickup.timeout: expected a number from 0.1 to 600.0, found "forever""#,
                "site.yml:6:12: pickup.retries: expected a whole number from 0 to 10, found 99",
                #"site.yml:8:5: pickup.headers: "A B" is not a header name (letters, digits and !#$%&'*+-.^_`|~)"#,
                "site.yml:10:9: categories.Food: empty; it is required",
                "site.yml:13:5: calendars[0]: source is missing",
                #"site.yml:14:13: calendars[1].source: "/etc/passwd" is not below the content folder (write a path such as data/events.ics)"#,
                #"site.yml:16:11: calendars[2].kind: expected one of "holiday", "event", found "party""#,
                "site.yml:18:7: calendars[2].token: applies only to http(s) sources",
            ])
    }

    @Test func everyMenuItemIsChecked() {
        let text = """
            title: T
            baseURL: https://e.org
            menu:
              - title: About
                url: javascript:alert(1)
              - url: /about/
              - title: Home
                url: /
              - /contact/
              - title: " "
                url: //evil.example/

            """
        #expect(
            Self.errors(text) == [
                #"site.yml:5:10: menu[0].url: "javascript:alert(1)" is neither a path of the site (/about/) nor an http(s) URL"#,
                "site.yml:6:5: menu[1].title: missing; it is required",
                "site.yml:9:5: menu[3]: expected a mapping, found a scalar",
                "site.yml:10:12: menu[4].title: empty; it is required",
            ])
    }

    @Test func aMenuOfTooManyItemsIsOneError() {
        let items = String(repeating: "  - title: A\n    url: /a/\n", count: 101)
        #expect(
            Self.errors("title: T\nbaseURL: https://e.org\nmenu:\n" + items + "latestMemos: x\n") == [
                "site.yml:4:3: menu: 101 items; a menu has at most 100",
                #"site.yml:206:14: latestMemos: expected a whole number from 0 to 1000, found "x""#,
            ])
    }

    @Test func aSyntaxErrorIsTheOneError() {
        #expect(Self.errors("title: T\nlanguage: [fr\nweekStart: x\n").count == 1)
    }

    @Test(arguments: [
        ("titel: x\n", #"site.yml:3:1: titel: unknown key; ignored (did you mean "title"?)"#),
        ("BaseUrl: x\n", #"site.yml:3:1: BaseUrl: unknown key; ignored (did you mean "baseURL"?)"#),
        ("latestMemo: 3\n", #"site.yml:3:1: latestMemo: unknown key; ignored (did you mean "latestMemos"?)"#),
        ("feed:\n  entires: 3\n", #"site.yml:4:3: feed.entires: unknown key; ignored (did you mean "entries"?)"#),
        (
            "pickup:\n  source: a.json\n  requird: false\n",
            #"site.yml:5:3: pickup.requird: unknown key; ignored (did you mean "required"?)"#
        ),
        (
            "calendars:\n  - source: a.ics\n    knd: event\n",
            #"site.yml:5:5: calendars[0].knd: unknown key; ignored (did you mean "kind"?)"#
        ),
        (
            "pickup:\n  source: https://a.org/\n  token:\n    env: T\n    shceme: x\n",
            #"site.yml:7:5: pickup.token.shceme: unknown key; ignored (did you mean "scheme"?)"#
        ),
        ("colour: blue\n", "site.yml:3:1: colour: unknown key; ignored"),
    ])
    func anUnknownKeyAtAnyLevelSuggestsTheKnownOneItIsASlipOf(extra: String, warning: String) throws {
        let parsed = try ConfigLoader.parse("title: T\nbaseURL: https://e.org\n" + extra, file: "site.yml")
        #expect(parsed.warnings.map(\.description) == [warning])
    }
}
