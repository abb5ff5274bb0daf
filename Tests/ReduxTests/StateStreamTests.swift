import Redux
import Testing

@Suite(.timeLimit(.minutes(10))) struct StateStreamTests {
    @Test func statesStartWithTheCurrentStateThenEachChange() async {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        store.dispatch(.add(2))
        var states = store.states().makeAsyncIterator()
        #expect(await states.next() == Counter(number: 2))
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(await states.next() == Counter(number: 3))
        #expect(await states.next() == Counter(number: 4))
    }

    @Test func valuesAreDeduplicated() async {
        let store = Store(initialState: AppState(), reducer: appReducer)
        var numbers = store.values(\.counter.number).makeAsyncIterator()
        store.dispatch(.setTitle("unrelated"))
        store.dispatch(.counter(.increment))
        store.dispatch(.setTitle("again"))
        store.dispatch(.counter(.increment))
        #expect(await numbers.next() == 0)
        #expect(await numbers.next() == 1)
        #expect(await numbers.next() == 2)
    }

    @Test func aConsumerThatStopsIteratingIsDropped() async {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        let selections = Recorder<Int>()
        for await number in store.values({ state in
            selections.append(state.number)
            return state.number
        }) {
            #expect(number == 0)
            break
        }
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(selections.all == [0])
    }

    @Test func streamsFinishWhenTheStoreIsReleased() async {
        var store: Store<Counter, CounterAction>? = Store(initialState: Counter(), reducer: counterReducer)
        let states = store!.states()
        store?.dispatch(.increment)
        let collected = Task {
            var numbers: [Int] = []
            for await state in states { numbers.append(state.number) }
            return numbers
        }
        store = nil
        #expect(await collected.value == [0, 1])
    }
}
