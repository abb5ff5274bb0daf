import Redux
import Testing

/// The counter example of Sources/Redux/Redux.docc/GettingStarted.md.
@Suite struct CounterExampleTests {
    @Test func storeCountsUpAndDown() {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        store.dispatch(.increment)
        store.dispatch(.increment)
        store.dispatch(.decrement)
        #expect(store.state.number == 1)
    }

    @Test func subscriberSeesEachNumber() {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        let numbers = Recorder<Int>()
        let token = store.subscribe(\.number) { numbers.append($0) }
        store.dispatch(.increment)
        store.dispatch(.decrement)
        token.cancel()
        #expect(numbers.all == [0, 1, 0])
    }

    @Test func testStoreAssertsEachChange() throws {
        let store = TestStore(initialState: Counter(), reducer: counterReducer)
        try store.send(.increment) { $0.number = 1 }
        try store.send(.decrement) { $0.number = 0 }
        #expect(store.state == Counter(number: 0))
    }
}
