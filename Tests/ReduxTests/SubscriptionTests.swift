import Redux
import Testing

@Suite struct SubscriptionTests {
    @Test func deliversTheCurrentStateAtOnceThenEachChange() {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        let seen = Recorder<Int>()
        let token = store.subscribe { seen.append($0.number) }
        #expect(seen.all == [0])
        store.dispatch(.increment)
        store.dispatch(.add(3))
        #expect(seen.all == [0, 1, 4])
        token.cancel()
    }

    @Test func aLateSubscriberGetsOnlyTheLatestState() {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        store.dispatch(.increment)
        store.dispatch(.increment)
        let seen = Recorder<Int>()
        let token = store.subscribe { seen.append($0.number) }
        #expect(seen.all == [2])
        token.cancel()
    }

    @Test func nothingArrivesAfterCancelAndSubscribingAgainDeliversTheCurrentState() {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        let seen = Recorder<Int>()
        let token = store.subscribe { seen.append($0.number) }
        token.cancel()
        store.dispatch(.increment)
        #expect(seen.all == [0])
        let again = store.subscribe { seen.append($0.number) }
        #expect(seen.all == [0, 1])
        again.cancel()
    }

    @Test func releasingTheTokenCancels() {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        let seen = Recorder<Int>()
        var token: Subscription? = store.subscribe { seen.append($0.number) }
        _ = token
        token = nil
        store.dispatch(.increment)
        #expect(seen.all == [0])
    }

    @Test func notifiesInSubscriptionOrder() {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        let order = Recorder<Int>()
        let tokens = (0..<20).map { index in store.subscribe { _ in order.append(index) } }
        store.dispatch(.increment)
        #expect(order.all == Array(0..<20) + Array(0..<20))
        for token in tokens { token.cancel() }
    }

    @Test func aSubscriberMayDispatchAndOthersStillSeeStatesInCommitOrder() {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        let first = store.subscribe { state in
            if state.number == 1 { store.dispatch(.increment) }
        }
        let seen = Recorder<Int>()
        let second = store.subscribe { seen.append($0.number) }
        store.dispatch(.increment)
        // A recursive dispatch would notify `second` of 2 before 1.
        #expect(seen.all == [0, 1, 2])
        #expect(store.state.number == 2)
        first.cancel()
        second.cancel()
    }

    @Test func aSubscriberMaySubscribeAndCancelOthersDuringANotification() {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        let seen = (0..<4).map { _ in Recorder<Int>() }
        let added = Recorder<Subscription>()
        let tokens = Recorder<Subscription>()
        for index in 0..<3 {
            tokens.append(
                store.subscribe { state in
                    seen[index].append(state.number)
                    if index == 0, state.number == 1 {
                        tokens.all[2].cancel()
                        added.append(store.subscribe { seen[3].append($0.number) })
                    }
                })
        }
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(seen[0].all == [0, 1, 2])
        #expect(seen[1].all == [0, 1, 2])
        #expect(seen[2].all == [0])
        #expect(seen[3].all == [1, 2])
        for token in tokens.all + added.all { token.cancel() }
    }

    @Test func threeThousandSubscribersAreNotifiedOnEachDispatch() {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        let deliveries = Recorder<Int>()
        let tokens = (0..<3_000).map { _ in store.subscribe { deliveries.append($0.number) } }
        store.dispatch(.increment)
        store.dispatch(.increment)
        let counts = Dictionary(grouping: deliveries.all, by: { $0 }).mapValues(\.count)
        #expect(counts == [0: 3_000, 1: 3_000, 2: 3_000])
        for token in tokens { token.cancel() }
    }
}
