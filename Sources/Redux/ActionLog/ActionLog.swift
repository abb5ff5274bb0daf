import Foundation

/// A record of every committed action, as JSON Lines, and its replay into a state.
///
/// Each line is one JSON object with sorted keys, so the same dispatches always give the same
/// bytes: `{"action":…,"sequence":1}`. Since reducers are pure, replaying a log into the same
/// initial state reproduces the state the store reached.
public enum ActionLog {
    /// A middleware that writes one line per action it passes on, after the rest of the chain.
    ///
    /// Place it last in the middleware list so that it logs exactly what reaches the reducer:
    /// actions swallowed by earlier middleware are not logged, and transformed ones are logged as
    /// transformed. Check ``ActionLogSink/error`` after the build for write failures.
    public static func middleware<State: Sendable, Action: Sendable & Encodable>(
        writingTo sink: ActionLogSink
    ) -> Middleware<State, Action> {
        let sequence = Locked(0)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Middleware { _, action, next in
            next(action)
            let number = sequence.withLock { number in
                number += 1
                return number
            }
            sink.write {
                var line = try encoder.encode(Entry(action: action, sequence: number))
                line.append(UInt8(ascii: "\n"))
                return line
            }
        }
    }

    /// Folds a log written by ``middleware(writingTo:)`` into a state.
    /// - Parameters:
    ///   - data: The log: one JSON object per line; a final newline is optional.
    ///   - initialState: The state the logged store started from.
    ///   - reducer: The reducer the logged store used.
    /// - Throws: ``ActionLogError`` naming the first bad line: not complete JSON (a truncated
    ///   write), an action that does not decode (unknown or malformed), or a sequence gap.
    public static func replay<State, Action: Decodable>(
        _ data: Data,
        into initialState: State,
        reducer: Reducer<State, Action>
    ) throws -> State {
        var lines = lines(of: data).makeIterator()
        return try fold(
            { lines.next().map { Data($0) } }, firstLine: 1, into: initialState, reducer: reducer, check: { _ in nil })
    }

    /// Writes one line before any action: what a reader of the log needs besides the actions (the
    /// program's version, the settings the state was used with). Write it before the first dispatch.
    public static func writeHeader<Header: Encodable>(_ header: Header, to sink: ActionLogSink) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        sink.write {
            var line = try encoder.encode(header)
            line.append(UInt8(ascii: "\n"))
            return line
        }
    }

    /// Folds a log that starts with a header line (``writeHeader(_:to:)``) into a state, and returns the
    /// header too. Errors name lines as in the file: the header is line 1, the first action line 2.
    public static func replay<Header: Decodable, State, Action: Decodable>(
        _ data: Data,
        header: Header.Type,
        into initialState: State,
        reducer: Reducer<State, Action>
    ) throws -> (header: Header, state: State) {
        var lines = lines(of: data).makeIterator()
        return try replay(
            { lines.next().map { Data($0) } }, header: header, into: initialState, reducer: reducer, check: { _ in nil }
        )
    }

    /// ``replay(_:header:into:reducer:)`` of a log file, read a line at a time: the log is never in memory
    /// whole, and a line longer than `maximumLineLength` bytes is an error naming it. `check` says why an
    /// action that decoded is refused (an error naming its line), or nil to apply it.
    public static func replay<Header: Decodable, State, Action: Decodable>(
        _ file: FileHandle,
        maximumLineLength: Int,
        header: Header.Type,
        into initialState: State,
        reducer: Reducer<State, Action>,
        check: (Action) -> String?
    ) throws -> (header: Header, state: State) {
        var lines = ActionLogLines(file, maximumLength: maximumLineLength)
        return try replay({ try lines.next() }, header: header, into: initialState, reducer: reducer, check: check)
    }

    private static func replay<Header: Decodable, State, Action: Decodable>(
        _ nextLine: () throws -> Data?,
        header: Header.Type,
        into initialState: State,
        reducer: Reducer<State, Action>,
        check: (Action) -> String?
    ) throws -> (header: Header, state: State) {
        guard let first = try nextLine(), (try? JSONSerialization.jsonObject(with: first) as? [String: Any]) != nil
        else {
            throw ActionLogError(line: 1, message: "not a complete JSON object (truncated?)")
        }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: first)
        } catch let error as DecodingError {
            throw ActionLogError(line: 1, message: "not a header of \(Header.self): \(describe(error))")
        }
        return (header, try fold(nextLine, firstLine: 2, into: initialState, reducer: reducer, check: check))
    }

    private static func lines(of data: Data) -> [Data.SubSequence] {
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Applies each action line in turn, unless `check` refuses it; `firstLine` is the first one's number in the file.
    private static func fold<State, Action: Decodable>(
        _ nextLine: () throws -> Data?, firstLine: Int, into initialState: State, reducer: Reducer<State, Action>,
        check: (Action) -> String?
    ) throws -> State {
        var state = initialState
        let decoder = JSONDecoder()
        var index = 0
        while let line = try nextLine() {
            let number = firstLine + index
            let entry = try decodeEntry(line, line: number, as: Action.self, with: decoder)
            guard entry.sequence == index + 1 else {
                throw ActionLogError(
                    line: number, message: "expected sequence number \(index + 1), found \(entry.sequence)")
            }
            if let problem = check(entry.action) { throw ActionLogError(line: number, message: problem) }
            reducer(&state, entry.action)
            index += 1
        }
        return state
    }

    private static func decodeEntry<Action: Decodable>(
        _ line: Data, line number: Int, as: Action.Type, with decoder: JSONDecoder
    ) throws -> Entry<Action> {
        guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any] else {
            throw ActionLogError(line: number, message: "not a complete JSON object (truncated?)")
        }
        do {
            return try decoder.decode(Entry<Action>.self, from: line)
        } catch let error as DecodingError {
            let action = object["action"].flatMap {
                try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys, .fragmentsAllowed])
            }
            let shown = action.map { String(decoding: $0, as: UTF8.self) } ?? "(missing)"
            throw ActionLogError(
                line: number, message: "cannot decode action \(shown) as \(Action.self): \(describe(error))")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

/// A bad line in an action log.
public struct ActionLogError: Error, Equatable, CustomStringConvertible {
    /// The 1-based line number.
    public let line: Int
    /// What is wrong with the line.
    public let message: String

    /// Creates an error for a line.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `action log line N: message`.
    public var description: String { "action log line \(line): \(message)" }
}

/// One line of the log.
private struct Entry<Action> {
    let action: Action
    let sequence: Int
}

extension Entry: Encodable where Action: Encodable {}
extension Entry: Decodable where Action: Decodable {}
