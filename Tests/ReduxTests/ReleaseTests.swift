import Redux
import Testing

/// No retain cycles between the store, its tokens, its streams and its subscribers.
@Suite struct ReleaseTests {
    @Test func aStoreIsFreedWhileItsTokensAndMiddlewareLive() {
        let logging = Middleware<Counter, CounterAction> { context, action, next in
            _ = context.state
            next(action)
        }
        weak var released: Store<Counter, CounterAction>?
        var token: Subscription?
        do {
            let store = Store(initialState: Counter(), reducer: counterReducer, middleware: [logging])
            token = store.subscribe { _ in }
            _ = store.states()
            store.dispatch(.increment)
            released = store
        }
        #expect(released == nil)
        token?.cancel()
    }

    @Test func releasingATokenFreesItsSubscriber() {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        weak var released: Canary?
        do {
            let canary = Canary()
            released = canary
            let token = store.subscribe { _ in _ = canary }
            store.dispatch(.increment)
            _ = token
        }
        #expect(released == nil)
    }

    @Test func releasingTheStoreAndTheTokenFreesTheSubscriber() {
        weak var released: Canary?
        do {
            let canary = Canary()
            released = canary
            let store = Store(initialState: Counter(), reducer: counterReducer)
            let token = store.subscribe { _ in _ = canary }
            _ = token
        }
        #expect(released == nil)
    }
}
