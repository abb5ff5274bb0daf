import Foundation
import Redux

/// Reads the memos, the pickup messages and the calendars, and dispatches what each gave (with where
/// it came from and the warnings on the way) through one action creator.
struct InputLoader: Sendable {
    let content: URL
    let config: SiteConfig
    let sources: SourceReader

    init(options: BuildOptions, config: SiteConfig) {
        content = options.content
        self.config = config
        sources = SourceReader(content: options.content, options: options)
    }

    typealias AppStore = Store<AppState, AppAction>

    /// Reads every input concurrently, then dispatches what each produced in the order of
    /// `site.yml` (memos, pickup messages, calendars), so the state and the action log are the same
    /// from run to run whichever read finished first. Every input that failed is reported.
    func load(into store: AppStore) async throws(BuildFailure) {
        var readers: [@Sendable () async throws -> [AppAction]] = [readMemos]
        if let source = config.pickupSource { readers.append { try await readPickup(source) } }
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
            throw BuildFailure(.build, [.error(SourceLocation(file: displayPath(content)), "the build was cancelled")])
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
            return .failure(BuildFailure(.build, [.error(SourceLocation(file: displayPath(content)), "\(error)")]))
        }
    }

    @Sendable private func readMemos() throws -> [AppAction] {
        let folder = content.appendingPathComponent("memos")
        let (memos, warnings) = try MemoLoader(folder: folder, displayName: displayPath(folder)).load()
        return warned(warnings) + [.memos(.loaded(memos))]
    }

    private func readPickup(_ source: SourceSpec) async throws -> [AppAction] {
        let name = "pickup messages"
        let outcome = try await sources.read(source, name: name, mediaType: "application/json") { data, displayName throws(Diagnostic) in
            let (messages, warnings) = try PickupMessageParser.parse(data, source: displayName)
            return (messages, warnings, messages.count)
        }
        return [.diagnostics(.sourceLoaded(name: name, origin: outcome.origin, isFallback: outcome.isFallback))] + warned(outcome.warnings)
            + (outcome.value.map { [.pickup(.loaded($0))] } ?? [])
    }

    private func readCalendar(_ calendar: CalendarSource) async throws -> [AppAction] {
        let name = "calendar \(calendar.source.location)"
        let outcome = try await sources.read(calendar.source, name: name, mediaType: "text/calendar") { data, displayName throws(Diagnostic) in
            let text = try TextFile.decode(data, displayName: displayName)
            let (events, warnings) = try CalendarParser.parse(text, file: displayName, kind: calendar.kind)
            return (events, warnings, events.count)
        }
        return [.diagnostics(.sourceLoaded(name: name, origin: outcome.origin, isFallback: outcome.isFallback))] + warned(outcome.warnings)
            + (outcome.value.map { [.calendar(.loaded(feed: calendar.source.location, kind: calendar.kind, events: $0))] } ?? [])
    }

    private func warned(_ warnings: [Diagnostic]) -> [AppAction] {
        warnings.isEmpty ? [] : [.diagnostics(.warned(warnings))]
    }
}
