import Foundation

/// Gets the bytes of one source, from a local file or over HTTP with the last-known-good cache, and
/// parses them; says where the data came from and whether that was a fallback.
struct SourceReader: Sendable {
    let content: URL
    let options: BuildOptions

    /// What a parser made of a body: the value, the warnings about its entries, and how many entries it has.
    typealias Parse<Value> = @Sendable (_ data: Data, _ displayName: String) throws(Diagnostic) -> (value: Value, warnings: [Diagnostic], entries: Int)

    struct Outcome<Value: Sendable>: Sendable {
        /// Nil when an optional source could not be had at all.
        var value: Value?
        var origin: SourceOrigin
        var isFallback: Bool
        var warnings: [Diagnostic]
    }

    func read<Value: Sendable>(_ spec: SourceSpec, name: String, mediaType: String, parse: @escaping Parse<Value>) async throws -> Outcome<Value> {
        guard spec.isRemote else {
            let url = content.appendingPathComponent(spec.location)
            let displayName = displayPath(url)
            let data = try TextFile.bytes(url, displayName: displayName, inside: content)
            let parsed = try parse(data, displayName)
            return Outcome(value: parsed.value, origin: .file, isFallback: false, warnings: parsed.warnings)
        }

        let source = try remoteSource(spec, name: name, mediaType: mediaType)
        let displayName = name
        let requestLog = options.requestLog
        let client = HTTPClient(environment: options.environment, log: { entry in requestLog?("  \(entry)") })
        let loader = SourceLoader(client: client, cache: SourceCache(folder: options.cache ?? SourceCache.defaultFolder(contentFolder: content)))
        do {
            let loaded = try await loader.load(source, mode: options.offline ? .offline : .online, strict: options.strict) { data in
                let parsed = try parse(data, displayName)
                return ((parsed.value, parsed.warnings), parsed.entries)
            }
            return Outcome(value: loaded.value?.0, origin: loaded.origin, isFallback: loaded.isFallback,
                           warnings: loaded.warnings + (loaded.value?.1 ?? []))
        } catch let failure as SourceFailure {
            throw BuildFailure(.source, [failure.diagnostic])
        }
    }

    /// The request for a remote source, as `site.yml` describes it.
    private func remoteSource(_ spec: SourceSpec, name: String, mediaType: String) throws(Diagnostic) -> RemoteSource {
        guard let url = URL(string: spec.location) else {
            throw .error(SourceLocation(file: name), "\"\(spec.location)\" is not a URL")
        }
        return RemoteSource(
            name: name, baseURL: url, path: spec.path,
            queryItems: spec.query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) },
            headers: spec.headers,
            secret: spec.tokenEnvironmentVariable.map {
                SecretHeader(name: spec.tokenHeader, environmentVariable: $0, prefix: spec.tokenScheme.isEmpty ? "" : spec.tokenScheme + " ")
            },
            mediaType: mediaType,
            timeout: .milliseconds(Int(spec.timeoutSeconds * 1000)),
            maxRetries: spec.retries, maxBytes: spec.maxBytes,
            required: spec.required, minimumEntryRatio: spec.minimumRatio
        )
    }
}
