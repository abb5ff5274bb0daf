import Foundation
import SiteKit

/// `sitegen new`: writes the memo of a day (the build date's, in the site's time zone, or `--date`'s)
/// from the theme's memo template, and prints its path; returns the exit code.
public struct NewMemoCommand: Sendable {
    var arguments: CommandLineOptions
    /// Where `SOURCE_DATE_EPOCH` is read from, for the default day.
    var environment = ProcessInfo.processInfo.environment
    let print: @Sendable (String) -> Void
    let warn: @Sendable (String) -> Void

    public init(
        arguments: CommandLineOptions, print: @escaping @Sendable (String) -> Void,
        warn: @escaping @Sendable (String) -> Void
    ) {
        (self.arguments, self.print, self.warn) = (arguments, print, warn)
    }

    public func run() -> Int32 {
        let date: BuildDate
        do {
            date = try BuildDate.resolve(option: arguments.date, environment: environment, now: Date())
        } catch {
            warn("sitegen: \(UsageError(message: error.message, command: .new))")
            return 2
        }
        let content = commandLineURL(arguments.content)
        let themes = commandLineURL(arguments.themes)
        let configFile = content.appendingPathComponent("site.yml")
        let config: SiteConfig
        do {
            let parsed = try ConfigLoader.load(configFile, displayName: displayPath(configFile))
            for warning in parsed.warnings { warn(warning.printed) }
            config = parsed.value
        } catch {
            Diagnostic.printed(errors: error.diagnostics).forEach(warn)
            return 1
        }
        let theme: Theme
        do {
            let loaded = try Theme.load(named: config.theme, in: themes, language: config.language)
            for warning in loaded.warnings { warn(warning.printed) }
            theme = loaded.value
        } catch {
            Diagnostic.printed(errors: error.diagnostics).forEach(warn)
            return 1
        }
        do throws(Diagnostic) {
            let memo = NewMemo(day: date.day(in: config.timeZone), theme: theme, language: config.language)
            print(try memo.write(into: content, contentName: displayPath(content)))
            return 0
        } catch {
            warn(error.printed)
            return 1
        }
    }
}
