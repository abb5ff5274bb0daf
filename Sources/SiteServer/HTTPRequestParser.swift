/// Reads an HTTP/1.x request head (RFC 9112) from the bytes a connection has received so far: a pure
/// function of those bytes, so every limit and every malformed line is tested without a socket.
///
/// It is strict where leniency lets requests be read two ways: lines end in CRLF, the request line has
/// exactly three parts separated by single spaces, header names are tokens with no space before the
/// colon, folded lines and control characters are refused, an HTTP/1.1 request has exactly one `Host`,
/// and `Content-Length`s must agree. Everything is bounded, so a hostile client cannot make it hold more
/// than `Limits.head` bytes.
public struct HTTPRequestParser: Sendable {
    public struct Limits: Sendable, Equatable {
        /// The longest request line: longer is 414.
        public var requestLine = 8 * 1024
        /// The longest header line: longer is 431.
        public var headerLine = 8 * 1024
        /// The whole head, request line and headers: larger is 431.
        public var head = 64 * 1024
        /// Header fields: more is 431.
        public var headerCount = 100

        public init() {}
    }

    public enum Outcome: Sendable, Equatable {
        /// The head is not complete yet (and within the limits): read more.
        case incomplete
        /// A complete head of `headLength` bytes, its body (if any) after it.
        case request(HTTPRequest, headLength: Int)
        /// Not a request this server reads: answer with the status (and the reason, for the body) and close.
        case refused(HTTPStatus, String)
    }

    public var limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    public func parse(_ bytes: ArraySlice<UInt8>) -> Outcome {
        var position = bytes.startIndex
        // RFC 9112 §2.2: empty lines before a request line are ignored (some clients send one after a body).
        while bytes[position...].starts(with: crlf) { position += 2 }
        guard position - bytes.startIndex <= limits.head else {
            return .refused(.headersTooLarge, "the request head is too large")
        }

        guard let lineEnd = bytes[position...].firstIndex(of: lf) else {
            return bytes.endIndex - position > limits.requestLine + 1
                ? .refused(.uriTooLong, "the request line is too long") : .incomplete
        }
        guard lineEnd - position <= limits.requestLine + 1 else {
            return .refused(.uriTooLong, "the request line is too long")
        }
        guard lineEnd > position, bytes[lineEnd - 1] == cr else {
            return .refused(.badRequest, "lines must end in CRLF")
        }
        var request: HTTPRequest
        switch requestLine(bytes[position..<(lineEnd - 1)]) {
        case .success(let parsed): request = parsed
        case .failure(let refusal): return .refused(refusal.status, refusal.reason)
        }
        position = lineEnd + 1

        while true {
            guard let end = bytes[position...].firstIndex(of: lf) else {
                if bytes.endIndex - bytes.startIndex > limits.head {
                    return .refused(.headersTooLarge, "the request head is too large")
                }
                if bytes.endIndex - position > limits.headerLine + 1 {
                    return .refused(.headersTooLarge, "a header line is too long")
                }
                return .incomplete
            }
            guard end - bytes.startIndex < limits.head else {
                return .refused(.headersTooLarge, "the request head is too large")
            }
            guard end - position <= limits.headerLine + 1 else {
                return .refused(.headersTooLarge, "a header line is too long")
            }
            guard end > position, bytes[end - 1] == cr else { return .refused(.badRequest, "lines must end in CRLF") }
            let line = bytes[position..<(end - 1)]
            position = end + 1
            if line.isEmpty { break }
            guard request.headers.count < limits.headerCount else {
                return .refused(.headersTooLarge, "more than \(limits.headerCount) header fields")
            }
            guard let header = header(line) else { return .refused(.badRequest, "a malformed header line") }
            request.headers.append(header)
        }
        if let refusal = framingRefusal(&request) { return .refused(refusal.status, refusal.reason) }
        return .request(request, headLength: position - bytes.startIndex)
    }

    struct Refusal: Error {
        var status: HTTPStatus
        var reason: String
    }

    /// `GET /path HTTP/1.1`.
    private func requestLine(_ line: ArraySlice<UInt8>) -> Result<HTTPRequest, Refusal> {
        let parts = line.split(separator: space, omittingEmptySubsequences: false)
        let malformed = Refusal(status: .badRequest, reason: "a malformed request line")
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte) else { return .failure(malformed) }
        guard !parts[1].isEmpty, parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return .failure(malformed) }
        let version = Array(parts[2])
        guard version.count == 8, version.starts(with: Array("HTTP/".utf8)), version[6] == UInt8(ascii: "."),
            isDigit(version[5]), isDigit(version[7])
        else { return .failure(malformed) }
        guard version[5] == UInt8(ascii: "1") else {
            return .failure(Refusal(status: .versionNotSupported, reason: "only HTTP/1.0 and HTTP/1.1 are served"))
        }
        guard let target = originForm(String(decoding: parts[1], as: UTF8.self)) else { return .failure(malformed) }
        return .success(
            HTTPRequest(
                method: String(decoding: parts[0], as: UTF8.self), target: target,
                minorVersion: Int(version[7] - UInt8(ascii: "0")), headers: [], bodyLength: 0))
    }

    /// The path and query of a target in origin form (`/a?b`) or absolute form (`http://host/a?b`, which
    /// RFC 9112 §3.2.2 says a server must accept); nil for anything else.
    private func originForm(_ target: String) -> String? {
        if target.hasPrefix("/") { return target }
        for scheme in ["http://", "https://"] where target.lowercased().hasPrefix(scheme) {
            let rest = target.dropFirst(scheme.count)
            guard let slash = rest.firstIndex(of: "/") else { return "/" }
            return String(rest[slash...])
        }
        return nil
    }

    /// `Name: value`, or nil for a folded line, a name that is not a token, or a control character.
    private func header(_ line: ArraySlice<UInt8>) -> HTTPHeader? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let name = line[..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else { return nil }
        var value = line[(colon + 1)...]
        while let first = value.first, first == space || first == tab { value = value.dropFirst() }
        while let last = value.last, last == space || last == tab { value = value.dropLast() }
        guard value.allSatisfy({ $0 == tab || ($0 >= 0x20 && $0 != 0x7F) }) else { return nil }
        return HTTPHeader(String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
    }

    /// The head's rules about `Host` and the body's length (RFC 9112 §3.2, §6).
    private func framingRefusal(_ request: inout HTTPRequest) -> Refusal? {
        let hosts = request.headers.count { $0.name.lowercased() == "host" }
        if hosts > 1 || (request.minorVersion == 1 && hosts == 0) {
            return Refusal(status: .badRequest, reason: "an HTTP/1.1 request needs exactly one Host header")
        }
        if request.header("Transfer-Encoding") != nil {
            return Refusal(status: .notImplemented, reason: "request bodies with a transfer coding are not accepted")
        }
        let lengths = request.headers.filter { $0.name.lowercased() == "content-length" }
            .flatMap { $0.value.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: [" ", "\t"]) }
        guard lengths.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isDigit) }), Set(lengths).count <= 1 else {
            return Refusal(status: .badRequest, reason: "a malformed Content-Length")
        }
        request.bodyLength = lengths.first.map { Int($0) ?? .max } ?? 0
        return nil
    }
}

private let cr = UInt8(ascii: "\r")
private let lf = UInt8(ascii: "\n")
private let crlf: [UInt8] = [cr, lf]
private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")

private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

/// RFC 9110's `tchar`: the characters of methods and header names.
private func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        true
    default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
}
