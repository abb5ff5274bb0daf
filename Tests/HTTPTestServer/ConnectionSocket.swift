import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One accepted connection: reads a request head and plays a scripted response on it.
struct ConnectionSocket {
    let fd: Int32

    /// Reads up to the blank line that ends the head; nil when the client hung up first or sent garbage.
    func readRequest() -> RecordedRequest? {
        var received = [UInt8]()
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 65_536 {
            let count = recv(fd, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received += buffer[..<count]
            // Only the newly received bytes (and the 3 before them) can complete the terminator.
            let searchStart = max(0, received.count - count - 3)
            if let headEnd = received[searchStart...].firstRange(of: end) {
                return Self.parseHead(received[..<headEnd.lowerBound])
            }
        }
        return nil
    }

    private static func parseHead(_ bytes: ArraySlice<UInt8>) -> RecordedRequest? {
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return RecordedRequest(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers)
    }

    func send(_ response: ScriptedResponse) {
        switch response {
        case .reply(let status, let headers, let body, let delay):
            if delay > 0 { Thread.sleep(forTimeInterval: delay) }
            _ = write(head(status, headers, contentLength: body.count) + body)
        case .cutOff(let status, let headers, let body, let sentBytes):
            _ = write(head(status, headers, contentLength: body.count) + body.prefix(sentBytes))
        case .endless(let status, let headers, let chunk, let interval):
            guard write(head(status, headers, contentLength: nil)) else { return }
            while write(chunk) { Thread.sleep(forTimeInterval: interval) }
        case .hang:
            var buffer = [UInt8](repeating: 0, count: 1024)
            // Blocks until the client gives up (recv returns 0) or `stop()` shuts the socket down.
            while recv(fd, &buffer, buffer.count, 0) > 0 {}
        case .close:
            return
        }
    }

    private func head(_ status: Int, _ headers: [String: String], contentLength: Int?) -> Data {
        var lines = ["HTTP/1.1 \(status) \(Self.reason(status))"]
        for name in headers.keys.sorted() { lines.append("\(name): \(headers[name]!)") }
        if let contentLength, !headers.keys.contains(where: { $0.lowercased() == "content-length" }) {
            lines.append("Content-Length: \(contentLength)")
        }
        lines.append("Connection: close")
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 304: "Not Modified"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }

    /// Sends everything, or returns false once the client has gone. MSG_NOSIGNAL: a write to a closed
    /// connection must fail with EPIPE, not kill the test process with SIGPIPE.
    private func write(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }
}
