import Redux
import Testing

@Suite struct SelectionTests {
    @Test func selectsByKeyPathSkippingRepeats() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let seen = Recorder<Int>()
        let token = store.subscribe(\.counter.number) { seen.append($0) }
        store.dispatch(.setTitle("unrelated"))
        store.dispatch(.counter(.increment))
        store.dispatch(.setTitle("again"))
        #expect(seen.all == [0, 1])
        token.cancel()
    }

    @Test func selectsByClosureSkippingRepeats() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let seen = Recorder<Int>()
        let token = store.subscribe({ $0.title.count }, { seen.append($0) })
        store.dispatch(.setTitle("abc"))
        store.dispatch(.setTitle("xyz"))
        store.dispatch(.setTitle("four"))
        #expect(seen.all == [0, 3, 4])
        token.cancel()
    }

    struct Opaque: Sendable {
        let number: Int
    }

    @Test func aNonEquatableSelectionIsDeliveredOnEveryChange() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let seen = Recorder<Int>()
        let token = store.subscribe({ Opaque(number: $0.counter.number) }, { seen.append($0.number) })
        store.dispatch(.setTitle("unrelated"))
        store.dispatch(.counter(.increment))
        #expect(seen.all == [0, 0, 1])
        token.cancel()
    }

    @Test func aNonEquatableSelectionIsDeduplicatedWithAGivenEquality() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let seen = Recorder<Int>()
        let token = store.subscribe(
            { Opaque(number: $0.counter.number) }, isDuplicate: { $0.number == $1.number }, { seen.append($0.number) })
        store.dispatch(.setTitle("unrelated"))
        store.dispatch(.counter(.increment))
        store.dispatch(.counter(.add(0)))
        #expect(seen.all == [0, 1])
        token.cancel()
    }
}
