import Foundation

/// Reads the keys that say where an input comes from, shared by `pickup` and each of `calendars`: a path
/// below the content folder, or an http(s) URL with the request's keys. A remote source's defaults are
/// `RemoteSource`'s; only the keys written in `site.yml` change them.
enum InputSourceReader {
    static let keys: Set<String> = [
        "source", "path", "query", "headers", "token", "timeout", "retries", "maxBytes", "required", "minimumRatio",
    ]
    private static let remoteOnlyKeys = ["path", "query", "headers", "token", "timeout", "retries", "maxBytes"]

    /// The source described in `fields`, or nil when it has no `source` key. `mediaType` is the media type its
    /// body must have; `name` names a remote source in messages, given its URL without secrets.
    static func read(
        _ fields: YAMLFields, mediaType: String, name: (String) -> String,
        warnings: inout [Diagnostic]
    ) throws(Diagnostic) -> InputSource? {
        guard let location = try fields.string("source") else { return nil }
        let scheme = location.prefix { $0 != ":" }.lowercased()
        guard location.contains("://"), scheme == "http" || scheme == "https" else {
            if location.contains("://") {
                throw fields.problem(
                    "source", fields.value("source")!, "\"\(location)\" is neither a path nor an http(s) URL")
            }
            if location.hasPrefix("/") || location.split(separator: "/").contains("..") {
                throw fields.problem(
                    "source", fields.value("source")!,
                    "\"\(location)\" is not below the content folder (write a path such as data/events.ics)")
            }
            if let key = remoteOnlyKeys.first(where: { fields.value($0) != nil }) {
                throw fields.problem(key, fields.value(key)!, "applies only to http(s) sources")
            }
            return .file(location)
        }
        guard let checked = WebLink.checked(location), let url = URL(string: checked), url.host?.isEmpty == false else {
            throw fields.problem("source", fields.value("source")!, "\"\(location)\" is not a URL")
        }
        var source = RemoteSource(name: name(RedactedURL(url).description), baseURL: url, mediaType: mediaType)
        source.path = try fields.string("path") ?? source.path
        source.queryItems = try stringMap(fields, "query").map { URLQueryItem(name: $0.key, value: $0.value) }
        let headers = try stringMap(fields, "headers")
        if let bad = headers.first(where: { !isHeaderName($0.key) }) {
            throw fields.problem(
                "headers", fields.value("headers")!,
                "\"\(bad.key)\" is not a header name (letters, digits and !#$%&'*+-.^_`|~)")
        }
        source.headers = Dictionary(headers, uniquingKeysWith: { _, last in last })
        if let token = try fields.mapping("token") {
            warnings += token.unknownKeys(known: ["env", "header", "scheme"])
            let scheme = try token.string("scheme") ?? "Bearer"
            let header = try token.string("header") ?? "Authorization"
            guard isHeaderName(header) else {
                throw token.problem(
                    "header", token.value("header")!,
                    "\"\(header)\" is not a header name (letters, digits and !#$%&'*+-.^_`|~)")
            }
            source.secret = SecretHeader(
                name: header,
                environmentVariable: try token.requiredString("env"),
                prefix: scheme.isEmpty ? "" : scheme + " ")
        }
        if let seconds = try fields.double("timeout", in: 0.1...600) {
            source.timeout = .milliseconds(Int(seconds * 1000))
        }
        source.maxRetries = try fields.int("retries", in: 0...10) ?? source.maxRetries
        source.maxBytes = try fields.int("maxBytes", in: 1...1_000_000_000) ?? source.maxBytes
        source.required = try fields.bool("required") ?? source.required
        source.minimumEntryRatio = try fields.double("minimumRatio", in: 0...1) ?? source.minimumEntryRatio
        return .remote(source)
    }

    /// An HTTP field name (RFC 9110 token): anything else could split or forge a request's headers.
    private static func isHeaderName(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "!#$%&'*+-.^_`|~".unicodeScalars.contains($0))
            }
    }

    /// A mapping of text values, sorted by key so that requests and cache names do not depend on hash order.
    private static func stringMap(
        _ fields: YAMLFields, _ key: String
    ) throws(Diagnostic) -> [(key: String, value: String)] {
        guard let map = try fields.mapping(key) else { return [] }
        var result: [(key: String, value: String)] = []
        for name in map.keys.sorted() {
            result.append((name, try map.string(name) ?? ""))
        }
        return result
    }
}
