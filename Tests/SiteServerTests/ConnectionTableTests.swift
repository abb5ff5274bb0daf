import Testing

@testable import SiteKit
@testable import SiteServer

@Suite struct ConnectionTableTests {
    @Test func theIdlestIsShedFirstThenTheLongestReadingAndNeverOneAnswering() {
        let start = ContinuousClock.now
        var table = ConnectionTable()
        for socket in Int32(1)...5 { table.add(socket, at: start + .seconds(Int(socket))) }
        // 1 and 4 read a request (4 first), 2 answers, 3 and 5 stay idle (3 the longer).
        let entered = [
            table.enter(.reading, 4, at: start + .seconds(10)), table.enter(.reading, 1, at: start + .seconds(11)),
            table.enter(.answering, 2, at: start + .seconds(12)),
            // Entering the phase it is in keeps the time it entered it.
            table.enter(.idle, 5, at: start + .seconds(13)), table.enter(.idle, 3, at: start + .seconds(14)),
        ]
        #expect(entered == [true, true, true, true, true])
        let shed = (0..<5).map { _ in table.shed() }
        #expect(shed == [3, 5, 4, 1, nil])
        #expect(table.count == 1 && table.sockets.count == 5)
        let enteredAfterShedding = table.enter(.answering, 4, at: start + .seconds(15))
        #expect(!enteredAfterShedding, "a shed connection is to close")
        table.remove(4)
        #expect(table.sockets.sorted() == [1, 2, 3, 5] && table.count(.shed) == 3)
    }
}
