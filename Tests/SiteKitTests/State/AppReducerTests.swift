import Foundation
import Redux
import TestSupport
import Testing

@testable import SiteKit

@Suite struct AppReducerTests {
    /// The seeds' test: a fresh store has no messages; after the stub's messages, the 18 messages are
    /// there, with their categories in order of first appearance.
    @Test(.needsSharedData("PickupMessageStub.json"))
    func pickupMessagesFromTheSeedsStub() throws {
        let store = Store(initialState: AppState(), reducer: appReducer)
        #expect(store.state.pickup.messages.isEmpty)

        let data = try Data(contentsOf: #require(TestFolders.sharedData("PickupMessageStub.json")))
        let parsed = try PickupMessageParser.parse(data, source: "stub")
        let messages = parsed.value
        let categories = SlugAssigner(overrides: []).assign(messages.map(\.category)).categories
        store.dispatch(.pickup(.loaded(messages: messages, categories: categories)))

        #expect(store.state.pickup.messages.count == 18)
        #expect(store.state.pickup.categories.first?.name == "ショッピング・お買い物")
        #expect(Set(store.state.pickup.categories.map(\.slug)).count == store.state.pickup.categories.count)
        let first = try #require(store.state.pickup.messages.first)
        #expect(first.id == "1")
        #expect(first.title == "旬の魚が安く手に入る「いきいき魚市」")
        #expect(first.category == "ショッピング・お買い物")
        #expect(first.imageURL == "https://kanazawa-photos.s3-ap-northeast-1.amazonaws.com/articles/images/1/large.jpg")
    }

    @Test func everyFeatureChangesOnlyItsOwnState() throws {
        let store = TestStore(initialState: AppState(), reducer: appReducer)
        let day = Day(year: 2026, month: 11, day: 3)!
        let message = PickupMessage(id: "1", title: "t", category: "Food")
        let food = MessageCategory(name: "Food", slug: Slug(category: "Food"))
        try store.send(.pickup(.loaded(messages: [message], categories: [food]))) {
            $0.pickup.messages = [message]
            $0.pickup.categories = [food]
        }

        let later = Memo(day: day, markdown: "b", file: "b.md")
        let earlier = Memo(day: Day(year: 2026, month: 11, day: 1)!, isDraft: true, markdown: "a", file: "a.md")
        try store.send(.memos(.loaded(memos: [later, earlier]))) { $0.memos.memos = [earlier, later] }
        let settings = RenderSettings(config: SiteConfig(title: "T", baseURL: "https://e.org/"), today: day)
        #expect(store.state.memos.memos.filter(settings.publishes) == [later])

        let warning = Diagnostic.warning(SourceLocation(file: "x"), "w")
        try store.send(.diagnostics(.warned(warnings: [warning]))) { $0.diagnostics.warnings = [warning] }
        try store.send(
            .diagnostics(
                .sourceLoaded(
                    source: .init(name: "pickup messages", location: "x", origin: .file, isFallback: false, entries: 0))
            )
        ) {
            $0.diagnostics.sources = [
                .init(name: "pickup messages", location: "x", origin: .file, isFallback: false, entries: 0)
            ]
        }
        #expect(store.state.diagnostics.fallbacks.isEmpty)
        try store.send(
            .diagnostics(
                .sourceLoaded(
                    source: .init(
                        name: "pickup messages", location: "x", origin: .unavailable, isFallback: true, entries: 0)))
        ) {
            $0.diagnostics.sources = [
                .init(name: "pickup messages", location: "x", origin: .unavailable, isFallback: true, entries: 0)
            ]
        }
        #expect(store.state.diagnostics.fallbacks.map(\.name) == ["pickup messages"])

        try store.send(.build(.rendered(pagesByKind: [.home: 1], waitingMemos: 2))) {
            $0.build.pagesByKind = [.home: 1]
            $0.build.waitingMemos = 2
        }
        try store.send(.build(.published(written: 3, unchanged: 2, removed: 0))) {
            $0.build.published = .init(written: 3, unchanged: 2, removed: 0)
        }
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
            try store.send(.build(.published(written: 1, unchanged: 0, removed: 0))) { _ in }
        }
    }
}
