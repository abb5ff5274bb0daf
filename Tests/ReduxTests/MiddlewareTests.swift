import Redux
import Testing

@Suite struct MiddlewareTests {
    @Test func runsInTheOrderGiven() {
        let calls = Recorder<String>()
        func tracing(_ name: String) -> Middleware<Counter, CounterAction> {
            Middleware { _, action, next in
                calls.append("\(name) before")
                next(action)
                calls.append("\(name) after")
            }
        }
        let store = Store(initialState: Counter(), reducer: counterReducer, middleware: [tracing("a"), tracing("b")])
        store.dispatch(.increment)
        #expect(calls.all == ["a before", "b before", "b after", "a after"])
        #expect(store.state.number == 1)
    }

    @Test func canTransformAnAction() {
        let tenfold = Middleware<Counter, CounterAction> { _, action, next in
            next(action == .increment ? .add(10) : action)
        }
        let store = Store(initialState: Counter(), reducer: counterReducer, middleware: [tenfold])
        store.dispatch(.increment)
        #expect(store.state.number == 10)
    }

    @Test func canSwallowAnActionSoNothingIsCommitted() {
        let noDecrement = Middleware<Counter, CounterAction> { _, action, next in
            if action != .decrement { next(action) }
        }
        let store = Store(initialState: Counter(), reducer: counterReducer, middleware: [noDecrement])
        let seen = Recorder<Int>()
        let token = store.subscribe { seen.append($0.number) }
        store.dispatch(.decrement)
        store.dispatch(.increment)
        #expect(store.state.number == 1)
        #expect(seen.all == [0, 1])
        token.cancel()
    }

    @Test func readsTheStateBeforeAndAfterTheRestOfTheChain() {
        let states = Recorder<Int>()
        let reading = Middleware<Counter, CounterAction> { context, action, next in
            states.append(context.state.number)
            next(action)
            states.append(context.state.number)
        }
        let store = Store(initialState: Counter(), reducer: counterReducer, middleware: [reading])
        store.dispatch(.add(5))
        #expect(states.all == [0, 5])
    }

    @Test func dispatchedActionsAreQueuedAndGoThroughTheWholeChain() {
        let seenByFirst = Recorder<CounterAction>()
        let numberAfterDispatching = Recorder<Int>()
        let first = Middleware<Counter, CounterAction> { _, action, next in
            seenByFirst.append(action)
            next(action)
        }
        let bonus = Middleware<Counter, CounterAction> { context, action, next in
            if action == .increment {
                context.dispatch(.add(5))
                // Queued, not processed recursively: the bonus is not in the state yet.
                numberAfterDispatching.append(context.state.number)
            }
            next(action)
        }
        let store = Store(initialState: Counter(), reducer: counterReducer, middleware: [first, bonus])
        store.dispatch(.increment)
        #expect(seenByFirst.all == [.increment, .add(5)])
        #expect(numberAfterDispatching.all == [0])
        #expect(store.state.number == 6)
    }
}
