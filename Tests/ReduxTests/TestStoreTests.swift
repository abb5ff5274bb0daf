import Redux
import Testing

/// Tags each new title with its length: a follow-up action for `receive`.
let tagTitles = Middleware<AppState, AppAction> { context, action, next in
    next(action)
    if case .setTitle(let title) = action { context.dispatch(.tag(title, title.count)) }
}

@Suite struct TestStoreTests {
    private func failure(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no failure"
        } catch {
            return "\(error)"
        }
    }

    @Test func reportsAFieldThatChangedDifferently() {
        let store = TestStore(initialState: Counter(), reducer: counterReducer)
        #expect(
            failure { try store.send(.increment) { $0.number = 2 } } == """
                send(increment): the state differs from the expected state:
                  state.number: expected 2, actual 1
                """)
    }

    @Test func reportsChangesTheTestDidNotExpectInNestedFields() {
        let store = TestStore(initialState: AppState(), reducer: appReducer)
        #expect(
            failure { try store.send(.counter(.add(3))) { $0.counter.number = 3 } }
                == """
                send(counter(Tests.CounterAction.add(3))): the state differs from the expected state:
                  state.history[0]: expected no element, actual 3
                """.replacingOccurrences(of: "Tests.", with: "ReduxTests."))
        #expect(failure { try store.send(.setTitle("")) } == "no failure")
    }

    @Test func reportsDictionaryEntriesByKey() {
        var start = AppState()
        start.tags = ["kept": 1, "changed": 1]
        let store = TestStore(initialState: start, reducer: appReducer)
        #expect(
            failure { try store.send(.tag("changed", 2)) } == """
                send(tag("changed", 2)): the state differs from the expected state:
                  state.tags["changed"]: expected 1, actual 2
                """)
        #expect(
            failure { try store.send(.tag("new", 3)) { $0.tags["new"] = 4 } } == """
                send(tag("new", 3)): the state differs from the expected state:
                  state.tags["new"]: expected 4, actual 3
                """)
        #expect(
            failure { try store.send(.tag("other", 5)) } == """
                send(tag("other", 5)): the state differs from the expected state:
                  state.tags["other"]: expected no entry, actual 5
                """)
    }

    @Test func reportsStringsQuotedAndArraysByIndex() {
        var start = AppState()
        start.history = [1, 2]
        let store = TestStore(initialState: start, reducer: appReducer)
        #expect(
            failure {
                try store.send(.counter(.increment)) {
                    $0.counter.number = 1
                    $0.history = [1, 5, 1]
                    $0.title = " "
                }
            } == """
                send(counter(ReduxTests.CounterAction.increment)): the state differs from the expected state:
                  state.title: expected " ", actual ""
                  state.history[1]: expected 5, actual 2
                """)
    }

    @Test func receivesFollowUpActionsFromMiddleware() throws {
        let store = TestStore(initialState: AppState(), reducer: appReducer, middleware: [tagTitles])
        try store.send(.setTitle("memo")) { $0.title = "memo" }
        try store.receive(.tag("memo", 4)) { $0.tags["memo"] = 4 }
        try store.finish()
    }

    @Test func aFollowUpActionMustBeReceivedBeforeTheNextSend() {
        let store = TestStore(initialState: AppState(), reducer: appReducer, middleware: [tagTitles])
        #expect(failure { try store.send(.setTitle("memo")) { $0.title = "memo" } } == "no failure")
        #expect(
            failure { try store.finish() } == """
                finish(): 1 dispatched action(s) (tag("memo", 4)) not received
                """)
        #expect(
            failure { try store.send(.setTitle("again")) } == """
                send(setTitle("again")): 1 dispatched action(s) (tag("memo", 4)) must be received before sending another action
                """)
    }

    @Test func receiveNamesTheActionActuallyDispatched() {
        let store = TestStore(initialState: AppState(), reducer: appReducer, middleware: [tagTitles])
        #expect(failure { try store.receive(.setTitle("x")) } == "receive(setTitle(\"x\")): no action was dispatched")
        #expect(failure { try store.send(.setTitle("memo")) { $0.title = "memo" } } == "no failure")
        #expect(
            failure { try store.receive(.tag("memo", 5)) } == """
                receive(tag("memo", 5)): the next action dispatched was tag("memo", 4)
                """)
    }
}

/// A state with enums, optionals, sets and arrays of structs, for the difference's wording.
struct Shelf: Equatable, Sendable {
    enum Phase: Equatable, Sendable {
        case idle
        case loading(progress: Int)
    }

    struct Item: Equatable, Sendable {
        var name: String
        var count: Int
    }

    var phase = Phase.idle
    var selected: Int?
    var labels: Set<String> = ["old"]
    var items = [Item(name: "pen", count: 1)]
}

enum ShelfAction: Equatable, Sendable {
    case load
    case restock
}

let shelfReducer: Reducer<Shelf, ShelfAction> = { state, action in
    switch action {
    case .load:
        state.phase = .loading(progress: 50)
        state.selected = 3
    case .restock:
        state.labels = ["new"]
        state.items[0].count = 2
    }
}

@Suite struct StateDifferenceWordingTests {
    @Test func namesEnumPayloadsOptionalsSetElementsAndNestedFields() {
        let store = TestStore(initialState: Shelf(), reducer: shelfReducer)
        var message = ""
        do {
            try store.send(.load) {
                $0.phase = .loading(progress: 40)
                $0.selected = nil
            }
        } catch {
            message = "\(error)"
        }
        #expect(
            message == """
                send(load): the state differs from the expected state:
                  state.phase.loading.progress: expected 40, actual 50
                  state.selected: expected nil, actual 3
                """)
        do {
            try store.send(.restock) { $0.items[0].name = "pencil" }
            message = ""
        } catch {
            message = "\(error)"
        }
        #expect(
            message == """
                send(restock): the state differs from the expected state:
                  state.labels: expected to contain "old", actual does not
                  state.labels: expected not to contain "new", actual does
                  state.items[0].name: expected "pencil", actual "pen"
                  state.items[0].count: expected 1, actual 2
                """)
    }
}
