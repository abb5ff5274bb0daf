import Foundation
import Redux
import Testing
@testable import SiteKit

@Suite struct AppReducerTests {
    /// The seeds' test: a fresh store shows the pickup area and has no messages; after "hide" and
    /// the stub's messages, the area is hidden and the 18 messages are there.
    @Test(.needsSharedData("PickupMessageStub.json"))
    func pickupMessagesFromTheSeedsStub() throws {
        let store = Store(initialState: AppState(), reducer: appReducer)
        #expect(store.state.pickup.isPickupMessageAreaHidden == false)
        #expect(store.state.pickup.messages.isEmpty)

        let data = try Data(contentsOf: #require(TestFolders.sharedData("PickupMessageStub.json")))
        let (messages, _) = try PickupMessageParser.parse(data, source: "stub")
        store.dispatch(.pickup(.hide))
        store.dispatch(.pickup(.loaded(messages)))

        #expect(store.state.pickup.isPickupMessageAreaHidden == true)
        #expect(store.state.pickup.messages.count == 18)
        let first = try #require(store.state.pickup.messages.first)
        #expect(first.id == "1")
        #expect(first.title == "旬の魚が安く手に入る「いきいき魚市」")
        #expect(first.category == "ショッピング・お買い物")
        #expect(first.imageURL == "https://kanazawa-photos.s3-ap-northeast-1.amazonaws.com/articles/images/1/large.jpg")
    }

    @Test func everyFeatureChangesOnlyItsOwnState() throws {
        let store = TestStore(initialState: AppState(), reducer: appReducer)
        let config = SiteConfig(title: "T", baseURL: "https://example.org/")
        let day = Day(year: 2026, month: 11, day: 3)!
        try store.send(.build(.configured(config, buildDate: day, includesDrafts: true))) {
            $0.build.config = config
            $0.build.buildDate = day
            $0.build.includesDrafts = true
        }
        try store.send(.pickup(.hide)) { $0.pickup.isPickupMessageAreaHidden = true }
        try store.send(.pickup(.show)) { $0.pickup.isPickupMessageAreaHidden = false }

        let later = Memo(day: day, markdown: "b", file: "b.md")
        let earlier = Memo(day: Day(year: 2026, month: 11, day: 1)!, isDraft: true, markdown: "a", file: "a.md")
        try store.send(.memos(.loaded([later, earlier]))) { $0.memos.memos = [earlier, later] }
        #expect(store.state.memos.published(includingDrafts: false) == [later])

        let warning = Diagnostic.warning(SourceLocation(file: "x"), "w")
        try store.send(.diagnostics(.warned([warning]))) { $0.diagnostics.warnings = [warning] }
        try store.send(.diagnostics(.sourceLoaded(name: "pickup messages", origin: .file, isFallback: false))) {
            $0.diagnostics.sources = [.init(name: "pickup messages", origin: .file, isFallback: false)]
        }
        #expect(store.state.diagnostics.fallbacks.isEmpty)
        try store.send(.diagnostics(.sourceLoaded(name: "pickup messages", origin: .unavailable, isFallback: true))) {
            $0.diagnostics.sources = [.init(name: "pickup messages", origin: .unavailable, isFallback: true)]
        }
        #expect(store.state.diagnostics.fallbacks.map(\.name) == ["pickup messages"])

        try store.send(.build(.rendered(pagesByKind: ["home": 1]))) { $0.build.pagesByKind = ["home": 1] }
        try store.send(.build(.published(written: 3, unchanged: 2))) { $0.build.published = .init(written: 3, unchanged: 2) }
    }

    @Test func reloadingAFeedReplacesItsEvents() throws {
        let store = TestStore(initialState: AppState(), reducer: appReducer)
        try store.send(.calendar(.loaded(feed: "a.ics", kind: .holiday, events: []))) {
            $0.calendar.feeds = [.init(name: "a.ics", kind: .holiday, events: [])]
        }
        try store.send(.calendar(.loaded(feed: "b.ics", kind: .event, events: []))) {
            $0.calendar.feeds.append(.init(name: "b.ics", kind: .event, events: []))
        }
        try store.send(.calendar(.loaded(feed: "a.ics", kind: .event, events: []))) {
            $0.calendar.feeds[0].kind = .event
        }
    }

    @Test func anUnexpectedChangeFailsTheExhaustiveCheck() {
        let store = TestStore(initialState: AppState(), reducer: appReducer)
        #expect(throws: TestStoreFailure.self) {
            try store.send(.pickup(.hide)) { _ in }
        }
    }
}
