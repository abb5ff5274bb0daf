/// One HTTP/1.x request head, as `HTTPRequestParser` read it.
public struct HTTPRequest: Sendable, Equatable {
    /// `GET`, `HEAD`, ...: case matters, as RFC 9110 says.
    public var method: String
    /// The request target's path and query as sent, still percent-encoded: `/2026/11/?x=1`.
    public var target: String
    /// 0 for HTTP/1.0, 1 for HTTP/1.1.
    public var minorVersion: Int
    public var headers: [HTTPHeader]
    /// The body's length from `Content-Length` (0 without one).
    public var bodyLength: Int

    /// The target without its query.
    public var path: Substring {
        target.prefix { $0 != "?" }
    }

    /// The first header of this name, compared without regard to case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Whether the connection stays open after the response: HTTP/1.1's default unless the client says
    /// `close`, HTTP/1.0's only when it asks for `keep-alive`.
    public var keepsAlive: Bool {
        let tokens = (header("Connection") ?? "").lowercased().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return minorVersion >= 1 ? !tokens.contains("close") : tokens.contains("keep-alive")
    }
}

/// One header field of a request or a response.
public struct HTTPHeader: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// The status codes the server answers with, and their reason phrases.
public struct HTTPStatus: Sendable, Equatable, Hashable {
    public var code: Int

    public init(_ code: Int) {
        self.code = code
    }

    public static let ok = HTTPStatus(200)
    public static let movedPermanently = HTTPStatus(301)
    public static let notModified = HTTPStatus(304)
    public static let badRequest = HTTPStatus(400)
    public static let notFound = HTTPStatus(404)
    public static let methodNotAllowed = HTTPStatus(405)
    public static let requestTimeout = HTTPStatus(408)
    public static let contentTooLarge = HTTPStatus(413)
    public static let uriTooLong = HTTPStatus(414)
    public static let headersTooLarge = HTTPStatus(431)
    public static let notImplemented = HTTPStatus(501)
    public static let unavailable = HTTPStatus(503)
    public static let versionNotSupported = HTTPStatus(505)

    public var reason: String {
        switch code {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status \(code)"
        }
    }
}
