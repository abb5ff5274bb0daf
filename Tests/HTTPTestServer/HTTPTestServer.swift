import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A real HTTP/1.1 server on 127.0.0.1 for tests, over POSIX sockets: each path answers from a queue of
/// scripted responses, and every request is recorded so tests can assert what the client sent.
///
/// One thread accepts, one thread serves each connection; every answer closes its connection, which keeps
/// the server simple and is valid HTTP/1.1. Call `stop()` when done (or use `HTTPTestServer.with`).
public final class HTTPTestServer: @unchecked Sendable {
    /// The port the kernel chose for this server.
    public let port: UInt16
    private let listener: Int32
    // NSLock rather than Synchronization's Mutex: `stop()` wakes threads that then wait for the lock, and the
    // kernel's hand-over of a contended Mutex is invisible to the thread sanitizer, which then reports races
    // that are not there. A pthread mutex it understands. `state` is only touched under `lock`.
    private let lock = NSLock()
    private var unsafeState = State()

    private func withState<T>(_ body: (inout State) -> T) -> T {
        lock.withLock { body(&unsafeState) }
    }

    private struct State {
        var scripts: [String: [ScriptedResponse]] = [:]
        var requests: [RecordedRequest] = []
        var connections: Set<Int32> = []
        var stopped = false
        var listenerClosed = false
    }

    /// Starts a server listening on 127.0.0.1 on a free port.
    public init() throws {
        let (fd, port) = try Self.bindLoopback()
        guard listen(fd, 64) == 0 else {
            let code = errno
            close(fd)
            throw SocketError(call: "listen", code: code)
        }
        self.listener = fd
        self.port = port
        Thread.detachNewThread { [self] in acceptConnections() }
    }

    /// Runs `body` with a fresh server and stops the server afterwards, whatever happens.
    public static func with<T>(_ body: (HTTPTestServer) async throws -> T) async throws -> T {
        let server = try HTTPTestServer()
        defer { server.stop() }
        return try await body(server)
    }

    /// `http://127.0.0.1:PORT` followed by `path` (which starts with `/`).
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Queues responses for a path (without query); each request to it takes the next one. A request to a
    /// path with no response left gets a 404 whose body says so.
    public func enqueue(_ responses: ScriptedResponse..., at path: String) {
        withState { $0.scripts[path, default: []].append(contentsOf: responses) }
    }

    /// Every request received so far, in the order they arrived.
    public var requests: [RecordedRequest] {
        withState { $0.requests }
    }

    /// Stops accepting, cuts every open connection (hanging ones included) and frees the port.
    public func stop() {
        withState { state in
            guard !state.stopped else { return }
            state.stopped = true
            // Shut down under the lock: the serving threads close their sockets under it too, so a number
            // shut down here is never one the kernel has already handed to someone else.
            for connection in state.connections { shutdown(connection, Int32(SHUT_RDWR)) }
            if !state.listenerClosed { shutdown(listener, Int32(SHUT_RDWR)) }
        }
    }

    /// A port on 127.0.0.1 that nobody listens on (bound, then released), for "connection refused".
    public static func unusedPort() throws -> UInt16 {
        let (fd, port) = try bindLoopback()
        close(fd)
        return port
    }

    private static func bindLoopback() throws -> (Int32, UInt16) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SocketError(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(fd)
            throw SocketError(call: "bind", code: code)
        }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    private func acceptConnections() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                break
            }
            let registered = withState { state in
                guard !state.stopped else { return false }
                state.connections.insert(connection)
                return true
            }
            guard registered else {
                close(connection)
                break
            }
            Thread.detachNewThread { [self] in serve(connection) }
        }
        withState { state in
            state.listenerClosed = true
            close(listener)
        }
    }

    private func serve(_ connection: Int32) {
        let socket = ConnectionSocket(fd: connection)
        defer {
            withState { state in
                state.connections.remove(connection)
                close(connection)
            }
        }
        guard let request = socket.readRequest() else { return }
        let response =
            withState { state -> ScriptedResponse? in
                state.requests.append(request)
                guard var queue = state.scripts[request.path], !queue.isEmpty else { return nil }
                let next = queue.removeFirst()
                state.scripts[request.path] = queue
                return next
            } ?? .reply(status: 404, body: Data("no scripted response for \(request.path)".utf8))
        socket.send(response)
    }
}

/// A socket call that failed, with its `errno`.
public struct SocketError: Error, CustomStringConvertible {
    /// The call that failed, e.g. `bind`.
    public var call: String
    /// The `errno` it left.
    public var code: Int32

    /// `bind: Address already in use`.
    public var description: String {
        "\(call): \(String(cString: strerror(code)))"
    }
}
