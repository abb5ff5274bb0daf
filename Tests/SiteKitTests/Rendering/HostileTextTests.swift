import Foundation
import Testing

@testable import SiteKit

/// NUL, ESC and a right-to-left override put into every kind of input, read by the real parsers and
/// rendered with the default theme: none of them may reach a page.
@Suite struct HostileTextTests {
    static let hostile: [Unicode.Scalar] = ["\u{0}", "\u{1B}", "\u{202E}"]

    func renderedPages() throws -> [String: String] {
        let site =
            "title: \"Site\\0\\e\\u202ETitle\"\nbaseURL: https://example.org/\nmonths:\n  before: 0\n  after: 0\n"
        var config = try ConfigLoader.parse(site, file: "site.yml").value
        config.language = .en
        let memoText =
            "---\ntitle: \"Memo\\0\\e\\u202ETitle\"\ntags: [\"Tag\\0\\e\\u202E\"]\n---\nMemo\u{0}\u{1B} body\n"
        let memo = try MemoParser.parse(
            memoText, day: Day(iso: "2026-11-03")!, today: Day(iso: "2026-11-03")!, file: "m.md"
        ).value
        let api =
            #"{"article":{"contents":[{"id":"1\u0000","title":"API\u0000\u001b\u202eTitle","category":"Cat\u0000\u001b\u202eegory","body":"API\u0000\u001b body","date":"2026-11-03","url":"https://example.org/a\u0000\u001b\u202eb","image_url":"https://example.org/i\u0000\u001b.jpg"}]}}"#
        let messages = try PickupMessageParser.parse(Data(api.utf8), source: "pickup.json").value
        let calendar = calendarFile(
            "BEGIN:VEVENT\nUID:e1\u{0}\u{1B}\nDTSTART;VALUE=DATE:20261103\nSUMMARY:Calendar\u{0}\u{1B}\u{202E}Summary\nLOCATION:Hall\u{1B}\u{202E}\nURL:https://example.org/e\u{1B}\u{202E}\nEND:VEVENT"
        )
        let events = try CalendarParser.parse(calendar, file: "cal.ics", kind: .event).value

        var state = AppState()
        appReducer(&state, .memos(.loaded(memos: [memo])))
        let categories = SlugAssigner(overrides: []).assign(messages.map(\.category)).categories
        appReducer(&state, .pickup(.loaded(messages: messages, categories: categories)))
        appReducer(&state, .calendar(.loaded(feed: "cal.ics", kind: .event, events: events)))
        let theme = try Theme.packageDefault()
        let settings = RenderSettings(config: config, today: Day(iso: "2026-11-30")!)
        let result = try SiteRenderer(theme: theme, settings: settings).render(state)
        return Dictionary(
            uniqueKeysWithValues: result.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    @Test func controlsAndBidiOverridesFromEveryInputNeverReachAPage() throws {
        let pages = try renderedPages()
        let all = pages.values.joined()
        for scalar in Self.hostile {
            #expect(!all.unicodeScalars.contains(scalar), "U+\(String(scalar.value, radix: 16)) reached a page")
        }
        #expect(all.contains("SiteTitle"))
        #expect(all.contains("MemoTitle"))
        #expect(all.contains("APITitle"))
        #expect(all.contains("CalendarSummary"))
        #expect(all.contains("href=\"https://example.org/ab\""))
        #expect(all.contains("src=\"https://example.org/i.jpg\""))
    }
}
