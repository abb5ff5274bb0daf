import CServing
import Foundation
import SiteKit

/// A small HTTP/1.1 server over POSIX sockets, for `sitegen serve`: one thread accepts, one thread
/// serves each connection, and everything a client can make it hold is bounded (`Limits`). A full
/// server closes an idle or slow connection for a new client (`ConnectionTable`), and answers 503 only
/// when every one is answering. Call `stop()` to close the socket, cut every connection and wait for
/// their threads.
public final class HTTPServer: Sendable {
    public struct Limits: Sendable {
        var parser = HTTPRequestParser.Limits()
        /// From a request's first byte to the end of its head (and body): slow clients are cut off.
        var headerTimeout = Duration.seconds(10)
        /// How long a kept-alive connection may wait for its next request.
        var idleTimeout = Duration.seconds(15)
        /// How long one write may wait for a client that does not read.
        var sendTimeout = Duration.seconds(10)
        /// Connections served at once, event streams included; `sitegen serve` sizes it from the file limit
        /// (`FileLimit.connections`). Beyond it, one is closed for each new client, or the client is
        /// answered 503 when all are answering.
        public var connections = 64
        /// The largest request body read (and dropped); larger is 413.
        var body = 64 * 1024
        /// How often an idle event stream sends a comment, so a client that vanished is noticed.
        var heartbeat = Duration.seconds(15)

        public init() {}
    }

    /// Where the server listens, as `http://127.0.0.1:8000/` shows it.
    public let address: ListeningAddress
    private let listener: Int32
    private let limits: Limits
    private let handler: @Sendable (HTTPRequest) -> ServerResponse
    // NSLock rather than Synchronization's Mutex, as in the tests' HTTPTestServer: `stop()` shuts sockets
    // down under the lock while connection threads wait for it, and the thread sanitizer does not see a
    // contended Mutex being handed over, so it reports races that are not there. A pthread mutex it
    // understands. `unsafeState` is only touched under `lock`.
    private let lock = NSLock()
    nonisolated(unsafe) private var unsafeState = State()
    private let finished = DispatchGroup()

    private struct State {
        var connections = ConnectionTable()
        var isStopping = false
    }

    /// Binds and listens at once, so a port in use is an error before anything else is done;
    /// `start()` then accepts connections.
    public init(
        host: String, port: UInt16, limits: Limits = Limits(),
        handler: @escaping @Sendable (HTTPRequest) -> ServerResponse
    ) throws(ListenError) {
        (listener, address) = try ListeningAddress.listen(host: host, port: port)
        self.limits = limits
        self.handler = handler
    }

    public func start() {
        finished.enter()
        Thread.detachNewThread { [self] in
            acceptConnections()
            finished.leave()
        }
    }

    /// Stops accepting, shuts every open connection down and waits (a little) for their threads to end.
    public func stop() {
        let alreadyStopping = withState { state in
            defer { state.isStopping = true }
            if !state.isStopping {
                // Under the lock: a connection's thread closes its socket under it too, so a descriptor shut
                // down here is never one the kernel has since given to another file.
                for connection in state.connections.sockets { shutdown(connection, Int32(SHUT_RDWR)) }
                shutdown(listener, Int32(SHUT_RDWR))
            }
            return state.isStopping
        }
        guard !alreadyStopping else { return }
        _ = finished.wait(timeout: .now() + 5)
    }

    deinit {
        close(listener)
    }

    private func acceptConnections() {
        while true {
            let connection = accept4(listener, nil, nil, Int32(SOCK_CLOEXEC.rawValue))
            if connection < 0 {
                let code = errno
                // A client that gave up before being accepted, or no descriptor to spare for a moment: go on.
                guard [EINTR, ECONNABORTED, EMFILE, ENFILE].contains(code), !isStopping else { return }
                if code == EMFILE || code == ENFILE { Thread.sleep(forTimeInterval: 0.05) }
                continue
            }
            var timeout = timeval(tv_sec: Int(limits.sendTimeout.components.seconds), tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let admitted = withState { state in
                guard !state.isStopping else { return false }
                if state.connections.count >= limits.connections {
                    // Under the lock, as in `stop()`: the shed socket's thread closes it under the lock too.
                    guard let shed = state.connections.shed() else { return false }
                    shutdown(shed, Int32(SHUT_RDWR))
                }
                state.connections.add(connection, at: .now)
                return true
            }
            guard admitted else {
                let busy = ServerResponse.text(
                    .unavailable, "too many connections; try again", headers: [HTTPHeader("Retry-After", "1")])
                let bytes = busy.encoded(keepsAlive: false)
                _ = bytes.withUnsafeBytes {
                    send(connection, $0.baseAddress, bytes.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
                }
                close(connection)
                continue
            }
            finished.enter()
            Thread.detachNewThread { [self] in
                HTTPConnection(
                    socket: connection, limits: limits, handler: handler, isStopping: { [self] in isStopping },
                    enter: { [self] phase in withState { $0.connections.enter(phase, connection, at: .now) } }
                ).serve()
                withState { state in
                    state.connections.remove(connection)
                    close(connection)
                }
                finished.leave()
            }
        }
    }

    private func withState<T>(_ body: (inout State) -> T) -> T {
        lock.withLock { body(&unsafeState) }
    }

    /// Connections open now, those shed and not yet closed included.
    var connectionCount: Int {
        withState { $0.connections.sockets.count }
    }

    /// Connections open now in `phase`.
    func connectionCount(_ phase: ConnectionTable.Phase) -> Int {
        withState { $0.connections.count(phase) }
    }

    private var isStopping: Bool {
        withState { $0.isStopping }
    }
}
