import Foundation
import SiteKit

/// `sitegen check`: a build without publishing, then a check of the site's internal links; returns the
/// exit code. The output folder is not touched, so no lock is taken: the lock guards the output alone,
/// and the cache, which a check may refresh, is written atomically.
public struct CheckCommand: Sendable {
    /// The build it runs, up to publishing.
    let build: BuildCommand

    public init(
        arguments: CommandLineOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        services: BuildServices? = nil,
        print: @escaping @Sendable (String) -> Void, warn: @escaping @Sendable (String) -> Void
    ) {
        build = BuildCommand(
            arguments: arguments, environment: environment, services: services, print: print, warn: warn)
    }

    public func run() async -> Int32 {
        let started = ContinuousClock.now
        let record = BuildRecord()
        let options: BuildOptions
        do {
            options = try build.buildOptions()
        } catch {
            build.warn("sitegen: \(UsageError(message: error.message, command: .check))")
            return build.finish(
                record, buildDate: nil,
                failure: BuildFailure(.usage, [.error(SourceLocation(file: "sitegen"), error.message)]))
        }
        do throws(BuildFailure) {
            let (state, report) = try await SiteBuilder(options: options, services: build.liveServices).check(
                observer: build.observer(record), timing: build.timing(record))
            Diagnostic.printed(errors: report.problems).forEach(build.warn)
            guard report.problems.isEmpty else {
                build.warn("sitegen: \(count(report.problems.count, "broken link")) in \(places(of: report.problems))")
                return build.finish(
                    record, buildDate: options.buildDate, failure: BuildFailure(.build, report.problems))
            }
            if build.arguments.verbosity != .quiet {
                build.print(
                    BuildSummary.checkLine(
                        for: state, links: report.links, seconds: started.duration(to: .now).inSeconds))
            }
            return build.finish(record, buildDate: options.buildDate, failure: nil)
        } catch {
            Diagnostic.printed(errors: error.diagnostics).forEach(build.warn)
            build.warn("sitegen: the check failed")
            return build.finish(record, buildDate: options.buildDate, failure: error)
        }
    }

    /// `1 page`, `2 feeds`, `1 page and 2 feeds`: the files the problems are in.
    private func places(of problems: [Diagnostic]) -> String {
        let files = Set(problems.map(\.location.file))
        let feeds = files.filter(LinkChecker.feeds.contains).count
        return [(files.count - feeds, "page"), (feeds, "feed")].filter { $0.0 > 0 }.map { count($0.0, $0.1) }.joined(
            separator: " and ")
    }
}
