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
        #expect(failure { try store.send(.increment) { $0.number = 2 } } == """
            send(increment): the state differs from the expected state:
              state.number: expected 2, actual 1
            """)
    }

    @Test func reportsChangesTheTestDidNotExpectInNestedFields() {
        let store = TestStore(initialState: AppState(), reducer: appReducer)
        #expect(failure { try store.send(.counter(.add(3))) { $0.counter.number = 3 } } == """
            send(counter(Tests.CounterAction.add(3))): the state differs from the expected state:
              state.history[0]: expected no element, actual 3
            """.replacingOccurrences(of: "Tests.", with: "ReduxTests."))
        #expect(failure { try store.send(.setTitle("")) } == "no failure")
    }

    @Test func reportsDictionaryEntriesByKey() {
        var start = AppState()
        start.tags = ["kept": 1, "changed": 1]
        let store = TestStore(initialState: start, reducer: appReducer)
        #expect(failure { try store.send(.tag("changed", 2)) } == """
            send(tag("changed", 2)): the state differs from the expected state:
              state.tags["changed"]: expected 1, actual 2
            """)
        #expect(failure { try store.send(.tag("new", 3)) { $0.tags["new"] = 4 } } == """
            send(tag("new", 3)): the state differs from the expected state:
              state.tags["new"]: expected 4, actual 3
            """)
        #expect(failure { try store.send(.tag("other", 5)) } == """
            send(tag("other", 5)): the state differs from the expected state:
              state.tags["other"]: expected no entry, actual 5
            """)
    }

    @Test func reportsStringsQuotedAndArraysByIndex() {
        var start = AppState()
        start.history = [1, 2]
        let store = TestStore(initialState: start, reducer: appReducer)
        #expect(failure {
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
        #expect(failure { try store.finish() } == """
            finish(): 1 dispatched action(s) (tag("memo", 4)) not received
            """)
        #expect(failure { try store.send(.setTitle("again")) } == """
            send(setTitle("again")): 1 dispatched action(s) (tag("memo", 4)) must be received before sending another action
            """)
    }

    @Test func receiveNamesTheActionActuallyDispatched() {
        let store = TestStore(initialState: AppState(), reducer: appReducer, middleware: [tagTitles])
        #expect(failure { try store.receive(.setTitle("x")) } == "receive(setTitle(\"x\")): no action was dispatched")
        #expect(failure { try store.send(.setTitle("memo")) { $0.title = "memo" } } == "no failure")
        #expect(failure { try store.receive(.tag("memo", 5)) } == """
            receive(tag("memo", 5)): the next action dispatched was tag("memo", 4)
            """)
    }
}
