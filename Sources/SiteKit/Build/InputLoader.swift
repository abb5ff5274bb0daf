import Foundation
import Redux

/// Reads the memos, the pickup messages and the calendars concurrently, each as an action creator
/// that dispatches what it read and the warnings it found.
struct InputLoader: Sendable {
    let content: URL
    let config: SiteConfig

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
        let (data, name, origin) = try read(source)
        let (messages, warnings) = try PickupMessageParser.parse(data, source: name)
        return [.diagnostics(.sourceLoaded(name: "pickup messages", origin: origin))] + warned(warnings) + [.pickup(.loaded(messages))]
    }

    private func readCalendar(_ calendar: CalendarSource) async throws -> [AppAction] {
        let (data, name, origin) = try read(calendar.source)
        let text = try TextFile.decode(data, displayName: name)
        let (events, warnings) = try CalendarParser.parse(text, file: name, kind: calendar.kind)
        return [.diagnostics(.sourceLoaded(name: "calendar \(calendar.source.location)", origin: origin))] + warned(warnings)
            + [.calendar(.loaded(feed: calendar.source.location, kind: calendar.kind, events: events))]
    }

    private func warned(_ warnings: [Diagnostic]) -> [AppAction] {
        warnings.isEmpty ? [] : [.diagnostics(.warned(warnings))]
    }

    /// The bytes of a local source, and how it is named in messages.
    private func read(_ source: SourceSpec) throws(Diagnostic) -> (Data, String, SourceOrigin) {
        let url = content.appendingPathComponent(source.location)
        let name = displayPath(url)
        do {
            return (try Data(contentsOf: url), name, .file)
        } catch {
            throw .error(SourceLocation(file: name), "cannot read the file (\(TextFile.reason(error)))")
        }
    }
}
