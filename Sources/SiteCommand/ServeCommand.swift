import Foundation
import SiteKit
import SiteServer
import Synchronization

/// `sitegen serve`: builds the site into a temporary folder, serves it over HTTP, and rebuilds it after
/// every change to the content or the themes, reloading the pages open in browsers. Runs until SIGINT
/// or SIGTERM, then abandons the rebuild under way, closes the socket, ends the event streams, removes
/// its folder and returns 0.
///
/// A failed build, the first one included, keeps the server running (with the last good site, or a page
/// saying there is none yet) and shows its errors on the terminal and over the open pages, so fixing the
/// mistake is all it takes. Only what stops serving altogether fails the command: an address that cannot
/// be listened on, a content folder that is not there.
public struct ServeCommand: Sendable {
    /// The builds it runs, each published into the temporary folder.
    let build: BuildCommand

    public init(
        arguments: CommandLineOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        print: @escaping @Sendable (String) -> Void, warn: @escaping @Sendable (String) -> Void
    ) {
        build = BuildCommand(arguments: arguments, environment: environment, print: print, warn: warn)
    }

    var arguments: CommandLineOptions { build.arguments }

    public func run() async -> Int32 {
        // A client that leaves mid-answer must be an error on its connection, never the end of the server.
        signal(SIGPIPE, SIG_IGN)
        let changes = ChangeQueue()
        let signals = changes.finishOnSignals()
        defer { for signal in signals { signal.cancel() } }
        var options: BuildOptions
        do {
            options = try build.buildOptions()
        } catch {
            build.warn("sitegen: \(UsageError(message: error.message, command: .serve))")
            return 2
        }
        let content = commandLineURL(arguments.content)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: content.path, isDirectory: &isFolder), isFolder.boolValue else {
            build.warn(
                "error: \(displayPath(content)): no such folder; run sitegen serve where the site is, or give --content"
            )
            return 1
        }
        let folder: URL
        do {
            folder = try temporaryFolder()
        } catch {
            build.warn("error: \(error)")
            return 1
        }
        defer { try? FileManager.default.removeItem(at: folder) }

