import Foundation

/// Reads the keys that say where an input comes from, shared by `pickup` and each of `calendars`: a path
/// below the content folder, or an http(s) URL with the request's keys. A remote source's defaults are
/// `RemoteSource`'s; only the keys written in `site.yml` change them.
enum InputSourceReader {
    static let keys: Set<String> = [
        "source", "path", "query", "headers", "token", "timeout", "retries", "maxBytes", "required", "minimumRatio",
    ]
    private static let remoteOnlyKeys = ["path", "query", "headers", "token", "timeout", "retries", "maxBytes"]

    /// The source described in `fields`, or nil when it has no `source` key or a bad one. `mediaType` is the
    /// media type its body must have; `name` names a remote source in messages, given its URL without secrets.
    /// Every mistake is kept in `errors`, a bad request key leaving its default and the others still read.
    static func read(
        _ fields: YAMLFields, mediaType: String, name: (String) -> String,
        warnings: inout [Diagnostic], errors: inout InputErrors
    ) -> InputSource? {
        do {
            return try source(fields, mediaType: mediaType, name: name, warnings: &warnings, errors: &errors)
        } catch {
            errors.append(error)
            return nil
        }
    }

    private static func source(
        _ fields: YAMLFields, mediaType: String, name: (String) -> String,
        warnings: inout [Diagnostic], errors: inout InputErrors
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
            for key in remoteOnlyKeys where fields.value(key) != nil {
                errors.append(fields.problem(key, fields.value(key)!, "applies only to http(s) sources"))
            }
            return .file(location)
        }
        guard let checked = WebLink.checked(location), let url = URL(string: checked), url.host?.isEmpty == false else {
            throw fields.problem("source", fields.value("source")!, "\"\(location)\" is not a URL")
        }
        var source = RemoteSource(name: name(RedactedURL(url).description), baseURL: url, mediaType: mediaType)
        source.path = errors.attempt(fields.string, "path") ?? source.path
        source.queryItems = stringMap(fields, "query", errors: &errors).map {
            URLQueryItem(name: $0.key, value: $0.value)
        }
        let headers = stringMap(fields, "headers", errors: &errors)
        if let bad = headers.first(where: { !isHeaderName($0.key) }) {
            errors.append(
                fields.problem(
                    "headers", fields.value("headers")!,
                    "\"\(bad.key)\" is not a header name (letters, digits and !#$%&'*+-.^_`|~)"))
        }
        source.headers = Dictionary(headers, uniquingKeysWith: { _, last in last })
        if let token = errors.attempt(fields.mapping, "token") {
            warnings += token.unknownKeys(known: ["env", "header", "scheme"])
            let scheme = errors.attempt(token.string, "scheme") ?? "Bearer"
            let header = errors.attempt(token.string, "header") ?? "Authorization"
            if !isHeaderName(header) {
                errors.append(
                    token.problem(
                        "header", token.value("header")!,
                        "\"\(header)\" is not a header name (letters, digits and !#$%&'*+-.^_`|~)"))
            }
            if let variable = errors.attempt(token.requiredString, "env") {
                source.secret = SecretHeader(
                    name: header, environmentVariable: variable, prefix: scheme.isEmpty ? "" : scheme + " ")
            }
        }
        if let seconds = errors.attempt(fields.double, "timeout", 0.1...600) {
            source.timeout = .milliseconds(Int(seconds * 1000))
        }
        source.maxRetries = errors.attempt(fields.int, "retries", 0...10) ?? source.maxRetries
        source.maxBytes = errors.attempt(fields.int, "maxBytes", 1...1_000_000_000) ?? source.maxBytes
        source.required = errors.attempt(fields.bool, "required") ?? source.required
        source.minimumEntryRatio =
            errors.attempt(fields.double, "minimumRatio", 0...1) ?? source.minimumEntryRatio
        return .remote(source)
    }

    /// An HTTP field name (RFC 9110 token): anything else could split or forge a request's headers.
    private static func isHeaderName(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "!#$%&'*+-.^_`|~".unicodeScalars.contains($0))
            }
    }

    /// A mapping of text values, sorted by key so that requests and cache names do not depend on hash order;
    /// a value that is not text is kept in `errors` and left out.
    private static func stringMap(
        _ fields: YAMLFields, _ key: String, errors: inout InputErrors
    ) -> [(key: String, value: String)] {
        guard let map = errors.attempt(fields.mapping, key) else { return [] }
        return map.keys.sorted().compactMap { name in
            do throws(Diagnostic) {
                return (name, try map.string(name) ?? "")
            } catch {
                errors.append(error)
                return nil
            }
        }
    }
}
