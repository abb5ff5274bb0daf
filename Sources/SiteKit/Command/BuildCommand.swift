import Foundation

/// `sitegen build`: one build from command-line options, reported on the terminal; returns the exit code.
public struct BuildCommand: Sendable {
    public var arguments: CommandLineOptions
    public var environment: [String: String]
    /// The files, the network and the clock: the real ones unless a test gives its own.
    public var services: BuildServices?
    let print: @Sendable (String) -> Void
    let warn: @Sendable (String) -> Void

    public init(arguments: CommandLineOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
                services: BuildServices? = nil,
                print: @escaping @Sendable (String) -> Void, warn: @escaping @Sendable (String) -> Void) {
        self.arguments = arguments
        self.environment = environment
        self.services = services
        self.print = print
        self.warn = warn
    }

    public func run() async -> Int32 {
        let started = ContinuousClock.now
        let options: BuildOptions
        do {
            options = try buildOptions()
        } catch {
            warn("sitegen: \(error)")
            return 2
        }
        let reporter = ProgressReporter(verbosity: arguments.verbosity, print: print, warn: warn)
        do throws(BuildFailure) {
            let state = try await SiteBuilder(options: options, services: liveServices).build(observer: reporter.observe, timing: timing)
            if arguments.verbosity != .quiet {
                print(BuildSummary.line(for: state, output: arguments.output, seconds: started.duration(to: .now).inSeconds))
            }
            return 0
        } catch {
            for diagnostic in error.diagnostics { warn("error: \(diagnostic)") }
            warn("sitegen: the build failed; \(arguments.output) was left as it was")
            return error.exitCode
        }
    }

    /// `services`, else the real world, with every HTTP request printed when verbose.
    var liveServices: BuildServices {
        services ?? .live(environment: environment, requestLog: arguments.verbosity == .verbose ? print : nil)
    }

    /// Hears each stage's time when verbose.
    var timing: ((String) -> Void)? {
        let print = self.print
        return arguments.verbosity == .verbose ? { print($0) } : nil
    }

    func buildOptions() throws(UsageError) -> BuildOptions {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        func folder(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL }
        var options = BuildOptions(content: folder(arguments.content), themes: folder(arguments.themes), output: folder(arguments.output),
                                   buildDate: try BuildDate.resolve(option: arguments.date, environment: environment, now: Date()))
        options.includesDrafts = arguments.includesDrafts
        options.actionLog = arguments.actionLog.map(folder)
        options.cache = arguments.cache.map(folder)
        options.offline = arguments.offline
        options.strict = arguments.strict
        return options
    }
}
