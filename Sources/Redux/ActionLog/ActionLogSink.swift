import Foundation

/// Where an action log writes its lines: a file handle, an in-memory buffer, or any function.
///
/// Writing stops at the first failure, which is kept in ``error`` for the caller to report
/// (middleware cannot throw, and a log with a hole in it would replay into the wrong state).
public final class ActionLogSink: Sendable {
    private let writeLine: @Sendable (Data) throws -> Void
    private let failure = Locked<(any Error)?>(nil)

    /// Creates a sink from a function that writes one complete line, newline included.
    public init(write: @escaping @Sendable (Data) throws -> Void) {
        self.writeLine = write
    }

    /// A sink appending to a file handle, such as one opened with `FileHandle(forWritingTo:)`.
    public static func fileHandle(_ handle: FileHandle) -> ActionLogSink {
        ActionLogSink { line in try handle.write(contentsOf: line) }
    }

    /// A sink appending to an in-memory buffer.
    public static func buffer(_ buffer: ActionLogBuffer) -> ActionLogSink {
        ActionLogSink { line in buffer.append(line) }
    }

    /// The first failure to encode or write a line, after which nothing more was written; `nil` if
    /// all went well.
    public var error: (any Error)? {
        failure.withLock { $0 }
    }

    /// Writes the line `makeLine` encodes, unless an earlier line failed to encode or write.
    func write(_ makeLine: () throws -> Data) {
        failure.withLock { failure in
            guard failure == nil else { return }
            do { try writeLine(makeLine()) } catch { failure = error }
        }
    }
}

/// An in-memory action log, for tests and for replaying a build without touching the disk.
public final class ActionLogBuffer: Sendable {
    private let bytes = Locked(Data())

    /// Creates an empty buffer.
    public init() {}

    /// Every line written so far.
    public var data: Data {
        bytes.withLock { $0 }
    }

    func append(_ line: Data) {
        bytes.withLock { $0.append(line) }
    }
}
