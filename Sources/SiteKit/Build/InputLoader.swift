import Foundation
import Redux

/// Reads the memos, the pickup messages and the calendars concurrently, each as an action creator
/// that dispatches what it read and the warnings it found.
struct InputLoader: Sendable {
    let content: URL
    let config: SiteConfig

    typealias AppStore = Store<AppState, AppAction>

    /// Loads every input; reports every input that failed, not only the first.
    func load(into store: AppStore) async throws(BuildFailure) {
        let failures = await withTaskGroup(of: BuildFailure?.self) { group in
            group.addTask { await capture { try await loadMemos(into: store) } }
            if let source = config.pickupSource {
                group.addTask { await capture { try await loadPickup(source, into: store) } }
            }
            for calendar in config.calendars {
                group.addTask { await capture { try await loadCalendar(calendar, into: store) } }
            }
            var failures: [BuildFailure] = []
            for await failure in group {
                if let failure { failures.append(failure) }
            }
            return failures
        }
        guard failures.isEmpty else {
            let kind: BuildFailure.Kind = failures.contains { $0.kind == .source } ? .source : .build
            throw BuildFailure(kind, failures.flatMap(\.diagnostics).sorted { $0.description < $1.description })
        }
    }

    private func capture(_ step: () async throws -> Void) async -> BuildFailure? {
        do {
            try await step()
            return nil
        } catch let failure as BuildFailure {
            return failure
        } catch let diagnostic as Diagnostic {
            return BuildFailure(.build, [diagnostic])
        } catch {
            return BuildFailure(.build, [.error(SourceLocation(file: displayPath(content)), "\(error)")])
        }
    }

    private func loadMemos(into store: AppStore) async throws {
        let folder = content.appendingPathComponent("memos")
        try await store.run { dispatch, _ in
            let (memos, warnings) = try MemoLoader(folder: folder, displayName: displayPath(folder)).load()
            dispatch(.diagnostics(.warned(warnings)))
            dispatch(.memos(.loaded(memos)))
        }
    }

    private func loadPickup(_ source: SourceSpec, into store: AppStore) async throws {
        try await store.run { dispatch, _ in
            let (data, name, origin) = try read(source)
            let (messages, warnings) = try PickupMessageParser.parse(data, source: name)
            dispatch(.diagnostics(.sourceLoaded(name: "pickup messages", origin: origin)))
            dispatch(.diagnostics(.warned(warnings)))
            dispatch(.pickup(.loaded(messages)))
        }
    }

    private func loadCalendar(_ calendar: CalendarSource, into store: AppStore) async throws {
        try await store.run { dispatch, _ in
            let (data, name, origin) = try read(calendar.source)
            let text = try TextFile.decode(data, displayName: name)
            let (events, warnings) = try CalendarParser.parse(text, file: name, kind: calendar.kind)
            dispatch(.diagnostics(.sourceLoaded(name: "calendar \(calendar.source.location)", origin: origin)))
            dispatch(.diagnostics(.warned(warnings)))
            dispatch(.calendar(.loaded(feed: calendar.source.location, kind: calendar.kind, events: events)))
        }
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
