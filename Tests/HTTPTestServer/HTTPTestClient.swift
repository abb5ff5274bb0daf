import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A raw HTTP/1.1 client connection to 127.0.0.1 for testing a server: sends exactly the bytes a test
/// gives (malformed ones included) and reads responses by hand, so keep-alive, HEAD and timeouts show.
public final class HTTPTestClient {
    private let fd: Int32
    /// Bytes received and not yet taken by a read.
    private var pending: [UInt8] = []

    public init(port: UInt16) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SocketError(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            close(fd)
            throw SocketError(call: "connect", code: code)
        }
    }

    deinit {
        close(fd)
    }

    /// Sends the bytes; false when the server has closed the connection.
    @discardableResult
    public func send(_ text: String) -> Bool {
        send(Array(text.utf8))
    }

    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// `GET path` with a Host header, and its response.
    public func get(_ path: String, method: String = "GET", headers: [String] = []) -> HTTPTestResponse? {
        send((["\(method) \(path) HTTP/1.1", "Host: 127.0.0.1"] + headers).joined(separator: "\r\n") + "\r\n\r\n")
        return readResponse(hasBody: method != "HEAD")
    }

    /// Reads one response: the head, then `Content-Length` bytes of body (none when `hasBody` is false,
    /// as for HEAD), or the rest of the stream when there is no length. Nil when the connection closed first.
    public func readResponse(hasBody: Bool = true, timeout: TimeInterval = 10) -> HTTPTestResponse? {
        let deadline = Date().addingTimeInterval(timeout)
        let end = Array("\r\n\r\n".utf8)
        var headEnd = pending.firstRange(of: end)
        while headEnd == nil {
            guard receive(until: deadline) else { return nil }
            headEnd = pending.firstRange(of: end)
        }
        let lines = String(decoding: pending[..<headEnd!.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        pending.removeFirst(headEnd!.upperBound)
        let parts = lines[0].split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        var body: [UInt8] = []
        if hasBody, status != 304 {
            if let length = headers["content-length"].flatMap(Int.init) {
                while pending.count < length { guard receive(until: deadline) else { return nil } }
                body = Array(pending.prefix(length))
                pending.removeFirst(length)
            } else {
                while receive(until: deadline) {}
                body = pending
                pending = []
            }
        }
        return HTTPTestResponse(status: status, headers: headers, body: body)
    }

    /// Reads until the received text contains `text`; all of it, or nil at the timeout or the end of the stream.
    public func read(until text: String, timeout: TimeInterval = 10) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while !String(decoding: pending, as: UTF8.self).contains(text) {
            guard receive(until: deadline) else { return nil }
        }
        defer { pending = [] }
        return String(decoding: pending, as: UTF8.self)
    }

    /// Whether the server closes the connection (end of file or reset) within `timeout`, reading and
    /// keeping whatever it sends before.
    public func isClosed(within timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) >= 0 else { return true }
            guard descriptor.revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            let count = recv(fd, &chunk, chunk.count, 0)
            if count <= 0 { return true }
            pending += chunk[..<count]
        }
        return false
    }

    /// Everything received and not yet read, as text.
    public var unread: String {
        String(decoding: pending, as: UTF8.self)
    }

    private func receive(until deadline: Date) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = recv(fd, &chunk, chunk.count, 0)
        guard count > 0 else { return false }
        pending += chunk[..<count]
        return true
    }
}

/// A response as `HTTPTestClient` read it.
public struct HTTPTestResponse: Sendable {
    public var status: Int
    /// Header names lowercased.
    public var headers: [String: String]
    public var body: [UInt8]

    public var text: String {
        String(decoding: body, as: UTF8.self)
    }
}
