import Foundation
import Redux

/// Reads the memos, the pickup messages and the calendars, from files or over HTTP with the last-known-good
/// cache, and dispatches what each gave (where it came from, the warnings on the way, the value) in the order
/// of `site.yml`.
struct InputReader: Sendable {
    /// The folder holding `memos/` and the local data files.
    let content: URL
    let config: SiteConfig
    /// The build's day in the site's zone, which no memo's `updated:` may be after.
    let today: Day
    /// The remote sources' last-known-good copies.
    let sourceCache: URL
    /// Where the memos and calendars read are recorded for the next build (`MemoRecords`, `CalendarRecord`);
    /// nil to read and parse every one.
    var records: URL?
    let fetchMode: FetchMode
    /// Fail rather than fall back to a cached copy or build without a source.
    let strict: Bool
    let services: BuildServices
    /// Where the memos' folder as read is left (`MemoFolder.Handover`); nil to let it go.
    var memoFolder: MemoFolder.Handover? = nil

    typealias AppStore = Store<AppState, AppAction>
    /// What one input gave: the actions to dispatch, and the hash of the bytes they were made from.
    typealias Read = (actions: [AppAction], digest: ContentHash)

    /// One of the inputs read on its own: what a read is kept as, and what a changed file is re-read as.
    enum Input: Hashable, Sendable {
        case memos, pages, staticFiles, pickupMessages
        /// The calendar at this index of `site.yml`'s list.
        case calendar(Int)
    }

    /// Every input, in the order of `site.yml`: the order their reads are dispatched in.
    var inputs: [Input] {
        [.memos, .pages, .staticFiles, .pickupMessages] + config.calendars.indices.map(Input.calendar)
    }

    /// The input that reads the file or folder at `path` (absolute, standardized), or nil when none reads it
    /// on its own: `site.yml`, a theme, an icon, anything else the whole build depends on.
    func input(reading path: String) -> Input? {
        let base = content.standardizedFileURL.path
        guard path.hasPrefix(base + "/") else { return nil }
        let relative = path.dropFirst(base.utf8.count + 1)
        for (folder, input) in [("memos", Input.memos), ("pages", .pages), ("static", .staticFiles)]
        where relative == folder || relative.hasPrefix(folder + "/") {
            return input
        }
        let named = { (source: InputSource?) in
            if case .file(let file) = source {
                content.appendingPathComponent(file).standardizedFileURL.path == path
            } else {
                false
            }
        }
        if named(config.pickupSource) { return .pickupMessages }
        return config.calendars.indices.first { named(config.calendars[$0].source) }.map(Input.calendar)
    }

    /// The digest of `settings` and of every input's read but the memos', in the order of `site.yml`: with
    /// the menu, what every page shares but the date (`PlanRecord.shape(inputs:menu:)`).
    func digest(besidesMemos reads: [Input: Read], settings: ContentHash) -> ContentHash {
        var hasher = ContentHasher()
        hasher.add(settings)
        for input in inputs where input != .memos {
            hasher.add(reads[input]?.digest ?? ContentHash(high: 0, low: 0))
        }
        return hasher.hash
    }

    /// Reads every input concurrently, then dispatches what each produced in the order of `site.yml`
    /// (memos, pages, static files, pickup messages, calendars), so the state and the action log are the same
    /// from run to run whichever read finished first. Every input that failed is reported. Returns the hash of
    /// every input's bytes as read, in that order: with the settings and the theme, what the rendered site is a
    /// function of.
    func load(into store: AppStore) async throws(BuildFailure) -> ContentHash {
        try await load(into: store, keeping: [:]).digest
    }

