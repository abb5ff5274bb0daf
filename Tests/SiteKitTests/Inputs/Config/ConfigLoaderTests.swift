import Testing

@testable import SiteKit

@Suite struct ConfigLoaderTests {
    static let full = """
        title: 港町ノート
        description: 毎日のメモ
        baseURL: https://example.org/blog
        language: ja
        timeZone: Asia/Tokyo
        weekStart: monday
        theme: harbour
        months:
          before: 3
          after: 0
        home:
          memos: 8
          articles: 4
        pagination:
          size: 10
        markdown:
          rawHTML: true
        pickup:
          hidden: true
          source: data/pickup.json
        categories:
          グルメ: gourmet
        calendars:
          - source: data/holidays.ics
            kind: holiday
          - source: https://calendar.example.org/events.ics
            kind: event
            required: false
            timeout: 2.5
            token:
              env: CAL_TOKEN
        menu:
          - title: ホーム
            url: /
          - title: GitHub
            url: https://github.com/example

        """

    @Test func readsEveryKey() throws {
        let parsed = try ConfigLoader.parse(Self.full, file: "site.yml")
        let config = parsed.value
        let warnings = parsed.warnings
        #expect(warnings.isEmpty)
        #expect(config.title == "港町ノート")
        #expect(config.baseURL == "https://example.org/blog/")
        #expect(config.basePath == "/blog/")
        #expect(config.language == .ja)
        #expect(config.timeZoneIdentifier == "Asia/Tokyo")
        #expect(config.weekStart == .monday)
        #expect(config.theme == "harbour")
        #expect(config.monthsBefore == 3 && config.monthsAfter == 0)
        #expect(config.homeMemos == 8 && config.homeArticles == 4 && config.pageSize == 10)
        #expect(config.allowsRawHTML)
        #expect(config.pickupHidden)
        #expect(config.pickupSource?.location == "data/pickup.json")
        #expect(config.categorySlugs.map(\.slug) == ["gourmet"])
        #expect(config.calendars.map(\.kind) == [.holiday, .event])
        #expect(
            config.menu == [
                MenuItem(title: "ホーム", url: "/"), MenuItem(title: "GitHub", url: "https://github.com/example"),
            ])
        guard case .remote(let remote) = config.calendars[1].source else {
            Issue.record("the second calendar is not remote")
            return
        }
        #expect(
            !remote.required && remote.timeout == .milliseconds(2500)
                && remote.secret?.environmentVariable == "CAL_TOKEN")
    }

    @Test func defaultsNeedOnlyTitleAndBaseURL() throws {
        let parsed = try ConfigLoader.parse("title: T\nbaseURL: https://example.org\n", file: "site.yml")
        let config = parsed.value
        let warnings = parsed.warnings
        #expect(warnings.isEmpty)
        #expect(config.basePath == "/")
        #expect(config.language == .en && config.weekStart == .sunday && config.theme == "default")
        #expect(config.pickupSource == nil && config.calendars.isEmpty && config.menu == nil)
        #expect(config.homeMemos == 5 && config.homeArticles == 6 && config.pageSize == 20)
    }

    /// `latestMemos`, the old name of `home.memos`, keeps an older `site.yml` building as it did, and says so.
    @Test func latestMemosIsReadAsHomeMemosWithAWarning() throws {
        let old = try ConfigLoader.parse("title: T\nbaseURL: https://e.org\nlatestMemos: 3\n", file: "site.yml")
        #expect(old.value.homeMemos == 3)
        #expect(old.warnings.map(\.description) == ["site.yml:3:14: latestMemos: renamed; write home.memos instead"])
        let both = try ConfigLoader.parse(
            "title: T\nbaseURL: https://e.org\nlatestMemos: 3\nhome:\n  memos: 7\n", file: "site.yml")
        #expect(both.value.homeMemos == 7)
        #expect(both.warnings.map(\.description) == ["site.yml:3:14: latestMemos: ignored, as home.memos is set"])
    }

    @Test func textIsCleanedAndTheBaseURLSerialised() throws {
        let text =
            "title: \"Harbour\\0\\e[2J\\u202E Notes\\n\"\ndescription: \"a\\tb\"\nbaseURL: HTTPS://Example.ORG/港 blog\ncategories:\n  \"Fo\\0od\": food\n"
        let parsed = try ConfigLoader.parse(text, file: "site.yml")
        let config = parsed.value
        #expect(config.title == "Harbour[2J Notes ")
        #expect(config.description == "a b")
        #expect(config.baseURL == "https://example.org/%E6%B8%AF%20blog/")
        #expect(config.categorySlugs.map(\.category) == ["Food"])
    }

    @Test func aRemoteSourceTakesRemoteSourcesDefaultsAndAnyCaseOfScheme() throws {
        let text =
            "title: T\nbaseURL: https://e.org\npickup:\n  source: HTTPS://API.Example.org/v1?key=abcdefghijklmnop1234567890\n"
        let parsed = try ConfigLoader.parse(text, file: "site.yml")
        let config = parsed.value
        guard case .remote(let source) = config.pickupSource else {
            Issue.record("the source is not remote")
            return
        }
        let defaults = RemoteSource(name: "pickup messages", baseURL: source.baseURL, mediaType: "application/json")
        #expect(source == defaults)
        #expect(source.baseURL.absoluteString == "https://api.example.org/v1?key=abcdefghijklmnop1234567890")
        #expect(config.pickupSource?.location == "https://api.example.org/v1?key=***")
    }

    @Test func unknownKeysAreWarnedAbout() throws {
        let parsed = try ConfigLoader.parse(
            "title: T\nbaseURL: https://example.org\ntitel: x\nmonths:\n  befor: 1\n", file: "site.yml")
        let warnings = parsed.warnings
        #expect(
            warnings.map(\.description) == [
                "site.yml:3:1: titel: unknown key; ignored (did you mean \"title\"?)",
                "site.yml:5:3: months.befor: unknown key; ignored (did you mean \"before\"?)",
            ])
    }

    @Test(arguments: [
        ("", "site.yml:1:1: the file is empty; it needs at least title and baseURL"),
        ("baseURL: https://example.org\n", "site.yml:1:1: title: missing; it is required"),
        ("title: \"\"\nbaseURL: https://example.org\n", "site.yml:1:8: title: empty; it is required"),
        ("title: \" \\t\"\nbaseURL: https://example.org\n", "site.yml:1:8: title: empty; it is required"),
        (
            "title: T\nbaseURL: https://e.org\ncategories:\n  Food: ''\n",
            "site.yml:4:9: categories.Food: empty; it is required"
        ),
        (
            "title: T\nbaseURL: HTTPS://E.org/?q\n",
            "site.yml:2:10: baseURL: \"HTTPS://E.org/?q\" is not an absolute http(s) URL without query or fragment"
        ),
        (
            "title: T\nbaseURL: JaVaScRiPt://e.org/\n",
            "site.yml:2:10: baseURL: \"JaVaScRiPt://e.org/\" is not an absolute http(s) URL without query or fragment"
        ),
        ("- a\n- b\n", "site.yml:1:1: expected a mapping, found a sequence"),
        (
            "title: T\nbaseURL: example.org\n",
            "site.yml:2:10: baseURL: \"example.org\" is not an absolute http(s) URL without query or fragment"
        ),
        (
            "title: T\nbaseURL: ftp://example.org/\n",
            "site.yml:2:10: baseURL: \"ftp://example.org/\" is not an absolute http(s) URL without query or fragment"
        ),
        (
            "title: T\nbaseURL: https://e.org\nlanguage: tlh\n",
            "site.yml:3:11: language: the platform's locale data knows no language \"tlh\" (expected a BCP 47 tag such as \"en\", \"fr\", \"pt-BR\" or \"zh-Hant-TW\")"
        ),
        (
            "title: T\nbaseURL: https://e.org\nlanguage: en_GB\n",
            "site.yml:3:11: language: \"en_GB\" is not a language tag (expected a BCP 47 tag such as \"en\", \"fr\", \"pt-BR\" or \"zh-Hant-TW\")"
        ),
        (
            "title: T\nbaseURL: https://e.org\nmenu:\n  - title: About\n    url: javascript:alert(1)\n",
            "site.yml:5:10: menu[0].url: \"javascript:alert(1)\" is neither a path of the site (/about/) nor an http(s) URL"
        ),
        (
            "title: T\nbaseURL: https://e.org\nmenu:\n  - title: About\n    url: //evil.example/\n",
            "site.yml:5:10: menu[0].url: \"//evil.example/\" is not a path of the site (one / first, no spaces, quotes or backslashes)"
        ),
        (
            "title: T\nbaseURL: https://e.org\nmenu:\n  - url: /about/\n",
            "site.yml:4:5: menu[0].title: missing; it is required"
        ),
        (
            "title: T\nbaseURL: https://e.org\nmenu:\n  - title: \" \"\n    url: /about/\n",
            "site.yml:4:12: menu[0].title: empty; it is required"
        ),
        (
            "title: T\nbaseURL: https://e.org\nmenu: /about/\n",
            "site.yml:3:7: menu: expected a list, found a scalar"
        ),
        (
            "title: T\nbaseURL: https://e.org\ntimeZone: Mars/Base\n",
            "site.yml:3:11: timeZone: unknown time zone \"Mars/Base\" (expected an IANA name such as \"Asia/Tokyo\")"
        ),
        (
            "title: T\nbaseURL: https://e.org\nmonths:\n  before: two\n",
            "site.yml:4:11: months.before: expected a whole number from 0 to 120, found \"two\""
        ),
        (
            "title: T\nbaseURL: https://e.org\ntheme: ../x\n",
            "site.yml:3:8: theme: \"../x\" is not a theme folder name (letters, digits, '-', '_' and '.', not first)"
        ),
        (
            "title: T\nbaseURL: https://e.org\ntheme: .hidden\n",
            "site.yml:3:8: theme: \".hidden\" is not a theme folder name (letters, digits, '-', '_' and '.', not first)"
        ),
        (
            "title: T\nbaseURL: https://e.org\nmonths:\n  after: -3\n",
            "site.yml:4:10: months.after: expected a whole number from 0 to 120, found -3"
        ),
        (
            "title: T\nbaseURL: https://e.org\nfeed:\n  entries: 0\n",
            "site.yml:4:12: feed.entries: expected a whole number from 1 to 1000, found 0"
        ),
        (
            "title: T\nbaseURL: https://e.org\npagination:\n  size: 0\n",
            "site.yml:4:9: pagination.size: expected a whole number from 1 to 1000, found 0"
        ),
        (
            "title: T\nbaseURL: https://e.org\npagination:\n  size: 1001\n",
            "site.yml:4:9: pagination.size: expected a whole number from 1 to 1000, found 1001"
        ),
        (
            "title: T\nbaseURL: https://e.org\npagination:\n  size: ten\n",
            "site.yml:4:9: pagination.size: expected a whole number from 1 to 1000, found \"ten\""
        ),
        (
            "title: T\nbaseURL: https://e.org\npagination: 20\n",
            "site.yml:3:13: pagination: expected a mapping, found a scalar"
        ),
        (
            "title: T\nbaseURL: https://e.org\nhome:\n  memos: -1\n",
            "site.yml:4:10: home.memos: expected a whole number from 0 to 1000, found -1"
        ),
        (
            "title: T\nbaseURL: https://e.org\nhome:\n  articles: 1001\n",
            "site.yml:4:13: home.articles: expected a whole number from 0 to 1000, found 1001"
        ),
        (
            "title: T\nbaseURL: https://e.org\nlatestMemos: 1001\n",
            "site.yml:3:14: latestMemos: expected a whole number from 0 to 1000, found 1001"
        ),
        (
            "title: T\nbaseURL: https://e.org\nmarkdown:\n  rawHTML: sometimes\n",
            "site.yml:4:12: markdown.rawHTML: expected true or false, found \"sometimes\""
        ),
        (
            "title: T\nbaseURL: https://e.org\nmarkdown:\n  rawHTML: \"true\"\n",
            "site.yml:4:12: markdown.rawHTML: expected true or false (without quotes), found the text \"true\""
        ),
        (
            "title: T\nbaseURL: https://e.org\ncalendarFeed:\n  holidays: 'false'\n",
            "site.yml:4:13: calendarFeed.holidays: expected true or false (without quotes), found the text \"false\""
        ),
        (
            "title: T\nbaseURL: https://e.org\npickup:\n  source: a.json\n  hidden: \"TRUE\"\n",
            "site.yml:5:11: pickup.hidden: expected true or false (without quotes), found the text \"TRUE\""
        ),
        (
            "title: T\nbaseURL: https://e.org\npickup:\n  source: https://api.example.org/\n  required: \"false\"\n",
            "site.yml:5:13: pickup.required: expected true or false (without quotes), found the text \"false\""
        ),
        (
            "title: T\nbaseURL: https://e.org\npickup:\n  source: https://api.example.org/\n  required: no\n",
            "site.yml:5:13: pickup.required: expected true or false, found \"no\""
        ),
        (
            "title: T\nbaseURL: https://e.org\ncalendars:\n  - kind: holiday\n",
            "site.yml:4:5: calendars[0]: source is missing"
        ),
        (
            "title: T\nbaseURL: https://e.org\ncalendars:\n  - source: a.ics\n    kind: party\n",
            "site.yml:5:11: calendars[0].kind: expected one of \"holiday\", \"event\", found \"party\""
        ),
        (
            "title: T\nbaseURL: https://e.org\npickup:\n  source: a.json\n  timeout: 3\n",
            "site.yml:5:12: pickup.timeout: applies only to http(s) sources"
        ),
        (
            "title: T\nbaseURL: https://e.org\npickup:\n  source: ftp://x/a.json\n",
            "site.yml:4:11: pickup.source: \"ftp://x/a.json\" is neither a path nor an http(s) URL"
        ),
        (
            "title: T\nbaseURL: https://e.org\npickup:\n  source: ../../file.json\n",
            "site.yml:4:11: pickup.source: \"../../file.json\" is not below the content folder (write a path such as data/events.ics)"
        ),
        (
            "title: T\nbaseURL: https://e.org\ncalendars:\n  - source: data/../../../../proc/self/environ\n",
            "site.yml:4:13: calendars[0].source: \"data/../../../../proc/self/environ\" is not below the content folder (write a path such as data/events.ics)"
        ),
        (
            "title: T\nbaseURL: https://e.org\ncalendars:\n  - source: /etc/passwd\n",
            "site.yml:4:13: calendars[0].source: \"/etc/passwd\" is not below the content folder (write a path such as data/events.ics)"
        ),
        (
            "title: T\nbaseURL: https://e.org\npickup:\n  source: https://api.example.org/\n  headers:\n    \"X-A\\r\\nHost\": x\n",
            "site.yml:6:5: pickup.headers: \"X-A\r\nHost\" is not a header name (letters, digits and !#$%&'*+-.^_`|~)"
        ),
        (
            "title: T\nbaseURL: https://e.org\npickup:\n  source: https://api.example.org/\n  token:\n    env: T\n    header: \"A B\"\n",
            "site.yml:7:13: pickup.token.header: \"A B\" is not a header name (letters, digits and !#$%&'*+-.^_`|~)"
        ),
    ])
    func badConfigurationIsAnErrorWithItsPlace(text: String, message: String) {
        #expect(throws: InputErrors.self) { try ConfigLoader.parse(text, file: "site.yml") }
        do {
            _ = try ConfigLoader.parse(text, file: "site.yml")
        } catch {
            #expect(error.description == message)
        }
    }
}
