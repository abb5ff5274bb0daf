import CServing
import Glibc
import Synchronization

/// One client's Server-Sent Events stream: messages queue here and an eventfd wakes the connection
/// that sends them, which waits on it and on its socket at once (so a client that leaves is noticed
/// at once too, not at the next message).
final class EventStream: Sendable {
    /// Readable while messages wait or the stream is closed.
    let wakeDescriptor: Int32
    private let state = Mutex(State())

    private struct State {
        var messages: [String] = []
        var isClosed = false
        var hasEnded = false
    }

    /// Messages waiting beyond this are dropped from the front: a client that does not read gets the latest.
    static let backlog = 16

    init() {
        wakeDescriptor = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
    }

    deinit {
        if wakeDescriptor >= 0 { Glibc.close(wakeDescriptor) }
    }

    /// Queues an event: `event: NAME` and the data, one `data:` line per line of it (SSE cannot carry a
    /// line break otherwise; the client joins them with `\n` again).
    func send(event: String, data: String) {
        let lines = data.replacingOccurrences(of: "\r", with: "").split(
            separator: "\n", omittingEmptySubsequences: false)
        let message = "event: \(event)\n" + lines.map { "data: \($0)\n" }.joined() + "\n"
        state.withLock { state in
            state.messages.append(message)
            if state.messages.count > Self.backlog { state.messages.removeFirst() }
        }
        wake()
    }

    /// Ends the stream: the connection sends what is queued and closes.
    func close() {
        state.withLock { $0.isClosed = true }
        wake()
    }

    /// What is queued, and whether the stream is closed; clears the wake-up.
    func take() -> (messages: [String], isClosed: Bool) {
        var counter: eventfd_t = 0
        _ = eventfd_read(wakeDescriptor, &counter)
        return state.withLock { state in
            defer { state.messages = [] }
            return (state.messages, state.isClosed)
        }
    }

    /// Called by the connection when it stops sending, so no one queues for it any more.
    func end() {
        state.withLock { $0.hasEnded = true }
    }

    var hasEnded: Bool {
        state.withLock { $0.hasEnded }
    }

    private func wake() {
        _ = eventfd_write(wakeDescriptor, 1)
    }
}