    /// `load`, with the inputs of `kept` taken as they were read by an earlier build rather than read again;
    /// also returns every input's read, to be kept for the next one.
    func load(
        into store: AppStore, keeping kept: [Input: Read]
    ) async throws(BuildFailure) -> (digest: ContentHash, reads: [Input: Read]) {
        let inputs = self.inputs
        let results = await withTaskGroup(of: (Int, Result<Read, BuildFailure>).self) { group in
            // Started last to first: the calendars and the pickup messages are each read on one core from
            // the start, and the memos, read on every core, fill the time they leave, rather than the
            // calendars running alone after them. They are dispatched in the order of the list whatever.
            for (index, input) in inputs.enumerated().reversed() {
                if let kept = kept[input] {
                    group.addTask { (index, .success(kept)) }
                } else {
                    group.addTask { (index, await capture { try await read(input) }) }
                }
            }
            var results = [Result<Read, BuildFailure>?](repeating: nil, count: inputs.count)
            for await (index, result) in group { results[index] = result }
            return results.compactMap { $0 }
        }
        let failures = results.compactMap { if case .failure(let failure) = $0 { failure } else { nil } }
        guard failures.isEmpty else {
            let kind: BuildFailure.Kind = failures.contains { $0.kind == .source } ? .source : .build
            throw BuildFailure(kind, failures.flatMap(\.diagnostics))
        }
        // Every read succeeded: the failures were thrown.
        let values = results.compactMap { try? $0.get() }
        var digest = ContentHasher()
        for value in values { digest.add(value.digest) }
        do {
            try await store.run { dispatch, _ in
                for value in values { value.actions.forEach(dispatch) }
            }
        } catch {
            throw BuildFailure(
                .build, [.error(SourceLocation(file: displayPath(content)), "the build was cancelled")])
        }
        let reads = Dictionary(uniqueKeysWithValues: zip(inputs, values))
        return (digest.hash, reads)
    }

    private func read(_ input: Input) async throws -> Read {
        switch input {
        case .memos: try readMemos()
        case .pages: try readPages()
        case .staticFiles: try readStaticFiles()
        case .pickupMessages: try await readPickup(config.pickupSource)
        case .calendar(let index): try await readCalendar(at: index)
        }
    }

    private func capture(_ reader: () async throws -> Read) async -> Result<Read, BuildFailure> {
        do {
            return .success(try await reader())
        } catch let failure as BuildFailure {
            return .failure(failure)
        } catch let error as DiagnosticError {
            return .failure(BuildFailure(.build, error.diagnostics))
        } catch {
            return .failure(
                BuildFailure(.build, [.error(SourceLocation(file: displayPath(content)), "\(error)")]))
        }
    }

    @Sendable private func readMemos() throws -> Read {
        let read = try memoLoader.read(updating: nil)
        memoFolder?.put(read.folder)
        return memosRead(read.memos, digest: read.digest)
    }

    /// What reads the memos, with the records of the last build when there are some.
    var memoLoader: MemoLoader {
        let folder = content.appendingPathComponent("memos")
        var loader = MemoLoader(folder: folder, displayName: displayPath(folder), today: today)
        loader.pictures = pictures
        loader.records = records
        return loader
    }

    /// The read of the memos `memoLoader` gave.
    func memosRead(_ memos: Parsed<[Memo]>, digest: ContentHash) -> Read {
        (warned(memos.warnings) + [.memos(.loaded(memos: memos.value))], digest)
    }

    @Sendable private func readPages() throws -> Read {
        let folder = content.appendingPathComponent("pages")
        let (pages, digest) = try PageLoader(folder: folder, displayName: displayPath(folder)).read()
        return (warned(pages.warnings) + [.pages(.loaded(pages: pages.value))], digest)
    }

    @Sendable private func readStaticFiles() throws -> Read {
        let folder = content.appendingPathComponent("static")
        let (files, digest) = try StaticFileLoader(
            folder: folder, displayName: displayPath(folder), pictures: pictures
        ).read()
        return (warned(files.warnings) + [.staticFiles(.loaded(files: files.value))], digest)
    }

    /// Where the pictures of bundles and `static/` are encoded, beside the remote sources' copies.
    var pictures: PictureCache {
        PictureCache(cacheFolder: sourceCache, config: config)
    }

