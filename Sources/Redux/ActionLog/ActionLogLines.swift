import Foundation

/// The lines of an action log read from a file a chunk at a time, so that replaying a log holds at most one
/// line (and a chunk) of it in memory, never the whole file, and a line longer than `maximumLength` is
/// refused as soon as that many bytes of it are read.
struct ActionLogLines {
    private let handle: FileHandle
    private let maximumLength: Int
    /// Bytes read and not yet returned start at `start`; `buffer` is compacted before each read.
    private var buffer = Data()
    private var start = 0
    private var isAtEnd = false
    /// The number of the line `next` returns, from 1.
    private var number = 0

    /// The bytes read at once: large enough that a long line takes few reads, small beside any bound.
    private static let chunkSize = 1 << 16

    init(_ handle: FileHandle, maximumLength: Int) {
        self.handle = handle
        self.maximumLength = maximumLength
    }

    /// The next line without its newline, or nil after the last (a final newline is optional).
    mutating func next() throws -> Data? {
        number += 1
        var searched = start
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                try checkLength(newline - start)
                defer { start = newline + 1 }
                return Data(buffer[start..<newline])
            }
            try checkLength(buffer.count - start)
            if isAtEnd {
                guard start < buffer.count else { return nil }
                defer { start = buffer.count }
                return Data(buffer[start...])
            }
            buffer.removeSubrange(..<start)
            start = 0
            searched = buffer.count
            let chunk = try handle.read(upToCount: Self.chunkSize) ?? Data()
            if chunk.isEmpty { isAtEnd = true } else { buffer.append(chunk) }
        }
    }

    private func checkLength(_ length: Int) throws {
        guard length <= maximumLength else {
            throw ActionLogError(line: number, message: "longer than the limit of \(maximumLength) bytes")
        }
    }
}
