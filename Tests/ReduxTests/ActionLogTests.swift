import Foundation
import Redux
import Testing

@Suite struct ActionLogTests {
    private func logOfTheSameDispatches() -> Data {
        let log = ActionLogBuffer()
        let store = Store(
            initialState: Counter(), reducer: counterReducer,
            middleware: [ActionLog.middleware(writingTo: .buffer(log))]
        )
        store.dispatch(.increment)
        store.dispatch(.add(5))
        store.dispatch(.decrement)
        return log.data
    }

    @Test func writesOneSortedJSONObjectPerActionWithASequenceNumber() {
        let expected = """
            {"action":{"increment":{}},"sequence":1}
            {"action":{"add":{"_0":5}},"sequence":2}
            {"action":{"decrement":{}},"sequence":3}

            """
        #expect(String(decoding: logOfTheSameDispatches(), as: UTF8.self) == expected)
    }

    @Test func isByteIdenticalFromRunToRun() {
        #expect(logOfTheSameDispatches() == logOfTheSameDispatches())
    }

    @Test func replaysIntoTheSameState() throws {
        let state = try ActionLog.replay(logOfTheSameDispatches(), into: Counter(), reducer: counterReducer)
        #expect(state == Counter(number: 5))
    }

    @Test func doesNotLogSwallowedActions() throws {
        let log = ActionLogBuffer()
        let noDecrement = Middleware<Counter, CounterAction> { _, action, next in
            if action != .decrement { next(action) }
        }
        let store = Store(
            initialState: Counter(), reducer: counterReducer,
            middleware: [noDecrement, ActionLog.middleware(writingTo: .buffer(log))]
        )
        store.dispatch(.decrement)
        store.dispatch(.increment)
        store.dispatch(.decrement)
        #expect(String(decoding: log.data, as: UTF8.self) == "{\"action\":{\"increment\":{}},\"sequence\":1}\n")
        #expect(try ActionLog.replay(log.data, into: Counter(), reducer: counterReducer) == store.state)
    }

    @Test func writesToAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("actions-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        let sink = ActionLogSink.fileHandle(handle)
        let store = Store(
            initialState: Counter(), reducer: counterReducer,
            middleware: [ActionLog.middleware(writingTo: sink)]
        )
        store.dispatch(.increment)
        store.dispatch(.add(5))
        store.dispatch(.decrement)
        try handle.close()
        #expect(sink.error == nil)
        #expect(try Data(contentsOf: url) == logOfTheSameDispatches())
    }

    @Test func keepsTheFirstWriteFailureAndStopsWriting() {
        struct DiskFull: Error {}
        let lines = Recorder<Data>()
        let sink = ActionLogSink { line in
            if lines.all.count == 1 { throw DiskFull() }
            lines.append(line)
        }
        let store = Store(
            initialState: Counter(), reducer: counterReducer,
            middleware: [ActionLog.middleware(writingTo: sink)]
        )
        store.dispatch(.increment)
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(sink.error is DiskFull)
        #expect(lines.all.count == 1)
    }

    @Test func replayNamesTheLineOfATruncatedEntry() {
        let log = Data("{\"action\":{\"increment\":{}},\"sequence\":1}\n{\"action\":{\"incr".utf8)
        #expect(throws: ActionLogError(line: 2, message: "not a complete JSON object (truncated?)")) {
            try ActionLog.replay(log, into: Counter(), reducer: counterReducer)
        }
    }

    @Test func replayNamesTheLineOfAnUnknownAction() {
        let log = Data(
            "{\"action\":{\"increment\":{}},\"sequence\":1}\n{\"action\":{\"explode\":{}},\"sequence\":2}\n".utf8)
        do {
            _ = try ActionLog.replay(log, into: Counter(), reducer: counterReducer)
            Issue.record("an unknown action was replayed")
        } catch {
            #expect(
                "\(error)" == "action log line 2: cannot decode action {\"explode\":{}} as CounterAction: "
                    + "action: Invalid number of keys found, expected one.")
        }
    }

    @Test func replayNamesTheLineOfASequenceGap() {
        let log = Data(
            "{\"action\":{\"increment\":{}},\"sequence\":1}\n{\"action\":{\"increment\":{}},\"sequence\":3}\n".utf8)
        #expect(throws: ActionLogError(line: 2, message: "expected sequence number 2, found 3")) {
            try ActionLog.replay(log, into: Counter(), reducer: counterReducer)
        }
    }
}
