import Foundation
import Redux

/// Reads the memos, the pickup messages and the calendars, from files or over HTTP with the last-known-good
/// cache, and dispatches what each gave (where it came from, the warnings on the way, the value) in the order
/// of `site.yml`.
struct InputReader: Sendable {
    let options: BuildOptions
    let config: SiteConfig
    let services: BuildServices

    typealias AppStore = Store<AppState, AppAction>

    /// Reads every input concurrently, then dispatches what each produced in the order of `site.yml`
    /// (memos, pickup messages, calendars), so the state and the action log are the same from run to run
    /// whichever read finished first. Every input that failed is reported.
    func load(into store: AppStore) async throws(BuildFailure) {
        var readers: [@Sendable () async throws -> [AppAction]] = [readMemos, { try await readPickup(config.pickupSource) }]
        for calendar in config.calendars { readers.append { try await readCalendar(calendar) } }

        let results = await withTaskGroup(of: (Int, Result<[AppAction], BuildFailure>).self) { group in
            for (index, reader) in readers.enumerated() {
                group.addTask { (index, await capture(reader)) }
            }
            var results = [Result<[AppAction], BuildFailure>?](repeating: nil, count: readers.count)
            for await (index, result) in group { results[index] = result }
            return results.compactMap { $0 }
        }
        let failures = results.compactMap { if case let .failure(failure) = $0 { failure } else { nil } }
        guard failures.isEmpty else {
            let kind: BuildFailure.Kind = failures.contains { $0.kind == .source } ? .source : .build
            throw BuildFailure(kind, failures.flatMap(\.diagnostics))
        }
        do {
            try await store.run { dispatch, _ in
                for case let .success(actions) in results {
                    actions.forEach(dispatch)
                }
            }
        } catch {
            throw BuildFailure(.build, [.error(SourceLocation(file: displayPath(options.content)), "the build was cancelled")])
        }
    }

    private func capture(_ reader: () async throws -> [AppAction]) async -> Result<[AppAction], BuildFailure> {
        do {
            return .success(try await reader())
        } catch let failure as BuildFailure {
            return .failure(failure)
        } catch let diagnostic as Diagnostic {
            return .failure(BuildFailure(.build, [diagnostic]))
        } catch {
            return .failure(BuildFailure(.build, [.error(SourceLocation(file: displayPath(options.content)), "\(error)")]))
        }
    }

    @Sendable private func readMemos() throws -> [AppAction] {
        let folder = options.content.appendingPathComponent("memos")
        let memos = try MemoLoader(folder: folder, displayName: displayPath(folder)).load()
        return warned(memos.warnings) + [.memos(.loaded(memos: memos.value))]
    }

    /// The messages and their categories' slugs. The slugs `site.yml` asks for are checked even when there
    /// are no messages, so a mistake there is reported on every build.
    private func readPickup(_ source: InputSource?) async throws -> [AppAction] {
        let name = SiteConfig.pickupSourceName
        let loaded = try await source.asyncMap { source in
            try await read(source, name: name) { data, displayName throws(Diagnostic) in
                try PickupMessageParser.parse(data, source: displayName)
            }
        }
        let messages = loaded?.value ?? []
        let slugs = SlugAssigner(overrides: config.categorySlugs).assign(messages.map(\.category))
        return (loaded.map { sourceActions($0, name: name, location: source!.location) } ?? []) + warned(slugs.diagnostics)
            + (loaded?.value == nil ? [] : [.pickup(.loaded(messages: messages, categories: slugs.categories))])
    }

    private func readCalendar(_ calendar: CalendarSource) async throws -> [AppAction] {
        let loaded = try await read(calendar.source, name: calendar.name) { data, displayName throws(Diagnostic) in
            let text = try TextFile.decode(data, displayName: displayName)
            return try CalendarParser.parse(text, file: displayName, kind: calendar.kind)
        }
        return sourceActions(loaded, name: calendar.name, location: calendar.source.location)
            + (loaded.value.map { [.calendar(.loaded(feed: calendar.name, kind: calendar.kind, events: $0))] } ?? [])
    }

    /// Where a source's data came from, and its warnings.
    private func sourceActions<Value>(_ loaded: LoadedSource<Value>, name: String, location: String) -> [AppAction] {
        let report = DiagnosticsState.SourceReport(name: name, location: location, origin: loaded.origin, isFallback: loaded.isFallback,
                                                   entries: loaded.entries)
        return [.diagnostics(.sourceLoaded(source: report))] + warned(loaded.warnings)
    }

    /// A local file's bytes, or a remote source's through the network and the cache, parsed.
    private func read<Value>(_ source: InputSource, name: String,
                             parse: @escaping @Sendable (Data, String) throws(Diagnostic) -> Parsed<Value>) async throws -> LoadedSource<Value> {
        switch source {
        case let .file(path):
            let url = options.content.appendingPathComponent(path)
            let displayName = displayPath(url)
            let data = try services.readFile(url, displayName, options.content)
            let parsed = try parse(data, displayName)
            return LoadedSource(value: parsed.value, body: data, entries: parsed.entries, origin: .file, isFallback: false,
                                warnings: parsed.warnings)
        case let .remote(remote):
            let fetcher = FallbackFetcher(client: services.http, cache: SourceCache(folder: options.cacheFolder), now: services.now)
            do {
                return try await fetcher.load(remote, mode: options.offline ? .offline : .online, strict: options.strict) { data in
                    try parse(data, name)
                }
            } catch let failure as SourceFailure {
                throw BuildFailure(.source, [failure.diagnostic])
            }
        }
    }

    private func warned(_ warnings: [Diagnostic]) -> [AppAction] {
        warnings.isEmpty ? [] : [.diagnostics(.warned(warnings: warnings))]
    }
}

extension Optional {
    fileprivate func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
