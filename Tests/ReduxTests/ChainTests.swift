import Redux
import Testing

@Suite struct ChainTests {
    @Test func a100000ActionChainOfFollowUpsDoesNotGrowTheStack() {
        let depths = Recorder<Int>()
        let chain = Middleware<Counter, CounterAction> { context, action, next in
            var marker = 0
            let address = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
            if case .add(let remaining) = action {
                if remaining == 100_000 || remaining == 1 { depths.append(address) }
                if remaining > 1 { context.dispatch(.add(remaining - 1)) }
            }
            next(.increment)
        }
        let store = Store(initialState: Counter(), reducer: counterReducer, middleware: [chain])
        store.dispatch(.add(100_000))
        #expect(store.state.number == 100_000)
        let addresses = depths.all
        #expect(addresses.count == 2)
        // Each follow-up runs at the same stack depth as the first action.
        #expect(addresses.first == addresses.last)
    }
}
