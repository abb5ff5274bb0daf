import Foundation
import SiteKit

/// One client's connection: reads requests one after another (keep-alive), answers each with the
/// handler's response, and closes on any error, timeout or request to close. Runs on its own thread.
///
/// Every wait is bounded: `idleTimeout` for a request to begin, `headerTimeout` from its first byte to
/// the end of its head and body (a client sending a byte a second is cut off, as slowloris needs), the
/// socket's send timeout for a client that stops reading. Writes use `MSG_NOSIGNAL`, so a client that
/// vanished is an error here and never a SIGPIPE.
struct HTTPConnection {
    let socket: Int32
    let limits: HTTPServer.Limits
    let handler: @Sendable (HTTPRequest) -> ServerResponse
    /// True once the server is stopping: the answer in progress is the last.
    let isStopping: @Sendable () -> Bool
    /// Tells the server what the connection is doing now; false once it has been shed for another client.
    let enter: @Sendable (ConnectionTable.Phase) -> Bool

    private enum Received { case data, closed, timedOut }

    func serve() {
        var buffer: [UInt8] = []
        while let request = readRequest(&buffer) {
            let response = handler(request)
            let keepsAlive = request.keepsAlive && !isStopping()
            guard send(response, includingBody: request.method != "HEAD", keepsAlive: keepsAlive), keepsAlive,
                response.contentLength != nil
            else {
                return lingeringClose()
            }
        }
    }

    /// The next request, its body (if small enough) read and dropped, since nothing here takes one; nil
    /// when the connection is to close, a refusal answered first.
    private func readRequest(_ buffer: inout [UInt8]) -> HTTPRequest? {
        let parser = HTTPRequestParser(limits: limits.parser)
        let idleDeadline = ContinuousClock.now + limits.idleTimeout
        // Set by the request's first byte (already there when the client sent requests back to back).
        var deadline = buffer.isEmpty ? nil : ContinuousClock.now + limits.headerTimeout
        guard enter(deadline == nil ? .idle : .reading) else { return nil }
        while true {
            switch parser.parse(buffer[...]) {
            case .incomplete:
                switch receive(into: &buffer, until: deadline ?? idleDeadline) {
                case .data:
                    if deadline == nil {
                        deadline = .now + limits.headerTimeout
                        guard enter(.reading) else { return nil }
                    }
                case .closed:
                    return nil
                case .timedOut:
                    // An idle connection just closes; a request that stalled is told why.
                    if deadline != nil { refuse(.text(.requestTimeout, "the request took too long to arrive")) }
                    return nil
                }
            case .refused(let status, let reason):
                refuse(.text(status, reason))
                return nil
            case .request(let request, let headLength):
                buffer.removeFirst(headLength)
                guard request.bodyLength <= limits.body else {
                    refuse(.text(.contentTooLarge, "request bodies are not accepted"))
                    return nil
                }
                let bodyDeadline = deadline ?? .now + limits.headerTimeout
                while buffer.count < request.bodyLength {
                    guard receive(into: &buffer, until: bodyDeadline) == .data else { return nil }
                }
                buffer.removeFirst(request.bodyLength)
                return enter(.answering) ? request : nil
            }
        }
    }

    /// Answers a request that will not be served, then closes.
    private func refuse(_ response: ServerResponse) {
        _ = send(response, includingBody: true, keepsAlive: false)
        lingeringClose()
    }

    /// Stops sending and reads what the client still sends for a moment, so the kernel does not reset the
    /// connection (losing the answer) because of unread bytes.
    private func lingeringClose() {
        shutdown(socket, Int32(SHUT_WR))
        var scratch: [UInt8] = []
        let deadline = ContinuousClock.now + .seconds(1)
        while scratch.count < limits.body, receive(into: &scratch, until: deadline) == .data {}
    }

    private func receive(into buffer: inout [UInt8], until deadline: ContinuousClock.Instant) -> Received {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { return .timedOut }
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(remaining.inSeconds * 1000) + 1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return ready == 0 ? .timedOut : .closed }
            let count = recv(socket, &chunk, chunk.count, 0)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .closed }
            buffer += chunk[..<count]
            return .data
        }
    }

    /// Sends the response; false once the client has gone.
    private func send(_ response: ServerResponse, includingBody: Bool, keepsAlive: Bool) -> Bool {
        let head = response.head(keepsAlive: keepsAlive)
        guard includingBody, response.status != .notModified else {
            // A HEAD of the event stream: its stream is never sent, so no one may queue for it.
            if case .events(let stream) = response.body { stream.end() }
            return write(head)
        }
        switch response.body {
        case .bytes:
            return write(response.encoded(keepsAlive: keepsAlive))
        case .file(let file):
            // The head goes out with the first piece, in one write.
            var offset = 0
            var pending = head
            while offset < file.size {
                let piece = file.read(at: offset, count: min(256 * 1024, file.size - offset))
                // A file that shrank since it was opened: the length is promised, so the connection must end.
                guard !piece.isEmpty else { return false }
                offset += piece.count
                guard write(pending + piece) else { return false }
                pending = []
            }
            return pending.isEmpty || write(pending)
        case .events(let stream):
            defer { stream.end() }
            return write(head + Array("retry: 1000\n\n".utf8)) && streamEvents(stream)
        }
    }

    /// Sends the stream's events as they come, and a comment line now and then, until the stream is
    /// closed or the client leaves.
    private func streamEvents(_ stream: EventStream) -> Bool {
        var scratch = [UInt8](repeating: 0, count: 1024)
        while true {
            var descriptors = [
                pollfd(fd: socket, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stream.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, Int32(limits.heartbeat.inSeconds * 1000))
            if ready < 0 && errno == EINTR { continue }
            guard ready >= 0 else { return false }
            if ready == 0 {
                guard write(Array(": still here\n\n".utf8)) else { return false }
                continue
            }
            // Anything the client sends on an event stream is read and dropped; end of file means it left.
            if descriptors[0].revents != 0, recv(socket, &scratch, scratch.count, 0) <= 0 { return false }
            if descriptors[1].revents != 0 {
                let (messages, isClosed) = stream.take()
                guard write(Array(messages.joined().utf8)) else { return false }
                if isClosed { return true }
            }
        }
    }

    private func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }
}
