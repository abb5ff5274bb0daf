import Foundation
import SiteKit

/// `sitegen build`: one build from command-line options, reported on the terminal; returns the exit code.
public struct BuildCommand: Sendable {
    var arguments: CommandLineOptions
    var environment: [String: String]
    /// The files, the network and the clock: the real ones unless a test gives its own.
    var services: BuildServices?
    let print: @Sendable (String) -> Void
    let warn: @Sendable (String) -> Void

    public init(
        arguments: CommandLineOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        services: BuildServices? = nil,
        print: @escaping @Sendable (String) -> Void, warn: @escaping @Sendable (String) -> Void
    ) {
        self.arguments = arguments
        self.environment = environment
        self.services = services
        self.print = print
        self.warn = warn
    }

    public func run() async -> Int32 {
        let started = ContinuousClock.now
        let record = BuildRecord()
        let options: BuildOptions
        do {
            options = try buildOptions()
        } catch {
            warn("sitegen: \(error)")
            return finish(
                record, buildDate: nil,
                failure: BuildFailure(.usage, [.error(SourceLocation(file: "sitegen"), error.message)]))
        }
        do throws(BuildFailure) {
            let state = try await SiteBuilder(options: options, services: liveServices).build(
                observer: observer(record), timing: timing(record))
            if arguments.verbosity != .quiet {
                print(
                    BuildSummary.line(
                        for: state, output: arguments.output, seconds: started.duration(to: .now).inSeconds))
            }
            return finish(record, buildDate: options.buildDate, failure: nil)
        } catch {
            Diagnostic.printed(errors: error.diagnostics).forEach(warn)
            warn("sitegen: the build failed; \(arguments.output) was left as it was")
            return finish(record, buildDate: options.buildDate, failure: error)
        }
    }

    /// Writes the report when one was asked for, and gives the exit code. A report that cannot be written
    /// makes a successful build exit with 1, so that cron hears of it. A path refused as `--report`
    /// (`buildOptions` said why) is never written.
    func finish(_ record: BuildRecord, buildDate: BuildDate?, failure: BuildFailure?) -> Int32 {
        let code = failure?.exitCode ?? 0
        guard let path = arguments.report,
            (try? FileOption(name: "--report", path: path).check(output: commandLineURL(arguments.output))) != nil
        else {
            return code
        }
        do {
            try record.report(buildDate: buildDate, failure: failure).write(to: commandLineURL(path))
        } catch {
            warn("error: \(error)")
            return code == 0 ? 1 : code
        }
        return code
    }

    /// A command line that could not be parsed: reported when it named a `--report`; exit code 2.
    public static func finish(_ error: UsageError, warn: @escaping @Sendable (String) -> Void) -> Int32 {
        var arguments = CommandLineOptions()
        arguments.report = error.report
        let command = BuildCommand(arguments: arguments, print: { _ in }, warn: warn)
        return command.finish(
            BuildRecord(), buildDate: nil,
            failure: BuildFailure(.usage, [.error(SourceLocation(file: "sitegen"), error.message)]))
    }

    /// The terminal's progress lines and the report's record, both fed with each new state.
    func observer(_ record: BuildRecord) -> @Sendable (AppState) -> Void {
        let reporter = ProgressReporter(verbosity: arguments.verbosity, print: print, warn: warn)
        return { state in
            reporter.observe(state)
            record.observe(state)
        }
    }

    /// `services`, else the real world, with every HTTP request printed when verbose.
    var liveServices: BuildServices {
        services ?? .live(environment: environment, requestLog: arguments.verbosity == .verbose ? print : nil)
    }

    /// Hears each stage's time: printed when verbose, and kept for the report.
    func timing(_ record: BuildRecord) -> (String, Duration) -> Void {
        let print = arguments.verbosity == .verbose ? self.print : nil
        return { stage, elapsed in
            print?("  \(stage): \(Int(elapsed.inSeconds * 1000)) ms")
            record.lap(stage, elapsed)
        }
    }

    func buildOptions() throws(UsageError) -> BuildOptions {
        var options = BuildOptions(
            content: commandLineURL(arguments.content), themes: commandLineURL(arguments.themes),
            output: commandLineURL(arguments.output),
            buildDate: try BuildDate.resolve(option: arguments.date, environment: environment, now: Date()))
        for (name, path) in [("--report", arguments.report), ("--log-actions", arguments.actionLog)] {
            try path.map { path throws(UsageError) in
                try FileOption(name: name, path: path).check(output: options.output)
            }
        }
        options.includesDrafts = arguments.includesDrafts
        options.includesFuture = arguments.includesFuture
        options.actionLog = arguments.actionLog.map(commandLineURL)
        options.cache = arguments.cache.map(commandLineURL)
        options.offline = arguments.offline
        options.strict = arguments.strict
        return options
    }
}
