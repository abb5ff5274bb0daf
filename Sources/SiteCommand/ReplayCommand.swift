import Foundation
import SiteKit

/// `sitegen replay LOG`: rebuilds a site from a build's action log alone (no inputs, no network), with
/// the settings its header recorded and today's theme, and publishes it as a build would. With the same
/// theme the pages are byte for byte the ones that build published.
public struct ReplayCommand: Sendable {
    var log: String
    var arguments: CommandLineOptions
    let print: @Sendable (String) -> Void
    let warn: @Sendable (String) -> Void

    public init(
        log: String, arguments: CommandLineOptions, print: @escaping @Sendable (String) -> Void,
        warn: @escaping @Sendable (String) -> Void
    ) {
        self.log = log
        self.arguments = arguments
        self.print = print
        self.warn = warn
    }

    public func run() async -> Int32 {
        let started = ContinuousClock.now
        do throws(BuildFailure) {
            let state = try SiteReplay(
                log: commandLineURL(log), output: commandLineURL(arguments.output),
                themes: commandLineURL(arguments.themes)
            ).publish()
            if arguments.verbosity != .quiet {
                print(
                    BuildSummary.line(
                        for: state, output: arguments.output, seconds: started.duration(to: .now).inSeconds))
            }
            return 0
        } catch {
            Diagnostic.printed(errors: error.diagnostics).forEach(warn)
            warn("sitegen: the replay failed; \(arguments.output) was left as it was")
            return error.exitCode
        }
    }
}
