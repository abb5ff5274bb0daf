import Foundation
import Testing

@testable import SiteCommand
@testable import SiteKit

/// `sitegen replay` trusts its log no more than a build trusts `site.yml` and its inputs: whatever a log
/// says that a build would refuse is a located error, and the published site stays as it was.
@Suite struct ReplayCommandTests {
    /// The good log's settings with one change to its configuration.
    static func settings(_ change: (inout SiteConfig) -> Void) -> RenderSettings {
        var settings = ReplaySite.settings
        change(&settings.config)
        return settings
    }

    /// Publishes a good log, replays `log`, and checks that it failed with `error` and left the site as it was.
    private func expectRefused(_ log: URL, error: String, site: ReplaySite) async throws {
        let good = await site.replay(try site.write(ReplaySite.log(), as: "good.jsonl"))
        #expect(good.status == 0, "\(good.errors)")
        let published = try site.publishedFiles()
        #expect(published["index.html"] != nil)

        let replay = await site.replay(log)
        #expect(replay.status == 1)
        #expect(
            replay.errors == ["error: \(error)", "sitegen: the replay failed; \(site.output.path) was left as it was"])
        #expect(try site.publishedFiles() == published)
    }

    /// `expectRefused` of a log of `data`, refused at `line` for `problem`.
    private func expectRefused(_ data: Data, line: Int, problem: String, site: ReplaySite) async throws {
        let log = try site.write(data, as: "bad.jsonl")
        try await expectRefused(log, error: "\(log.path):\(line): \(problem)", site: site)
    }

    @Test(arguments: [
        (settings { $0.homeMemos = -1 }, "config.homeMemos: expected a whole number from 0 to 1000, found -1"),
        (
            settings { $0.homeArticles = 1001 },
            "config.homeArticles: expected a whole number from 0 to 1000, found 1001"
        ),
        (settings { $0.pageSize = 0 }, "config.pageSize: expected a whole number from 1 to 1000, found 0"),
        (settings { $0.feedEntries = -5 }, "config.feedEntries: expected a whole number from 1 to 1000, found -5"),
        (settings { $0.feedEntries = 0 }, "config.feedEntries: expected a whole number from 1 to 1000, found 0"),
        (settings { $0.monthsBefore = -3 }, "config.monthsBefore: expected a whole number from 0 to 120, found -3"),
        (
            settings { $0.monthsBefore = 1_000_000 },
            "config.monthsBefore: expected a whole number from 0 to 120, found 1000000"
        ),
        (settings { $0.monthsAfter = 121 }, "config.monthsAfter: expected a whole number from 0 to 120, found 121"),
        (
            settings { $0.baseURL = "javascript:alert(1)//" },
            "config.baseURL: \"javascript:alert(1)//\" is not an absolute http(s) URL without query or fragment"
        ),
        (
            settings { $0.title = "Harbour\u{1B}[2J" },
            "config.title: holds control characters, which no text of a configuration may hold"
        ),
        (
            settings { $0.description = "a\u{202E}b" },
            "config.description: holds control characters, which no text of a configuration may hold"
        ),
        (
            settings { $0.timeZoneIdentifier = "Mars/Base" },
            "config.timeZoneIdentifier: unknown time zone \"Mars/Base\" (expected an IANA name such as \"Asia/Tokyo\")"
        ),
        (
            settings { $0.theme = "../../etc" },
            "config.theme: \"../../etc\" is not a theme folder name (letters, digits, '-', '_' and '.', not first)"
        ),
        (
            settings { $0.theme = "/etc" },
            "config.theme: \"/etc\" is not a theme folder name (letters, digits, '-', '_' and '.', not first)"
        ),
        (
            settings { $0.theme = ".git" },
            "config.theme: \".git\" is not a theme folder name (letters, digits, '-', '_' and '.', not first)"
        ),
        (
            RenderSettings(config: ReplaySite.settings.config, today: Day(iso: "0000-12-31")!),
            "today: \"0000-12-31\" is not in the years 1 to 9999"
        ),
    ])
    func aHeaderThatABuildWouldRefuseIsRefusedAtLineOne(settings: RenderSettings, problem: String) async throws {
        let site = try ReplaySite()
        defer { site.remove() }
        try await expectRefused(
            ReplaySite.log(settings), line: 1, problem: "not a header of ActionLogHeader: settings.\(problem)",
            site: site)
    }

    @Test func aThemeLinkLeadingOutsideTheThemesFolderIsRefused() async throws {
        let site = try ReplaySite()
        defer { site.remove() }
        let elsewhere = site.folder.appendingPathComponent("Elsewhere")
        try FileManager.default.copyItem(at: site.themes.appendingPathComponent("default"), to: elsewhere)
        try FileManager.default.createSymbolicLink(
            at: site.themes.appendingPathComponent("linked"), withDestinationURL: elsewhere)
        let log = try site.write(ReplaySite.log(Self.settings { $0.theme = "linked" }), as: "linked.jsonl")
        try await expectRefused(
            log,
            error:
                "\(site.themes.path)/linked: a link to a folder outside \(site.themes.path); a theme must be a folder of it",
            site: site)
    }

    @Test func aMemoOverTheInputFileLimitIsRefusedAtItsLine() async throws {
        let site = try ReplaySite()
        defer { site.remove() }
        let memo = Memo(
            day: Day(iso: "2026-11-29")!, markdown: String(repeating: "a", count: TextFile.sizeLimit + 1),
            file: "memos/2026-11-29.md")
        try await expectRefused(
            ReplaySite.log(ReplaySite.settings, [.memos(.loaded(memos: [ReplaySite.memo, memo]))]),
            line: 2,
            problem:
                "memo memos/2026-11-29.md: the Markdown is 10000001 bytes, larger than the limit of 10000000 bytes of an input file",
            site: site)
    }

    @Test func aMessageOrAnEventOverTheInputFileLimitIsRefusedAtItsLine() async throws {
        let site = try ReplaySite()
        defer { site.remove() }
        let long = String(repeating: "a", count: TextFile.sizeLimit + 1)
        let message = PickupMessage(id: "7", title: "Ferry", category: "Travel", body: long)
        try await expectRefused(
            ReplaySite.log(
                ReplaySite.settings,
                [
                    .memos(.loaded(memos: [])),
                    .pickup(
                        .loaded(
                            messages: [message],
                            categories: [MessageCategory(name: "Travel", slug: Slug(category: "Travel"))])),
                ]),
            line: 3,
            problem:
                "pickup message \"7\": the body is 10000001 bytes, larger than the limit of 10000000 bytes of an input file",
            site: site)
        let day = CalendarDateTime(day: Day(iso: "2026-11-30")!)
        let override = CalendarEvent(
            uid: "market@test", summary: "Market", description: long, kind: .event, start: day, end: day)
        let event = CalendarEvent(
            uid: "market@test", summary: "Market", kind: .event, start: day, end: day, overrides: [override])
        try await expectRefused(
            ReplaySite.log(
                ReplaySite.settings,
                [.calendar(.loaded(feed: "calendar data/events.ics", kind: .event, events: [event]))]),
            line: 2,
            problem:
                "calendar data/events.ics, event \"market@test\": the description is 10000001 bytes, larger than the limit of 10000000 bytes of an input file",
            site: site)
    }

    @Test(
        arguments: [
            (
                [.memos(.loaded(memos: [ReplaySite.memo, ReplaySite.memo]))],
                "memo memos/2026-11-30.md: a second memo for 2026-11-30 (the first is memos/2026-11-30.md)"
            ),
            (
                [.pickup(.loaded(messages: [ferry, ferry], categories: [travel]))],
                "pickup message \"7\": the id is used by an earlier message"
            ),
            (
                [.pickup(.loaded(messages: [ferry], categories: []))],
                "pickup message \"7\": its category \"Travel\" is not among the categories"
            ),
            (
                [
                    .pickup(
                        .loaded(
                            messages: [ferry], categories: [travel, MessageCategory(name: "Trips", slug: travel.slug)]))
                ],
                "category \"Trips\": its name or its slug travel is an earlier category's"
            ),
            (
                [
                    .memos(
                        .loaded(memos: [
                            Memo(
                                day: Day(iso: "2026-11-29")!, title: "Boxes\u{1B}[2J", markdown: "",
                                file: "memos/2026-11-29.md")
                        ]))
                ],
                "memo memos/2026-11-29.md: the title holds control characters, which a build removes where text enters"
            ),
            (
                [
                    .pickup(
                        .loaded(
                            messages: [
                                PickupMessage(id: "7", title: "Ferry", category: "Travel", url: "javascript:alert(1)")
                            ], categories: [travel]))
                ],
                "pickup message \"7\": the url \"javascript:alert(1)\" is not an http(s) URL"
            ),
            (
                [
                    .calendar(
                        .loaded(
                            feed: "calendar data/events.ics", kind: .event,
                            events: [
                                CalendarEvent(
                                    uid: "market@test", summary: "Market\u{202E}", kind: .event,
                                    start: CalendarDateTime(day: Day(iso: "2026-11-30")!),
                                    end: CalendarDateTime(day: Day(iso: "2026-12-01")!))
                            ]))
                ],
                "calendar data/events.ics, event \"market@test\": the summary holds control characters, which a build removes where text enters"
            ),
        ] as [([AppAction], String)])
    func anActionNoBuildCouldDispatchIsRefusedAtItsLine(actions: [AppAction], problem: String) async throws {
        let site = try ReplaySite()
        defer { site.remove() }
        try await expectRefused(ReplaySite.log(ReplaySite.settings, actions), line: 2, problem: problem, site: site)
    }

    static let ferry = PickupMessage(id: "7", title: "Ferry", category: "Travel")
    static let travel = MessageCategory(name: "Travel", slug: Slug(category: "Travel"))

    /// A sparse file: its size costs nothing to make, and the replay refuses it without reading a byte.
    @Test func aLogOverTheSizeBoundIsRefusedBeforeItIsRead() async throws {
        let site = try ReplaySite()
        defer { site.remove() }
        let huge = site.folder.appendingPathComponent("huge.jsonl")
        try ReplaySite.log().write(to: huge)
        #expect(truncate(huge.path, off_t(ActionLogLimits.maximumBytes + 1)) == 0)
        try await expectRefused(
            huge, error: "\(huge.path): cannot read the file (larger than the limit of 1000000000 bytes)", site: site)
    }
}
