import Foundation
import SiteKit
import Synchronization

/// What `sitegen serve` answers: the files of the last good build, as a static server would serve them
/// once published, with live reload's script in every HTML page and its event stream beside them.
public final class SiteResponder: Sendable {
    /// The folder the builds publish into; read afresh for each request, as a rebuild swaps it whole.
    public let root: URL
    public let liveReload = LiveReload()
    /// The site's base path after the last good build, or nil before the first one.
    private let basePath = Mutex<String?>(nil)
    private let openFile: StaticFileResolver.Opener

    /// HTML larger than this is sent as it is, without the script, rather than read into memory whole.
    static let largestInjectedPage = 16 * 1024 * 1024

    public init(root: URL, openFile: @escaping StaticFileResolver.Opener = StaticFileResolver.systemOpen) {
        self.root = root
        self.openFile = openFile
    }

    /// A rebuild published the site: serve it and reload the open pages.
    public func published(basePath: String) {
        self.basePath.withLock { $0 = basePath }
        liveReload.built()
    }

    /// A rebuild failed: keep serving the last good site, and show the errors over its pages.
    public func failed(_ errors: String) {
        liveReload.failed(errors)
    }

    public func respond(to request: HTTPRequest) -> ServerResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            let known = ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT", "TRACE"].contains(request.method)
            return .text(
                known ? .methodNotAllowed : .notImplemented, "only GET and HEAD are served",
                headers: [HTTPHeader("Allow", "GET, HEAD")])
        }
        if request.path == LiveReload.eventsPath {
            return ServerResponse(
                .ok,
                headers: [
                    HTTPHeader("Content-Type", "text/event-stream; charset=utf-8"),
                    HTTPHeader("Cache-Control", "no-store"),
                ],
                body: .events(liveReload.subscribe()))
        }
        let path: RequestPath
        do {
            path = try RequestPath(request.path)
        } catch {
            return .text(.badRequest, error.description)
        }
        guard let basePath = basePath.withLock({ $0 }) else {
            return page(
                .unavailable,
                Array(
                    "<!DOCTYPE html>\n<title>sitegen</title>\n<body><p>The site has not been built yet.</p>\n</body>\n"
                        .utf8), request: request)
        }
        let resolver = StaticFileResolver(root: root, basePath: basePath, openFile: openFile)
        if path.segments.isEmpty, !resolver.basePath.isEmpty {
            return redirect(to: basePath)
        }
        switch resolver.resolve(path) {
        case .file(let file):
            return fileResponse(file, status: .ok, request: request)
        case .redirect(let location):
            return redirect(to: location)
        case .unavailable:
            return .text(.unavailable, "too many files are open; try again", headers: [HTTPHeader("Retry-After", "1")])
        case .notFound:
            guard
                case .file(let notFound) = resolver.resolve(
                    RequestPath(segments: resolver.basePath + ["404.html"], isFolder: false))
            else {
                return .text(.notFound, "no such page")
            }
            return fileResponse(notFound, status: .notFound, request: request)
        }
    }

    private func fileResponse(_ file: ServedFile, status: HTTPStatus, request: HTTPRequest) -> ServerResponse {
        guard ContentType.isHTML(file.contentType), file.size <= Self.largestInjectedPage else {
            return conditional(
                ServerResponse(status, headers: cacheHeaders(file.contentType, file.entityTag), body: .file(file)),
                request: request)
        }
        return page(status, file.read(at: 0, count: file.size), entityTag: file.entityTag, request: request)
    }

    /// An HTML page with the script in it. Its entity tag names the build too, since the script does.
    private func page(
        _ status: HTTPStatus, _ html: [UInt8], entityTag: String? = nil, request: HTTPRequest
    ) -> ServerResponse {
        let build = liveReload.build
        let tag = entityTag.map { String($0.dropLast()) + "-b\(build)\"" } ?? "\"b\(build)\""
        let response = ServerResponse(
            status, headers: cacheHeaders("text/html; charset=utf-8", tag),
            body: .bytes(LiveReload.inject(into: html, build: build)))
        return conditional(response, request: request)
    }

    /// Every answer is revalidated (`no-cache`), so a browser never shows a page older than the last build.
    private func cacheHeaders(_ contentType: String, _ entityTag: String) -> [HTTPHeader] {
        [
            HTTPHeader("Content-Type", contentType), HTTPHeader("ETag", entityTag),
            HTTPHeader("Cache-Control", "no-cache"),
        ]
    }

    /// 304 when the client already has these bytes (a 200's entity tag in `If-None-Match`).
    private func conditional(_ response: ServerResponse, request: HTTPRequest) -> ServerResponse {
        guard response.status == .ok, let tag = response.headers.first(where: { $0.name == "ETag" })?.value,
            let match = request.header("If-None-Match"),
            match.split(separator: ",").contains(where: {
                $0.trimmingCharacters(in: .whitespaces) == tag || $0.trimmingCharacters(in: .whitespaces) == "*"
            })
        else { return response }
        return ServerResponse(.notModified, headers: response.headers.filter { $0.name != "Content-Type" })
    }

    private func redirect(to location: String) -> ServerResponse {
        .text(.movedPermanently, "moved to \(location)", headers: [HTTPHeader("Location", location)])
    }
}
