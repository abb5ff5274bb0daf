/// Reads the keys that describe where an input comes from, shared by `pickup` and each of `calendars`.
enum SourceSpecReader {
    static let keys: Set<String> = [
        "source", "path", "query", "headers", "token", "timeout", "retries", "maxBytes", "required", "minimumRatio",
    ]

    /// The source described in `fields`, or nil when it has no `source` key.
    static func read(_ fields: YAMLFields, warnings: inout [Diagnostic]) throws(Diagnostic) -> SourceSpec? {
        guard let location = try fields.string("source") else { return nil }
        var spec = SourceSpec(location: location)
        let remoteOnly = ["path", "query", "headers", "token", "timeout", "retries", "maxBytes"]
        if !spec.isRemote {
            if location.contains("://") {
                throw fields.problem("source", fields.value("source")!, "\"\(location)\" is neither a path nor an http(s) URL")
            }
            if let key = remoteOnly.first(where: { fields.value($0) != nil }) {
                throw fields.problem(key, fields.value(key)!, "applies only to http(s) sources")
            }
        }
        spec.path = try fields.string("path") ?? ""
        spec.query = try stringMap(fields, "query")
        spec.headers = try stringMap(fields, "headers")
        if let token = try fields.mapping("token") {
            warnings += token.unknownKeys(known: ["env", "header", "scheme"])
            spec.tokenEnvironmentVariable = try token.requiredString("env")
            spec.tokenHeader = try token.string("header") ?? spec.tokenHeader
            spec.tokenScheme = try token.string("scheme") ?? spec.tokenScheme
        }
        spec.timeoutSeconds = try fields.double("timeout", in: 0.1...600) ?? spec.timeoutSeconds
        spec.retries = try fields.int("retries", in: 0...10) ?? spec.retries
        spec.maxBytes = try fields.int("maxBytes", in: 1...1_000_000_000) ?? spec.maxBytes
        spec.required = try fields.bool("required") ?? spec.required
        spec.minimumRatio = try fields.double("minimumRatio", in: 0...1) ?? spec.minimumRatio
        return spec
    }

    private static func stringMap(_ fields: YAMLFields, _ key: String) throws(Diagnostic) -> [String: String] {
        guard let map = try fields.mapping(key) else { return [:] }
        var result: [String: String] = [:]
        for name in map.keys {
            result[name] = try map.string(name) ?? ""
        }
        return result
    }
}
