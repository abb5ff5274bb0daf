import Foundation
import Redux
import Testing

/// `ActionLog.replay` of a file: read a line at a time, within a bound on each line.
@Suite struct ActionLogFileTests {
    struct Header: Codable, Equatable {
        var version: Int
    }

    /// A header and three counter actions, as a store writes them.
    private static func log() -> Data {
        let buffer = ActionLogBuffer()
        ActionLog.writeHeader(Header(version: 1), to: .buffer(buffer))
        let store = Store(
            initialState: Counter(), reducer: counterReducer,
            middleware: [ActionLog.middleware(writingTo: .buffer(buffer))])
        store.dispatch(.increment)
        store.dispatch(.add(5))
        store.dispatch(.decrement)
        return buffer.data
    }

    private static func replay(
        _ data: Data, maximumLineLength: Int = 1000,
        check: (CounterAction) -> String? = { _ in nil }
    ) throws -> (header: Header, state: Counter) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("actions-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        try data.write(to: url)
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try ActionLog.replay(
            handle, maximumLineLength: maximumLineLength, header: Header.self, into: Counter(),
            reducer: counterReducer, check: check)
    }

    @Test func replaysAFileAsTheSameLogInMemory() throws {
        let replayed = try Self.replay(Self.log())
        #expect(replayed.header == Header(version: 1) && replayed.state == Counter(number: 5))
        #expect(try Self.replay(Self.log().dropLast()).state == Counter(number: 5), "the final newline is optional")
    }

    /// Each action line of the log, such as `{"action":{"increment":{}},"sequence":1}`, is 40 bytes long.
    @Test func aLineLongerThanTheBoundIsAnErrorNamingIt() throws {
        #expect(try Self.replay(Self.log(), maximumLineLength: 40).state == Counter(number: 5))
        #expect(throws: ActionLogError(line: 2, message: "longer than the limit of 39 bytes")) {
            try Self.replay(Self.log(), maximumLineLength: 39)
        }
    }

    /// A line with no end is refused once the bound is read, not read to the end of the file.
    @Test func aLineWithNoEndIsRefusedAtTheBound() throws {
        var data = Self.log()
        data.append(Data(repeating: UInt8(ascii: "a"), count: 1 << 20))
        #expect(throws: ActionLogError(line: 5, message: "longer than the limit of 1000 bytes")) {
            try Self.replay(data)
        }
    }

    @Test func anActionTheCheckRefusesIsAnErrorNamingItsLine() throws {
        #expect(throws: ActionLogError(line: 3, message: "no adding")) {
            try Self.replay(Self.log()) { action in action == .add(5) ? "no adding" : nil }
        }
    }
}