    /// The messages and their categories' slugs, the messages taken from their record when their bytes are as
    /// recorded. The slugs `site.yml` asks for are checked even when there are no messages, so a mistake there
    /// is reported on every build.
    private func readPickup(_ source: InputSource?) async throws -> Read {
        let name = SiteConfig.pickupSourceName
        let loaded = try await source.asyncMap { source in
            try await read(source, name: name) { [records] data, displayName throws(Diagnostic) in
                let key = PickupMessageRecord.key(of: data, parsedWith: displayName)
                return try PickupMessageRecord.parsed(key, index: 0, in: records) { () throws(Diagnostic) in
                    try PickupMessageParser.parse(data, source: displayName)
                }
            }
        }
        let messages = loaded?.value ?? []
        let slugs = SlugAssigner(overrides: config.categorySlugs).assign(messages.map(\.category))
        let actions =
            (loaded.map { sourceActions($0, name: name, location: source!.location) } ?? []) + warned(slugs.diagnostics)
            + (loaded?.value == nil ? [] : [.pickup(.loaded(messages: messages, categories: slugs.categories))])
        return (actions, Self.digest(of: loaded?.body))
    }

    /// The calendar at `index` of `site.yml`'s list, taken from its record when its bytes are as recorded.
    private func readCalendar(at index: Int) async throws -> Read {
        let calendar = config.calendars[index]
        let loaded = try await read(calendar.source, name: calendar.name) {
            [records] data, displayName throws(Diagnostic) in
            let key = CalendarRecord.key(of: data, parsedWith: displayName, calendar.kind.rawValue)
            return try CalendarRecord.parsed(key, index: index, in: records) {
                () throws(Diagnostic) in
                let text = try TextFile.decode(data, displayName: displayName)
                return try CalendarParser.parse(text, file: displayName, kind: calendar.kind)
            }
        }
        let actions =
            sourceActions(loaded, name: calendar.name, location: calendar.source.location)
            + (loaded.value.map { [.calendar(.loaded(feed: calendar.name, kind: calendar.kind, events: $0))] } ?? [])
        return (actions, Self.digest(of: loaded.body))
    }

    /// The hash of a source's bytes, or of their absence (no source, or an unavailable one).
    private static func digest(of body: Data?) -> ContentHash {
        var hasher = ContentHasher()
        guard let body else { return hasher.hash }
        hasher.add(1)
        body.withUnsafeBytes { hasher.add($0) }
        return hasher.hash
    }

    /// Where a source's data came from, and its warnings.
    private func sourceActions<Value>(_ loaded: LoadedSource<Value>, name: String, location: String) -> [AppAction] {
        let report = DiagnosticsState.SourceReport(
            name: name, location: location, origin: loaded.origin, isFallback: loaded.isFallback,
            entries: loaded.entries)
        return [.diagnostics(.sourceLoaded(source: report))] + warned(loaded.warnings)
    }

    /// A local file's bytes, or a remote source's through the network and the cache, parsed, with the lines
    /// of the bytes the warnings and the error are about quoted in them.
    private func read<Value>(
        _ source: InputSource, name: String,
        parse unquoted: @escaping @Sendable (Data, String) throws(Diagnostic) -> Parsed<Value>
    ) async throws -> LoadedSource<Value> {
        let parse = { @Sendable (data: Data, name: String) throws(Diagnostic) -> Parsed<Value> in
            let text = { String(decoding: data, as: UTF8.self).trimmingPrefix("\u{FEFF}") }
            do throws(Diagnostic) {
                return try unquoted(data, name).quoting(String(text()), file: name)
            } catch {
                throw error.quoting(String(text()), file: name)
            }
        }
        switch source {
        case .file(let path):
            let url = content.appendingPathComponent(path)
            let displayName = displayPath(url)
            let data = try services.readFile(url, displayName, content)
            let parsed = try parse(data, displayName)
            return LoadedSource(
                value: parsed.value, body: data, entries: parsed.entries, origin: .file, isFallback: false,
                warnings: parsed.warnings)
        case .remote(let remote):
            let fetcher = FallbackFetcher(
                client: services.http, cache: SourceCache(folder: sourceCache), now: services.now)
            do {
                return try await fetcher.load(remote, mode: fetchMode, strict: strict) { data in
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