        let responder = SiteResponder(root: folder.appendingPathComponent("site"))
        options.output = responder.root
        options.renderCache = folder.appendingPathComponent("cache")
        options.offline = !arguments.fetches
        // A preview shows what is written ahead too, marked as such; the published site waits for the day.
        options.includesFuture = true
        var limits = HTTPServer.Limits()
        limits.connections = FileLimit.raised().connections
        let server: HTTPServer
        do {
            server = try HTTPServer(
                host: arguments.host, port: arguments.port, limits: limits, handler: requestLog(responder.respond))
        } catch {
            build.warn("sitegen: \(error)")
            return 1
        }
        if !server.address.isLoopback {
            build.warn(
                "warning: listening on \(server.address): other machines can reach the site, with the memos dated after the build date\(arguments.includesDrafts ? " and the drafts" : "")"
            )
        }
        let watcher: FolderWatcher
        do {
            watcher = try FolderWatcher([content, commandLineURL(arguments.themes)]) { changes.add($0) }
        } catch {
            build.warn("error: \(error)")
            return 1
        }
        await changes.serve { [self, options] in
            var site = PreviewSite()
            await rebuild(&site, options, changed: nil, into: responder)
            guard !Task.isCancelled else { return }
            server.start()
            build.print("Serving \(displayPath(content)) at \(server.address.url) (Ctrl-C to stop)")

            for await _ in changes.stream {
                // The stream still hands out the change it held when a signal finished it.
                guard !changes.hasFinished else { break }
                let changed = changes.take()
                guard !changed.isEmpty else { continue }
                if arguments.verbosity != .quiet {
                    build.print(
                        "Changed: "
                            + changed.prefix(3).map { displayPath(URL(fileURLWithPath: $0)) }.joined(separator: ", ")
                            + (changed.count > 3 ? ", ..." : ""))
                }
                await rebuild(&site, options, changed: changed, into: responder)
            }
        }
        watcher.stop()
        responder.liveReload.close()
        server.stop()
        if arguments.verbosity != .quiet { build.print("Stopped.") }
        return 0
    }

    /// One build of the files `changed` since the last (nil at first), published into the responder's
    /// folder; a failure is shown, and the last good site stays. Cancelled by a signal, it stops at its
    /// next page and says nothing.
    private func rebuild(
        _ site: inout PreviewSite, _ options: BuildOptions, changed: [String]?, into responder: SiteResponder
    ) async {
        let started = ContinuousClock.now
        let record = BuildRecord()
        var options = options
        // Without --date, "today" moves on while the server runs (the date was checked when it started).
        options.buildDate =
            (try? BuildDate.resolve(option: arguments.date, environment: build.environment, now: Date()))
            ?? options.buildDate
        do throws(BuildFailure) {
            let built = try await site.build(
                options, services: build.liveServices, changed: changed, observer: build.observer(record),
                timing: build.timing(record), swapped: { config in responder.published(basePath: config.basePath) })
            if arguments.verbosity != .quiet {
                build.print(BuildSummary.serveLine(for: built.state, seconds: started.duration(to: .now).inSeconds))
            }
        } catch {
            guard !Task.isCancelled else { return }
            let printed = Diagnostic.printed(errors: error.diagnostics)
            printed.forEach(build.warn)
            let served =
                responder.liveReload.build > 0
                ? "still serving the last good site" : "nothing to serve until a build succeeds"
            build.warn("sitegen: the build failed; \(served)")
            responder.failed(printed.joined(separator: "\n"))
        }
    }

    /// The responder, printing each request and its status when verbose.
    private func requestLog(
        _ respond: @escaping @Sendable (HTTPRequest) -> ServerResponse
    ) -> @Sendable (HTTPRequest) -> ServerResponse {
        guard arguments.verbosity == .verbose else { return respond }
        let print = build.print
        return { request in
            let response = respond(request)
            print("  \(request.method) \(request.target) \(response.status.code)")
            return response
        }
    }

    /// A new private folder for the builds (`sitegen-serve-XXXXXX` in the temporary folder).
    private func temporaryFolder() throws(Diagnostic) -> URL {
        var template = Array(
            FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-serve-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else {
            throw .error(
                SourceLocation(file: FileManager.default.temporaryDirectory.path),
                "cannot create a temporary folder (\(systemErrorText(errno)))")
        }
        return URL(fileURLWithPath: String(cString: made))
    }
}

/// The watcher's changes for the serving loop: a stream that says there are some, and the paths changed,
/// gathered until the loop takes them. SIGINT and SIGTERM end the stream, cancelling the loop's task so
/// that a rebuild under way is abandoned. Changes that come while a build runs wait as one more rebuild,
/// of all of them; a signal drops that too.
private final class ChangeQueue: Sendable {
    let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    private let state = Mutex<(isFinished: Bool, serving: Task<Void, Never>?, changed: [String])>((false, nil, []))

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    var hasFinished: Bool {
        state.withLock { $0.isFinished }
    }

    /// Runs the serving loop in a task of its own, which a signal cancels (at once, if one came already),
    /// and waits for it to end.
    func serve(_ loop: @escaping @Sendable () async -> Void) async {
        let serving = Task { await loop() }
        let signalled = state.withLock { state in
            state.serving = serving
            return state.isFinished
        }
        if signalled { serving.cancel() }
        await serving.value
    }

    func add(_ paths: [String]) {
        let isFinished = state.withLock { state in
            if !state.isFinished { state.changed += paths }
            return state.isFinished
        }
        if !isFinished { continuation.yield() }
    }

    /// The paths changed since the last call, each once.
    func take() -> [String] {
        state.withLock { state in
            defer { state.changed = [] }
            var seen: Set<String> = []
            return state.changed.filter { seen.insert($0).inserted }
        }
    }

    /// Finishes the stream on SIGINT or SIGTERM, instead of the default of dying at once; keep the sources
    /// while they should be heard.
    func finishOnSignals() -> [any DispatchSourceSignal] {
        // A queue of their own: a rebuild renders on every thread of the global queues, which would hold
        // the signal back until it is done.
        let queue = DispatchQueue(label: "sitegen.serve.signals")
        return [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [self] in
                let serving = state.withLock { state in
                    state.isFinished = true
                    return state.serving
                }
                serving?.cancel()
                continuation.finish()
            }
            source.resume()
            return source
        }
    }
}
