import Foundation

/// The decisions of one `FallbackFetcher.load`, after the network has had its say: which body to use, what to
/// warn about, when to give up. Synchronous and free of I/O except for the cache it is handed.
struct FallbackDecision {
    let source: RemoteSource
    let strict: Bool
    let now: Date
    private(set) var cached: CachedSource?
    /// Why there is no usable cached copy, when there is one on disk that cannot be used.
    private var cacheProblem: String?
    private var warnings: [Diagnostic] = []

    init(source: RemoteSource, strict: Bool, now: Date) {
        self.source = source
        self.strict = strict
        self.now = now
    }

    mutating func readCache(from cache: SourceCache) {
        do {
            cached = try cache.read(source)
        } catch {
            cacheProblem = String(describing: error)
        }
    }

    /// The cached copy instead of the network: as asked (`--offline`), or as a fallback that warns (or fails
    /// with `strict`). Without a usable cached copy the source is left out, or the build fails.
    mutating func useCache<Value>(
        because reason: String, asFallback: Bool,
        parse: BodyParser<Value>
    ) throws -> LoadedSource<Value> {
        if let (copy, parsed) = parseCache(parse) {
            if asFallback {
                let described =
                    "the cached copy from \(copy.metadata.fetchedAt.formatted(.iso8601)) (\(describeAge(age(of: copy))))"
                if strict { throw failure("\(reason); \(described) is not used because of --strict") }
                warnings.append(.warning(location, "\(reason); using \(described)"))
            }
            return loaded(
                parsed, body: copy.body, origin: .cache(fetchedAt: copy.metadata.fetchedAt, age: age(of: copy)),
                isFallback: asFallback)
        }
        let missing = cacheProblem ?? "no cached copy"
        if source.required || strict { throw failure("\(reason); cannot fall back: \(missing)") }
        warnings.append(.warning(location, "\(reason); building without it: \(missing)"))
        return LoadedSource(
            value: nil, body: nil, entries: 0, origin: .unavailable, isFallback: true, warnings: warnings)
    }

    /// A 304: the cached copy is current; its fetch time and validators are refreshed.
    mutating func confirmCache<Value>(
        validators: Validators, in cache: SourceCache,
        parse: BodyParser<Value>
    ) throws -> LoadedSource<Value> {
        guard let (copy, parsed) = parseCache(parse) else {
            return try useCache(because: FetchError.notModifiedWithoutCache.description, asFallback: true, parse: parse)
        }
        var metadata = copy.metadata
        metadata.fetchedAt = now
        metadata.validators = Validators(
            etag: validators.etag ?? metadata.validators.etag,
            lastModified: validators.lastModified ?? metadata.validators.lastModified)
        store { [source] in try cache.update(metadata, for: source) }
        return loaded(parsed, body: copy.body, origin: .notModified)
    }

    /// A fresh body: used when it parses (with a warning when its media type is wrong or it has far fewer
    /// entries than the cached copy), and then kept as the new last-known-good copy.
    mutating func accept<Value>(
        _ body: Data, mediaType: String?, validators: Validators, into cache: SourceCache,
        parse: BodyParser<Value>
    ) throws -> LoadedSource<Value> {
        let expected = source.mediaType.lowercased()
        let mismatch = mediaType == expected ? nil : "expected \(expected), got \(mediaType ?? "no media type")"
        let parsed: Parsed<Value>
        do {
            parsed = try parse(body)
        } catch {
            let reason = [mismatch, "the body does not parse (\(describe(error)))"].compactMap { $0 }.joined(
                separator: "; ")
            return try useCache(because: reason, asFallback: true, parse: parse)
        }
        if let mismatch { warnings.append(.warning(location, "\(mismatch); the body parses, so it is used")) }
        if let copy = cached, Double(parsed.entries) < source.minimumEntryRatio * Double(copy.metadata.entries) {
            let percent = Int((source.minimumEntryRatio * 100).rounded())
            let message =
                "\(parsed.entries) entries where the cached copy from \(copy.metadata.fetchedAt.formatted(.iso8601)) "
                + "has \(copy.metadata.entries) (fewer than \(percent)%)"
            if strict { throw failure("\(message); refused because of --strict") }
            warnings.append(.warning(location, message))
        }
        let url = (try? source.url()).map { RedactedURL($0).description } ?? ""
        let metadata = CacheMetadata(url: url, validators: validators, fetchedAt: now, entries: parsed.entries)
        store { [source] in try cache.write(body, metadata, for: source) }
        return loaded(parsed, body: body, origin: .network)
    }

    /// The cached copy and what it parses into; nil (with the reason kept) when there is none or it does not parse.
    private mutating func parseCache<Value>(_ parse: BodyParser<Value>) -> (CachedSource, Parsed<Value>)? {
        guard let copy = cached else { return nil }
        do {
            return (copy, try parse(copy.body))
        } catch {
            cached = nil
            cacheProblem = "the cached copy does not parse (\(describe(error)))"
            return nil
        }
    }

    /// A cache that cannot be written costs the next build its fallback, not this build its data: a warning.
    private mutating func store(_ write: () throws -> Void) {
        do {
            try write()
        } catch {
            warnings.append(.warning(location, "could not update the cached copy: \(error.localizedDescription)"))
        }
    }

    /// The source's warnings come first, then the parser's about the entries of the body used.
    private func loaded<Value>(
        _ parsed: Parsed<Value>, body: Data, origin: SourceOrigin,
        isFallback: Bool = false
    ) -> LoadedSource<Value> {
        LoadedSource(
            value: parsed.value, body: body, entries: parsed.entries, origin: origin, isFallback: isFallback,
            warnings: warnings + parsed.warnings)
    }

    private func age(of copy: CachedSource) -> TimeInterval {
        now.timeIntervalSince(copy.metadata.fetchedAt)
    }

    private var location: SourceLocation {
        SourceLocation(file: source.name)
    }

    private func failure(_ message: String) -> SourceFailure {
        SourceFailure(diagnostic: .error(location, message))
    }

    /// A parser's error in a message that already names the source: a `Diagnostic` keeps its line and
    /// column but not its file (which is the source's name again).
    private func describe(_ error: any Error) -> String {
        guard let diagnostic = error as? Diagnostic else { return String(describing: error) }
        guard let line = diagnostic.location.line else { return diagnostic.message }
        return "line \(line)\(diagnostic.location.column.map { ", column \($0)" } ?? ""): \(diagnostic.message)"
    }
}
